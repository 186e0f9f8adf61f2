import { BookOpen, Compass, ExternalLink, Loader2, Search, TrendingDown, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useCareerPathPages, type CareerPath } from '@/features/career/api/get-career-paths';
import { useLearningResources } from '@/features/career/api/get-learning-resources';
import { EmptyState } from '@/features/career/components/empty-state';
import { formatUsd, PATH_SKILLS_SHOWN, salaryTrend } from '@/features/career/lib/career';

const difficultyVariant = { Low: 'success', Medium: 'warning', High: 'destructive' } as const;

function Resources({ skills }: { skills: string[] }) {
  const { data, isLoading } = useLearningResources(skills);
  if (isLoading) return <Spinner className="size-4" label="Loading resources" />;
  if (!data || data.length === 0) return <p className="text-sm text-muted-foreground">No curated resources for these skills yet.</p>;
  return (
    <ul className="grid gap-1.5" aria-label="Learning resources">
      {data.slice(0, 4).map((r) => (
        <li key={r.id} className="text-sm">
          <a href={r.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline">
            {r.title}
            <ExternalLink aria-hidden="true" className="size-3" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <span className="text-muted-foreground"> · {r.provider}</span>
        </li>
      ))}
    </ul>
  );
}

/** A path: its target, and its starting role too when the list mixes them (the catalogue). */
function PathCard({ path, showFrom }: { path: CareerPath; showFrom: boolean }) {
  const [open, setOpen] = useState(false);
  const trend = salaryTrend(path.salaryIncrease);
  const shown = path.requiredSkills.slice(0, PATH_SKILLS_SHOWN);
  const more = path.requiredSkills.length - shown.length;
  return (
    <li className="flex flex-col rounded-xl border border-border p-4">
      {showFrom && <p className="text-xs text-muted-foreground">From {path.fromRole}</p>}
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold text-slate-900">{path.toRole}</p>
        {path.salaryIncrease && (
          <Badge variant={trend === 'up' ? 'success' : trend === 'down' ? 'destructive' : 'secondary'} className="shrink-0">
            {trend === 'up' ? <TrendingUp aria-hidden="true" className="size-3" /> : trend === 'down' ? <TrendingDown aria-hidden="true" className="size-3" /> : null}
            {path.salaryIncrease}
          </Badge>
        )}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        {path.toMedianWage ? `Median ${formatUsd(path.toMedianWage)}` : 'No BLS wage'}
        {path.toGrowthPct !== null && ` · growth ${path.toGrowthPct > 0 ? '+' : ''}${path.toGrowthPct}% by 2034`}
      </p>
      <div className="mt-2 flex flex-wrap gap-2 text-xs">
        {path.timeframe && <Badge variant="outline">{path.timeframe}</Badge>}
        {path.difficulty && (
          <Badge variant={difficultyVariant[path.difficulty as keyof typeof difficultyVariant] ?? 'secondary'}>{path.difficulty} difficulty</Badge>
        )}
      </div>
      {shown.length > 0 && (
        <div className="mt-3 flex flex-wrap gap-1.5">
          {shown.map((s) => (
            <Badge key={s} variant="secondary" className="max-w-full whitespace-normal [overflow-wrap:anywhere]">
              {s}
            </Badge>
          ))}
          {more > 0 && <Badge variant="secondary">+{more} more</Badge>}
        </div>
      )}
      {path.credential && (
        <p className="mt-2 text-xs [overflow-wrap:anywhere] text-slate-700" data-testid="path-credential">
          {path.credential}
        </p>
      )}
      {path.source && <p className="mt-1 text-xs [overflow-wrap:anywhere] text-muted-foreground">{path.source}</p>}
      <div className="mt-auto pt-3">
        <Button size="sm" variant="ghost" className="px-0" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          <BookOpen aria-hidden="true" />
          {open ? 'Hide resources' : 'Free resources'}
        </Button>
        {open && <Resources skills={path.requiredSkills} />}
      </div>
    </li>
  );
}

const count = new Intl.NumberFormat('en-US');

/**
 * Career Paths: the moves from a role (free text or the user's title), or,
 * with no role, every path of the catalogue (the user's own role first), a
 * page at a time; from O*NET and BLS.
 */
export function PathsTab({ defaultRole }: { defaultRole: string }) {
  const [draft, setDraft] = useState(defaultRole);
  const [role, setRole] = useState(defaultRole);
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useCareerPathPages(role);
  const paths = data?.pages.flatMap((p) => p.paths) ?? [];
  const total = data?.pages[0]?.total ?? 0;
  const catalogue = !role.trim();
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Explore career paths</CardTitle>
          <CardDescription>
            Moves between related occupations from O*NET, with BLS median wages; type a role to see the moves from it, closest first.
            Required skills are what the target asks for that the starting occupation does not.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form
            className="flex flex-col gap-2 sm:flex-row sm:items-end"
            onSubmit={(e) => {
              e.preventDefault();
              setRole(draft);
            }}
          >
            <div className="grid flex-1 gap-1.5">
              <Label htmlFor="paths-from-role">From role</Label>
              <Input id="paths-from-role" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="e.g. Frontend Dev, RN, Accountant" />
            </div>
            <Button type="submit">
              <Search aria-hidden="true" />
              Show Paths
            </Button>
          </form>
        </CardContent>
      </Card>
      {isLoading ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-6" label="Loading career paths" />
        </div>
      ) : isError || paths.length === 0 ? (
        <Card className="p-6">
          <EmptyState
            icon={Compass}
            title={catalogue ? 'No career paths yet' : 'No paths for this role'}
            text={
              catalogue
                ? 'The career paths could not be loaded. Try again in a moment.'
                : `Stride could not match “${role.trim()}” to an occupation. Try the title as a job posting would write it.`
            }
          />
        </Card>
      ) : (
        <section aria-label="Career paths">
          <p className="mb-3 text-sm text-muted-foreground" data-testid="paths-summary">
            {catalogue ? (
              <>{count.format(total)} career paths, grouped by starting role. Type a role above to see the moves from it.</>
            ) : (
              <>
                {total} paths from <span className="font-medium text-slate-900">{paths[0].fromRole}</span>
                {paths[0].fromMedianWage ? ` (median ${formatUsd(paths[0].fromMedianWage)})` : ''}
              </>
            )}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {paths.map((p) => (
              <PathCard key={p.id} path={p} showFrom={catalogue} />
            ))}
          </ul>
          {paths.length < total && (
            <div className="mt-6 flex flex-col items-center gap-3">
              <p className="text-sm text-muted-foreground" data-testid="paths-shown">
                Showing {count.format(paths.length)} of {count.format(total)}
              </p>
              {hasNextPage && (
                <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
                  {isFetchingNextPage && <Loader2 aria-hidden="true" className="animate-spin" />}
                  {isFetchingNextPage ? 'Loading...' : 'Show more paths'}
                </Button>
              )}
            </div>
          )}
        </section>
      )}
    </div>
  );
}
