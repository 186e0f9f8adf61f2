import { CheckCircle2 } from 'lucide-react';
import type * as React from 'react';
import { Link } from '@/lib/router';
import { Logo } from '@/components/logo';

const highlights = [
  'Job matches scored against your real skills',
  'An AI interview coach that gives honest feedback',
  'Every application tracked in one place',
];

/** Two-column sign-in layout: the form, and a brand panel on wide screens. */
export function AuthLayout({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid min-h-[calc(100dvh-4rem)] lg:grid-cols-2">
      <div className="flex items-start justify-center px-4 py-10 sm:items-center sm:px-6 lg:px-8">
        <div className="w-full max-w-md">
          <div className="mb-8">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
            <p className="mt-2 text-sm text-muted-foreground">{description}</p>
          </div>
          <div className="rounded-2xl border border-border bg-white p-6 shadow-soft sm:p-8">{children}</div>
        </div>
      </div>
      <aside
        aria-label="Why Stride"
        className="relative hidden overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-brand-500 p-12 text-white lg:flex lg:flex-col lg:justify-between"
      >
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 size-96 rounded-full bg-brand-400/30 blur-3xl"
        />
        <div aria-hidden="true" className="absolute -bottom-32 -left-16 size-96 rounded-full bg-brand-900/30 blur-3xl" />
        <Link to="/" className="relative w-fit rounded-lg" aria-label="Stride home">
          <span className="inline-flex items-center gap-2 rounded-xl bg-white/10 px-3 py-2 backdrop-blur">
            <Logo className="[&>span]:text-white" />
          </span>
        </Link>
        <div className="relative max-w-md">
          <p className="text-3xl leading-tight font-semibold tracking-tight">
            Your next career move, planned one confident stride at a time.
          </p>
          <ul className="mt-8 space-y-3">
            {highlights.map((item) => (
              <li key={item} className="flex items-start gap-3 text-brand-50">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-200" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-brand-100">Free to try. No credit card needed for the demo.</p>
      </aside>
    </div>
  );
}
