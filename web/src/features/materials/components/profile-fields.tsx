import type { FieldErrors } from '@/lib/api-client';
import { AreaField, TextField } from '@/features/materials/components/fields';

interface ProfileDraft {
  name: string;
  title?: string;
  experience: string;
  skills: string;
}

/**
 * The userProfile part of the forms, prefilled from the user's profile,
 * default resume and skills, and editable.
 */
export function ProfileFields<T extends ProfileDraft>({
  idPrefix,
  draft,
  set,
  errors,
  withTitle = true,
}: {
  idPrefix: string;
  draft: T;
  set: <K extends keyof T>(field: K, value: T[K]) => void;
  errors: FieldErrors;
  withTitle?: boolean;
}) {
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Your profile</legend>
      <p className="-mt-2 text-xs text-muted-foreground">
        Filled in from your profile, resume and skills. Stride writes only from these facts.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-name`}
          label="Your Name"
          value={draft.name}
          onChange={(v) => set('name', v as T['name'])}
          error={errors['userProfile.name']}
        />
        {withTitle && (
          <TextField
            id={`${idPrefix}-title`}
            label="Current Title"
            value={draft.title ?? ''}
            onChange={(v) => set('title', v as T['title'])}
            error={errors['userProfile.title']}
          />
        )}
      </div>
      <AreaField
        id={`${idPrefix}-experience`}
        label="Experience"
        rows={4}
        value={draft.experience}
        onChange={(v) => set('experience', v as T['experience'])}
        error={errors['userProfile.experience']}
        placeholder="Your roles and achievements"
      />
      <TextField
        id={`${idPrefix}-skills`}
        label="Skills"
        value={draft.skills}
        onChange={(v) => set('skills', v as T['skills'])}
        error={errors['userProfile.skills']}
        hint="Comma-separated"
      />
    </fieldset>
  );
}
