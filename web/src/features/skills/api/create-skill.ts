import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { skillCategories, skillLevels, skillSchema, type Skill } from '@/features/skills/api/get-user-skills';
import { api } from '@/lib/api-client';
import { refreshServerEvents } from '@/lib/server-events';

export const skillInputSchema = z.object({
  userId: z.string(),
  name: z.string().check(z.trim(), z.minLength(1, 'Skill name is required')),
  level: z.enum(skillLevels),
  category: z.enum(skillCategories),
});
export type SkillInput = z.infer<typeof skillInputSchema>;

export async function createSkill(input: SkillInput): Promise<Skill> {
  return skillSchema.parse(await api.post('/api/skills', input));
}

export function useCreateSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSkill,
    onSuccess: (skill) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/users', skill.userId, 'skills'] });
      refreshServerEvents(queryClient);
    },
  });
}
