import { Brain, CheckCircle2, Compass, Heart, Lightbulb, MessageSquareText, Target, TrendingUp, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AnswerAnalysis } from '@/features/interview/api/evaluate-advanced-response';
import { formatTenths, scoreBarClass, scoreTextClass } from '@/features/interview/lib/coach';
import { cn } from '@/lib/utils';

/** Seed 001 §2.4: the five result tabs after an analysis (Overall, Behavioral, Emotional, Critical, Coaching). */
export function AnalysisResults({ analysis, idPrefix }: { analysis: AnswerAnalysis; idPrefix: string }) {
  const { feedback, behavioralMetrics: behavior, emotionalIntelligence: eq, criticalThinking: ct } = analysis;
  return (
    <Tabs defaultValue="overall" className="min-w-0">
      <div className="-mx-1 overflow-x-auto px-1 pb-1 [scrollbar-width:thin]">
        <TabsList className="w-max min-w-full justify-start sm:w-full" aria-label="Analysis sections">
          <TabsTrigger value="overall" className="flex-none sm:flex-1">
            <Target aria-hidden="true" />
            Overall
          </TabsTrigger>
          <TabsTrigger value="behavioral" className="flex-none sm:flex-1">
            <UserRound aria-hidden="true" />
            Behavioral
          </TabsTrigger>
          <TabsTrigger value="emotional" className="flex-none sm:flex-1">
            <Heart aria-hidden="true" />
            Emotional
          </TabsTrigger>
          <TabsTrigger value="critical" className="flex-none sm:flex-1">
            <Brain aria-hidden="true" />
            Critical
          </TabsTrigger>
          <TabsTrigger value="coaching" className="flex-none sm:flex-1">
            <Lightbulb aria-hidden="true" />
            Coaching
          </TabsTrigger>
        </TabsList>
      </div>

      <TabsContent value="overall" data-testid={`${idPrefix}-overall`}>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label="Overall score" testId={`${idPrefix}-score`} className={scoreTextClass(feedback.score)}>
            {formatTenths(feedback.score)}
            <span className="text-base font-medium text-slate-400">/10</span>
          </Figure>
          <Figure label="Confidence">
            {Math.round(behavior.confidenceLevel)}
            <span className="text-base font-medium text-slate-400">%</span>
          </Figure>
          <Figure label="EQ score" className={scoreTextClass(eq.overallEQ)}>
            {formatTenths(eq.overallEQ)}
            <span className="text-base font-medium text-slate-400">/10</span>
          </Figure>
          <Figure label="Critical thinking" className={scoreTextClass(ct.overallScore)}>
            {formatTenths(ct.overallScore)}
            <span className="text-base font-medium text-slate-400">/10</span>
          </Figure>
        </div>
        {feedback.summary && (
          <div className="mt-4 flex gap-3 rounded-xl border border-brand-100 bg-brand-50/60 p-4">
            <MessageSquareText className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
            <div>
              <h4 className="text-sm font-semibold text-slate-900">Summary</h4>
              <p className="mt-1 text-sm leading-relaxed text-slate-700">{feedback.summary}</p>
            </div>
          </div>
        )}
        {feedback.personalityInsights.length > 0 && (
          <Section title="Personality insights" icon={<Compass aria-hidden="true" />}>
            <BulletList items={feedback.personalityInsights} />
          </Section>
        )}
      </TabsContent>

      <TabsContent value="behavioral" data-testid={`${idPrefix}-behavioral`}>
        <div className="grid gap-4 sm:grid-cols-3">
          <Meter label="Confidence level" value={behavior.confidenceLevel} max={100} suffix="%" />
          <Meter label="Clarity" value={behavior.clarityScore} max={100} suffix="%" />
          <Meter label="Engagement" value={behavior.engagementLevel} max={100} suffix="%" />
        </div>
        <dl className="mt-4 grid gap-3 sm:grid-cols-3">
          <Trait label="Communication style" value={behavior.communicationStyle} />
          <Trait label="Speech pace" value={behavior.speechPace} />
          <Trait label="Confidence trend" value={behavior.confidenceTrend} />
        </dl>
        {behavior.insights.length > 0 && (
          <Section title="Behavioral insights" icon={<TrendingUp aria-hidden="true" />}>
            <BulletList items={behavior.insights} />
          </Section>
        )}
      </TabsContent>

      <TabsContent value="emotional" data-testid={`${idPrefix}-emotional`}>
        <div className="flex items-baseline gap-2">
          <span className={cn('text-3xl font-bold tabular-nums', scoreTextClass(eq.overallEQ))}>
            {formatTenths(eq.overallEQ)}
          </span>
          <span className="text-sm text-slate-500">/10 overall EQ</span>
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Meter label="Self-awareness" value={eq.selfAwareness} max={10} />
          <Meter label="Empathy" value={eq.empathy} max={10} />
          <Meter label="Social skills" value={eq.socialSkills} max={10} />
          <Meter label="Emotional regulation" value={eq.emotionalRegulation} max={10} />
        </div>
        {eq.developmentAreas.length > 0 && (
          <Section title="Development areas" icon={<Heart aria-hidden="true" />}>
            <BulletList items={eq.developmentAreas} />
          </Section>
        )}
      </TabsContent>

      <TabsContent value="critical" data-testid={`${idPrefix}-critical`}>
        <div className="flex items-baseline gap-2">
          <span className={cn('text-3xl font-bold tabular-nums', scoreTextClass(ct.overallScore))}>
            {formatTenths(ct.overallScore)}
          </span>
          <span className="text-sm text-slate-500">/10 critical thinking</span>
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <Meter label="Problem solving" value={ct.problemSolving} max={10} />
          <Meter label="Analytical reasoning" value={ct.analyticalReasoning} max={10} />
          <Meter label="Creative solutions" value={ct.creativeSolutions} max={10} />
        </div>
        {ct.enhancement.length > 0 && (
          <Section title="How to sharpen your thinking" icon={<Brain aria-hidden="true" />}>
            <BulletList items={ct.enhancement} />
          </Section>
        )}
      </TabsContent>

      <TabsContent value="coaching" data-testid={`${idPrefix}-coaching`}>
        <div className="grid gap-4 md:grid-cols-3">
          <CoachingList
            title="Strengths identified"
            items={feedback.strengthsIdentified}
            empty="Strengths appear once your answer shows them."
            tone="green"
          />
          <CoachingList
            title="Improvement areas"
            items={feedback.improvementAreas}
            empty="Nothing to improve here. Well done."
            tone="amber"
          />
          <CoachingList
            title="Follow-up steps"
            items={feedback.followUpRecommendations}
            empty="No follow-up steps for this answer."
            tone="brand"
          />
        </div>
      </TabsContent>
    </Tabs>
  );
}

