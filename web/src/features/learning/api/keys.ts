/** One query key per learning resource, so one invalidation refreshes every view of it. */
export const learningKeys = {
  paths: ['/api/learning/paths'] as const,
  module: (id: string) => ['/api/learning/modules', id] as const,
  challenges: ['/api/learning/challenges'] as const,
  progress: ['/api/learning/progress'] as const,
  recommendations: (style: string) => ['/api/learning/recommendations', style] as const,
  recommendationsAll: ['/api/learning/recommendations'] as const,
  tutor: ['/api/learning/tutor'] as const,
};
