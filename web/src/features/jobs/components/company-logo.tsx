import { useState } from 'react';
import { companyInitial } from '@/features/jobs/lib/format';
import { cn } from '@/lib/utils';

/** The company's logo, or its initial when there is none (or it fails to load). */
export function CompanyLogo({ company, logo, className }: { company: string; logo: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const base = cn('flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-xl', className);
  if (logo && !failed) {
    return (
      <span className={cn(base, 'border bg-white')}>
        <img src={logo} alt={`${company} logo`} className="size-full object-contain" onError={() => setFailed(true)} />
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(base, 'bg-gradient-to-br from-brand-400 to-brand-700 text-lg font-bold text-white')}
    >
      {companyInitial(company)}
    </span>
  );
}
