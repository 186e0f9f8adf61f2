import { Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { EmptyList, EntryCard } from '@/features/resumes/components/entry-card';
import { Field } from '@/features/resumes/components/field';
import {
  emptyExperience,
  moveItem,
  PRESENT,
  removeItem,
  replaceItem,
  type Experience,
} from '@/features/resumes/lib/resume-content';

/** The Experience tab: roles, newest first, each movable and removable. */
export function ExperienceTab({ value, onChange }: { value: Experience[]; onChange: (v: Experience[]) => void }) {
  return (
    <div className="grid grid-cols-1 gap-3">
      {value.length === 0 ? (
        <EmptyList>No experience yet. Add your most recent role first.</EmptyList>
      ) : (
        <ol className="grid grid-cols-1 gap-3" aria-label="Experience entries">
          {value.map((entry, index) => (
            <ExperienceEntry
              key={index}
              entry={entry}
              index={index}
              count={value.length}
              onChange={(next) => onChange(replaceItem(value, index, next))}
              onMove={(delta) => onChange(moveItem(value, index, delta))}
              onRemove={() => onChange(removeItem(value, index))}
            />
          ))}
        </ol>
      )}
      <Button variant="outline" className="justify-self-start" onClick={() => onChange([...value, emptyExperience()])}>
        <Plus aria-hidden="true" />
        Add Experience
      </Button>
    </div>
  );
}

function ExperienceEntry({
  entry,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  entry: Experience;
  index: number;
  count: number;
  onChange: (v: Experience) => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
}) {
  const currentId = useId();
  const set = (key: keyof Experience) => (v: string) => onChange({ ...entry, [key]: v });
  const current = entry.endDate.trim().toLowerCase() === PRESENT.toLowerCase();
  const heading = [entry.title, entry.company].filter((s) => s.trim()).join(' at ') || `Experience ${index + 1}`;
  return (
    <EntryCard
      kind="experience"
      index={index}
      count={count}
      heading={heading}
      onMove={onMove}
      onRemove={onRemove}
      testId="experience-entry"
    >
      <Field label="Job title" checkPath={`experience[${index}].title`} value={entry.title} onChange={set('title')} placeholder="Product Manager" />
      <Field label="Company" checkPath={`experience[${index}].company`} value={entry.company} onChange={set('company')} placeholder="Acme Inc." />
      <Field label="Location" value={entry.location} onChange={set('location')} placeholder="Remote" className="sm:col-span-2" />
      <Field label="Start date" checkPath={`experience[${index}].startDate`} value={entry.startDate} onChange={set('startDate')} placeholder="2021-03" />
      <div className="grid gap-1.5">
        <Field
          label="End date"
          value={current ? PRESENT : entry.endDate}
          onChange={set('endDate')}
          placeholder="2023-08"
          disabled={current}
        />
        <div className="flex items-center gap-2">
          <Checkbox
            id={currentId}
            checked={current}
            onCheckedChange={(checked) => onChange({ ...entry, endDate: checked === true ? PRESENT : '' })}
          />
          <Label htmlFor={currentId} className="text-sm font-normal text-slate-600">
            Current role
          </Label>
        </div>
      </div>
      <Field
        label="Description"
        rows={3}
        value={entry.description}
        onChange={set('description')}
        placeholder="• What you achieved, with numbers where you can"
        className="sm:col-span-2"
      />
    </EntryCard>
  );
}
