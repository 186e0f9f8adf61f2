import { CheckCircle2, Pencil, Plus, Target, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useDeleteCareerGoal } from '@/features/career/api/delete-career-goal';
import { useUpdateCareerGoal } from '@/features/career/api/update-career-goal';
import type { CareerGoal } from '@/features/career/api/get-career-goals';
import type { Milestone } from '@/features/career/api/get-career-milestones';
import { EmptyState } from '@/features/career/components/empty-state';
import { GoalSummary } from '@/features/career/components/goal-progress';
import { MilestoneList } from '@/features/career/components/milestone-list';
import { getErrorMessage } from '@/lib/api-client';

interface Props {
  userId: string;
  goals: CareerGoal[];
  milestones: Milestone[];
  onNewGoal: () => void;
  onEdit: (goal: CareerGoal) => void;
}

/** Goals: every goal with its milestones; edit, complete and delete. */
export function GoalsTab({ userId, goals, milestones, onNewGoal, onEdit }: Props) {
  const update = useUpdateCareerGoal();
  const remove = useDeleteCareerGoal(userId);
  const [deleting, setDeleting] = useState<CareerGoal | null>(null);

  const complete = async (g: CareerGoal) => {
    try {
      await update.mutateAsync({ id: g.id, data: { status: g.status === 'completed' ? 'active' : 'completed' } });
      toast({ title: g.status === 'completed' ? 'Goal reopened' : 'Goal completed' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error) });
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ title: 'Goal deleted' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error) });
    }
    setDeleting(null);
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          Progress follows a goal&apos;s milestones until you set it yourself.
        </p>
        <Button onClick={onNewGoal}>
          <Plus aria-hidden="true" />
          Set New Career Goal
        </Button>
      </div>
      {goals.length === 0 ? (
        <Card className="p-6">
          <EmptyState icon={Target} title="No career goals yet" text="Set your first goal: a title, a target role and, if you like, a date." />
        </Card>
      ) : (
        <ul className="grid gap-4" aria-label="Career goals">
          {goals.map((g) => {
            const own = milestones.filter((m) => m.goalId === g.id);
            return (
              <li key={g.id}>
                <Card>
                  <CardContent className="grid gap-4 pt-6">
                    <GoalSummary goal={g} />
                    {g.description && <p className="text-sm text-slate-700">{g.description}</p>}
                    {own.length > 0 && <MilestoneList userId={userId} milestones={own} />}
                    <div className="flex flex-wrap gap-2">
                      <Button size="sm" variant="outline" onClick={() => onEdit(g)} aria-label={`Edit ${g.title}`}>
                        <Pencil aria-hidden="true" />
                        Edit
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => void complete(g)} disabled={update.isPending}>
                        <CheckCircle2 aria-hidden="true" />
                        {g.status === 'completed' ? 'Reopen' : 'Mark Complete'}
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setDeleting(g)} aria-label={`Delete ${g.title}`}>
                        <Trash2 aria-hidden="true" />
                        Delete
                      </Button>
                    </div>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this goal?</AlertDialogTitle>
            <AlertDialogDescription>
              &ldquo;{deleting?.title}&rdquo; and its milestones will be deleted.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => void confirmDelete()}>Delete</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
