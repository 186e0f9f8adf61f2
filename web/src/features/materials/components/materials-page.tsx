import { FileText, MessageSquareText, Presentation } from 'lucide-react';
import { lazy, useState } from 'react';
import { LazyTab } from '@/components/ui/lazy-tab';
import { UnconfirmedUploadNote } from '@/components/unconfirmed-upload-note';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMaterialsProfile } from '@/features/materials/api/get-materials-profile';
import type { MaterialKind } from '@/features/materials/api/schemas';
import { CoverLetterForm } from '@/features/materials/components/cover-letter-form';
import { MaterialDialog } from '@/features/materials/components/material-dialog';
import { ResponseForm } from '@/features/materials/components/response-form';
import { SavedCards } from '@/features/materials/components/saved-cards';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useProgressiveCount } from '@/hooks/use-progressive-count';
import { prefetchOnIntent } from '@/lib/prefetch';

// The portfolio form (and its form library) is fetched when its tab is
// first reached for: the page opens on cover letters.
const loadPortfolioForm = () => import('@/features/materials/components/portfolio-form');
const PortfolioForm = lazy(() => loadPortfolioForm().then((m) => ({ default: m.PortfolioForm })));

/** Application Materials (seed 001 §2.9) at /application-materials. */
export function MaterialsPage({ userId }: { userId: string }) {
  useDocumentTitle('Application Materials');
  const profile = useMaterialsProfile(userId);
  const [open, setOpen] = useState<{ kind: MaterialKind; id: string } | null>(null);
  // The form comes a browser task after the header, the saved materials
  // (below the fold) a task after the form (issue 20).
  const shown = useProgressiveCount(2, 0, 1);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Application Materials</h1>
        <p className="mt-1 text-muted-foreground">
          Cover letters, application answers and portfolio summaries written from your own profile, resume and skills.
          Everything you generate is saved automatically.
        </p>
        <UnconfirmedUploadNote userId={userId} />
      </header>
      <Tabs defaultValue="cover-letters" className="mt-6">
        <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-grid sm:w-auto">
          <TabsTrigger value="cover-letters" className="h-10 px-2 text-xs sm:px-3 sm:text-sm">
            <FileText aria-hidden="true" className="hidden sm:block" />
            Cover Letters
          </TabsTrigger>
          <TabsTrigger value="responses" className="h-10 whitespace-normal px-2 text-center text-xs leading-tight sm:px-3 sm:text-sm">
            <MessageSquareText aria-hidden="true" className="hidden sm:block" />
            Application Responses
          </TabsTrigger>
          <TabsTrigger
            value="portfolio"
            className="h-10 whitespace-normal px-2 text-center text-xs leading-tight sm:px-3 sm:text-sm"
            {...prefetchOnIntent(loadPortfolioForm)}
          >
            <Presentation aria-hidden="true" className="hidden sm:block" />
            Portfolio Summaries
          </TabsTrigger>
        </TabsList>
        <TabsContent value="cover-letters" className="mt-6">
          {shown >= 1 && <CoverLetterForm userId={userId} profile={profile.data} />}
        </TabsContent>
        <TabsContent value="responses" className="mt-6">
          <ResponseForm userId={userId} profile={profile.data} />
        </TabsContent>
        <TabsContent value="portfolio" className="mt-6">
          <LazyTab>
            <PortfolioForm userId={userId} profile={profile.data} />
          </LazyTab>
        </TabsContent>
      </Tabs>
      {shown >= 2 && (
        <div className="mt-10">
          <SavedCards userId={userId} onOpen={(kind, id) => setOpen({ kind, id })} />
        </div>
      )}
      <MaterialDialog userId={userId} kind={open?.kind ?? 'cover-letters'} id={open?.id ?? null} onClose={() => setOpen(null)} />
    </div>
  );
}
