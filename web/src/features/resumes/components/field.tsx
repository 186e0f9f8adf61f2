import { useEffect, useId, useRef } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { CheckMark } from '@/features/resumes/components/upload-checks/check-mark';
import { useCheckAt } from '@/features/resumes/hooks/use-upload-checks';
import { cn } from '@/lib/utils';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  type?: string;
  autoComplete?: string;
  disabled?: boolean;
  className?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  hint?: string;
  /** The field's path in content (experience[0].title): an upload's check on it shows here. */
  checkPath?: string;
}

/** One labelled input or textarea of the resume editor, with an upload's check mark when it has one. */
export function Field({ label, value, onChange, placeholder, type, autoComplete, disabled, className, rows, hint, checkPath }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const checkId = `${id}-check`;
  const { check, checks } = useCheckAt(checkPath);
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const { focusPath, requestFocus } = checks;
  useEffect(() => {
    if (checkPath && focusPath === checkPath && input.current) {
      input.current.focus();
      input.current.scrollIntoView?.({ block: 'center' });
      requestFocus(null);
    }
  }, [checkPath, focusPath, requestFocus]);
  const describedBy = [hint ? hintId : '', check ? checkId : ''].filter(Boolean).join(' ') || undefined;
  const marked = check ? 'border-amber-500 ring-2 ring-amber-200' : undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {rows ? (
        <Textarea
          id={id}
          ref={input}
          rows={rows}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
          className={cn('min-h-0 resize-y', marked)}
        />
      ) : (
        <Input
          id={id}
          ref={input}
          type={type ?? 'text'}
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete ?? 'off'}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
          className={marked}
        />
      )}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {check && <CheckMark id={checkId} check={check} onConfirm={() => checks.confirm(check.id)} />}
    </div>
  );
}
