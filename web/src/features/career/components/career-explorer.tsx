import { Compass } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { LazyTab } from '@/components/ui/lazy-tab';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { useCareerAnalysis } from '@/features/career/api/analyze-career';
import { useAssessments, type SuggestedGoal } from '@/features/career/api/get-career-assessments';
import { useCareerGoals, type CareerGoal } from '@/features/career/api/get-career-goals';
import { useCareerInsights } from '@/features/career/api/get-career-insights';
import { useMilestones } from '@/features/career/api/get-career-milestones';
import { useSkillTrends } from '@/features/career/api/get-skill-trends';
import type { GoalDraft } from '@/features/career/components/goal-form-dialog';
import { GoalsTab } from '@/features/career/components/goals-tab';
import { InterviewTab } from '@/features/career/components/interview-tab';
import { OverviewTab } from '@/features/career/components/overview-tab';
import { PathsTab } from '@/features/career/components/paths-tab';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import type { User } from '@/types/api';

// The two tabs with charts load when first opened, not with the overview
// the page opens on (issue 20).
const DashboardTab = lazy(() => import('@/features/career/components/dashboard-tab').then((m) => ({ default: m.DashboardTab })));
const AnalysisTab = lazy(() => import('@/features/career/components/analysis-tab').then((m) => ({ default: m.AnalysisTab })));
// The goal form and the career interview (with the form library and the
// dialog code) load when first opened, not with the page.
const GoalFormDialog = lazy(() => import('@/features/career/components/goal-form-dialog').then((m) => ({ default: m.GoalFormDialog })));
const InterviewDialog = lazy(() => import('@/features/career/components/interview-dialog').then((m) => ({ default: m.InterviewDialog })));


const tabs = [
  ['overview', 'Overview'],
  ['dashboard', 'Dashboard'],
  ['analysis', 'AI Analysis'],
  ['interview', 'Career Interview'],
  ['goals', 'Goals'],
  ['paths', 'Career Paths'],
] as const;
type Tab = (typeof tabs)[number][0];

/** The Career Explorer at /career (seed 001 §2.6). */
export function CareerExplorer({ user }: { user: User }) {
  useDocumentTitle('Career Explorer');
  const [tab, setTab] = useState<Tab>('overview');
  const [goalDialog, setGoalDialog] = useState<{ goal: CareerGoal | null; draft: GoalDraft | null } | null>(null);
  const [interviewOpen, setInterviewOpen] = useState(false);
  const goalDialogWanted = useOpenedOnce(goalDialog !== null);
  const interviewWanted = useOpenedOnce(interviewOpen);
  const goals = useCareerGoals(user.id);
  const insights = useCareerInsights(user.id);
  const milestones = useMilestones(user.id);
  const assessments = useAssessments(user.id);
  const analysis = useCareerAnalysis(user.id);
  const trends = useSkillTrends();

  const analyze = async () => {
    setTab('analysis');
    const result = await analysis.refetch();
    if (result.isError) toast({ variant: 'destructive', title: 'Error', description: 'Failed to analyze career profile. Please try again.' });
  };
  const newGoal = (draft: GoalDraft | null = null) => setGoalDialog({ goal: null, draft });
  const adopt = (g: SuggestedGoal) => newGoal({ title: g.title, targetRole: g.targetRole, description: g.description });

  const goalList = goals.data ?? [];
  const milestoneList = milestones.data ?? [];
  const insightList = insights.data ?? [];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header>
        <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
          <Compass className="size-3.5" aria-hidden="true" />
          O*NET, BLS and Stride postings
        </p>
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Career Explorer</h1>
        <p className="mt-1 max-w-2xl text-muted-foreground">
          Set goals, track milestones and see where your skills can take you, with figures from real labour-market data.
        </p>
      </header>
      {goals.isLoading ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-6" label="Loading your career data" />
        </div>
      ) : (
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)} className="mt-8">
          {/* Two columns on a phone, as the learning and market tabs, so every tab shows; one row from sm. */}
          <div className="sm:overflow-x-auto sm:pb-1">
            <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:flex sm:h-11 sm:w-max sm:justify-start">
              {tabs.map(([value, label]) => (
                <TabsTrigger key={value} value={value} className="h-9 flex-none">
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          <TabsContent value="overview">
            <OverviewTab
              user={user}
              goals={goalList}
              insightCount={insightList.length}
              onAnalyze={() => void analyze()}
              analyzing={analysis.isFetching}
              onInterview={() => setInterviewOpen(true)}
              onNewGoal={() => newGoal()}
            />
          </TabsContent>
          <TabsContent value="dashboard">
            <LazyTab>
              <DashboardTab
                userId={user.id}
                analysis={analysis.data}
                analysisLoading={analysis.isLoading}
                trends={trends.data}
                goals={goalList}
                insights={insightList}
                milestones={milestoneList}
              />
            </LazyTab>
          </TabsContent>
          <TabsContent value="analysis">
            <LazyTab>
              <AnalysisTab analysis={analysis.data} loading={analysis.isFetching && !analysis.data} failed={analysis.isError} onAnalyze={() => void analyze()} />
            </LazyTab>
          </TabsContent>
          <TabsContent value="interview">
            <InterviewTab assessments={assessments.data ?? []} onStart={() => setInterviewOpen(true)} onAdoptGoal={adopt} />
          </TabsContent>
          <TabsContent value="goals">
            <GoalsTab
              userId={user.id}
              goals={goalList}
              milestones={milestoneList}
              onNewGoal={() => newGoal()}
              onEdit={(goal) => setGoalDialog({ goal, draft: null })}
            />
          </TabsContent>
          <TabsContent value="paths">
            <PathsTab defaultRole={user.currentTitle || user.title || ''} />
          </TabsContent>
        </Tabs>
      )}
      <Suspense fallback={null}>
        {goalDialogWanted && (
          <GoalFormDialog
            userId={user.id}
            open={goalDialog !== null}
            onOpenChange={(open) => !open && setGoalDialog(null)}
            goal={goalDialog?.goal ?? null}
            draft={goalDialog?.draft ?? null}
          />
        )}
        {interviewWanted && <InterviewDialog userId={user.id} open={interviewOpen} onOpenChange={setInterviewOpen} />}
      </Suspense>
    </div>
  );
}
