import type { PaymentMode } from '@ankvidya/schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from './client';

/** GET /api/config: what the browser needs to start Firebase. */
export interface AppConfig {
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    appId: string;
    measurementId?: string;
  };
  authEmulatorUrl: string | null;
  paymentMode: PaymentMode;
  analytics: 'firebase' | 'api';
}

let pending: Promise<AppConfig> | null = null;

/** Fetched once per page load and shared (auth, analytics and react-query all use it). */
export function getConfig(): Promise<AppConfig> {
  pending ??= apiJson<AppConfig>('/api/config').catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

export const configQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: getConfig, staleTime: Infinity });
