import { ArrowRight, Calendar, Info, Target, TrendingUp, UserRound, type LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from '@/lib/router';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import type { ProfileCompleteness } from '@/lib/stats';
import { cn } from '@/lib/utils';

interface StatCardProps {
  testId: string;
  label: string;
  value: string;
  icon: LucideIcon;
  tone: string;
  href: string;
  linkLabel: string;
  progress?: number;
  children?: React.ReactNode;
}

function StatCard({ testId, label, value, icon: Icon, tone, href, linkLabel, progress, children }: StatCardProps) {
  return (
    <Card data-testid={testId} className="flex flex-col p-4 sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <p className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</p>
        <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg sm:size-9', tone)}>
          <Icon aria-hidden="true" className="size-4 sm:size-5" />
        </span>
      </div>
      <p className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl" data-testid={`${testId}-value`}>
        {value}
      </p>
      {progress !== undefined && <Progress value={progress} aria-label={label} className="mt-2 h-1.5" />}
      {children}
      <Link
        to={href}
        className="mt-auto inline-flex items-center gap-1 self-start pt-3 text-xs font-medium text-brand-700 hover:underline sm:text-sm"
      >
        {linkLabel}
        <ArrowRight aria-hidden="true" className="size-3.5" />
      </Link>
    </Card>
  );
}

export interface StatFigures {
  profile: ProfileCompleteness;
  skillMastery: number;
  skillCount: number;
  thisWeek: number;
  responseRate: number;
  activeApplications: number;
}

const MISSING_SHOWN = 2;

/** Profile Complete, Skill Mastery, This Week and Response Rate (seed 000 §2, §9). */
export function StatCards({ figures }: { figures: StatFigures }) {
  const { profile } = figures;
  const shown = profile.missing.slice(0, MISSING_SHOWN);
  const more = profile.missing.length - shown.length;
  return (
    <section aria-label="Your numbers" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        testId="stat-profile"
        label="Profile Complete"
        value={`${profile.percent}%`}
        icon={UserRound}
        tone="bg-brand-50 text-brand-600"
        href="/profile"
        linkLabel="Update Profile"
        progress={profile.percent}
      >
        {profile.missing.length === 0 ? (
          <p className="mt-2 text-xs text-green-700">Everything is filled in</p>
        ) : (
          <p className="mt-2 flex items-start gap-1 text-xs text-muted-foreground" data-testid="profile-missing">
            <span className="min-w-0">
              Missing: {shown.join(', ')}
              {more > 0 && ` +${more} more`}
            </span>
            <TooltipProvider>
              <Tooltip>
                <TooltipTrigger
                  className="shrink-0 rounded text-slate-400 hover:text-slate-600"
                  aria-label={`Missing from your profile: ${profile.missing.join(', ')}`}
                >
                  <Info aria-hidden="true" className="size-3.5" />
                </TooltipTrigger>
                <TooltipContent className="max-w-60">
                  <p className="mb-1 font-semibold">Still missing</p>
                  <ul className="list-disc pl-4">
                    {profile.missing.map((m) => (
                      <li key={m}>{m}</li>
                    ))}
                  </ul>
                </TooltipContent>
              </Tooltip>
            </TooltipProvider>
          </p>
        )}
      </StatCard>
      <StatCard
        testId="stat-skills"
        label="Skill Mastery"
        value={`${figures.skillMastery}%`}
        icon={Target}
        tone="bg-violet-50 text-violet-600"
        href="/career"
        linkLabel="Grow Skills"
        progress={figures.skillMastery}
      >
        <p className="mt-2 text-xs text-muted-foreground">
          {figures.skillCount === 0
            ? 'Add skills to your profile'
            : `Across ${figures.skillCount} skill${figures.skillCount === 1 ? '' : 's'}`}
        </p>
      </StatCard>
      <StatCard
        testId="stat-week"
        label="This Week"
        value={String(figures.thisWeek)}
        icon={Calendar}
        tone="bg-amber-50 text-amber-600"
        href="/applications"
        linkLabel="View Applications"
      >
        <p className="mt-1 text-xs text-muted-foreground">
          application{figures.thisWeek === 1 ? '' : 's'} in the last 7 days
        </p>
      </StatCard>
      <StatCard
        testId="stat-response"
        label="Response Rate"
        value={`${figures.responseRate}%`}
        icon={TrendingUp}
        tone="bg-green-50 text-green-600"
        href="/applications"
        linkLabel="View Applications"
      >
        <p className="mt-1 text-xs text-muted-foreground">
          {figures.activeApplications} active application{figures.activeApplications === 1 ? '' : 's'}
        </p>
      </StatCard>
    </section>
  );
}
