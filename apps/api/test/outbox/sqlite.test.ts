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
