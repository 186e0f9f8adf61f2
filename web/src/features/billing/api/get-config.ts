import type { AppConfig } from '@/lib/app-config';

/** GET /api/config lives in lib/app-config.ts (the sign-in page reads it too). */
export { appConfigQueryKey, getAppConfig, useAppConfig, type AppConfig } from '@/lib/app-config';

/** Payments are live only when the server hands out a publishable key; otherwise demo mode. */
export function paymentsLive(config: AppConfig | undefined): boolean {
  return Boolean(config?.stripePublishableKey);
}
