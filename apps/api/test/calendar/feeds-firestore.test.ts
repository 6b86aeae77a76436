import { FirestoreCalendarFeeds } from '../../src/adapters/calendar-feeds/firestore.js';
import { FirestoreStore } from '../../src/adapters/store/firestore.js';
import { calendarFeedsContract } from './feeds-contract.js';

// Run by scripts/test-firestore.mjs, which starts the emulator.
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulatorHost) {
  throw new Error(
    'FIRESTORE_EMULATOR_HOST is not set: run this suite with `node scripts/test-firestore.mjs`',
  );
}

const run = Math.random().toString(36).slice(2, 8);
let projects = 0;

calendarFeedsContract('firestore', () => {
  const projectId = `demo-ankvidya-feeds-${run}-${++projects}`;
  // The store sets up the project's Firebase app, which the feeds share.
  new FirestoreStore(projectId, emulatorHost);
  return Promise.resolve(new FirestoreCalendarFeeds(projectId));
});
