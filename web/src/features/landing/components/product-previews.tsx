import { Bookmark, Check, MapPin, Mic, Sparkles, TrendingUp } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';

/*
 * Illustrative mock-ups of Stride's screens, drawn in HTML and CSS. They are
 * marketing pictures with sample values: each is one image to assistive
 * technology (role="img" with a description), and its parts are hidden.
 */

function Mock({ label, className, children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <div role="img" aria-label={label} className={cn('select-none', className)}>
      <div aria-hidden="true" className="h-full">
        {children}
      </div>
    </div>
  );
}

function MatchBadge({ score }: { score: number }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-700 ring-1 ring-emerald-600/20">
      <Sparkles className="size-3" />
      {score}% Match
    </span>
  );
}

function Chip({ children, tone = 'slate' }: { children: React.ReactNode; tone?: 'slate' | 'brand' }) {
  return (
    <span
      className={cn(
        'rounded-md px-2 py-0.5 text-xs font-medium',
        tone === 'brand' ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-700',
      )}
    >
      {children}
    </span>
  );
}

function Ring({ value, max, size = 'size-20', children }: { value: number; max: number; size?: string; children: React.ReactNode }) {
  const degrees = Math.round((value / max) * 360);
  return (
    <div
      className={cn('relative grid shrink-0 place-items-center rounded-full', size)}
      style={{ background: `conic-gradient(#1d4ed8 0deg, #60a5fa ${degrees}deg, #e2e8f0 ${degrees}deg)` }}
    >
      <div className="absolute inset-[7px] rounded-full bg-white" />
      <div className="relative text-center leading-none">{children}</div>
    </div>
  );
}

