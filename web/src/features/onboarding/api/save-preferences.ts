import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { userQueryKey } from '@/lib/user';
import { api } from '@/lib/api-client';

/** Seed 000 §5, onboarding preferences. */
export const onboardingPreferencesSchema = z.object({
  careerGoals: z.array(z.string()).check(z.minLength(1, 'Select at least one career goal')),
  skills: z.array(z.string()).check(z.minLength(1, 'Add at least one skill')),
});
export type OnboardingPreferencesInput = z.infer<typeof onboardingPreferencesSchema>;

export async function saveOnboardingPreferences(input: OnboardingPreferencesInput): Promise<unknown> {
  return api.post('/api/onboarding/preferences', input);
}

export function useSaveOnboardingPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboardingPreferences,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
