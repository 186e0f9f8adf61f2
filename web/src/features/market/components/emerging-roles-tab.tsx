import { Building2, MapPin, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useEmergingRoles, type EmergingRole } from '@/features/market/api/get-emerging-roles';
import type { MarketFilter } from '@/features/market/api/market-filter';
import { TabState } from '@/features/market/components/tab-state';
import { healthTier, peopleCount, salaryRangeText, signedPercent, tierStyles } from '@/features/market/lib/format';
import { cn } from '@/lib/utils';

function SkillList({ title, skills }: { title: string; skills: string[] }) {
  if (skills.length === 0) return null;
  return (
    <div>
      <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{title}</p>
      <div className="mt-1.5 flex flex-wrap gap-1.5">
        {skills.map((s) => (
          <Badge key={s} variant="outline">
            {s}
          </Badge>
        ))}
      </div>
    </div>
  );
}

function RoleCard({ r }: { r: EmergingRole }) {
  const tier = healthTier(r.emergenceScore);
  const human = r.skillBreakdown?.humanCentricShare;
  return (
    <Card className="flex h-full flex-col p-4 sm:p-5" data-testid="emerging-role">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-slate-900">{r.roleName}</h3>
        <span
          className={cn('shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold tabular-nums', tierStyles[tier].badge)}
          title="Emergence score"
        >
          {Math.round(r.emergenceScore)}
        </span>
      </div>
      <p className="mt-2 line-clamp-4 text-sm text-slate-700" title={r.description}>
        {r.description}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">Demand growth</dt>
          <dd className={cn('font-semibold tabular-nums', r.demandGrowth >= 0 ? 'text-green-700' : 'text-red-700')}>
            {signedPercent(r.demandGrowth)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Salary range</dt>
          <dd className="font-semibold tabular-nums">{salaryRangeText(r.salaryRange)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Projected jobs (2034)</dt>
          <dd className="font-semibold tabular-nums">{peopleCount(r.projectedJobs)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Time to mainstream</dt>
          <dd className="font-semibold">{r.timeToMainstream}</dd>
        </div>
      </dl>
      {typeof human === 'number' && r.humanCentricSkills.length > 0 && (
        <div className="mt-4">
          <div className="flex justify-between text-xs text-muted-foreground">
            <span>Human-centric {Math.round(human * 100)}%</span>
            <span>AI-augmented {Math.round((1 - human) * 100)}%</span>
          </div>
          <div
            className="mt-1 flex h-2 overflow-hidden rounded-full bg-muted"
            role="img"
            aria-label={`Skill mix: ${Math.round(human * 100)}% human-centric, ${Math.round((1 - human) * 100)}% AI-augmented`}
          >
            <div className="bg-violet-500" style={{ width: `${human * 100}%` }} />
            <div className="bg-sky-500" style={{ width: `${(1 - human) * 100}%` }} />
          </div>
        </div>
      )}
      <div className="mt-4 space-y-3">
        <SkillList title="Human-centric skills" skills={r.humanCentricSkills} />
        <SkillList title="AI-augmented skills" skills={r.aiAugmentedSkills} />
      </div>
      <div className="mt-auto space-y-1.5 pt-4 text-sm text-slate-700">
        {r.geographicHotspots.length > 0 && (
          <p className="flex items-start gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
            <span>
              <span className="text-muted-foreground">Hotspots: </span>
              {r.geographicHotspots.join(' · ')}
            </span>
          </p>
        )}
        {r.companies.length > 0 && (
          <p className="flex items-start gap-2">
            <Building2 className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
            <span>
              <span className="text-muted-foreground">Hiring on Stride: </span>
              {r.companies.join(' · ')}
            </span>
          </p>
        )}
        {r.skillBreakdown?.salarySource && (
          <p className="flex items-start gap-2 text-xs text-muted-foreground">
            <Users className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            Pay from {r.skillBreakdown.salarySource}.
          </p>
        )}
      </div>
    </Card>
  );
}

/** Emerging Roles tab: growing occupations and those with new O*NET tasks. */
export function EmergingRolesTab({ filter }: { filter: MarketFilter }) {
  const q = useEmergingRoles(filter);
  const list = q.data ?? [];
  return (
    <TabState
      isPending={q.isPending}
      isError={q.isError}
      empty={list.length === 0}
      emptyTitle="No emerging roles found"
      emptyText={`No occupation in ${filter.industry} is growing or reporting new tasks in the data.`}
      region={filter.region}
    >
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {list.map((r) => (
          <li key={r.id}>
            <RoleCard r={r} />
          </li>
        ))}
      </ul>
    </TabState>
  );
}
