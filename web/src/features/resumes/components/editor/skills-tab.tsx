import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { EmptyList } from '@/features/resumes/components/entry-card';
import { CheckMark } from '@/features/resumes/components/upload-checks/check-mark';
import { useCheckAt } from '@/features/resumes/hooks/use-upload-checks';
import { addSkills, removeItem } from '@/features/resumes/lib/resume-content';

/** The Skills tab: chips, added with Enter or commas, duplicates refused with a notice. */
export function SkillsTab({ value, onChange }: { value: string[]; onChange: (v: string[]) => void }) {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState('');
  const { check, checks } = useCheckAt('skills');
  const input = useRef<HTMLInputElement>(null);
  const { focusPath, requestFocus } = checks;
  // The notice's "Skills" link lands on the skill input.
  useEffect(() => {
    if (focusPath === 'skills' && input.current) {
      input.current.focus();
      requestFocus(null);
    }
  }, [focusPath, requestFocus]);
  const add = () => {
    if (!draft.trim()) return;
    const { skills, duplicates } = addSkills(value, draft);
    onChange(skills);
    setDraft('');
    setNotice(duplicates.length ? `Already on your list: ${duplicates.join(', ')}` : '');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };
  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={inputId}>Add a skill</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            ref={input}
            value={draft}
            placeholder="e.g. TypeScript, then press Enter"
            aria-describedby={`${inputId}-hint`}
            onChange={(e) => {
              setDraft(e.target.value);
              setNotice('');
            }}
            onKeyDown={onKeyDown}
          />
          <Button variant="outline" onClick={add} disabled={!draft.trim()}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground" aria-live="polite">
          {notice || 'Press Enter to add. Separate several skills with commas.'}
        </p>
      </div>
      {check && <CheckMark id={`${inputId}-check`} check={check} onConfirm={() => checks.confirm(check.id)} />}
      {value.length === 0 ? (
        <EmptyList>No skills yet. Add the tools and strengths employers should see.</EmptyList>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Skills" aria-describedby={check ? `${inputId}-check` : undefined}>
          {value.map((skill, index) => (
            <li
              key={skill}
              data-testid="skill-chip"
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-700"
            >
              {skill}
              <button
                type="button"
                aria-label={`Remove skill ${skill}`}
                onClick={() => onChange(removeItem(value, index))}
                className="rounded-full p-0.5 text-brand-600 transition-colors hover:bg-brand-100 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
