import { FirestoreOutbox } from '../../src/adapters/outbox/firestore.js';
import { FirestoreStore } from '../../src/adapters/store/firestore.js';
import { outboxContract } from './contract.js';

// Run by scripts/test-firestore.mjs, which starts the emulator (with serializable transactions).
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulatorHost) {
  throw new Error(
    'FIRESTORE_EMULATOR_HOST is not set: run this suite with `node scripts/test-firestore.mjs`',
  );
}

// Each test gets its own project, so its outbox starts empty.
const run = Math.random().toString(36).slice(2, 8);
let projects = 0;

outboxContract('firestore', () => {
  const projectId = `demo-ankvidya-outbox-${run}-${++projects}`;
  return Promise.resolve({
    store: new FirestoreStore(projectId, emulatorHost),
    outbox: new FirestoreOutbox(projectId),
  });
});
