import { Loader2, Wand2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { optionLabel } from '@/features/materials/lib/options';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled field with its server or form message under it. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, ...(error ? { 'aria-invalid': true as const } : {}), 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  inputMode?: 'numeric' | 'text';
}) {
  return (
    <Field id={props.id} label={props.label} error={props.error} hint={props.hint}>
      {(aria) => (
        <Input
          {...aria}
          value={props.value}
          inputMode={props.inputMode}
          placeholder={props.placeholder}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

export function AreaField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  rows?: number;
  mono?: boolean;
}) {
  return (
    <Field id={props.id} label={props.label} error={props.error} hint={props.hint}>
      {(aria) => (
        <Textarea
          {...aria}
          rows={props.rows ?? 4}
          value={props.value}
          placeholder={props.placeholder}
          className={props.mono ? 'font-mono text-xs' : undefined}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

export function OptionField(props: {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
}) {
  return (
    <Field id={props.id} label={props.label} error={props.error} hint={props.hint}>
      {(aria) => (
        <Select value={props.value} onValueChange={props.onChange}>
          <SelectTrigger {...aria}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {props.options.map((o) => (
              <SelectItem key={o} value={o}>
                {optionLabel(o)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </Field>
  );
}

/** A form's submit button: 'Generating…' with a spinner, and disabled, while its request runs. */
export function GenerateButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" disabled={pending} className="w-full sm:w-auto sm:justify-self-start">
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Wand2 aria-hidden="true" />}
      {pending ? 'Generating…' : children}
    </Button>
  );
}
