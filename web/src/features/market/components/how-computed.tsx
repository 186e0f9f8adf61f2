import { Calculator } from 'lucide-react';

/** "How this is computed": every figure on the screen and what it is built from. */
export function HowComputed() {
  return (
    <details className="group mt-8 rounded-xl border border-border bg-white p-4 text-sm text-slate-700" data-testid="how-computed">
      <summary className="flex cursor-pointer list-none items-center gap-2 font-semibold text-slate-900">
        <Calculator className="size-4 text-brand-600" aria-hidden="true" />
        How this is computed
        <span className="ml-auto text-xs font-normal text-muted-foreground group-open:hidden">Show</span>
      </summary>
      <div className="mt-3 space-y-3 leading-relaxed">
        <p>
          <strong>Industries</strong> are groups of U.S. occupations (SOC major groups): Technology = computer and
          mathematical; Healthcare = healthcare practitioners and support; Finance = business and financial operations;
          Manufacturing = production, architecture and engineering; Education = educational instruction and library.
        </p>
        <p>
          <strong>Skill forecasts.</strong> Current demand is how many of Stride&apos;s postings in the industry ask for
          the technology (general office software such as Excel is left out). Growth is the BLS 2024-34 employment
          growth of the industry&apos;s occupations that use it, weighted by employment, the figure its source line
          cites; O*NET&apos;s hot and in-demand flags are shown beside it, not added to it. Predicted demand is current
          × (1 + growth); both are scaled so the largest is 100. Confidence is half n/(n+3) for the n occupations
          behind the growth and half p/(p+20) for the p postings behind the demand, divided by 1 + their growth&apos;s
          standard deviation in points / 10, at most 95%.
        </p>
        <p>
          <strong>Industry health</strong> (0-100) = 0.6 × growth score (50 + 10 × the industry&apos;s projected growth
          minus that of all occupations, in points, within 0-100) + 20 × stability (1 − 4 × annual openings per
          worker) + 20 × innovation (70% the share of hot technologies, office software aside, 30% the share of
          occupations with O*NET Emerging Tasks). Colours: 80 or more green, 60 or more yellow, else
          red. Risks and opportunities are the occupations losing and gaining the most jobs and the comparisons with all
          occupations.
        </p>
        <p>
          <strong>Career alerts</strong> match your title to an O*NET occupation and check its projected change, the
          related occupations growing faster (and how many of their key skills you have), and the skills most postings
          for your goals&apos; target roles ask for. Urgency follows fixed rules (for example a decline of 10% or more
          is critical).
        </p>
        <p>
          <strong>Emerging roles</strong> rank occupations by 50 × growth (full at 25%) + 30 × new O*NET tasks (full at
          5) + 20 × hot-technology share. Projected jobs are BLS 2034 employment; pay comes from Stride&apos;s postings
          (the BLS median when there are none); hotspots and companies are where Stride&apos;s postings are.
        </p>
      </div>
    </details>
  );
}
