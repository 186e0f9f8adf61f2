import type { QueryClient } from '@tanstack/react-query';
import { userApplicationsQueryOptions, useUserApplications } from '@/features/applications/api/get-user-applications';
import { careerGoalsQueryOptions, useCareerGoals } from '@/features/career/api/get-career-goals';
import { useCareerInsights } from '@/features/career/api/get-career-insights';
import { useCareerPaths } from '@/features/career/api/get-career-paths';
import { interviewSessionsQueryOptions, useInterviewSessions } from '@/features/interview/api/get-interview-sessions';
import { jobsQueryOptions, useJobs } from '@/features/jobs/api/get-jobs';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { userResumesQueryOptions, useUserResumes } from '@/features/resumes/api/get-user-resumes';
import { userSkillsQueryOptions, useUserSkills } from '@/features/skills/api/get-user-skills';

/** Seed 000 §9: recommended jobs limited to 3. */
export const RECOMMENDED_JOBS_LIMIT = 3;

/**
 * The reads the seed asks the dashboard for (seed 000 §7) that it does not
 * show: notifications, career insights and career paths. Made by a component
 * that renders nothing (DashboardSideReads), so that their answers do not
 * re-render the whole dashboard, and only once the six main reads have
 * answered, so that they never hold up one of those: a browser opens six
 * connections to a server over HTTP/1.1, and a seventh request waits for a
 * free one (issue 20).
 */
export function useDashboardSideReads(userId: string) {
  useNotifications();
  useCareerInsights(userId);
  useCareerPaths();
}

/**
 * Starts the six main reads of useDashboardData, with the same options, for
 * a first visit to /dashboard (the route's prefetchData).
 */
export function prefetchDashboardData(client: QueryClient, userId: string) {
  void client.prefetchQuery(userApplicationsQueryOptions(userId));
  void client.prefetchQuery(jobsQueryOptions({ limit: RECOMMENDED_JOBS_LIMIT }));
  void client.prefetchQuery(userResumesQueryOptions(userId));
  void client.prefetchQuery(userSkillsQueryOptions(userId));
  void client.prefetchQuery(careerGoalsQueryOptions(userId));
  void client.prefetchQuery(interviewSessionsQueryOptions(userId));
}

/** The dashboard's six main reads (seed 000 §7); useDashboardSideReads makes the other three. */
export function useDashboardData(userId: string) {
  const applications = useUserApplications(userId);
  const jobs = useJobs({ limit: RECOMMENDED_JOBS_LIMIT });
  const resumes = useUserResumes(userId);
  const skills = useUserSkills(userId);
  const goals = useCareerGoals(userId);
  const interviews = useInterviewSessions(userId);

  const main = [applications, jobs, resumes, skills, goals, interviews];
  const failed = main.filter((q) => q.isError);
  return {
    isLoading: main.some((q) => q.isPending && !q.isError),
    error: failed[0]?.error ?? null,
    retry: () => failed.forEach((q) => void q.refetch()),
    applications: applications.data ?? [],
    jobs: (jobs.data ?? []).slice(0, RECOMMENDED_JOBS_LIMIT),
    resumes: resumes.data ?? [],
    skills: skills.data ?? [],
    goals: goals.data ?? [],
    interviews: interviews.data ?? [],
  };
}
