import {
  ArrowRight,
  Award,
  Briefcase,
  CheckCircle2,
  Compass,
  Crown,
  FileText,
  Lightbulb,
  MessagesSquare,
  Rocket,
  Send,
  Star,
  Target,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import type * as React from 'react';
import { Link } from '@/lib/router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { getPlan } from '@/config/plans';
import {
  sampleAchievements,
  sampleActivity,
  sampleCareerGoals,
  sampleProgress,
  sampleRecommendations,
} from '@/features/home/sample-content';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/utils';
import type { User } from '@/types/api';

const shortcuts: Array<{ href: string; label: string; text: string; icon: LucideIcon }> = [
  { href: '/jobs', label: 'Find jobs', text: 'Browse roles that match your skills', icon: Briefcase },
  { href: '/resume', label: 'Build your resume', text: 'Create and optimise your resume', icon: FileText },
  { href: '/interview', label: 'Practise interviews', text: 'Rehearse with the AI coach', icon: MessagesSquare },
  { href: '/career', label: 'Plan your career', text: 'Explore paths and set goals', icon: Compass },
];

const activityIcons: Record<string, LucideIcon> = {
  application: Send,
  interview: MessagesSquare,
  resume: FileText,
  skill: Star,
};

const achievementIcons: Record<string, LucideIcon> = { rocket: Rocket, award: Award, star: Star };

/** The first name for the greeting: first name, else the e-mail's local part, else 'there'. */
export function greetingName(user: Pick<User, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email.split('@')[0] || 'there';
}

/**
 * Signed-in home: the welcome-back dashboard of seed 000 §2. The seed fixes
 * its panels as sample content; each carries a "Sample" tag so nobody takes
 * them for live figures (the /dashboard screen shows the real ones).
 */
export function Welcome({ user }: { user: User }) {
  useDocumentTitle('Home');
  const plan = getPlan(user.subscriptionPlan);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <section
        aria-labelledby="welcome-heading"
        className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 via-brand-600 to-brand-500 p-6 text-white shadow-soft sm:p-10"
      >
        <div aria-hidden="true" className="absolute -top-20 -right-20 size-72 rounded-full bg-brand-400/40 blur-3xl" />
        <div aria-hidden="true" className="absolute -bottom-24 left-1/3 size-64 rounded-full bg-brand-900/30 blur-3xl" />
        <div className="relative flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <Badge className="border-white/25 bg-white/15 text-white" data-testid="plan-badge">
              {plan?.id === 'executive' ? (
                <Crown aria-hidden="true" className="size-3.5" />
              ) : (
                <Star aria-hidden="true" className="size-3.5" />
              )}
              {plan ? `${plan.name} plan` : 'Your plan'}
            </Badge>
            <h1 id="welcome-heading" className="mt-4 text-2xl font-bold tracking-tight sm:text-4xl" data-testid="welcome-heading">
              Welcome back, {greetingName(user)}!
            </h1>
            <p className="mt-2 max-w-xl text-brand-50">Ready to take the next stride in your career?</p>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild size="lg" className="bg-white text-brand-700 shadow-soft hover:bg-brand-50 active:bg-brand-100">
              <Link to="/jobs">
                <Briefcase aria-hidden="true" />
                Browse jobs
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/40 bg-white/10 text-white hover:bg-white/20"
            >
              <Link to="/resume">
                <FileText aria-hidden="true" />
                Update resume
              </Link>
            </Button>
          </div>
        </div>
      </section>

      <nav aria-label="Quick links" className="mt-6 sm:mt-8">
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {shortcuts.map(({ href, label, text, icon: Icon }) => (
            <li key={href}>
              <Link
                to={href}
                className="group flex h-full flex-col gap-2 rounded-2xl border border-border bg-white p-4 shadow-soft transition-shadow hover:shadow-pop sm:p-5"
              >
                <span className="flex size-9 items-center justify-center rounded-xl bg-brand-50 text-brand-600 sm:size-10">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="font-semibold text-slate-900">{label}</span>
                <span className="hidden text-sm text-muted-foreground sm:block">{text}</span>
                <span className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-brand-700">
                  Open
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-6 grid gap-6 sm:mt-8 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <Panel id="progress" title="Career progress" icon={Target}>
            <ul className="grid gap-5">
              {sampleProgress.map((item) => (
                <li key={item.label}>
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="font-medium text-slate-800">{item.label}</span>
                    <span className="font-semibold text-slate-900 tabular-nums">{item.value}%</span>
                  </div>
                  <Progress value={item.value} aria-label={item.label} className="mt-2" />
                </li>
              ))}
            </ul>
          </Panel>

          <Panel id="activity" title="Recent activity" icon={CheckCircle2}>
            <ol className="grid gap-1">
              {sampleActivity.map((item) => {
                const Icon = activityIcons[item.kind] ?? CheckCircle2;
                return (
                  <li key={item.text} className="flex items-start gap-3 rounded-lg px-1 py-2">
                    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                      <Icon aria-hidden="true" className="size-4" />
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="text-sm text-slate-800">{item.text}</p>
                      <p className="text-xs text-muted-foreground">{item.when}</p>
                    </div>
                  </li>
                );
              })}
            </ol>
          </Panel>

          <Panel id="goals" title="Career goals" icon={Compass} action={{ href: '/career', label: 'Set career goals' }}>
            <ul className="grid gap-4 sm:grid-cols-3">
              {sampleCareerGoals.map((goal) => (
                <li key={goal.title} className="rounded-xl border border-border bg-subtle p-4">
                  <p className="text-sm font-semibold text-slate-900">{goal.title}</p>
                  <p className="mt-0.5 text-xs text-muted-foreground">{goal.target}</p>
                  <Progress value={goal.progress} aria-label={`${goal.title} progress`} className="mt-3" />
                  <p className="mt-1.5 text-xs font-medium text-slate-600 tabular-nums">{goal.progress}% complete</p>
                </li>
              ))}
            </ul>
          </Panel>
        </div>

        <div className="grid content-start gap-6">
          <Panel id="recommendations" title="AI recommendations" icon={Lightbulb}>
            <ul className="grid gap-3">
              {sampleRecommendations.map((item) => (
                <li key={item.title}>
                  <Link
                    to={item.href}
                    className="group block rounded-xl border border-border p-3.5 transition-colors hover:border-brand-200 hover:bg-brand-50/50"
                  >
                    <span className="flex items-center justify-between gap-2 text-sm font-semibold text-slate-900">
                      {item.title}
                      <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-brand-600 transition-transform group-hover:translate-x-0.5" />
                    </span>
                    <span className="mt-1 block text-sm text-muted-foreground">{item.text}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Panel>

          <Panel id="achievements" title="Achievements" icon={Trophy} action={{ href: '/trophy-case', label: 'View all achievements' }}>
            <ul className="grid gap-3">
              {sampleAchievements.map((item) => {
                const Icon = achievementIcons[item.icon] ?? Award;
                return (
                  <li key={item.title} className="flex items-center gap-3">
                    <span
                      className={cn(
                        'flex size-10 shrink-0 items-center justify-center rounded-xl',
                        item.earned ? 'bg-gradient-to-br from-amber-300 to-amber-500 text-white' : 'bg-muted text-slate-400',
                      )}
                    >
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <div className="min-w-0">
                      <p className="text-sm font-semibold text-slate-900">{item.title}</p>
                      <p className="text-xs text-muted-foreground">{item.earned ? item.text : `Locked · ${item.text}`}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </Panel>
        </div>
      </div>
    </div>
  );
}

function SampleTag() {
  return (
    <Badge
      variant="secondary"
      className="text-[11px] tracking-wide text-slate-600 uppercase"
      title="Example content showing what this panel tracks; not your data"
    >
      Sample
      <span className="sr-only"> content, not your data</span>
    </Badge>
  );
}

function Panel({
  id,
  title,
  icon: Icon,
  action,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  action?: { href: string; label: string };
  children: React.ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <Card aria-labelledby={headingId} role="region" className="p-5 sm:p-6">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Icon aria-hidden="true" className="size-5 text-brand-600" />
          {title}
        </h2>
        <SampleTag />
      </div>
      {children}
      {action && (
        <Link
          to={action.href}
          className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          {action.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </Card>
  );
}
