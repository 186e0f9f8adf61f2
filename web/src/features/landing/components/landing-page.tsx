import { AfterFirstTask } from '@/components/after-first-task';
import { Check, PlayCircle, Quote } from 'lucide-react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { GetStartedButton } from '@/features/landing/components/get-started-button';
import { features, keys, promises, stats } from '@/features/landing/components/landing-content';
import {
  DashboardMock,
  InterviewMock,
  JobCardMock,
  ResumeMock,
} from '@/features/landing/components/product-previews';
import { SiteFooter } from '@/features/landing/components/site-footer';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/utils';

export const LANDING_TITLE = 'Stride — Career growth, one stride at a time';

function Promises({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {promises.map((promise) => (
        <li key={promise} className="inline-flex items-center gap-1.5">
          <Check aria-hidden="true" className="size-4 text-emerald-600" />
          {promise}
        </li>
      ))}
    </ul>
  );
}

function SectionHeading({ id, eyebrow, title, text }: { id: string; eyebrow: string; title: string; text: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-base leading-relaxed text-pretty text-slate-600 sm:text-lg">{text}</p>
    </div>
  );
}

function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-50 via-white to-white" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,#dbeafe_1px,transparent_1px),linear-gradient(to_bottom,#dbeafe_1px,transparent_1px)] bg-[size:56px_56px] [mask-image:radial-gradient(ellipse_70%_60%_at_50%_0%,#000_40%,transparent_100%)]"
      />
      <div aria-hidden="true" className="absolute -top-40 left-1/2 -z-10 h-[32rem] w-[56rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,#60a5fa55,transparent)]" />
      <div className="mx-auto max-w-6xl px-4 pt-16 pb-16 sm:px-6 sm:pt-24 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-xs font-medium text-brand-800 shadow-soft backdrop-blur">
            <span className="size-1.5 rounded-full bg-brand-500" aria-hidden="true" />
            AI-powered career development
          </p>
          <h1 id="hero-heading" className="mt-6 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance text-slate-900 sm:text-6xl">
            Your career,{' '}
            <span className="bg-gradient-to-r from-brand-500 via-brand-600 to-brand-800 bg-clip-text text-transparent">
              one stride at a time
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-slate-600">
            Stride finds the jobs that fit you, tunes your resume for each one, coaches you through interviews and
            shows you the skills to learn next. Everything for your next move, in one place.
          </p>
          <div className="mt-9 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <GetStartedButton />
            <Button asChild size="lg" variant="outline" className="h-12 rounded-xl px-6 text-base font-semibold">
              <a href="#previews">
                <PlayCircle aria-hidden="true" className="size-5! text-brand-600" />
                See it in action
              </a>
            </Button>
          </div>
          <Promises className="mt-6 flex flex-wrap items-center justify-center gap-x-5 gap-y-2 text-sm text-slate-600" />
        </div>
        <div className="relative mx-auto mt-14 max-w-5xl sm:mt-16">
          <div aria-hidden="true" className="absolute -inset-x-6 -inset-y-6 -z-10 rounded-[2rem] bg-gradient-to-br from-brand-200/60 via-brand-100/40 to-transparent blur-2xl" />
          <DashboardMock />
        </div>
      </div>
    </section>
  );
}

/**
 * The sections below the hero skip style, layout and paint until they come
 * near the screen (content-visibility), so that drawing them is not one long
 * task that lays out the whole page (issue 20). Until then each holds the
 * height of its content (less its padding) as measured at each breakpoint
 * (375-1280 px), then the height it last had; a guess far off would make the
 * page and its scroll bar jump as it is scrolled.
 */
