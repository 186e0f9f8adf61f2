import {
  AlertTriangle,
  Briefcase,
  CalendarClock,
  CheckCircle2,
  FileText,
  Info,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/utils';

const icons: Record<string, { icon: LucideIcon; className: string }> = {
  job_match: { icon: Briefcase, className: 'bg-brand-50 [&_svg]:text-brand-600!' },
  interview_reminder: { icon: CalendarClock, className: 'bg-violet-50 [&_svg]:text-violet-600!' },
  application_update: { icon: FileText, className: 'bg-sky-50 [&_svg]:text-sky-600!' },
  success: { icon: CheckCircle2, className: 'bg-green-50 [&_svg]:text-green-600!' },
  warning: { icon: AlertTriangle, className: 'bg-amber-50 [&_svg]:text-amber-600!' },
  error: { icon: XCircle, className: 'bg-red-50 [&_svg]:text-red-600!' },
};
const fallback = { icon: Info, className: 'bg-slate-100 [&_svg]:text-slate-600!' };

/** The icon for a notification type (seed 000 §3); unknown types read as generic info. */
export function NotificationIcon({ type }: { type: string }) {
  const { icon: Icon, className } = icons[type] ?? fallback;
  return (
    <span
      data-notification-type={icons[type] ? type : 'info'}
      className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', className)}
    >
      <Icon aria-hidden="true" className="size-4" />
    </span>
  );
}
