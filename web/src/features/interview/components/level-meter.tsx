import { levelLabel, MAX_LEVEL } from '@/features/interview/lib/coach';
import { cn } from '@/lib/utils';

/** Five segments, the first `level` filled: the adaptive level at a glance. */
export function LevelMeter({
  level,
  className,
  tone = 'brand',
}: {
  level: number;
  className?: string;
  tone?: 'brand' | 'light';
}) {
  return (
    <div
      className={cn('flex gap-1', className)}
      role="img"
      aria-label={`Adaptive level ${level} of ${MAX_LEVEL}: ${levelLabel(level)}`}
    >
      {Array.from({ length: MAX_LEVEL }, (_, i) => (
        <span
          key={i}
          className={cn(
            'h-1.5 flex-1 rounded-full transition-colors',
            tone === 'light'
              ? i < level
                ? 'bg-white'
                : 'bg-white/25'
              : i < level
                ? 'bg-brand-500'
                : 'bg-slate-200',
          )}
        />
      ))}
    </div>
  );
}
