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
import { buttonVariants } from '@/components/ui/button';
import type { Skill } from '@/features/skills/api/get-user-skills';

interface DeleteSkillDialogProps {
  /** The skill to delete, or null while the dialog is closed. */
  skill: Skill | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a skill is deleted (seed 000 §2). */
export function DeleteSkillDialog({ skill, pending, onCancel, onConfirm }: DeleteSkillDialogProps) {
  return (
    <AlertDialog open={skill !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {skill?.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            This removes the skill from your profile and your job matches. You can add it again later.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            disabled={pending}
            onClick={(e) => {
              e.preventDefault();
              onConfirm();
            }}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
