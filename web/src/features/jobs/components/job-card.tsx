import { Bookmark, BookmarkCheck, Clock, DollarSign, ExternalLink, MapPin } from 'lucide-react';
import { memo } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { Job } from '@/features/jobs/api/job-schema';
import { CompanyLogo } from '@/features/jobs/components/company-logo';
import { MatchBadge } from '@/features/jobs/components/match-badge';
import { SampleBadge, SampleNotice } from '@/features/jobs/components/sample-notice';
import { appliesAtEmployer } from '@/lib/apply';
import { formatPostedDate, formatSalary, jobTypeLabel } from '@/features/jobs/lib/format';

/** Seed 001 §9: job cards show at most 3 requirements. */
export const CARD_REQUIREMENTS = 3;

interface JobCardProps {
  job: Job;
  saved: boolean;
  saving: boolean;
  /** Called with whether the job was already saved when the button was pressed. */
  onSave: (job: Job, alreadySaved: boolean) => void;
  /** Apply: the in-app form for samples, the employer's page for real postings. */
  onApply: (job: Job) => void;
}

/**
 * One found job. Memoised: the list re-renders when saved jobs load or the
 * search boxes change, and the cards whose props are the same are skipped.
 */
export const JobCard = memo(function JobCard({ job, saved, saving, onSave, onApply }: JobCardProps) {
  const salary = formatSalary(job.salary);
  const posted = formatPostedDate(job.postedAt);
  const requirements = job.requirements.slice(0, CARD_REQUIREMENTS);
  const headingId = `job-${job.id}-title`;
  const external = appliesAtEmployer(job);
  return (
    <Card className="flex flex-col gap-4 p-4 transition-shadow hover:shadow-pop sm:p-5" data-testid="job-card" aria-labelledby={headingId} role="article">
      <div className="flex items-start gap-3 sm:gap-4">
        <CompanyLogo company={job.company} logo={job.companyLogo} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold leading-snug text-slate-900" data-testid="job-title">
            {job.title}
          </h3>
          <p className="mt-0.5 text-sm font-medium text-slate-600" data-testid="job-company">
            {job.company}
          </p>
        </div>
        {job.match && (
          <div className="hidden shrink-0 sm:block">
            <MatchBadge match={job.match} />
          </div>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1.5" data-testid="job-location">
          <MapPin aria-hidden="true" className="size-4 text-slate-400" />
          {job.location}
        </span>
        {salary && (
          <span className="inline-flex items-center gap-1.5" data-testid="job-salary">
            <DollarSign aria-hidden="true" className="size-4 text-slate-400" />
            {salary}
          </span>
        )}
        {posted && (
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4 text-slate-400" />
            <time dateTime={job.postedAt ?? undefined}>{posted}</time>
          </span>
        )}
      </div>

      {job.match && (
        <div className="sm:hidden">
          <MatchBadge match={job.match} inline />
        </div>
      )}

      <p className="line-clamp-3 text-sm leading-relaxed text-slate-600">{job.description}</p>

      <div className="flex flex-wrap gap-1.5">
        {job.type && (
          <Badge variant="secondary" data-testid="job-type">
            {jobTypeLabel(job.type)}
          </Badge>
        )}
        {job.remote && (
          <Badge variant="success" data-testid="job-remote">
            Remote
          </Badge>
        )}
        {job.sample && <SampleBadge />}
      </div>
      {job.sample && <SampleNotice className="-mt-2" />}

      {requirements.length > 0 && (
        <ul className="grid gap-1 text-sm text-slate-600" aria-label="Key requirements">
          {requirements.map((requirement) => (
            <li key={requirement} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-400" />
              <span>{requirement}</span>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-auto flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          onClick={() => onSave(job, saved)}
          disabled={saving}
          aria-pressed={saved}
          aria-label={saved ? `Saved: ${job.title}` : `Save ${job.title}`}
          className={saved ? 'border-brand-200 bg-brand-50 text-brand-700 hover:bg-brand-100' : undefined}
        >
          {saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
          {saved ? 'Saved' : 'Save'}
        </Button>
        <Button
          onClick={() => onApply(job)}
          aria-label={external ? `Apply Now on ${job.company}'s site: ${job.title} (opens in a new tab)` : `Apply Now: ${job.title} at ${job.company}`}
        >
          Apply Now
          <ExternalLink aria-hidden="true" />
        </Button>
      </div>
    </Card>
  );
});
