import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { api } from '@/lib/api-client';

/** GET /api/config: which optional services this server has turned on. */
export const appConfigSchema = z.object({
  stripePublishableKey: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? '')),
  paymentsEnabled: z.pipe(z.optional(z.nullable(z.boolean())), z.transform((v) => v ?? false)),
  aiProvider: z.pipe(z.optional(z.nullable(z.string())), z.transform((v) => v ?? 'local')),
  /** False when the server only logs its e-mails (no SMTP_URL). */
  mailConfigured: z.pipe(z.optional(z.nullable(z.boolean())), z.transform((v) => v ?? false)),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const appConfigQueryKey = ['/api/config'] as const;

export async function getAppConfig(): Promise<AppConfig> {
  return appConfigSchema.parse(await api.get('/api/config'));
}

export function useAppConfig() {
  return useQuery(queryOptions({ queryKey: appConfigQueryKey, queryFn: getAppConfig }));
}

/** Payments are live only when the server hands out a publishable key; otherwise demo mode. */
export function paymentsLive(config: AppConfig | undefined): boolean {
  return Boolean(config?.stripePublishableKey);
}
