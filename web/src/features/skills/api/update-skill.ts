import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SkillInput } from '@/features/skills/api/create-skill';
import { skillSchema, type Skill } from '@/features/skills/api/get-user-skills';
import { api } from '@/lib/api-client';
import { refreshServerEvents } from '@/lib/server-events';

export async function updateSkill({ id, data }: { id: string; data: Partial<SkillInput> }): Promise<Skill> {
  return skillSchema.parse(await api.put(`/api/skills/${encodeURIComponent(id)}`, data));
}

export function useUpdateSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSkill,
    onSuccess: (skill) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/users', skill.userId, 'skills'] });
      refreshServerEvents(queryClient);
    },
  });
}
