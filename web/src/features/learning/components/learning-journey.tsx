import { BookOpen, Bot, LayoutDashboard, Trophy } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from '@/lib/router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ChallengesTab } from '@/features/learning/components/challenges-tab';
import { DashboardTab } from '@/features/learning/components/dashboard-tab';
import { PathsTab } from '@/features/learning/components/paths-tab';
import { ProgressBanner } from '@/features/learning/components/progress-banner';
import { TutorTab } from '@/features/learning/components/tutor-tab';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { AfterFirstTask } from '@/components/after-first-task';

// The module reader (a Radix dialog) is fetched when a module is first
// opened, not with the page (issue 20).
const ModuleReader = lazy(() =>
  import('@/features/learning/components/module-reader').then((m) => ({ default: m.ModuleReader })),
);

const tabs = ['dashboard', 'paths', 'challenges', 'tutor'] as const;
type Tab = (typeof tabs)[number];

/** The Adaptive Learning Journey at /learning (seed 001 §2.7). The tab, the open module and the tutor's context live in the URL. */
export function LearningJourney() {
  useDocumentTitle('Adaptive Learning Journey');
  const [params, setParams] = useSearchParams();
  const tab: Tab = (tabs as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'dashboard';
  const moduleId = params.get('module');
  const context = params.get('context') ?? '';
  const readerWanted = useOpenedOnce(Boolean(moduleId));

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: false },
    );

  const openModule = (id: string) => update({ module: id });
  const askAbout = (id: string) => update({ tab: 'tutor', context: id, module: null });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Adaptive Learning Journey</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Learn from written modules, prove it in graded challenges, and earn XP, streaks and skill badges.
        </p>
      </header>
      <ProgressBanner />
      <Tabs value={tab} onValueChange={(v) => update({ tab: v === 'dashboard' ? null : v })} className="mt-6">
        <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:grid-cols-4">
          <TabsTrigger value="dashboard" className="h-9">
            <LayoutDashboard aria-hidden="true" />
            Dashboard
          </TabsTrigger>
          <TabsTrigger value="paths" className="h-9">
            <BookOpen aria-hidden="true" />
            Learning Paths
          </TabsTrigger>
          <TabsTrigger value="challenges" className="h-9">
            <Trophy aria-hidden="true" />
            Skill Challenges
          </TabsTrigger>
          <TabsTrigger value="tutor" className="h-9">
            <Bot aria-hidden="true" />
            AI Tutor
          </TabsTrigger>
        </TabsList>
        <TabsContent value="dashboard">
          <AfterFirstTask>
            <DashboardTab onOpenModule={openModule} onOpenTab={(t) => update({ tab: t })} />
          </AfterFirstTask>
        </TabsContent>
        <TabsContent value="paths">
          <PathsTab onOpenModule={openModule} />
        </TabsContent>
        <TabsContent value="challenges">
          <ChallengesTab />
        </TabsContent>
        <TabsContent value="tutor">
          <TutorTab context={context} onContextChange={(c) => update({ context: c })} onOpenModule={openModule} />
        </TabsContent>
      </Tabs>
      {readerWanted && (
        <Suspense fallback={null}>
          <ModuleReader moduleId={moduleId} onClose={() => update({ module: null })} onAsk={askAbout} onOpenModule={openModule} />
        </Suspense>
      )}
    </div>
  );
}
