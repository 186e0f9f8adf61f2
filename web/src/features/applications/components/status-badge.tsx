import { Badge } from '@/components/ui/badge';
import { statusBadgeClass, statusLabel } from '@/features/applications/lib/status';
import { cn } from '@/lib/utils';

/** The capitalised status badge, coloured per status. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge data-testid="status-badge" className={cn(statusBadgeClass(status), className)}>
      {statusLabel(status)}
    </Badge>
  );
}
