import { useUserApplications } from '@/features/applications/api/get-user-applications';
import { careerStatistics, profileCompleteness } from '@/lib/stats';
import { useInterviewSessions } from '@/features/interview/api/get-interview-sessions';
import { PersonalInfoCard } from '@/features/profile/components/personal-info-card';
import { PlanUsageCard } from '@/features/profile/components/plan-usage-card';
import {
  AccountSettingsCard,
  CareerStatsCard,
  QuickActionsCard,
} from '@/features/profile/components/profile-side-cards';
import { SkillsCard } from '@/features/skills/components/skills-card';
import { Progress } from '@/components/ui/progress';
import { useUserSkills } from '@/features/skills/api/get-user-skills';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/user';
import type { User } from '@/types/api';

function ProfileSkeleton() {
  return (
    <div data-testid="profile-skeleton" aria-hidden="true" className="grid animate-pulse gap-6 lg:grid-cols-3">
      <div className="grid min-w-0 grid-cols-1 gap-6 lg:col-span-2">
        <div className="h-80 rounded-2xl bg-slate-200/70" />
        <div className="h-56 rounded-2xl bg-slate-200/70" />
      </div>
      <div className="grid min-w-0 grid-cols-1 gap-6">
        <div className="h-56 rounded-2xl bg-slate-200/70" />
        <div className="h-40 rounded-2xl bg-slate-200/70" />
        <div className="h-56 rounded-2xl bg-slate-200/70" />
      </div>
    </div>
  );
}

/**
 * /profile (seed 000 §2): personal information, skills, statistics, account,
 * quick actions. It composes the profile, skills, applications and interview
 * features, so it lives with the routes.
 */
export default function ProfileRoute({ user: sessionUser }: { user: User | null }) {
  useDocumentTitle('Profile Settings');
  const userId = sessionUser?.id;
  const userQuery = useUser();
  const skills = useUserSkills(userId);
  const applications = useUserApplications(userId);
  const sessions = useInterviewSessions(userId);
  const user = userQuery.data ?? sessionUser;

  const skillList = skills.data ?? [];
  const completeness = user ? profileCompleteness(user, skillList.length) : null;
  const stats = careerStatistics(applications.data ?? [], sessions.data ?? [], skillList);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <header className="mb-6 flex flex-col gap-4 sm:mb-8 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Profile Settings</h1>
          <p className="mt-1 text-sm text-muted-foreground sm:text-base">
            Keep your details current so your matches stay sharp.
          </p>
        </div>
        {completeness && skills.isPending && (
          // Holds the box's place until the skills are in, so the page below does not move.
          <div aria-hidden="true" className="h-[5.25rem] w-full rounded-xl border bg-white shadow-soft sm:w-72" />
        )}
        {completeness && !skills.isPending && (
          <div className="w-full rounded-xl border bg-white p-3 shadow-soft sm:w-72" data-testid="profile-completeness">
            <div className="flex items-center justify-between text-sm">
              <span className="font-medium text-slate-700">Profile complete</span>
              <span className="font-semibold text-brand-700">{completeness.percent}%</span>
            </div>
            <Progress value={completeness.percent} aria-label="Profile complete" className="mt-2 h-1.5" />
            {completeness.missing.length > 0 && (
              <p className="mt-2 text-xs text-muted-foreground">Missing: {completeness.missing.join(', ')}</p>
            )}
          </div>
        )}
      </header>

      {!user?.id ? (
        <ProfileSkeleton />
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
          <div className="grid min-w-0 grid-cols-1 gap-6 lg:col-span-2">
            <PersonalInfoCard user={user} />
            <SkillsCard userId={user.id} skills={skillList} isLoading={skills.isPending} />
          </div>
          <div className="grid min-w-0 grid-cols-1 gap-6">
            <CareerStatsCard stats={stats} isLoading={applications.isPending || sessions.isPending || skills.isPending} />
            <AccountSettingsCard user={user} />
            <PlanUsageCard />
            <QuickActionsCard />
          </div>
        </div>
      )}
    </div>
  );
}
