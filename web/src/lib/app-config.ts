import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/config: which optional services this server has turned on. Read
 * without zod, as the sign-in page needs it (its budget has no room for
 * zod).
 */
export interface AppConfig {
  stripePublishableKey: string;
  paymentsEnabled: boolean;
  aiProvider: string;
  /** False when the server only logs its e-mails (no SMTP_URL). */
  mailConfigured: boolean;
  /** The provider of the "Sign in with" button; '' when off. */
  oidcName: string;
}

export function parseAppConfig(data: unknown): AppConfig {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
  return {
    stripePublishableKey: text(d.stripePublishableKey, ''),
    paymentsEnabled: d.paymentsEnabled === true,
    aiProvider: text(d.aiProvider, 'local'),
    mailConfigured: d.mailConfigured === true,
    oidcName: text(d.oidcName, ''),
  };
}

export const appConfigQueryKey = ['/api/config'] as const;

export async function getAppConfig(): Promise<AppConfig> {
  return parseAppConfig(await api.get('/api/config'));
}

export function useAppConfig() {
  return useQuery(queryOptions({ queryKey: appConfigQueryKey, queryFn: getAppConfig }));
}