const BELOW_FOLD = {
  keys: '[contain-intrinsic-height:auto_52rem] md:[contain-intrinsic-height:auto_27rem] lg:[contain-intrinsic-height:auto_24rem]',
  features:
    '[contain-intrinsic-height:auto_135rem] sm:[contain-intrinsic-height:auto_81rem] md:[contain-intrinsic-height:auto_76rem] lg:[contain-intrinsic-height:auto_57rem]',
  previews: '[contain-intrinsic-height:auto_91rem] sm:[contain-intrinsic-height:auto_88rem] lg:[contain-intrinsic-height:auto_39rem]',
  proof:
    '[contain-intrinsic-height:auto_48rem] sm:[contain-intrinsic-height:auto_44rem] md:[contain-intrinsic-height:auto_42rem] lg:[contain-intrinsic-height:auto_23rem]',
  cta: '[contain-intrinsic-height:auto_26rem] sm:[contain-intrinsic-height:auto_27rem] md:[contain-intrinsic-height:auto_23rem]',
  footer:
    '[contain-intrinsic-height:auto_37rem] sm:[contain-intrinsic-height:auto_30rem] md:[contain-intrinsic-height:auto_20rem] lg:[contain-intrinsic-height:auto_19rem]',
};

function Keys() {
  return (
    <section aria-labelledby="keys-heading" className={cn('bg-white py-20 [content-visibility:auto] sm:py-24', BELOW_FOLD.keys)}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="keys-heading"
          eyebrow="How it works"
          title="Three keys to career success"
          text="Careers move forward in steps. Stride gives you what you need for each one."
        />
        <div className="relative mt-14">
          <div aria-hidden="true" className="absolute top-7 right-[16%] left-[16%] hidden h-px bg-gradient-to-r from-brand-200 via-brand-400 to-brand-200 md:block" />
          <ol className="relative grid gap-10 md:grid-cols-3 md:gap-6">
          {keys.map((key) => (
            <li key={key.step} className="relative text-center">
              <span className="relative mx-auto grid size-14 place-items-center rounded-2xl bg-gradient-to-br from-brand-500 to-brand-700 text-lg font-bold text-white shadow-lg shadow-brand-500/30 ring-8 ring-white">
                {key.step}
              </span>
              <h3 className="mt-6 text-lg font-semibold text-slate-900">{key.title}</h3>
              <p className="mx-auto mt-2 max-w-xs text-sm leading-relaxed text-slate-600">{key.text}</p>
            </li>
          ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

function Features() {
  return (
    <section id="features" aria-labelledby="features-heading" className={cn('scroll-mt-20 border-y border-slate-200 bg-slate-50 py-20 [content-visibility:auto] sm:py-24', BELOW_FOLD.features)}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-heading"
          eyebrow="Features"
          title="Everything you need for your next move"
          text="Six tools that work together, so the skills you add, the jobs you save and the interviews you practise all point the same way."
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text, points }) => (
            <li
              key={title}
              data-testid="feature-card"
              className="group relative rounded-2xl border border-slate-200 bg-white p-6 shadow-soft transition-[box-shadow,transform] hover:-translate-y-0.5 hover:shadow-lg hover:shadow-brand-900/5"
            >
              <span className="grid size-11 place-items-center rounded-xl bg-gradient-to-br from-brand-400 to-brand-700 text-white shadow-md shadow-brand-500/25">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
              <ul className="mt-4 grid gap-2 border-t border-slate-100 pt-4">
                {points.map((point) => (
                  <li key={point} className="flex items-start gap-2 text-sm text-slate-700">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Previews() {
  const previews = [
    { title: 'Matches you can trust', text: 'See the skills you bring and the ones to add.', mock: <JobCardMock /> },
    { title: 'Feedback after every answer', text: 'Scores and tips from your AI interview coach.', mock: <InterviewMock /> },
    { title: 'A resume that gets read', text: 'Keyword checks before you press send.', mock: <ResumeMock /> },
  ];
  return (
    <section id="previews" aria-labelledby="previews-heading" className={cn('relative scroll-mt-20 overflow-hidden bg-white py-20 [content-visibility:auto] sm:py-24', BELOW_FOLD.previews)}>
      <div aria-hidden="true" className="absolute top-1/3 left-1/2 -z-0 h-96 w-[60rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,#dbeafe,transparent)]" />
      <div className="relative mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="previews-heading"
          eyebrow="Product tour"
          title="See Stride at work"
          text="A look at the screens you will use every day. Shown here with sample data."
        />
        <ul className="mt-14 grid gap-8 lg:grid-cols-3 lg:gap-6">
          {previews.map((preview) => (
            <li key={preview.title} className="flex flex-col">
              <div className="flex-1">{preview.mock}</div>
              <h3 className="mt-5 font-semibold text-slate-900">{preview.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{preview.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Proof() {
  return (
    <section aria-labelledby="proof-heading" className={cn('relative isolate overflow-hidden bg-slate-950 py-20 text-white [content-visibility:auto] sm:py-24', BELOW_FOLD.proof)}>
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_25rem_at_15%_0%,#1d4ed8aa,transparent),radial-gradient(40rem_25rem_at_100%_100%,#3b82f666,transparent)]" />
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <figure>
          <Quote aria-hidden="true" className="size-10 text-brand-400" />
          <blockquote className="mt-6 text-2xl leading-snug font-medium tracking-tight text-balance sm:text-3xl">
            “I stopped sending résumés into the void. Stride showed me which roles actually fit, what to learn for the
            rest, and I walked into my interviews already knowing the questions.”
          </blockquote>
          <figcaption className="mt-8 flex items-center gap-4">
            <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-gradient-to-br from-brand-300 to-brand-600 text-base font-bold">
              MR
            </span>
            <span>
              <span className="block font-semibold">Maya R.</span>
              <span className="block text-sm text-slate-300">Moved from support to product design</span>
            </span>
          </figcaption>
        </figure>
        <div>
          <h2 id="proof-heading" className="text-sm font-semibold tracking-wide text-brand-300 uppercase">
            Built on real labour-market data
          </h2>
          <dl className="mt-6 grid grid-cols-2 gap-4">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col rounded-2xl bg-white/5 p-5 ring-1 ring-white/10 backdrop-blur">
                <dt className="text-sm text-slate-300">{stat.label}</dt>
                <dd className="order-first mb-1 text-3xl font-bold tracking-tight sm:text-4xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-slate-300">
            From O*NET and U.S. Bureau of Labor Statistics open data.{' '}
            <Link to="/about-data" className="font-medium text-white underline underline-offset-4 hover:text-brand-200">
              About the data
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}

function FinalCallToAction() {
  return (
    <section aria-labelledby="cta-heading" className={cn('bg-white px-4 py-20 [content-visibility:auto] sm:px-6 sm:py-24 lg:px-8', BELOW_FOLD.cta)}>
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 px-6 py-14 text-center shadow-2xl shadow-brand-900/20 sm:px-12 sm:py-16">
        <div aria-hidden="true" className="absolute -top-24 -right-16 -z-10 size-80 rounded-full bg-brand-400/40 blur-3xl" />
        <div aria-hidden="true" className="absolute -bottom-24 -left-16 -z-10 size-80 rounded-full bg-brand-300/20 blur-3xl" />
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          Ready to take your next stride?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-base leading-relaxed text-brand-100 sm:text-lg">
          Pick a plan, tell us where you want to go, and get your first matches in minutes.
        </p>
        <div className="mt-8 flex justify-center">
          <GetStartedButton inverted className="w-full sm:w-auto" />
        </div>
        <Promises className="mt-6 flex flex-wrap items-center justify-center gap-x-5 gap-y-2 text-sm text-brand-50 [&_svg]:text-brand-200" />
      </div>
    </section>
  );
}

/** The signed-out landing page (seed 000 §2): fixed marketing content. */
export function LandingPage() {
  useDocumentTitle(LANDING_TITLE, true);
  return (
    <div data-testid="landing-page" className="bg-white">
      <Hero />
      {/* Below the fold on every screen: drawn (and laid out) a task later. */}
      <AfterFirstTask>
        <Keys />
        <Features />
        <Previews />
        <Proof />
        <FinalCallToAction />
        <SiteFooter className={cn('[content-visibility:auto]', BELOW_FOLD.footer)} />
      </AfterFirstTask>
    </div>
  );
}
