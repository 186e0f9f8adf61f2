import {
  ArrowLeft,
  Building2,
  CheckCircle2,
  Clock,
  DollarSign,
  Gift,
  GraduationCap,
  ListChecks,
  MapPin,
  Sparkles,
  Target,
  Wifi,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from '@/lib/router';
import { appliesAtEmployer } from '@/lib/apply';
import { SampleBadge, SampleNotice } from '@/features/jobs/components/sample-notice';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { experienceOptions } from '@/config/application-options';
import { useJob } from '@/features/jobs/api/get-job';
import type { Job, JobMatch } from '@/features/jobs/api/job-schema';
import { CompanyLogo } from '@/features/jobs/components/company-logo';
import {
  formatPostedDate,
  formatSalary,
  jobTypeLabel,
  matchHeadline,
  matchTone,
  parseDescription,
} from '@/features/jobs/lib/format';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';

function Description({ text }: { text: string }) {
  return (
    <div className="grid gap-3 text-sm leading-relaxed text-slate-700">
      {parseDescription(text).map((block, i) =>
        block.kind === 'paragraph' ? (
          <p key={i} className={cn(/:$/.test(block.text) && 'font-semibold text-slate-900')}>
            {block.text}
          </p>
        ) : (
          <ul key={i} className="grid gap-1.5 pl-1">
            {block.items.map((item) => (
              <li key={item} className="flex gap-2.5">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-400" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

function CheckList({ items, icon: Icon }: { items: string[]; icon: typeof CheckCircle2 }) {
  return (
    <ul className="grid gap-2 text-sm text-slate-700">
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-500" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

const bannerTones = {
  high: 'from-green-50 to-emerald-50 border-green-200',
  medium: 'from-amber-50 to-yellow-50 border-amber-200',
  low: 'from-slate-50 to-brand-50 border-slate-200',
} as const;

const bannerIndicator = { high: 'bg-green-500', medium: 'bg-amber-500', low: 'bg-brand-500' } as const;

/** The real match of the user against the job, in place of the seed's static 'Great Match' 92%. */
function MatchBanner({ match }: { match: JobMatch }) {
  const score = Math.round(match.score);
  const tone = matchTone(score);
  const total = match.matchedSkills.length + match.missingSkills.length;
  return (
    <Card className={cn('border bg-gradient-to-br p-5', bannerTones[tone])} data-testid="match-banner">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
            <Sparkles aria-hidden="true" className="size-4 text-brand-600" />
            {matchHeadline(score)}
          </p>
          <p className="mt-0.5 text-xs text-slate-600">AI-powered matching against your profile</p>
        </div>
        <p className="text-3xl font-bold tabular-nums text-slate-900">{score}%</p>
      </div>
      <Progress value={score} className="mt-3 bg-white/80" indicatorClassName={bannerIndicator[tone]} aria-label="Match score" />
      <p className="mt-3 text-sm text-slate-700">
        {total > 0
          ? `You have ${match.matchedSkills.length} of the ${total} skills this role asks for.`
          : 'This role lists no specific skills.'}
      </p>
      {match.matchedSkills.length > 0 && (
        <div className="mt-3">
          <p className="text-xs font-semibold text-slate-500">Skills you have</p>
          <ul className="mt-1.5 flex flex-wrap gap-1.5">
            {match.matchedSkills.map((s) => (
              <li key={s}>
                <Badge variant="success">{s}</Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
      {match.missingSkills.length > 0 && (
        <div className="mt-3">
          <p className="text-xs font-semibold text-slate-500">Skills to highlight or build</p>
          <ul className="mt-1.5 flex flex-wrap gap-1.5">
            {match.missingSkills.map((s) => (
              <li key={s}>
                <Badge variant="outline" className="bg-white">
                  {s}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

function experienceLabel(experience: string | null): string | null {
  if (!experience) return null;
  return experienceOptions.find((o) => o.value === experience)?.label ?? experience;
}

/** Facts about the role derived from the posting itself. */
function RoleInsights({ job }: { job: Job }) {
  const facts = [
    { icon: Building2, label: 'Company', value: job.company },
    { icon: Clock, label: 'Employment', value: jobTypeLabel(job.type) || null },
    { icon: Wifi, label: 'Work arrangement', value: job.remote ? 'Remote' : `On-site in ${job.location}` },
    { icon: GraduationCap, label: 'Experience', value: experienceLabel(job.experience) },
    { icon: Gift, label: 'Benefits', value: job.benefits.length ? `${job.benefits.length} listed` : null },
  ].filter((f) => f.value);
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">About this role</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 text-sm">
          {facts.map(({ icon: Icon, label, value }) => (
            <div key={label} className="flex items-start gap-3">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="font-medium text-slate-800">{value}</dd>
              </div>
            </div>
          ))}
        </dl>
        {!job.match && job.skills.length > 0 && (
          <div>
            <p className="text-xs text-muted-foreground">Key skills</p>
            <ul className="mt-1.5 flex flex-wrap gap-1.5">
              {job.skills.map((skill) => (
                <li key={skill}>
                  <Badge variant="secondary">{skill}</Badge>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function CenteredState({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-4 text-center">{children}</div>;
}

/** The job application page (seed 001 §2.2), /jobs/{jobId}/apply. */
export function ApplyPage({ form }: { form: (job: Job) => ReactNode }) {
  const { jobId } = useParams();
  const job = useJob(jobId);
  useDocumentTitle(job.data ? `Apply: ${job.data.title}` : 'Apply');

  if (!jobId) return <Navigate to="/jobs" replace />;

  if (job.isPending) {
    return (
      <CenteredState>
        <Spinner className="size-7" label="Loading job details" />
        <p className="mt-3 text-sm text-muted-foreground">Loading job details...</p>
      </CenteredState>
    );
  }

  if (job.isError) {
    const notFound = job.error instanceof ApiError && job.error.status === 404;
    return (
      <CenteredState>
        <h1 className="text-xl font-semibold text-slate-900">{notFound ? 'Job not found' : 'We couldn’t load this job'}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {notFound ? 'This posting may have been removed or the link is wrong.' : getErrorMessage(job.error)}
        </p>
        <Button asChild className="mt-6">
          <Link to="/jobs">
            <ArrowLeft aria-hidden="true" />
            Back to Jobs
          </Link>
        </Button>
      </CenteredState>
    );
  }

  const data = job.data;
  const salary = formatSalary(data.salary);
  const posted = formatPostedDate(data.postedAt);
  const external = appliesAtEmployer(data);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <Button asChild variant="ghost" className="-ml-3 mb-4">
        <Link to="/jobs">
          <ArrowLeft aria-hidden="true" />
          Back to Jobs
        </Link>
      </Button>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="min-w-0 p-5 sm:p-6 lg:col-start-1 lg:row-start-1">
          <div className="flex items-start gap-4">
            <CompanyLogo company={data.company} logo={data.companyLogo} className="size-14" />
            <div className="min-w-0">
              <h1 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">{data.title}</h1>
              <p className="mt-0.5 font-medium text-slate-600">{data.company}</p>
            </div>
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4 text-slate-400" />
              {data.location}
            </span>
            {salary && (
              <span className="inline-flex items-center gap-1.5">
                <DollarSign aria-hidden="true" className="size-4 text-slate-400" />
                {salary}
              </span>
            )}
            {posted && (
              <span className="inline-flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4 text-slate-400" />
                Posted <time dateTime={data.postedAt ?? undefined}>{/^(Today|Yesterday)$/.test(posted) ? posted.toLowerCase() : posted}</time>
              </span>
            )}
          </div>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap gap-1.5">
              {data.type && <Badge variant="secondary">{jobTypeLabel(data.type)}</Badge>}
              {data.remote && <Badge variant="success">Remote</Badge>}
              {data.sample && <SampleBadge />}
            </div>
            <Button asChild size="sm" variant="outline">
              <a href="#application">{external ? 'How to apply' : 'Go to the application form'}</a>
            </Button>
          </div>
          {data.sample && (
            <div className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3" role="note">
              <p className="text-sm font-medium text-amber-900">This is a sample posting.</p>
              <SampleNotice className="mt-0.5" />
            </div>
          )}
          {data.closed && (
            <p className="mt-4 rounded-lg border bg-muted p-3 text-sm text-slate-700" role="note" data-testid="closed-notice">
              This posting is no longer listed by its source: the employer may have filled it.
            </p>
          )}
        </Card>

        <aside
          className="grid content-start gap-6 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
          aria-label="Match and role insights"
        >
          {data.match && <MatchBanner match={data.match} />}
          <RoleInsights job={data} />
        </aside>

        <div className="grid min-w-0 gap-6 lg:col-start-1 lg:row-start-2">

          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="text-base">Job description</CardTitle>
            </CardHeader>
            <CardContent>
              <Description text={data.description} />
            </CardContent>
          </Card>

          {(data.requirements.length > 0 || data.benefits.length > 0) && (
            <div className="grid gap-6 md:grid-cols-2">
              {data.requirements.length > 0 && (
                <Card>
                  <CardHeader className="pb-3">
                    <CardTitle className="flex items-center gap-2 text-base">
                      <ListChecks aria-hidden="true" className="size-4 text-brand-600" />
                      Requirements
                    </CardTitle>
                  </CardHeader>
                  <CardContent>
                    <CheckList items={data.requirements} icon={CheckCircle2} />
                  </CardContent>
                </Card>
              )}
              {data.benefits.length > 0 && (
                <Card>
                  <CardHeader className="pb-3">
                    <CardTitle className="flex items-center gap-2 text-base">
                      <Gift aria-hidden="true" className="size-4 text-brand-600" />
                      Benefits
                    </CardTitle>
                  </CardHeader>
                  <CardContent>
                    <CheckList items={data.benefits} icon={CheckCircle2} />
                  </CardContent>
                </Card>
              )}
            </div>
          )}

          <Card className="scroll-mt-20 p-5 sm:p-6" id="application">
            <div className="mb-5 flex items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <Target aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h2 className="text-lg font-semibold text-slate-900">Apply for this position</h2>
                <p className="text-sm text-muted-foreground">
                  {external
                    ? `Applications go to ${data.company}.`
                    : data.sample
                      ? 'Practise on a sample: what you send is saved to your tracker, and no employer receives it.'
                      : 'We filled in what we know from your profile. Check it and tailor your cover letter.'}
                </p>
              </div>
            </div>
            {form(data)}
          </Card>
        </div>
      </div>
    </div>
  );
}
