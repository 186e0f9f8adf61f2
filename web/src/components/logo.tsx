import { useId } from 'react';
import { cn } from '@/lib/utils';

/**
 * Stride's mark: two forward chevrons, a stride and its trail, on a
 * brand-blue tile. The same drawing as public/stride-icon.svg.
 */
export function LogoMark({ className }: { className?: string }) {
  const id = useId();
  return (
    <svg viewBox="0 0 192 192" aria-hidden="true" focusable="false" className={cn('size-8', className)}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="192" y2="192" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#60a5fa" />
          <stop offset="0.45" stopColor="#3b82f6" />
          <stop offset="1" stopColor="#1d4ed8" />
        </linearGradient>
      </defs>
      <rect width="192" height="192" rx="44" fill={`url(#${id})`} />
      <g fill="none" stroke="#fff" strokeWidth="20" strokeLinecap="round" strokeLinejoin="round">
        <path d="M55 134 93 96 55 58" strokeOpacity="0.55" />
        <path d="M101 134 139 96 101 58" />
      </g>
    </svg>
  );
}

/** The "Stride" wordmark drawn as strokes (public/stride-logo.svg), in the current text colour. */
export function Wordmark({ className }: { className?: string }) {
  return (
    <svg viewBox="291 73 498 138" aria-hidden="true" focusable="false" className={cn('h-[1.05rem] w-auto', className)}>
      <g fill="none" stroke="currentColor" strokeWidth="22" strokeLinecap="round" strokeLinejoin="round">
        <path d="M369 104C361 91 349 85 336 85 317 85 304 96 304 112 304 128 317 135 337 141 357 147 371 155 371 172 371 189 356 199 337 199 321 199 309 193 302 181" />
        <path d="M421 84V178C421 193 428 199 441 199H449M405 125H449" />
        <path d="M485 199V125M485 160C485 138 498 125 518 125H522" />
        <path d="M558 199V125" />
        <circle cx="631" cy="162" r="37" />
        <path d="M668 85V199" />
        <path d="M704 162H778A37 37 0 1 0 767 188" />
      </g>
      <circle cx="558" cy="88" r="14" fill="currentColor" />
    </svg>
  );
}

/** Mark and wordmark side by side; the text "Stride" stays readable to assistive technology. */
export function Logo({ className, markClassName }: { className?: string; markClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark className={markClassName} />
      <span className="text-brand-700">
        <Wordmark />
        <span className="sr-only">Stride</span>
      </span>
    </span>
  );
}
