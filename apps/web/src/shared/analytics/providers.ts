import { apiFetch } from '../api/client';
import { getConfig } from '../api/config';
import type { Analytics } from './analytics';

/** POST /api/events { name, path }: the default, and the fallback when Firebase is not set up. */
export const apiAnalytics: Analytics = {
  async logEvent(name, path) {
    await apiFetch('/api/events', { method: 'POST', body: { name, path }, keepalive: true });
  },
};

async function firebaseAnalytics(): Promise<Analytics> {
  const [{ getFirebaseApp }, { getAnalytics, isSupported, logEvent }] = await Promise.all([
    import('../lib/firebase-app'),
    import('firebase/analytics'),
  ]);
  if (!(await isSupported())) return apiAnalytics;
  const { app } = await getFirebaseApp();
  const instance = getAnalytics(app);
  // Our event names are plain strings to Firebase (its typings single out its own names).
  const log = logEvent as (
    analytics: typeof instance,
    name: string,
    params: Record<string, string>,
  ) => void;
  return {
    logEvent(name, path) {
      log(instance, name, { page_path: path });
      return Promise.resolve();
    },
  };
}

export async function createAnalytics(): Promise<Analytics> {
  try {
    const config = await getConfig();
    if (config.analytics === 'firebase' && config.firebase.measurementId)
      return await firebaseAnalytics();
  } catch (error) {
    console.error(error);
  }
  return apiAnalytics;
}
