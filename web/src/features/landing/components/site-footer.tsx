import { Link } from '@/lib/router';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

const columns = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: '/#features' },
      { label: 'Product tour', to: '/#previews' },
      { label: 'Get Started', to: paths.subscribe },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'Sign in', to: paths.login },
      { label: 'Create an account', to: paths.register },
    ],
  },
  {
    title: 'Resources',
    links: [{ label: 'About the data', to: '/about-data' }],
  },
];

/** The landing page footer: brand, links, open-data credit and copyright. */
export function SiteFooter({ className }: { className?: string }) {
  return (
    <footer data-testid="site-footer" className={cn('border-t border-slate-200 bg-white', className)}>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-[1.4fr_2fr]">
          <div className="max-w-xs">
            <Link to="/" aria-label="Stride home" className="inline-block rounded-lg">
              <Logo />
            </Link>
            <p className="mt-4 text-sm leading-relaxed text-slate-600">
              Career growth, one stride at a time. Find roles that fit, sharpen your story and grow with confidence.
            </p>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            {columns.map((column) => (
              <div key={column.title}>
                <h2 className="text-sm font-semibold text-slate-900">{column.title}</h2>
                <ul className="mt-3 grid gap-2">
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <Link to={link.to} className="rounded text-sm text-slate-600 transition-colors hover:text-brand-700">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-10 flex flex-col gap-2 border-t border-slate-200 pt-6 text-xs text-slate-500 sm:flex-row sm:items-center sm:justify-between">
          <p>© {new Date().getFullYear()} Stride. Open-source career development.</p>
          <p>
            Built on open data from O*NET and the U.S. Bureau of Labor Statistics.{' '}
            <Link to="/about-data" className="font-medium text-slate-600 underline-offset-2 hover:text-brand-700 hover:underline">
              Credits
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
