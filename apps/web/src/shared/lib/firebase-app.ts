/**
 * The Firebase app, created on first use. Only imported dynamically (sign-in, tokens, Firebase
 * Analytics), so no Firebase code is in any page's first load.
 */
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { getConfig, type AppConfig } from '../api/config';

let pending: Promise<{ app: FirebaseApp; config: AppConfig }> | null = null;

export function getFirebaseApp(): Promise<{ app: FirebaseApp; config: AppConfig }> {
  pending ??= getConfig()
    .then((config) => ({
      app: getApps().length > 0 ? getApp() : initializeApp(config.firebase),
      config,
    }))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
