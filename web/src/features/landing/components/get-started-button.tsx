import { ArrowRight } from 'lucide-react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

/** Every Get Started on the landing page goes to plan selection (seed 000 §2). */
export function GetStartedButton({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <Button
      asChild
      size="lg"
      className={cn(
        'h-12 rounded-xl px-6 text-base font-semibold',
        inverted
          ? 'bg-white text-brand-700 shadow-lg shadow-brand-900/20 hover:bg-brand-50'
          : 'bg-gradient-to-r from-brand-600 to-brand-700 text-white shadow-lg shadow-brand-500/25 hover:from-brand-700 hover:to-brand-800',
        className,
      )}
    >
      <Link to={paths.subscribe}>
        Get Started
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
