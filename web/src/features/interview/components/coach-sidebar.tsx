import { Award, CalendarDays, History, Lightbulb, TrendingUp } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useInterviewSessions } from '@/features/interview/api/get-interview-sessions';
import { useInterviewStats } from '@/features/interview/api/get-interview-stats';
import { LevelMeter } from '@/features/interview/components/level-meter';
import {
  formatTenths,
  interviewTypeLabel,
  levelLabel,
  MAX_LEVEL,
  RECENT_SESSIONS,
  scoreBadgeVariant,
} from '@/features/interview/lib/coach';
import { formatDate } from '@/lib/dates';

/** Seed 001 §2.4 sidebar, with the real figures of DESIGN.md. */
export function CoachSidebar({ userId, level }: { userId: string; level: number }) {
  const stats = useInterviewStats(userId);
  const sessions = useInterviewSessions(userId);
  const completed = stats.data?.sessionsCompleted ?? sessions.data?.length ?? 0;
  const recent = (sessions.data ?? []).slice(0, RECENT_SESSIONS);

  return (
    <aside className="grid min-w-0 grid-cols-1 content-start gap-4" aria-label="Your interview progress">
      <Card className="overflow-hidden">
        <div className="bg-gradient-to-br from-brand-500 to-brand-700 px-5 py-4 text-white">
          <h2 className="flex items-center gap-2 text-sm font-semibold text-brand-50">
            <TrendingUp className="size-4" aria-hidden="true" />
            Your Progress
          </h2>
          <div className="mt-3 flex items-end justify-between gap-4">
            <div>
              <p className="text-3xl font-bold tabular-nums" data-testid="sessions-completed">
                {completed}
              </p>
              <p className="text-xs text-brand-100">Sessions completed</p>
            </div>
            <div className="text-right">
              <p className="text-lg font-semibold" data-testid="sidebar-level">
                {levelLabel(level)}
              </p>
              <p className="text-xs text-brand-100">
                Level {level} of {MAX_LEVEL}
              </p>
            </div>
          </div>
          <LevelMeter level={level} className="mt-3" tone="light" />
        </div>
        {completed > 0 && stats.data && (
          <dl className="grid grid-cols-2 divide-x divide-border">
            <div className="px-5 py-4">
              <dt className="text-xs font-medium text-slate-500">Average EQ Score</dt>
              <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900" data-testid="average-eq">
                {stats.data.averageEQ === null ? '—' : `${stats.data.averageEQ.toFixed(1)}/10`}
              </dd>
            </div>
            <div className="px-5 py-4">
              <dt className="text-xs font-medium text-slate-500">Behavioral Rating</dt>
              <dd className="mt-1 text-xl font-bold text-slate-900" data-testid="behavioral-rating">
                {stats.data.behavioralRating || '—'}
              </dd>
            </div>
          </dl>
        )}
      </Card>

      <Card className="p-5">
        <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <span className="flex size-7 items-center justify-center rounded-lg bg-amber-50 text-amber-600">
            <Lightbulb className="size-4" aria-hidden="true" />
          </span>
          AI Coach Insight
        </h2>
        <p className="mt-3 text-sm leading-relaxed text-slate-600">
          Strong answers follow the <strong className="font-semibold text-slate-900">STAR method</strong>: set the
          Situation in a sentence, name your Task, spend most of the answer on the Actions <em>you</em> took, and end
          with a measurable Result and what you learned.
        </p>
        <p className="mt-2 text-sm leading-relaxed text-slate-600">
          Score 8 or more and the next question gets harder; 4 or less and it gets easier.
        </p>
      </Card>

      <Card className="p-5">
        <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <span className="flex size-7 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
            <History className="size-4" aria-hidden="true" />
          </span>
          Recent Sessions
        </h2>
        {sessions.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner className="size-5" label="Loading sessions" />
          </div>
        ) : recent.length === 0 ? (
          <div className="mt-3 rounded-xl border border-dashed border-border px-4 py-6 text-center">
            <Award className="mx-auto size-6 text-slate-300" aria-hidden="true" />
            <p className="mt-2 text-sm font-medium text-slate-700">No sessions yet</p>
            <p className="mt-1 text-xs text-slate-500">Complete a session to see your scores here.</p>
          </div>
        ) : (
          <ul className="mt-3 grid gap-2">
            {recent.map((session) => (
              <li
                key={session.id}
                className="flex items-center justify-between gap-3 rounded-xl border border-border px-3 py-2.5"
                data-testid="recent-session"
              >
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900">{interviewTypeLabel(session.type)}</p>
                  <p className="mt-0.5 flex items-center gap-1 text-xs text-slate-500">
                    <CalendarDays className="size-3" aria-hidden="true" />
                    {formatDate(session.createdAt)}
                  </p>
                </div>
                {session.score !== null ? (
                  <Badge variant={scoreBadgeVariant(session.score)} className="tabular-nums">
                    {formatTenths(session.score)}/10
                  </Badge>
                ) : (
                  <Badge variant="secondary">No score</Badge>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </aside>
  );
}
