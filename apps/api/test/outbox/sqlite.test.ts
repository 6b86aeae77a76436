import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteOutbox } from '../../src/adapters/outbox/sqlite.js';
import { SqliteStore } from '../../src/adapters/store/sqlite.js';
import { outboxContract } from './contract.js';

outboxContract('sqlite', () => {
  const store = new SqliteStore(':memory:');
  return Promise.resolve({ store, outbox: new SqliteOutbox(store.connection) });
});

describe('sqlite outbox in the payment transaction', () => {
  it('records no payment when its email cannot be written, and takes the event again later', async () => {
    const store = new SqliteStore(':memory:');
    const outbox = new SqliteOutbox(store.connection);
    await store.signIn(
      { uid: 'u1', email: 'u1@example.in', name: 'Asha', photoURL: null, phoneNumber: null },
      '2026-11-21T10:00:00.000Z',
    );
    const { pdfID } = await store.createReport({
      pdfID: 'pdf-aaaaaaaaaaaaaaaa-1',
      uid: 'u1',
      name: 'Asha Verma',
      dob: '1990-08-05',
      gender: 'Female',
      latinName: null,
      preferredSpelling: null,
      locale: 'en',
      createdAt: '2026-11-21T10:00:00.000Z',
    });
    const event = {
      eventId: 'evt-1',
      intentId: 'pi-1',
      status: 'succeeded' as const,
      uid: 'u1',
      pdfID,
      amount: 49900,
      currency: 'inr',
      at: '2026-11-21T10:05:00.000Z',
    };
    // The outbox cannot be written (a full disk would do the same to the whole transaction).
    store.connection.exec('ALTER TABLE outbox RENAME TO outbox_away');
    await expect(store.applyPaymentEvent(event)).rejects.toThrow(/outbox/);
    expect(await store.getPaymentsForReport(pdfID)).toEqual([]);
    expect((await store.getReport(pdfID))?.unlockedBy).toBeNull();
    // Nothing of the event was kept, so its redelivery is applied in full.
    store.connection.exec('ALTER TABLE outbox_away RENAME TO outbox');
    expect(await store.applyPaymentEvent(event)).toBe('applied');
    expect((await store.getReport(pdfID))?.unlockedBy).toBe('payment');
    expect((await outbox.list()).map((e) => e.paymentId)).toEqual(['pi-1']);
    await store.close();
  });
});

describe('sqlite outbox on a shared file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ankvidya-outbox-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps the outbox table in a database it reopens, as its own', async () => {
    const file = path.join(dir, 'reopen.sqlite');
    const first = new SqliteStore(file);
    new SqliteOutbox(first.connection);
    await first.close();
    // A database holding an outbox table is still recognised as Ankvidya's.
    const again = new SqliteStore(file);
    expect(await new SqliteOutbox(again.connection).list()).toEqual([]);
    await again.close();
  });
});
