import { ArrowRight, Briefcase, Compass, FileText, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { User } from '@/types/api';

const shortcuts = [
  { href: '/jobs', label: 'Find jobs', text: 'Browse roles that match your skills', icon: Briefcase },
  { href: '/resume', label: 'Build your resume', text: 'Create and optimise your resume', icon: FileText },
  { href: '/interview', label: 'Practise interviews', text: 'Rehearse with the AI coach', icon: MessagesSquare },
  { href: '/career', label: 'Plan your career', text: 'Explore paths and set goals', icon: Compass },
];

const planNames: Record<string, string> = {
  starter: 'Starter',
  professional: 'Professional',
  executive: 'Executive',
};

/** Signed-in home. The full welcome-back dashboard (seed 000 §2) comes in a later issue. */
export function Welcome({ user }: { user: User }) {
  useDocumentTitle('Home');
  const firstName = user.firstName?.trim() || user.email.split('@')[0] || 'there';
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <section className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 via-brand-600 to-brand-500 p-6 text-white shadow-soft sm:p-10">
        <div aria-hidden="true" className="absolute -top-20 -right-20 size-72 rounded-full bg-brand-400/40 blur-3xl" />
        <div className="relative">
          <Badge className="border-white/20 bg-white/15 text-white">
            {planNames[user.subscriptionPlan] ?? user.subscriptionPlan} plan
          </Badge>
          <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-4xl" data-testid="welcome-heading">
            Welcome back, {firstName}!
          </h1>
          <p className="mt-2 max-w-xl text-brand-50">Ready to take the next stride in your career?</p>
        </div>
      </section>
      <section aria-labelledby="shortcuts-heading" className="mt-8">
        <h2 id="shortcuts-heading" className="text-lg font-semibold text-slate-900">
          Jump back in
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {shortcuts.map(({ href, label, text, icon: Icon }) => (
            <li key={href}>
              <Card className="group h-full transition-shadow hover:shadow-pop">
                <Link to={href} className="flex h-full flex-col gap-3 rounded-2xl p-5">
                  <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="font-semibold text-slate-900">{label}</span>
                  <span className="text-sm text-muted-foreground">{text}</span>
                  <span className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-brand-700">
                    Open
                    <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                  </span>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
