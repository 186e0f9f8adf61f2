import { Sparkles } from 'lucide-react';
import type * as React from 'react';
import { AfterFirstTask } from '@/components/after-first-task';
import { CoachSidebar } from '@/features/interview/components/coach-sidebar';
import type { User } from '@/types/api';

/** The coach's heading and sidebar around the setup, the question or the summary. */
export function CoachPage({ user, level, children }: { user: User; level: number; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header>
        <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
          <Sparkles className="size-3.5" aria-hidden="true" />
          Adaptive AI coaching
        </p>
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">AI Interview Coach</h1>
        <p className="mt-1 max-w-2xl text-muted-foreground">
          Practise real interview questions. Every answer is analysed for behaviour, emotional intelligence and critical
          thinking, and the next question adapts to how you did.
        </p>
      </header>
      <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 grid-cols-1 gap-6">{children}</div>
        {/* A task after the setup (issue 20): on a phone it is below the fold. */}
        <AfterFirstTask>
          <CoachSidebar userId={user.id} level={level} />
        </AfterFirstTask>
      </div>
    </div>
  );
}
