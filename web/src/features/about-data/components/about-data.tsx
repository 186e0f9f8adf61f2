import { BarChart3, Briefcase, Database, ExternalLink, Info, Route, Tags } from 'lucide-react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { IconCardList } from '@/components/icon-card-list';

/** The attribution lines the data's licences ask for, word for word (shared/data/README.md). */
export const ONET_ATTRIBUTION =
  'This product includes information from the O*NET 29.3 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 licence. O*NET® is a trademark of USDOL/ETA.';
export const BLS_ATTRIBUTION =
  'Employment projections and wages: U.S. Bureau of Labor Statistics, Employment Projections program (2024-34), public domain.';

const sources = [
  {
    testId: 'attribution-onet',
    name: 'O*NET 29.3 Database',
    publisher: 'U.S. Department of Labor, Employment and Training Administration',
    licence: 'CC BY 4.0',
    attribution: ONET_ATTRIBUTION,
    uses: 'Occupations and their descriptions, reported job titles, tasks, technology skills, skill and knowledge ratings, job zones and related occupations.',
    href: 'https://www.onetcenter.org/database.html',
    linkText: 'O*NET Resource Center',
  },
  {
    testId: 'attribution-bls',
    name: 'Employment Projections 2024-34',
    publisher: 'U.S. Bureau of Labor Statistics',
    licence: 'Public domain',
    attribution: BLS_ATTRIBUTION,
    uses: 'Median annual wages, employment in 2024 and 2034, growth and annual openings, and the typical education and experience for each occupation.',
    href: 'https://www.bls.gov/emp/',
    linkText: 'BLS Employment Projections',
  },
];

const derived = [
  {
    icon: Briefcase,
    title: 'Sample job postings',
    text: 'Each sample posting (marked “Sample posting”) is built from an O*NET occupation: its title comes from the titles people in that occupation report, its duties from the occupation’s tasks, its requirements from the technologies O*NET marks as hot or in demand for it and its most important skills. Salary ranges sit around the BLS median annual wage for the occupation, adjusted for the city.',
  },
  {
    icon: Tags,
    title: 'Skills taxonomy',
    text: 'The technology skills named across occupations, with O*NET’s hot-technology and in-demand flags, give Stride the skills it recognises on your profile and resume and uses for match scores and skills-gap analysis.',
  },
  {
    icon: Route,
    title: 'Career paths',
    text: 'O*NET’s related occupations, ranked by closeness, become the next steps Stride suggests from your current role, with the skills the move asks for.',
  },
  {
    icon: BarChart3,
    title: 'Market intelligence',
    text: 'Wages, ten-year growth and annual openings from the BLS projections show where demand is heading for the roles you are considering.',
  },
];

/** Public page crediting the open data behind Stride's catalogues. */
export function AboutData() {
  useDocumentTitle('About the data');
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="max-w-2xl">
        <span className="grid size-12 place-items-center rounded-xl bg-gradient-to-br from-brand-400 to-brand-700 text-white shadow-md shadow-brand-500/25">
          <Database aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-5 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">About the data</h1>
        <p className="mt-3 text-base leading-relaxed text-slate-600 sm:text-lg">
          Stride’s job catalogue, skills taxonomy, career paths and market figures are built from open labour-market
          data published by the U.S. government. Here is where it comes from and how we use it.
        </p>
      </header>

      <section aria-labelledby="sources-heading" className="mt-10">
        <h2 id="sources-heading" className="text-lg font-semibold text-slate-900">
          Sources and credits
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {sources.map((source) => (
            <li key={source.name} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-soft sm:p-6">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <h3 className="font-semibold text-slate-900">{source.name}</h3>
                  <p className="mt-0.5 text-sm text-slate-600">{source.publisher}</p>
                </div>
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-200">
                  {source.licence}
                </span>
              </div>
              <p className="mt-4 text-sm leading-relaxed text-slate-600">{source.uses}</p>
              <blockquote
                data-testid={source.testId}
                className="mt-4 flex-1 rounded-xl border-l-4 border-brand-500 bg-slate-50 p-4 text-sm leading-relaxed text-slate-800"
              >
                {source.attribution}
              </blockquote>
              <a
                href={source.href}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-4 inline-flex w-fit items-center gap-1.5 rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {source.linkText}
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="derived-heading" className="mt-12">
        <h2 id="derived-heading" className="text-lg font-semibold text-slate-900">
          What Stride builds from it
        </h2>
        <IconCardList items={derived} className="sm:grid-cols-2" />
      </section>

      <aside aria-label="Good to know" className="mt-10 flex gap-3 rounded-2xl border border-brand-200 bg-brand-50/60 p-5 text-sm leading-relaxed text-slate-700">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <p>
          Sample postings describe real occupations, with real duties, skills and pay levels, but they are not live
          vacancies: the company names are invented, and applying to one only saves it to your tracker. Postings without
          the mark are read from employers’ own job boards and careers pages, and Apply takes you to the employer. A job
          you add yourself is visible to you alone. Stride is not endorsed by the U.S. Department of Labor or the Bureau
          of Labor Statistics.
        </p>
      </aside>
    </div>
  );
}
