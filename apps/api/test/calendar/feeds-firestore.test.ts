import { FirestoreCalendarFeeds } from '../../src/adapters/calendar-feeds/firestore.js';
import { FirestoreStore } from '../../src/adapters/store/firestore.js';
import { firestoreEmulatorHost, newProjectIds } from '../support/firestore-emulator.js';
import { calendarFeedsContract } from './feeds-contract.js';

// Run by scripts/test-firestore.mjs, which starts the emulator.
const emulatorHost = firestoreEmulatorHost();
const newProject = newProjectIds('demo-ankvidya-feeds');

calendarFeedsContract('firestore', () => {
  const projectId = newProject();
  // The store sets up the project's Firebase app, which the feeds share.
  new FirestoreStore(projectId, emulatorHost);
  return Promise.resolve(new FirestoreCalendarFeeds(projectId));
});
