import { FlaskConical } from 'lucide-react';
import { Link } from '@/lib/router';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** The badge of a sample posting (generated from O*NET data). */
export function SampleBadge() {
  return (
    <Badge variant="warning" data-testid="sample-badge">
      <FlaskConical aria-hidden="true" className="size-3" />
      Sample posting
    </Badge>
  );
}

/** Says that a posting is a sample, where it comes from, and links /about-data. */
export function SampleNotice({ className }: { className?: string }) {
  return (
    <p className={cn('text-xs text-amber-900', className)} data-testid="sample-notice">
      Generated from O*NET occupation data, not posted by an employer.{' '}
      <Link to="/about-data" className="font-medium underline underline-offset-2">
        About the data
      </Link>
    </p>
  );
}
