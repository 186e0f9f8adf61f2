import { FileText, MessageSquareText, Presentation, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  useApplicationResponses,
  useCoverLetters,
  usePortfolioSummaries,
} from '@/features/materials/api/get-materials';
import type { MaterialKind } from '@/features/materials/api/schemas';
import { optionLabel, SAVED_SHOWN } from '@/features/materials/lib/options';

export interface SavedRow {
  id: string;
  primary: string;
  secondary: string;
}

interface SavedCardProps {
  title: string;
  empty: string;
  icon: LucideIcon;
  rows: SavedRow[] | undefined;
  loading: boolean;
  failed: boolean;
  onOpen: (id: string) => void;
  testId: string;
}

/** One saved-items card: its count and the first 3 items (seed 001 §2.9, §9). */
function SavedCard({ title, empty, icon: Icon, rows, loading, failed, onOpen, testId }: SavedCardProps) {
  const [all, setAll] = useState(false);
  const list = rows ?? [];
  const shown = all ? list : list.slice(0, SAVED_SHOWN);
  return (
    <Card data-testid={testId} className="min-w-0">
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0 pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className="size-4 text-brand-600" aria-hidden="true" />
          {title}
        </CardTitle>
        <Badge variant="secondary" data-testid="saved-count" aria-label={`${list.length} saved`}>
          {list.length}
        </Badge>
      </CardHeader>
      <CardContent>
        {loading ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : failed ? (
          <p className="text-sm text-destructive">Could not load your saved items.</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className="grid min-w-0 gap-2">
            {shown.map((row) => (
              <li key={row.id} className="min-w-0">
                <button
                  type="button"
                  onClick={() => onOpen(row.id)}
                  className="block w-full min-w-0 overflow-hidden rounded-lg border border-slate-200 px-3 py-2 text-left transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  <span className="block truncate text-sm font-medium text-slate-900">{row.primary}</span>
                  <span className="block truncate text-xs text-muted-foreground">{row.secondary}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {list.length > SAVED_SHOWN && (
          <Button variant="link" size="sm" className="mt-2 h-auto px-0" onClick={() => setAll(!all)}>
            {all ? 'Show fewer' : `Show all ${list.length}`}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** The three saved-items cards below the tabs. */
export function SavedCards({ userId, onOpen }: { userId: string; onOpen: (kind: MaterialKind, id: string) => void }) {
  const letters = useCoverLetters(userId);
  const responses = useApplicationResponses(userId);
  const summaries = usePortfolioSummaries(userId);
  return (
    <section aria-label="Saved materials" className="grid gap-4 md:grid-cols-3">
      <SavedCard
        testId="saved-cover-letters"
        title="Saved Cover Letters"
        empty="No saved cover letters"
        icon={FileText}
        rows={letters.data?.map((l) => ({ id: l.id, primary: l.title, secondary: l.company_name || l.company }))}
        loading={letters.isPending}
        failed={letters.isError}
        onOpen={(id) => onOpen('cover-letters', id)}
      />
      <SavedCard
        testId="saved-responses"
        title="Saved Responses"
        empty="No saved responses"
        icon={MessageSquareText}
        rows={responses.data?.map((r) => ({ id: r.id, primary: optionLabel(r.response_type || r.responseType), secondary: r.question }))}
        loading={responses.isPending}
        failed={responses.isError}
        onOpen={(id) => onOpen('application-responses', id)}
      />
      <SavedCard
        testId="saved-summaries"
        title="Saved Summaries"
        empty="No saved summaries"
        icon={Presentation}
        rows={summaries.data?.map((s) => ({ id: s.id, primary: s.title, secondary: optionLabel(s.target_audience || s.targetAudience) }))}
        loading={summaries.isPending}
        failed={summaries.isError}
        onOpen={(id) => onOpen('portfolio-summaries', id)}
      />
    </section>
  );
}
