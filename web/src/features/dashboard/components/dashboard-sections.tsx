import {
  ArrowRight,
  BarChart3,
  Briefcase,
  Building2,
  ClipboardList,
  Compass,
  FileText,
  MapPin,
  MessagesSquare,
  Search,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import type * as React from 'react';
import { Link, useNavigate } from '@/lib/router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { TrackerCounts } from '@/lib/stats';
import { cn } from '@/lib/utils';

function SectionTitle({ icon: Icon, children, id }: { icon: LucideIcon; children: React.ReactNode; id: string }) {
  return (
    <CardTitle id={id} className="flex items-center gap-2 text-base sm:text-lg">
      <Icon aria-hidden="true" className="size-5 text-brand-600" />
      {children}
    </CardTitle>
  );
}

/** Seed 000 §2: two free-text inputs that only lead to /jobs and pass nothing. */
export function AiSearchCard() {
  const navigate = useNavigate();
  return (
    <Card aria-labelledby="ai-search-title" role="region" className="overflow-hidden">
      <div className="bg-gradient-to-br from-brand-600 to-brand-700 px-5 py-5 text-white sm:px-6">
        <h2 id="ai-search-title" className="flex items-center gap-2 text-base font-semibold sm:text-lg">
          <Sparkles aria-hidden="true" className="size-5 text-brand-200" />
          AI-Powered Search
        </h2>
        <p className="mt-1 text-sm text-brand-100">Jobs ranked by how well they match your skills and goals.</p>
      </div>
      <form
        noValidate
        className="grid gap-3 p-5 sm:grid-cols-[1fr_1fr_auto] sm:items-end sm:p-6"
        onSubmit={(e) => {
          e.preventDefault();
          navigate('/jobs');
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="dashboard-search-keyword">Job title or keyword</Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
            <Input id="dashboard-search-keyword" className="pl-9" placeholder="e.g. Product Designer" autoComplete="off" />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="dashboard-search-location">Location</Label>
          <div className="relative">
            <MapPin aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
            <Input id="dashboard-search-location" className="pl-9" placeholder="City or Remote" autoComplete="off" />
          </div>
        </div>
        <Button type="submit" variant="brand" className="w-full sm:w-auto">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>
    </Card>
  );
}

const trackerTiles = [
  { key: 'applied', label: 'Applied', tone: 'bg-brand-50 text-brand-700' },
  { key: 'interviewing', label: 'Interviewing', tone: 'bg-amber-50 text-amber-700' },
  { key: 'offer', label: 'Offer', tone: 'bg-green-50 text-green-700' },
] as const;

export function TrackerCard({ counts }: { counts: TrackerCounts }) {
  return (
    <Card role="region" aria-labelledby="tracker-title">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-4">
        <SectionTitle id="tracker-title" icon={ClipboardList}>
          My Application Tracker
        </SectionTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-3 gap-2">
          {trackerTiles.map(({ key, label, tone }) => (
            <div key={key} className={cn('rounded-xl px-2 py-3 text-center', tone)} data-testid={`tracker-${key}`}>
              <dd className="text-2xl font-bold">{counts[key]}</dd>
              <dt className="mt-0.5 text-xs font-medium">{label}</dt>
            </div>
          ))}
        </dl>
        <Link
          to="/applications"
          className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          Open tracker
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </CardContent>
    </Card>
  );
}

/** Seed 000 §2: static market text. */
export function MarketCard() {
  return (
    <Card role="region" aria-labelledby="market-title">
      <CardHeader className="pb-4">
        <SectionTitle id="market-title" icon={BarChart3}>
          Market Intelligence
        </SectionTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <div>
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Hot skills</p>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {['Python', 'React', 'AI/ML'].map((s) => (
              <Badge key={s}>{s}</Badge>
            ))}
          </div>
        </div>
        <div className="flex items-center justify-between gap-2 border-t pt-3">
          <span className="text-muted-foreground">Job growth</span>
          <span className="font-semibold text-green-700">+12% this quarter</span>
        </div>
        <div className="flex items-center justify-between gap-2 border-t pt-3">
          <span className="text-muted-foreground">Average salary</span>
          <span className="font-semibold text-slate-900">$85k - $140k</span>
        </div>
        <Link
          to="/market-intelligence"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          View Details
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </CardContent>
    </Card>
  );
}

function matchTone(score: number) {
  if (score >= 75) return 'success' as const;
  if (score >= 50) return 'default' as const;
  return 'secondary' as const;
}

/** What the card shows of a job (the jobs feature's Job has these and more). */
export interface RecommendedJob {
  id: string;
  title: string;
  company: string;
  location: string | null;
  match: { score: number } | null;
}

export function RecommendedJobsCard({ jobs }: { jobs: RecommendedJob[] }) {
  return (
    <Card role="region" aria-labelledby="jobs-title">
      <CardHeader className="pb-4">
        <SectionTitle id="jobs-title" icon={Briefcase}>
          Jobs Recommended For You
        </SectionTitle>
      </CardHeader>
      <CardContent>
        {jobs.length === 0 ? (
          <div className="rounded-xl border border-dashed px-4 py-8 text-center">
            <Briefcase aria-hidden="true" className="mx-auto size-8 text-slate-300" />
            <p className="mt-2 font-medium text-slate-900">No job recommendations yet</p>
            <p className="mt-1 text-sm text-muted-foreground">Complete your profile to get personalized matches</p>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-3">
            {jobs.map((job) => (
              <li
                key={job.id}
                data-testid="recommended-job"
                className="flex flex-col gap-3 rounded-xl border p-4 transition-colors hover:border-brand-200 hover:bg-brand-50/40 sm:flex-row sm:items-center"
              >
                <span
                  aria-hidden="true"
                  className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 sm:flex"
                >
                  <Building2 className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <h3 className="font-semibold text-slate-900">{job.title}</h3>
                    {job.match && (
                      <Badge variant={matchTone(job.match.score)} data-testid="job-match">
                        {Math.round(job.match.score)}% Match
                      </Badge>
                    )}
                  </div>
                  <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-muted-foreground">
                    <span>{job.company}</span>
                    <span className="inline-flex items-center gap-1">
                      <MapPin aria-hidden="true" className="size-3.5" />
                      {job.location?.trim() || 'Remote'}
                    </span>
                  </p>
                </div>
                <Button asChild variant="outline" size="sm" className="self-start sm:self-center">
                  <Link to="/jobs" aria-label={`View ${job.title} at ${job.company}`}>
                    View
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Button asChild className="mt-4 w-full sm:w-auto">
          <Link to="/jobs">
            <Search aria-hidden="true" />
            Find Matching Jobs
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

interface Action {
  href: string;
  title: string;
  text: string;
  icon: LucideIcon;
  tone: string;
  testId: string;
}

export function RecommendedActionsCard({ resumeText, goalsLabel, goalCount }: { resumeText: string; goalsLabel: string; goalCount: number }) {
  const actions: Action[] = [
    { href: '/resume', title: 'Update Resume', text: resumeText, icon: FileText, tone: 'bg-brand-50 text-brand-600', testId: 'action-resume' },
    {
      href: '/interview',
      title: 'Practice Interview',
      text: 'Rehearse answers with the AI coach',
      icon: MessagesSquare,
      tone: 'bg-violet-50 text-violet-600',
      testId: 'action-interview',
    },
    {
      href: '/career',
      title: goalsLabel,
      text: goalCount > 0 ? `${goalCount} goal${goalCount === 1 ? '' : 's'} in progress` : 'Decide where you are heading next',
      icon: Compass,
      tone: 'bg-green-50 text-green-600',
      testId: 'action-goals',
    },
  ];
  return (
    <Card role="region" aria-labelledby="actions-title">
      <CardHeader className="pb-3">
        <SectionTitle id="actions-title" icon={Sparkles}>
          Recommended Actions
        </SectionTitle>
      </CardHeader>
      <CardContent className="px-3 sm:px-4">
        <ul className="grid grid-cols-1 gap-1">
          {actions.map(({ href, title, text, icon: Icon, tone, testId }) => (
            <li key={testId}>
              <Link
                to={href}
                data-testid={testId}
                className="group flex items-center gap-3 rounded-xl p-3 transition-colors hover:bg-muted"
              >
                <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', tone)}>
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-slate-900">{title}</span>
                  <span className="block text-sm text-muted-foreground">{text}</span>
                </span>
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-600"
                />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
