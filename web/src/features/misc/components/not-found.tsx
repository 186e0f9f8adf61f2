import { ArrowLeft, Compass } from 'lucide-react';
import { Link, usePathname } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Seed 000 §2: '404 Page Not Found' with a developer hint. */
export function NotFound() {
  useDocumentTitle('Page not found');
  const pathname = usePathname();
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center px-4 py-16">
      <div className="w-full max-w-md rounded-2xl border border-border bg-white p-8 text-center shadow-soft">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50">
          <Compass aria-hidden="true" className="size-6 text-brand-600" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">404 Page Not Found</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          Nothing lives at <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-slate-700">{pathname}</code>.
        </p>
        <p className="mt-1 text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
        <Button asChild className="mt-6">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to home
          </Link>
        </Button>
      </div>
    </div>
  );
}
