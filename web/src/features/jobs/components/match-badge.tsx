import { Check, Sparkles, X } from 'lucide-react';
import { HoverCard, HoverCardContent, HoverCardTrigger } from '@/components/ui/hover-card';
import type { JobMatch } from '@/features/jobs/api/job-schema';
import { matchHeadline, matchTone } from '@/features/jobs/lib/format';
import { cn } from '@/lib/utils';

const toneClasses = {
  high: 'bg-green-50 text-green-700 ring-green-600/20 hover:bg-green-100',
  medium: 'bg-amber-50 text-amber-800 ring-amber-600/20 hover:bg-amber-100',
  low: 'bg-slate-100 text-slate-700 ring-slate-500/20 hover:bg-slate-200',
} as const;

function SkillList({ title, skills, kind }: { title: string; skills: string[]; kind: 'matched' | 'missing' }) {
  return (
    <div>
      <p className="text-xs font-semibold text-slate-500">{title}</p>
      {skills.length === 0 ? (
        <p className="mt-1 text-xs text-muted-foreground">{kind === 'matched' ? 'None yet' : 'None: you cover every skill'}</p>
      ) : (
        <ul className="mt-1.5 flex flex-wrap gap-1.5">
          {skills.map((skill) => (
            <li
              key={skill}
              className={cn(
                'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
                kind === 'matched' ? 'bg-green-50 text-green-700' : 'bg-slate-100 text-slate-600',
              )}
            >
              {kind === 'matched' ? (
                <Check aria-hidden="true" className="size-3" />
              ) : (
                <X aria-hidden="true" className="size-3" />
              )}
              {skill}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The job's real match for the user ('NN% Match'), with matched and missing skills on hover or focus. */
export function MatchBadge({ match, inline = false }: { match: JobMatch; inline?: boolean }) {
  const score = Math.round(match.score);
  const tone = matchTone(score);
  const summary = `${score}% match. Matched skills: ${match.matchedSkills.join(', ') || 'none'}. Missing skills: ${
    match.missingSkills.join(', ') || 'none'
  }.`;
  return (
    <div className={cn('flex gap-0.5', inline ? 'flex-row items-center gap-2' : 'flex-col items-end')}>
      <HoverCard openDelay={150} closeDelay={100}>
        <HoverCardTrigger asChild>
          <button
            type="button"
            aria-label={summary}
            data-testid="job-match"
            className={cn(
              'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset transition-colors',
              toneClasses[tone],
            )}
          >
            <Sparkles aria-hidden="true" className="size-3.5" />
            {score}% Match
          </button>
        </HoverCardTrigger>
        <HoverCardContent align="end" className="grid gap-3" data-testid="match-details">
          <div>
            <p className="font-semibold text-slate-900">
              {matchHeadline(score)} · {score}%
            </p>
            <p className="text-xs text-muted-foreground">Your skills, title and preferences against this job.</p>
          </div>
          <SkillList title="Skills you have" skills={match.matchedSkills} kind="matched" />
          <SkillList title="Skills to build" skills={match.missingSkills} kind="missing" />
        </HoverCardContent>
      </HoverCard>
      <span className="text-[11px] text-muted-foreground">AI-powered matching</span>
    </div>
  );
}
