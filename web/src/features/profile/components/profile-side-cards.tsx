import {
  Award,
  Briefcase,
  ChevronRight,
  FileText,
  LayoutDashboard,
  LogOut,
  MessagesSquare,
  Search,
  Star,
  Target,
  type LucideIcon,
} from 'lucide-react';
import { Link } from '@/lib/router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useLogout } from '@/lib/session';
import type { CareerStatistics } from '@/lib/stats';
import { cn } from '@/lib/utils';
import type { User } from '@/types/api';
import { formatLongDate } from '@/lib/dates';

const statRows: Array<{ key: keyof CareerStatistics; label: string; icon: LucideIcon; tone: string }> = [
  { key: 'applications', label: 'Applications', icon: Briefcase, tone: 'bg-brand-50 text-brand-600' },
  { key: 'strongInterviews', label: 'Strong interviews', icon: Award, tone: 'bg-green-50 text-green-600' },
  { key: 'skills', label: 'Skills', icon: Target, tone: 'bg-violet-50 text-violet-600' },
  { key: 'averageInterviewScore', label: 'Avg. interview score', icon: Star, tone: 'bg-amber-50 text-amber-600' },
];

/** Seed 000 §2, §9: counts from the user's applications, interview sessions and skills. */
export function CareerStatsCard({ stats, isLoading }: { stats: CareerStatistics; isLoading: boolean }) {
  return (
    <Card role="region" aria-labelledby="career-stats-title">
      <CardHeader className="pb-4">
        <CardTitle id="career-stats-title" className="text-base">
          Career Statistics
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3">
          {statRows.map(({ key, label, icon: Icon, tone }) => (
            // A <dl> holds only dt/dd groups: the label comes first for
            // screen readers and is drawn under the figure (order-last).
            <div key={key} className="flex flex-col rounded-xl border p-3" data-testid={`career-stat-${key}`}>
              <dt className="order-last text-xs text-muted-foreground">{label}</dt>
              <dd>
                <span className={cn('flex size-8 items-center justify-center rounded-lg', tone)}>
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <span className="mt-2 block text-xl font-bold text-slate-900" data-testid={`career-stat-${key}-value`}>
                  {isLoading ? <span className="inline-block h-6 w-8 animate-pulse rounded bg-slate-200" /> : stats[key]}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

const planNames: Record<string, string> = { starter: 'Starter', professional: 'Professional', executive: 'Executive' };

function formatDate(value: string | null): string {
  return formatLongDate(value) || 'Unknown';
}

export function AccountSettingsCard({ user }: { user: User }) {
  return (
    <Card role="region" aria-labelledby="account-title">
      <CardHeader className="pb-4">
        <CardTitle id="account-title" className="text-base">
          Account Settings
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          <div className="flex items-center justify-between gap-3">
            <dt className="text-muted-foreground">Email</dt>
            <dd className="min-w-0 truncate font-medium text-slate-900" data-testid="account-email">
              {user.email}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-3 border-t pt-3">
            <dt className="text-muted-foreground">Plan</dt>
            <dd className="flex items-center gap-2">
              <Badge data-testid="account-plan">{planNames[user.subscriptionPlan] ?? user.subscriptionPlan}</Badge>
              <Link to="/subscribe" className="text-xs font-medium text-brand-700 hover:underline">
                Change plan
              </Link>
            </dd>
          </div>
          <div className="flex items-center justify-between gap-3 border-t pt-3">
            <dt className="text-muted-foreground">Member since</dt>
            <dd className="font-medium text-slate-900">{formatDate(user.createdAt)}</dd>
          </div>
          <div className="flex items-center justify-between gap-3 border-t pt-3">
            <dt className="text-muted-foreground">Security</dt>
            <dd>
              <Link to="/profile/security" className="text-xs font-medium text-brand-700 hover:underline">
                Security and Privacy
              </Link>
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

const quickLinks = [
  { href: '/resume', label: 'Build Resume', icon: FileText },
  { href: '/jobs', label: 'Find Jobs', icon: Search },
  { href: '/interview', label: 'Practice Interview', icon: MessagesSquare },
  { href: '/dashboard', label: 'View Dashboard', icon: LayoutDashboard },
];

const rowClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-700 transition-colors hover:bg-muted hover:text-slate-900';

export function QuickActionsCard() {
  const logout = useLogout();
  return (
    <Card role="region" aria-labelledby="quick-actions-title">
      <CardHeader className="pb-2">
        <CardTitle id="quick-actions-title" className="text-base">
          Quick Actions
        </CardTitle>
      </CardHeader>
      <CardContent className="px-3">
        <ul className="grid gap-0.5">
          {quickLinks.map(({ href, label, icon: Icon }) => (
            <li key={href}>
              <Link to={href} className={rowClass}>
                <Icon aria-hidden="true" className="size-4 text-brand-600" />
                <span className="flex-1">{label}</span>
                <ChevronRight aria-hidden="true" className="size-4 text-slate-400" />
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t pt-1">
            <button
              type="button"
              className={cn(rowClass, 'text-red-700 hover:bg-red-50 hover:text-red-800')}
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
            >
              {logout.isPending ? <Spinner className="size-4" label="Signing out" /> : <LogOut aria-hidden="true" className="size-4" />}
              <span className="flex-1 text-left">Sign out</span>
            </button>
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
