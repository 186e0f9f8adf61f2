import { Monitor } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { describeClient, useEndSessions, useSessions } from '@/features/account/api/sessions';
import { getErrorMessage } from '@/lib/api-client';
import { formatLongDate } from '@/lib/dates';

function when(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${formatLongDate(iso)}, ${d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`;
}

/** Profile → Security: where the account is signed in; end any other session, or all of them. */
export function SessionsList() {
  const sessions = useSessions();
  const end = useEndSessions();
  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current).length;
  const endOne = (id?: string) =>
    end.mutate(id, {
      onSuccess: () => toast({ title: id ? 'Session ended' : 'Other sessions ended' }),
      onError: (error) => toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error) }),
    });

  if (sessions.isPending) return <div className="h-24 animate-pulse rounded-xl bg-slate-200/70" />;
  if (sessions.isError) return <p className="text-sm text-destructive">{getErrorMessage(sessions.error)}</p>;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2" aria-label="Signed-in sessions">
        {list.map((s) => (
          <li key={s.id} className="flex items-start gap-3 rounded-xl border p-3" data-testid="session-row">
            <Monitor aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium text-slate-900">
                {describeClient(s.client)} {s.current && <Badge className="ml-1">This device</Badge>}
              </p>
              <p className="text-xs text-muted-foreground">
                {s.address || 'Unknown address'} · signed in {when(s.createdAt)} · last used {when(s.lastUsedAt)}
              </p>
            </div>
            {!s.current && (
              <Button type="button" size="sm" variant="outline" disabled={end.isPending} onClick={() => endOne(s.id)}
                aria-label={`End session: ${describeClient(s.client)} from ${s.address || 'unknown address'}`}>
                End
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 && (
        <Button type="button" variant="outline" className="justify-self-start" disabled={end.isPending} onClick={() => endOne()}>
          Sign out all other sessions
        </Button>
      )}
    </div>
  );
}
