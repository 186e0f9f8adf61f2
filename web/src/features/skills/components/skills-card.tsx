import { Pencil, Plus, Sparkles, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useDeleteSkill } from '@/features/skills/api/delete-skill';
import type { Skill } from '@/features/skills/api/get-user-skills';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { prefetchOnIntent } from '@/lib/prefetch';

// The add/edit form (react-hook-form, a Radix dialog and selects) and the
// delete confirmation are fetched when first wanted, not with the profile
// page (issue 20); pointing at or focusing a button starts the fetch.
const loadSkillDialog = () => import('@/features/skills/components/skill-dialog');
const loadDeleteDialog = () => import('@/features/skills/components/delete-skill-dialog');
const SkillDialog = lazy(() => loadSkillDialog().then((m) => ({ default: m.SkillDialog })));
const DeleteSkillDialog = lazy(() => loadDeleteDialog().then((m) => ({ default: m.DeleteSkillDialog })));

/** Seed 000 §9: beginner red, intermediate yellow, advanced blue, expert green. */
export const levelBadgeClass: Record<string, string> = {
  beginner: 'bg-red-100 text-red-800',
  intermediate: 'bg-yellow-100 text-yellow-800',
  advanced: 'bg-blue-100 text-blue-800',
  expert: 'bg-green-100 text-green-800',
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function SkillsCard({ userId, skills, isLoading }: { userId: string; skills: Skill[]; isLoading: boolean }) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<Skill | null>(null);
  const [deleting, setDeleting] = useState<Skill | null>(null);
  const deleteSkill = useDeleteSkill();
  const skillDialogWanted = useOpenedOnce(dialogOpen);
  const deleteDialogWanted = useOpenedOnce(deleting !== null);

  function openAdd() {
    setEditing(null);
    setDialogOpen(true);
  }

  function confirmDelete() {
    if (!deleting) return;
    const target = deleting;
    deleteSkill.mutate(
      { id: target.id, userId },
      {
        onSuccess: () => {
          setDeleting(null);
          toast({ title: 'Skill deleted successfully!' });
        },
        onError: (error) => {
          setDeleting(null);
          toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error) });
        },
      },
    );
  }

  return (
    <Card role="region" aria-labelledby="skills-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle id="skills-title">Skills &amp; Expertise</CardTitle>
          <CardDescription>Your skills power your job matches and skill mastery.</CardDescription>
        </div>
        {skills.length > 0 && (
          <Button size="sm" onClick={openAdd} {...prefetchOnIntent(loadSkillDialog)}>
            <Plus aria-hidden="true" />
            Add Skill
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="grid animate-pulse gap-2" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-14 rounded-xl bg-slate-200/70" />
            ))}
          </div>
        ) : skills.length === 0 ? (
          <div className="rounded-xl border border-dashed px-4 py-8 text-center">
            <Sparkles aria-hidden="true" className="mx-auto size-8 text-slate-300" />
            <p className="mt-2 font-medium text-slate-900">No skills yet</p>
            <p className="mt-1 text-sm text-muted-foreground">Add the skills you use so we can match you to the right jobs.</p>
            <Button className="mt-4" onClick={openAdd} {...prefetchOnIntent(loadSkillDialog)}>
              <Plus aria-hidden="true" />
              Add Your First Skill
            </Button>
          </div>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {skills.map((skill) => (
              <li
                key={skill.id}
                data-testid="skill-item"
                className="flex items-center gap-3 rounded-xl border px-3 py-2.5 transition-colors hover:bg-subtle"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">{skill.name}</p>
                  <div className="mt-1 flex flex-wrap items-center gap-1.5">
                    <Badge className={cn('border-transparent', levelBadgeClass[skill.level] ?? 'bg-muted text-slate-700')} data-testid="skill-level">
                      {capitalise(skill.level)}
                    </Badge>
                    <span className="text-xs text-muted-foreground">{capitalise(skill.category)}</span>
                  </div>
                </div>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Edit ${skill.name}`}
                  {...prefetchOnIntent(loadSkillDialog)}
                  onClick={() => {
                    setEditing(skill);
                    setDialogOpen(true);
                  }}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  className="hover:bg-red-50 hover:text-red-700"
                  aria-label={`Delete ${skill.name}`}
                  {...prefetchOnIntent(loadDeleteDialog)}
                  onClick={() => setDeleting(skill)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>

      {skillDialogWanted && (
        <Suspense fallback={null}>
          <SkillDialog userId={userId} open={dialogOpen} skill={editing} onOpenChange={setDialogOpen} />
        </Suspense>
      )}

      {deleteDialogWanted && (
        <Suspense fallback={null}>
          <DeleteSkillDialog
            skill={deleting}
            pending={deleteSkill.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={confirmDelete}
          />
        </Suspense>
      )}
    </Card>
  );
}
