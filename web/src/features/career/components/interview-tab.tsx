import { MessageSquare, Plus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { Assessment, SuggestedGoal } from '@/features/career/api/get-career-assessments';
import { EmptyState } from '@/features/career/components/empty-state';
import { formatLongDate } from '@/lib/dates';

interface Props {
  assessments: Assessment[];
  onStart: () => void;
  onAdoptGoal: (goal: SuggestedGoal) => void;
}

function Chips({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
      <div className="mt-1 flex flex-wrap gap-1.5">
        {items.map((i) => (
          <Badge key={i} variant="secondary">
            {i}
          </Badge>
        ))}
      </div>
    </div>
  );
}

/** Career Interview: start the interview; the latest assessment and its suggested goals. */
export function InterviewTab({ assessments, onStart, onAdoptGoal }: Props) {
  const latest = assessments[0];
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Career Development Interview</CardTitle>
          <CardDescription>
            Ten questions on your values, strengths, ambitions, constraints and learning. Your answers are read with the interview
            coach&apos;s answer reader and turned into insights and suggested goals.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={onStart}>
            <MessageSquare aria-hidden="true" />
            {latest ? 'Take the Interview Again' : 'Start Career Interview'}
          </Button>
        </CardContent>
      </Card>
      {!latest ? (
        <Card className="p-6">
          <EmptyState icon={MessageSquare} title="No career interview yet" text="Take the interview to see what you value, where you aim and what holds you back." />
        </Card>
      ) : (
        <Card data-testid="latest-assessment">
          <CardHeader>
            <CardTitle>Your latest assessment</CardTitle>
            <CardDescription>
              {latest.createdAt && formatLongDate(latest.createdAt)}
              {` · ${latest.results.answered} ${latest.results.answered === 1 ? 'answer' : 'answers'}`}
              {latest.results.summary && ` · ${latest.results.summary}`}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {latest.results.targetOccupation && (
              <p className="text-sm">
                <span className="font-medium text-slate-900">Aiming for:</span> {latest.results.targetRole} ({latest.results.targetOccupation})
              </p>
            )}
            {latest.results.hoursPerWeek && (
              <p className="text-sm">
                <span className="font-medium text-slate-900">Time for learning:</span> {latest.results.hoursPerWeek} hours a week
              </p>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <Chips label="Values" items={latest.results.values} />
              <Chips label="Strengths named" items={latest.results.strengths} />
              <Chips label="Constraints" items={latest.results.constraints} />
              <Chips label="Learns best with" items={latest.results.learningStyles} />
            </div>
            {latest.aiInsights.suggestedGoals.length > 0 && (
              <div>
                <p className="text-sm font-medium text-muted-foreground">Suggested goals</p>
                <ul className="mt-2 grid gap-2">
                  {latest.aiInsights.suggestedGoals.map((g) => (
                    <li key={g.title} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border p-3">
                      <div className="min-w-0">
                        <p className="font-medium text-slate-900">{g.title}</p>
                        <p className="text-sm text-muted-foreground">{g.description}</p>
                      </div>
                      <Button size="sm" variant="outline" onClick={() => onAdoptGoal(g)}>
                        <Plus aria-hidden="true" />
                        Add as goal
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
