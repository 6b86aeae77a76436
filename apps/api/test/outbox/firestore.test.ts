import { FirestoreOutbox } from '../../src/adapters/outbox/firestore.js';
import { FirestoreStore } from '../../src/adapters/store/firestore.js';
import { firestoreEmulatorHost, newProjectIds } from '../support/firestore-emulator.js';
import { outboxContract } from './contract.js';

// Run by scripts/test-firestore.mjs, which starts the emulator (with serializable transactions).
const emulatorHost = firestoreEmulatorHost();
// Each test gets its own project, so its outbox starts empty.
const newProject = newProjectIds('demo-ankvidya-outbox');

outboxContract('firestore', () => {
  const projectId = newProject();
  return Promise.resolve({
    store: new FirestoreStore(projectId, emulatorHost),
    outbox: new FirestoreOutbox(projectId),
  });
});
