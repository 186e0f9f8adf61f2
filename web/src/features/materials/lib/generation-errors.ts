import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { ApiError, type FieldErrors } from '@/lib/api-client';

/**
 * Field messages of a generate call. A 400 with field errors shows them on
 * the form; any other failure shows the seed's toast (§8) — 'Generation
 * Failed' / 'Failed to generate {what}. Please try again.' — and the form
 * keeps what the user typed.
 */
export function useGenerationErrors(what: string) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const onError = (error: unknown) => {
    if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
      setErrors(error.fieldErrors);
      return;
    }
    setErrors({});
    toast({ variant: 'destructive', title: 'Generation Failed', description: `Failed to generate ${what}. Please try again.` });
  };
  return { errors, setErrors, onError, clear: () => setErrors({}) };
}
