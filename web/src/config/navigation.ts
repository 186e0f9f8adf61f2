export interface NavLinkItem {
  label: string;
  href: string;
  description?: string;
}

// Icons are in navigation-icons.ts, so that the desktop bar, which shows
// labels only, does not bring them into the first page's script.

/** The four main links: desktop bar, mobile drawer and bottom tab bar (seed 000 §2). */
export const mainNavigation: NavLinkItem[] = [
  { label: 'Dashboard', href: '/' },
  { label: 'Jobs', href: '/jobs' },
  { label: 'Career', href: '/career' },
  { label: 'Learning', href: '/learning' },
];

/** The Tools menu (seed 000 §2), also in the phone drawer. */
export const toolsNavigation: NavLinkItem[] = [
  { label: 'Resume Builder', href: '/resume', description: 'Build and optimise your resume' },
  { label: 'Interview Coach', href: '/interview', description: 'Practise with AI feedback' },
  {
    label: 'Application Materials',
    href: '/application-materials',
    description: 'Cover letters, answers and portfolio summaries',
  },
  {
    label: 'Market Intelligence',
    href: '/market-intelligence',
    description: 'Salaries, skills and trends',
  },
  {
    label: 'Application Tracker',
    href: '/applications',
    description: 'Every application in one place',
  },
  // Beyond the seed's four: the live dashboard and the achievements, which
  // no other menu reaches (DESIGN.md, "Settled as the product grew").
  {
    label: 'My Dashboard',
    href: '/dashboard',
    description: 'Your applications, matches and next steps',
  },
  {
    label: 'Trophy Case',
    href: '/trophy-case',
    description: 'Your achievements and progress',
  },
];
