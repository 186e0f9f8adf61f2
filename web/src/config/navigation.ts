import {
  BarChart3,
  Briefcase,
  ClipboardList,
  PenLine,
  Compass,
  FileText,
  GraduationCap,
  LayoutDashboard,
  MessagesSquare,
  type LucideIcon,
} from 'lucide-react';

export interface NavLinkItem {
  label: string;
  href: string;
  icon: LucideIcon;
  description?: string;
}

/** The four main links: desktop bar, mobile drawer and bottom tab bar (seed 000 §2). */
export const mainNavigation: NavLinkItem[] = [
  { label: 'Dashboard', href: '/', icon: LayoutDashboard },
  { label: 'Jobs', href: '/jobs', icon: Briefcase },
  { label: 'Career', href: '/career', icon: Compass },
  { label: 'Learning', href: '/learning', icon: GraduationCap },
];

/** The Tools menu (seed 000 §2). */
export const toolsNavigation: NavLinkItem[] = [
  { label: 'Resume Builder', href: '/resume', icon: FileText, description: 'Build and optimise your resume' },
  { label: 'Interview Coach', href: '/interview', icon: MessagesSquare, description: 'Practise with AI feedback' },
  {
    label: 'Application Materials',
    href: '/application-materials',
    icon: PenLine,
    description: 'Cover letters, answers and portfolio summaries',
  },
  {
    label: 'Market Intelligence',
    href: '/market-intelligence',
    icon: BarChart3,
    description: 'Salaries, skills and trends',
  },
  {
    label: 'Application Tracker',
    href: '/applications',
    icon: ClipboardList,
    description: 'Every application in one place',
  },
];
