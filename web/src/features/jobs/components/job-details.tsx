import { Building2, CheckCircle2, Clock, Gift, GraduationCap, Sparkles, Wifi } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { experienceOptions } from '@/config/application-options';
import type { Job, JobMatch } from '@/features/jobs/api/job-schema';
import { jobTypeLabel, matchHeadline, matchTone, parseDescription } from '@/features/jobs/lib/format';
import { cn } from '@/lib/utils';

/* The parts of a job's page: its description, the match banner and the role's insights (apply-page.tsx). */

export function Description({ text }: { text: string }) {
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

export function CheckList({ items, icon: Icon }: { items: string[]; icon: typeof CheckCircle2 }) {
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
export function MatchBanner({ match }: { match: JobMatch }) {
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

export function experienceLabel(experience: string | null): string | null {
  if (!experience) return null;
  return experienceOptions.find((o) => o.value === experience)?.label ?? experience;
}

/** Facts about the role derived from the posting itself. */
export function RoleInsights({ job }: { job: Job }) {
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
