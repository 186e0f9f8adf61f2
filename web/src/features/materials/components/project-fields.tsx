import { Plus, Trash2 } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { Field } from '@/features/materials/components/fields';
import type { PortfolioValues } from '@/features/materials/lib/portfolio-form';
import { MAX_PROJECTS } from '@/features/materials/lib/projects';

interface ProjectFieldsProps {
  /** How many project rows the form holds. */
  count: number;
  register: UseFormRegister<PortfolioValues>;
  errors: FieldErrors<PortfolioValues>;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The server's message for the list as a whole. */
  serverError?: string;
}

/**
 * The portfolio's projects, one group of fields each (title, what it did,
 * technologies, link), added and removed in place; they start from the
 * default resume's projects.
 */
export function ProjectFields({ count, register, errors, onAdd, onRemove, serverError }: ProjectFieldsProps) {
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-xl border border-slate-200 p-4" aria-describedby="ps-projects-hint">
      <legend className="px-1 text-sm font-semibold text-slate-900">Projects</legend>
      <p id="ps-projects-hint" className="-mt-1 text-xs text-muted-foreground">
        Filled in from your resume&apos;s projects; edit, add or remove them. With none, Stride uses your resume&apos;s
        projects.
      </p>
      {count === 0 && (
        <p className="rounded-lg border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">
          No projects yet.
        </p>
      )}
      <ol className="grid gap-3">
        {Array.from({ length: count }, (_, index) => {
          const id = `ps-project-${index}`;
          const rowErrors = errors.projects?.[index];
          return (
            // Rows are keyed by position: the inputs take their values from
            // the form's list, which moves up when a row is removed.
            <li key={index}>
              <div
                role="group"
                aria-labelledby={`${id}-heading`}
                className="grid min-w-0 gap-3 rounded-lg border border-slate-200 bg-slate-50/60 p-3"
              >
                <div className="flex items-center justify-between gap-2">
                  <h3 id={`${id}-heading`} className="text-sm font-medium text-slate-900">
                    Project {index + 1}
                  </h3>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="text-slate-600 hover:text-red-600"
                    aria-label={`Remove project ${index + 1}`}
                    onClick={() => onRemove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                    Remove
                  </Button>
                </div>
                <Field id={`${id}-name`} label="Project title" error={rowErrors?.name?.message}>
                  {(aria) => <Input {...aria} {...register(`projects.${index}.name`)} />}
                </Field>
                <Field id={`${id}-description`} label="What it did" error={rowErrors?.description?.message}>
                  {(aria) => (
                    <Textarea
                      {...aria}
                      rows={3}
                      placeholder="What it does, for whom, and what came of it"
                      {...register(`projects.${index}.description`)}
                    />
                  )}
                </Field>
                <div className="grid gap-3 sm:grid-cols-2">
                  <Field
                    id={`${id}-technologies`}
                    label="Technologies"
                    error={rowErrors?.technologies?.message}
                    hint="Comma-separated"
                  >
                    {(aria) => <Input {...aria} placeholder="e.g. Go, PostgreSQL" {...register(`projects.${index}.technologies`)} />}
                  </Field>
                  <Field id={`${id}-link`} label="Link" error={rowErrors?.link?.message}>
                    {(aria) => (
                      <Input
                        {...aria}
                        type="url"
                        inputMode="url"
                        placeholder="https://"
                        {...register(`projects.${index}.link`)}
                      />
                    )}
                  </Field>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {(serverError ?? errors.projects?.message) && (
        <p className="text-xs font-medium text-destructive">{serverError ?? errors.projects?.message}</p>
      )}
      {count < MAX_PROJECTS && (
        <Button type="button" variant="outline" className="justify-self-start" onClick={onAdd}>
          <Plus aria-hidden="true" />
          Add project
        </Button>
      )}
    </fieldset>
  );
}
