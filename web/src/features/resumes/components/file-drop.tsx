import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** A drop zone with a file button: the file dropped or chosen goes to onFile. */
export function FileDrop({
  accept,
  inputLabel,
  buttonLabel,
  icon,
  title,
  subtitle,
  busy,
  onFile,
  className,
}: {
  accept: string;
  inputLabel: string;
  buttonLabel: string;
  icon: ReactNode;
  title: string;
  subtitle: string;
  busy: boolean;
  onFile: (file: File) => void;
  className?: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-5 text-center transition-colors sm:flex-row sm:text-left',
        over ? 'border-brand-400 bg-brand-50' : 'border-slate-200 bg-slate-50/60',
        className,
      )}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-brand-600 shadow-soft">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-slate-900">{title}</p>
        <p className="text-xs text-muted-foreground">{subtitle}</p>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        aria-label={inputLabel}
        tabIndex={-1}
        className="sr-only"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button variant="outline" size="sm" disabled={busy} onClick={() => inputRef.current?.click()}>
        {buttonLabel}
      </Button>
    </div>
  );
}