function Figure({
  label,
  children,
  className,
  testId,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div className="rounded-xl border border-border bg-white p-3 sm:p-4">
      <p className="text-xs font-medium text-slate-500">{label}</p>
      <p className={cn('mt-1 text-2xl font-bold tabular-nums text-slate-900', className)} data-testid={testId}>
        {children}
      </p>
    </div>
  );
}

/** A labelled bar: 0-10 figures are coloured by the score tiers, 0-100 figures in brand blue. */
function Meter({ label, value, max, suffix = '' }: { label: string; value: number; max: 10 | 100; suffix?: string }) {
  const shown = max === 10 ? formatTenths(value) : String(Math.round(value));
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span className="font-semibold tabular-nums text-slate-900">
          {shown}
          {max === 10 ? <span className="font-normal text-slate-400">/10</span> : suffix}
        </span>
      </div>
      <Progress
        value={(value / max) * 100}
        aria-label={label}
        className="mt-1.5 h-2"
        indicatorClassName={max === 10 ? scoreBarClass(value) : 'bg-brand-500'}
      />
    </div>
  );
}

function Trait({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-muted/70 px-3 py-2.5">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold capitalize text-slate-900">{value || '—'}</dd>
    </div>
  );
}

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="mt-5">
      <h4 className="flex items-center gap-2 text-sm font-semibold text-slate-900 [&_svg]:size-4 [&_svg]:text-brand-600">
        {icon}
        {title}
      </h4>
      <div className="mt-2">{children}</div>
    </div>
  );
}

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-1.5 text-sm leading-relaxed text-slate-700">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-400" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

const toneClasses = {
  green: { box: 'border-green-100 bg-green-50/60', icon: 'text-green-600', badge: 'success' },
  amber: { box: 'border-amber-100 bg-amber-50/60', icon: 'text-amber-600', badge: 'warning' },
  brand: { box: 'border-brand-100 bg-brand-50/60', icon: 'text-brand-600', badge: 'default' },
} as const;

function CoachingList({
  title,
  items,
  empty,
  tone,
}: {
  title: string;
  items: string[];
  empty: string;
  tone: keyof typeof toneClasses;
}) {
  const classes = toneClasses[tone];
  return (
    <section className={cn('rounded-xl border p-4', classes.box)} aria-label={title}>
      <h4 className="flex items-center justify-between gap-2 text-sm font-semibold text-slate-900">
        <span className="flex items-center gap-2">
          <CheckCircle2 className={cn('size-4', classes.icon)} aria-hidden="true" />
          {title}
        </span>
        <Badge variant={classes.badge}>{items.length}</Badge>
      </h4>
      {items.length > 0 ? (
        <ul className="mt-3 grid gap-2 text-sm leading-relaxed text-slate-700">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-500">{empty}</p>
      )}
    </section>
  );
}
