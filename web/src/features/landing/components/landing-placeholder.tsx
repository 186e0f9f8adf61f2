import { ArrowRight, BarChart3, Briefcase, Compass, FileText, GraduationCap, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

const features = [
  { icon: Briefcase, title: 'Job matching', text: 'Roles ranked by how well they fit your skills.' },
  { icon: Compass, title: 'Career planning', text: 'Explore paths and set goals you can reach.' },
  { icon: GraduationCap, title: 'Skill development', text: 'Close the gaps that hold you back.' },
  { icon: FileText, title: 'Resume optimisation', text: 'A resume tuned for every application.' },
  { icon: MessagesSquare, title: 'Interview prep', text: 'Practise with an AI coach and get feedback.' },
  { icon: BarChart3, title: 'Market intelligence', text: 'Salaries, demand and trends at a glance.' },
];

/** Signed-out home. The full landing page (seed 000 §2) comes in a later issue. */
export function LandingPlaceholder() {
  useDocumentTitle('Stride · Your career, one stride at a time', true);
  return (
    <div data-testid="landing-page" className="bg-white">
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_50%_-10%,#60a5fa33,transparent),radial-gradient(40rem_20rem_at_90%_10%,#3b82f622,transparent)]"
        />
        <div className="relative mx-auto max-w-4xl px-4 pt-20 pb-16 text-center sm:px-6 sm:pt-28 sm:pb-24">
          <span className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700">
            <span className="size-1.5 rounded-full bg-brand-500" aria-hidden="true" />
            AI-powered career development
          </span>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-900 sm:text-6xl">
            Your career,{' '}
            <span className="bg-gradient-to-r from-brand-400 via-brand-500 to-brand-700 bg-clip-text text-transparent">
              one stride at a time
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
            Find the right jobs, track every application, sharpen your resume and practise interviews, with an AI
            coach that knows where you want to go.
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant="brand" className="w-full sm:w-auto">
              <Link to="/subscribe">
                Get Started
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
              <Link to="/login">Sign in</Link>
            </Button>
          </div>
        </div>
      </section>
      <section aria-labelledby="features-heading" className="border-t border-border bg-subtle">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <h2 id="features-heading" className="text-center text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
            Everything you need for your next move
          </h2>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {features.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-border bg-white p-6 shadow-soft">
                <span className="flex size-10 items-center justify-center rounded-xl bg-gradient-to-br from-brand-400 to-brand-700 text-white">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <footer className="border-t border-border bg-white py-8 text-center text-sm text-slate-500">
        © {new Date().getFullYear()} Stride
      </footer>
    </div>
  );
}
