import { getFirestore, type Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { firebaseApp } from '../../src/adapters/auth/firebase.js';
import { FirestoreRateCounter, RATE_COLLECTION } from '../../src/adapters/rate/firestore.js';
import { docId, FirestoreStore } from '../../src/adapters/store/firestore.js';
import { EmailTakenError } from '../../src/ports/store.js';
import { firestoreEmulatorHost, newProjectIds } from '../support/firestore-emulator.js';
import { storeContract } from './contract.js';
import { invoiceContract } from './invoice-contract.js';

// Run by scripts/test-firestore.mjs (`pnpm --filter @ankvidya/api test:firestore`), which starts
// the emulator.
const emulatorHost = firestoreEmulatorHost();
// Each store gets its own project, so it starts empty and closing it ends only its own client.
const newProject = newProjectIds('demo-ankvidya');
const openStore = (projectId = newProject()) => new FirestoreStore(projectId, emulatorHost);

storeContract('firestore', () => Promise.resolve(openStore()));
invoiceContract('firestore', () => Promise.resolve(openStore()));

describe('firestore store layout and races', () => {
  const who = (uid: string, email: string) => ({
    uid,
    email,
    name: 'Asha Verma',
    photoURL: 'https://example.in/a.png',
    phoneNumber: '+919800000000',
  });

  it('says which project and emulator it uses', async () => {
    const store = openStore('demo-ankvidya-location');
    expect(store.kind).toBe('firestore');
    expect(store.location).toBe(`project demo-ankvidya-location, emulator ${emulatorHost}`);
    await store.close();
    expect(() => new FirestoreStore('demo-ankvidya-other', '127.0.0.1:1')).toThrow(
      /FIRESTORE_EMULATOR_HOST/,
    );
  });

  it('stores a user as its profile fields plus createdAt, with its email document', async () => {
    const projectId = newProject();
    const store = openStore(projectId);
    await store.signIn(who('uid-1', 'Asha@Example.in'), '2026-11-21T10:00:00.000Z');
    const db = getFirestore(firebaseApp(projectId));
    expect((await db.doc('users/uid-1').get()).data()).toEqual({
      uid: 'uid-1',
      name: 'Asha Verma',
      authProvider: 'google',
      email: 'asha@example.in',
      phoneNumber: '+919800000000',
      photoURL: 'https://example.in/a.png',
      remainingPDFQuota: 1,
      lastLogin: '2026-11-21T10:00:00.000Z',
      createdAt: '2026-11-21T10:00:00.000Z',
    });
    expect((await db.doc('userEmails/asha@example.in').get()).data()).toEqual({
      uid: 'uid-1',
      createdAt: '2026-11-21T10:00:00.000Z',
    });
    await store.close();
  });

  it('creates one user when first sign-ins with one email race', async () => {
    const store = openStore();
    const results = await Promise.allSettled(
      [1, 2, 3, 4].map((i) =>
        store.signIn(
          who(`racer-${i}`, i % 2 ? 'race@example.in' : 'RACE@example.in'),
          '2026-11-21T10:00:00.000Z',
        ),
      ),
    );
    const created = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(created).toHaveLength(1);
    const refused: unknown[] = results.flatMap((r) =>
      r.status === 'rejected' ? [r.reason as unknown] : [],
    );
    expect(refused.every((e) => e instanceof EmailTakenError)).toBe(true);
    expect((await store.getUserByEmail('race@example.in'))?.uid).toBe(created[0]!.user.uid);
    expect((await store.getUserByEmail('race@example.in'))?.remainingPDFQuota).toBe(1);
    await store.close();
  });

  it('creates one user when first sign-ins of one uid race', async () => {
    const store = openStore();
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        store.signIn(who('same-racer', 'same@example.in'), '2026-11-21T10:00:00.000Z'),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect((await store.getUser('same-racer'))?.remainingPDFQuota).toBe(1);
    await store.close();
  });

  it('lets a report be unlocked once when a credit and a payment race', async () => {
    const store = openStore();
    await store.signIn(who('payer', 'payer@example.in'), '2026-11-21T10:00:00.000Z');
    const report = await store.createReport({
      pdfID: 'pdf-race-aaaaaaaaaaaa',
      uid: 'payer',
      name: 'Asha Verma',
      dob: '1990-08-05',
      gender: 'Female',
      latinName: null,
      preferredSpelling: null,
      locale: 'en' as const,
      createdAt: '2026-11-21T10:00:00.000Z',
    });
    const [credit] = await Promise.all([
      store.unlockWithCredit('payer', report.pdfID, '2026-11-21T10:01:00.000Z'),
      store.applyPaymentEvent({
        eventId: 'evt-race',
        intentId: 'pi-race',
        status: 'succeeded',
        uid: 'payer',
        pdfID: report.pdfID,
        amount: 49900,
        currency: 'inr',
        at: '2026-11-21T10:01:00.000Z',
      }),
    ]);
    const stored = await store.getReport(report.pdfID);
    const quota = (await store.getUserByEmail('payer@example.in'))?.remainingPDFQuota;
    // Whichever committed first unlocked it; the credit is spent only if it was the credit.
    if (credit === 'unlocked') {
      expect(stored?.unlockedBy).toBe('credit');
      expect(quota).toBe(0);
    } else {
      expect(credit).toBe('already_unlocked');
      expect(stored?.unlockedBy).toBe('payment');
      expect(quota).toBe(1);
    }
    await store.close();
  });

  it('addresses keys that are not valid document ids without touching other paths', async () => {
    expect(docId('pdf-abc')).toBe('pdf-abc');
    expect(docId('a.b+c@example.in')).toBe('a.b+c@example.in');
    expect(new Set(['a/b', 'a%2Fb', '', '%', '.', '..', '__x__', '%.']).size).toBe(8);
    expect(new Set(['a/b', 'a%2Fb', '', '%', '.', '..', '__x__', '%.'].map(docId)).size).toBe(8);
    const store = openStore();
    expect(await store.getReport('reports/x')).toBeUndefined();
    expect(await store.getReport('..')).toBeUndefined();
    expect(await store.getIntent('')).toBeUndefined();
    const { user } = await store.signIn(
      who('slash', 'first/last@example.in'),
      '2026-11-21T10:00:00.000Z',
    );
    expect((await store.getUserByEmail('First/Last@example.in'))?.uid).toBe(user.uid);
    await store.close();
  });
});

describe('firestore rate counter', () => {
  it('counts one document per key and minute, in a transaction, with a TTL field', async () => {
    const projectId = newProject();
    const counter = new FirestoreRateCounter(projectId);
    const window = 29_000_000;
    // Twelve hits at once from "several instances": every one counted, none lost to a race.
    const counts = await Promise.all(
      Array.from({ length: 12 }, () => counter.hit('payments:uid:u1', window, 100)),
    );
    expect([...counts].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(await counter.hit('payments:uid:u1', window + 1, 100)).toBe(1);
    expect(await counter.hit('reports:uid:u1', window, 100)).toBe(1);
    const db = getFirestore(firebaseApp(projectId));
    const doc = (await db.doc(`${RATE_COLLECTION}/payments:uid:u1@${window}`).get()).data();
    expect(doc).toMatchObject({ key: 'payments:uid:u1', window, count: 12 });
    // Deleted by Firestore's TTL policy a few minutes after its window.
    expect((doc?.expireAt as Timestamp).toMillis()).toBe((window + 3) * 60_000);
  });

  it('stops writing once a key is over its limit', async () => {
    const projectId = newProject();
    const counter = new FirestoreRateCounter(projectId);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await counter.hit('uid:flood', 7, 2));
    expect(answers).toEqual([1, 2, 3, 3, 3]);
    const db = getFirestore(firebaseApp(projectId));
    expect((await db.doc(`${RATE_COLLECTION}/uid:flood@7`).get()).get('count')).toBe(3);
  });
});
