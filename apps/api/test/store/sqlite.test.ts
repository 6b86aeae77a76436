import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { SqliteStore } from '../../src/adapters/store/sqlite.js';
import { storeContract } from './contract.js';
import { invoiceContract } from './invoice-contract.js';

storeContract('sqlite', () => Promise.resolve(new SqliteStore(':memory:')));
invoiceContract('sqlite', () => Promise.resolve(new SqliteStore(':memory:')));

describe('sqlite store on disk', () => {
  it('keeps data across reopening the file, in WAL mode', async () => {
    const file = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), 'ankvidya-')),
      'nested',
      'db.sqlite',
    );
    const first = new SqliteStore(file);
    await first.signIn(
      { uid: 'u1', email: 'a@b.in', name: 'A', photoURL: null, phoneNumber: null },
      '2026-11-21T10:00:00.000Z',
    );
    await first.close();
    const second = new SqliteStore(file);
    expect((await second.getUserByEmail('a@b.in'))?.uid).toBe('u1');
    await second.close();
    expect(fs.existsSync(file)).toBe(true);
  });

  it('adds the columns of later versions to a reports table from before them', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ankvidya-')), 'db.sqlite');
    void new SqliteStore(file).close();
    const db = new Database(file);
    // A reports table as the first releases made it, with a report in it.
    db.exec('DROP TABLE reports');
    db.exec(`CREATE TABLE reports (pdf_id TEXT PRIMARY KEY, uid TEXT NOT NULL, name TEXT NOT NULL,
      dob TEXT NOT NULL, gender TEXT NOT NULL, created_at TEXT NOT NULL, unlocked_by TEXT,
      unlocked_at TEXT)`);
    db.exec(`INSERT INTO reports VALUES ('pdf-old-aaaaaaaaaaaaaaaa', 'u', 'Puja Verma',
      '1992-02-17', 'Female', '2026-01-01', NULL, NULL)`);
    db.close();
    const store = new SqliteStore(file);
    expect(await store.getReport('pdf-old-aaaaaaaaaaaaaaaa')).toMatchObject({
      latinName: null,
      preferredSpelling: null,
      locale: 'en' as const,
    });
    await store.setPreferredSpelling('pdf-old-aaaaaaaaaaaaaaaa', 'Pooja Verma');
    expect((await store.getReport('pdf-old-aaaaaaaaaaaaaaaa'))?.preferredSpelling).toBe(
      'Pooja Verma',
    );
    await store.close();
  });

  it('refuses a second succeeded payment for one report at the database itself', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ankvidya-')), 'db.sqlite');
    void new SqliteStore(file).close();
    const db = new Database(file);
    const insert = db.prepare(
      `INSERT INTO payments (payment_id, uid, pdf_id, amount, currency, status, updated_at)
       VALUES (?, 'u', 'report-1', 49900, 'inr', ?, '2026-11-21')`,
    );
    insert.run('pi_1', 'succeeded');
    insert.run('pi_2', 'duplicate');
    expect(() => insert.run('pi_3', 'succeeded')).toThrow(/UNIQUE/);
    db.close();
  });
});