/** The hero picture: a dashboard window with matches, progress and a goal. */
export function DashboardMock() {
  const jobs = [
    { initial: 'N', title: 'Senior Product Designer', company: 'Northwind Studios', place: 'Remote', pay: '$128k - $152k', score: 94, hue: 'from-brand-400 to-brand-700' },
    { initial: 'L', title: 'UX Research Lead', company: 'Lumen Analytics', place: 'Austin, TX', pay: '$118k - $140k', score: 88, hue: 'from-violet-400 to-violet-600' },
    { initial: 'C', title: 'Design Systems Manager', company: 'Cobalt Software', place: 'New York, NY', pay: '$145k - $170k', score: 81, hue: 'from-emerald-400 to-emerald-600' },
  ];
  return (
    <Mock label="Preview of the Stride dashboard with sample data: job matches, weekly progress and a career goal">
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-2xl shadow-brand-900/10 sm:rounded-2xl">
        <div className="flex items-center gap-2 border-b border-slate-100 bg-slate-50/80 px-4 py-3">
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="mx-auto hidden rounded-md bg-white px-16 py-1 text-[11px] text-slate-500 ring-1 ring-slate-200 sm:block">
            Dashboard
          </span>
        </div>
        <div className="grid grid-cols-1 gap-4 p-4 sm:p-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
          <div>
            <div className="flex items-baseline justify-between">
              <p className="text-sm font-semibold text-slate-900">Top matches for you</p>
              <p className="text-xs text-slate-500">Updated today</p>
            </div>
            <ul className="mt-3 grid grid-cols-1 gap-2.5">
              {jobs.map((job, index) => (
                <li
                  key={job.title}
                  className={cn(
                    'flex items-center gap-3 rounded-xl border border-slate-100 p-3',
                    index === 0 && 'border-brand-200 bg-brand-50/40',
                    index === 2 && 'hidden sm:flex',
                  )}
                >
                  <span className={cn('grid size-10 shrink-0 place-items-center rounded-lg bg-gradient-to-br text-sm font-bold text-white', job.hue)}>
                    {job.initial}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-semibold text-slate-900">{job.title}</p>
                    <p className="truncate text-xs text-slate-500">
                      {job.company} · {job.place}
                    </p>
                  </div>
                  <div className="flex flex-col items-end gap-1">
                    <MatchBadge score={job.score} />
                    <span className="hidden text-xs text-slate-500 sm:block">{job.pay}</span>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div className="grid gap-3">
            <div className="grid grid-cols-3 gap-2">
              {[
                ['12', 'Applied'],
                ['4', 'Interviews'],
                ['42%', 'Response'],
              ].map(([value, label]) => (
                <div key={label} className="rounded-xl bg-slate-50 p-3 text-center ring-1 ring-slate-100">
                  <p className="text-lg font-bold text-slate-900">{value}</p>
                  <p className="text-[11px] text-slate-500">{label}</p>
                </div>
              ))}
            </div>
            <div className="rounded-xl bg-gradient-to-br from-brand-600 to-brand-800 p-4 text-white">
              <p className="text-xs font-medium text-brand-100">Career goal</p>
              <p className="mt-1 text-sm font-semibold">Lead Product Designer</p>
              <div className="mt-3 h-2 rounded-full bg-white/20">
                <div className="h-2 w-[68%] rounded-full bg-gradient-to-r from-brand-200 to-white" />
              </div>
              <p className="mt-2 flex items-center gap-1 text-xs text-brand-100">
                <TrendingUp className="size-3.5" />
                68% there · 2 skills to go
              </p>
            </div>
          </div>
        </div>
      </div>
    </Mock>
  );
}

export function JobCardMock() {
  return (
    <Mock label="Sample job card: Senior Frontend Engineer at Harbor Labs, remote, 92% match" className="h-full">
      <div className="h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-slate-900/5">
        <div className="flex items-start gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-brand-400 to-brand-700 font-bold text-white">
            H
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900">Senior Frontend Engineer</p>
            <p className="text-sm text-slate-600">Harbor Labs</p>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-3.5" />
            Seattle, WA
          </span>
          <span className="font-semibold text-slate-900">$142k - $168k</span>
          <span>2d ago</span>
        </div>
        <div className="mt-3 flex flex-wrap gap-1.5">
          <Chip tone="brand">Full-time</Chip>
          <Chip tone="brand">Remote</Chip>
          <span className="ml-auto">
            <MatchBadge score={92} />
          </span>
        </div>
        <div className="mt-4 rounded-xl bg-slate-50 p-3">
          <p className="text-xs font-semibold text-slate-700">Your skills vs. this role</p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            {['React', 'TypeScript', 'Accessibility'].map((skill) => (
              <span key={skill} className="inline-flex items-center gap-1 rounded-md bg-white px-2 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-emerald-600/20">
                <Check className="size-3" />
                {skill}
              </span>
            ))}
            <span className="rounded-md bg-white px-2 py-0.5 text-xs font-medium text-amber-700 ring-1 ring-amber-600/25">GraphQL</span>
          </div>
        </div>
        <div className="mt-4 flex gap-2">
          <span className="flex h-9 flex-1 items-center justify-center rounded-lg bg-brand-700 text-sm font-medium text-white">Apply Now</span>
          <span className="flex size-9 items-center justify-center rounded-lg border border-slate-200 text-slate-600">
            <Bookmark className="size-4" />
          </span>
        </div>
      </div>
    </Mock>
  );
}

export function InterviewMock() {
  const scores = [
    ['Structure', 9],
    ['Clarity', 8],
    ['Relevance', 9],
    ['Confidence', 7],
  ] as const;
  return (
    <Mock label="Sample interview score card: 8.3 out of 10 with feedback on structure, clarity, relevance and confidence" className="h-full">
      <div className="h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-slate-900/5">
        <div className="flex items-center justify-between">
          <span className="inline-flex items-center gap-1.5 text-xs font-semibold text-brand-700">
            <Mic className="size-3.5" />
            Question 3 of 5
          </span>
          <span className="rounded-full whitespace-nowrap bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700">Strong answer</span>
        </div>
        <p className="mt-3 text-sm font-medium text-slate-900">
          “Tell me about a time you delivered a project under a tight deadline.”
        </p>
        <div className="mt-4 flex items-center gap-4">
          <Ring value={8.3} max={10}>
            <span className="text-xl font-bold text-slate-900">8.3</span>
            <span className="block text-[10px] text-slate-500">out of 10</span>
          </Ring>
          <ul className="grid flex-1 gap-2">
            {scores.map(([label, value]) => (
              <li key={label}>
                <div className="flex justify-between text-xs">
                  <span className="text-slate-600">{label}</span>
                  <span className="font-semibold text-slate-900">{value}</span>
                </div>
                <div className="mt-1 h-1.5 rounded-full bg-slate-100">
                  <div
                    className="h-1.5 rounded-full bg-gradient-to-r from-brand-400 to-brand-700"
                    style={{ width: `${value * 10}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </div>
        <p className="mt-4 rounded-xl bg-brand-50 p-3 text-xs leading-relaxed text-slate-700">
          <span className="font-semibold text-brand-800">Tip: </span>
          Close with the result in numbers, such as days saved or revenue kept.
        </p>
      </div>
    </Mock>
  );
}

export function ResumeMock() {
  return (
    <Mock label="Sample resume preview with an ATS score of 92 and two suggestions" className="h-full">
      <div className="relative h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-slate-900/5">
        <div className="rounded-xl border border-slate-100 bg-slate-50/60 p-4">
          <div className="border-b-2 border-brand-500 pb-2">
            <p className="text-sm font-bold tracking-tight text-slate-900">Alex Morgan</p>
            <p className="text-[11px] text-slate-500">Product Designer · Denver, CO</p>
          </div>
          {['Experience', 'Skills'].map((section, index) => (
            <div key={section} className="mt-3">
              <p className="text-[10px] font-bold tracking-wider text-brand-700 uppercase">{section}</p>
              <div className="mt-1.5 grid gap-1.5">
                <div className="h-1.5 w-11/12 rounded-full bg-slate-200" />
                <div className="h-1.5 w-4/5 rounded-full bg-slate-200" />
                {index === 0 && (
                  <div className="-mx-1 rounded bg-amber-100/80 px-1 py-0.5">
                    <div className="h-1.5 w-3/4 rounded-full bg-amber-300" />
                  </div>
                )}
                <div className="h-1.5 w-2/3 rounded-full bg-slate-200" />
              </div>
            </div>
          ))}
        </div>
        <div className="mt-4 flex items-center gap-4">
          <Ring value={92} max={100} size="size-16">
            <span className="text-lg font-bold text-slate-900">92</span>
          </Ring>
          <div className="min-w-0">
            <p className="text-sm font-semibold text-slate-900">ATS score</p>
            <ul className="mt-1 grid gap-1 text-xs text-slate-600">
              <li className="flex items-center gap-1.5">
                <Check className="size-3.5 shrink-0 text-emerald-600" />
                Keywords match the posting
              </li>
              <li className="flex items-center gap-1.5">
                <Sparkles className="size-3.5 shrink-0 text-amber-600" />
                Add a number to 1 bullet
              </li>
            </ul>
          </div>
        </div>
      </div>
    </Mock>
  );
}
