import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { userQueryKey } from '@/lib/user';
import { api } from '@/lib/api-client';

/** Seed 000 §5, onboarding profile. */
export const onboardingProfileSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, 'First name is required')),
  lastName: z.string().check(z.trim(), z.minLength(1, 'Last name is required')),
  currentTitle: z.string().check(z.trim(), z.minLength(1, 'Job title is required')),
  yearsExperience: z.pipe(z.transform((v) => {
    const n = typeof v === 'number' ? v : Number(v);
    return v === '' || v === null || Number.isNaN(n) ? 0 : n;
  }), z.number().check(
    z.gte(0, 'Years of experience must be between 0 and 50'),
    z.lte(50, 'Years of experience must be between 0 and 50'),
  )),
  industry: z.string().check(z.minLength(1, 'Industry is required')),
});
export type OnboardingProfileInput = z.infer<typeof onboardingProfileSchema>;

export async function saveOnboardingProfile(input: OnboardingProfileInput): Promise<unknown> {
  return api.post('/api/onboarding/profile', input);
}

export function useSaveOnboardingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboardingProfile,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
