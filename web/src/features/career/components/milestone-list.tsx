import { CheckCircle2, Circle, CircleDot, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useUpdateMilestone } from '@/features/career/api/update-milestone';
import type { Milestone } from '@/features/career/api/get-career-milestones';
import { getErrorMessage } from '@/lib/api-client';
import { formatUtcDate } from '@/lib/dates';

const statusIcon = { achieved: CheckCircle2, in_progress: CircleDot, pending: Circle, missed: XCircle } as const;
const statusVariant = { achieved: 'success', in_progress: 'default', pending: 'secondary', missed: 'destructive' } as const;

function label(status: string) {
  return status.replace('_', ' ');
}

/** Milestones with their status (seed 001 §4) and a way to mark them achieved. */
export function MilestoneList({ userId, milestones }: { userId: string; milestones: Milestone[] }) {
  const update = useUpdateMilestone(userId);
  const toggle = async (m: Milestone) => {
    try {
      await update.mutateAsync({ id: m.id, status: m.status === 'achieved' ? 'pending' : 'achieved' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error) });
    }
  };
  return (
    <ul className="grid gap-3" aria-label="Milestones">
      {milestones.map((m) => {
        const status = (m.status in statusIcon ? m.status : 'pending') as keyof typeof statusIcon;
        const Icon = statusIcon[status];
        return (
          <li key={m.id} className="flex flex-wrap items-start gap-3 rounded-xl border border-border p-3">
            <Icon aria-hidden="true" className={status === 'achieved' ? 'mt-0.5 size-5 shrink-0 text-green-600' : 'mt-0.5 size-5 shrink-0 text-slate-400'} />
            <div className="min-w-0 flex-1 basis-52">
              <div className="flex flex-wrap items-center gap-2">
                <p className="min-w-0 font-medium break-words text-slate-900">{m.title}</p>
                <Badge variant={statusVariant[status]} className="capitalize">
                  {label(status)}
                </Badge>
                <Badge variant="outline" className="capitalize">
                  {m.category}
                </Badge>
              </div>
              {m.impact && <p className="mt-1 text-sm text-muted-foreground">{m.impact}</p>}
              {m.targetDate && (
                <p className="mt-0.5 text-xs text-muted-foreground">
                  Target {formatUtcDate(new Date(m.targetDate))}
                </p>
              )}
            </div>
            <Button
              size="sm"
              className="ml-8 sm:ml-0"
              variant={status === 'achieved' ? 'ghost' : 'outline'}
              onClick={() => void toggle(m)}
              disabled={update.isPending}
              aria-label={status === 'achieved' ? `Undo: mark ${m.title} as not achieved` : `Mark ${m.title} as achieved`}
            >
              {status === 'achieved' ? 'Undo' : 'Achieved'}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
