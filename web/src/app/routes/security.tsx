import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft } from 'lucide-react';
import { toast } from '@/components/ui/use-toast';
import { PrivacyCard } from '@/features/account/components/privacy-card';
import { SecurityCard } from '@/features/account/components/security-card';
import { TwoFactorCard } from '@/features/account/components/two-factor-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { removeAuthToken } from '@/lib/auth-token';
import { Link, useNavigate } from '@/lib/router';
import { userQueryKey, useUser } from '@/lib/user';
import type { User } from '@/types/api';

/**
 * /profile/security (Profile → Security and Privacy): the password,
 * sessions, the data download and account deletion.
 */
export default function SecurityRoute({ user: sessionUser }: { user: User }) {
  useDocumentTitle('Security and Privacy');
  const user = useUser().data ?? sessionUser;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The account is gone, and its sessions with it: the visitor is signed out.
  const onDeleted = () => {
    removeAuthToken();
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
    queryClient.setQueryData(userQueryKey, null);
    navigate('/', { replace: true });
    toast({ title: 'Your account has been deleted', description: 'Everything Stride held about you is gone.' });
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <Link to="/profile" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ChevronLeft aria-hidden="true" className="size-4" />
        Profile Settings
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Security and Privacy</h1>
      <p className="mt-1 mb-6 text-sm text-muted-foreground sm:text-base">Your password, your sessions and your data.</p>
      <div className="grid gap-6">
        <SecurityCard />
        <TwoFactorCard user={user} />
        <PrivacyCard user={user} onDeleted={onDeleted} />
      </div>
    </div>
  );
}
