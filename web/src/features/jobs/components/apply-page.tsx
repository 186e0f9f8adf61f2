import { ArrowLeft, CheckCircle2, Clock, DollarSign, Gift, ListChecks, MapPin, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from '@/lib/router';
import { appliesAtEmployer } from '@/lib/apply';
import { SampleBadge, SampleNotice } from '@/features/jobs/components/sample-notice';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useJob } from '@/features/jobs/api/get-job';
import type { Job } from '@/features/jobs/api/job-schema';
import { CompanyLogo } from '@/features/jobs/components/company-logo';
import { formatPostedDate, formatSalary, jobTypeLabel } from '@/features/jobs/lib/format';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { CheckList, Description, MatchBanner, RoleInsights } from '@/features/jobs/components/job-details';

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
