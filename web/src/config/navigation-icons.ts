import {
  BarChart3,
  Briefcase,
  ClipboardList,
  Compass,
  FileText,
  Gauge,
  GraduationCap,
  LayoutDashboard,
  MessagesSquare,
  PenLine,
  Trophy,
  type LucideIcon,
} from 'lucide-react';

/** The icon of each link of config/navigation.ts, by its href. */
export const navigationIcons: Record<string, LucideIcon> = {
  '/': LayoutDashboard,
  '/jobs': Briefcase,
  '/career': Compass,
  '/learning': GraduationCap,
  '/resume': FileText,
  '/interview': MessagesSquare,
  '/application-materials': PenLine,
  '/market-intelligence': BarChart3,
  '/applications': ClipboardList,
  '/dashboard': Gauge,
  '/trophy-case': Trophy,
};
