import type * as React from 'react';
import { cn } from '@/lib/utils';

export interface SliderProps
  extends Omit<React.ComponentProps<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step'> {
  /** One value: a single range input (the Radix-style array keeps call sites simple). */
  value: [number];
  onValueChange: (value: [number]) => void;
  min?: number;
  max?: number;
  step?: number;
  /** The accessible name of the thumb. */
  thumbLabel?: string;
}

/**
 * A single-value slider on the native range input: a real role="slider" with
 * arrow keys, Home/End and Page Up/Down from the browser, touch on phones,
 * and no script of its own to download.
 */
export function Slider({ className, value, onValueChange, min = 0, max = 100, step = 1, thumbLabel, ...props }: SliderProps) {
  return (
    <input
      type="range"
      className={cn(
        'h-5 w-full cursor-pointer accent-brand-600 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      aria-label={thumbLabel}
      min={min}
      max={max}
      step={step}
      value={value[0]}
      onChange={(e) => onValueChange([Number(e.currentTarget.value)])}
      {...props}
    />
  );
}
