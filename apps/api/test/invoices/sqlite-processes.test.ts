/**
 * Invoice numbers when several processes pay into one SQLite file at the same moment (two API
 * instances on one disk): each number once, none skipped. Within one process the store's calls
 * are synchronous, so only separate processes can really race.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../src/adapters/store/sqlite.js';

const run = promisify(execFile);
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PROCESSES = 4;
const PAYMENTS_EACH = 15;

let buildDir: string;
let dataDir: string;
beforeAll(async () => {
  const cacheDir = path.join(apiDir, 'node_modules/.cache');
  mkdirSync(cacheDir, { recursive: true });
  buildDir = mkdtempSync(path.join(cacheDir, 'invoice-payer-'));
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'ankvidya-invoices-'));
  // A child process runs JavaScript: the payer is built from the current source, as in dist.
  await build({
    entry: { payer: path.join(apiDir, 'test/support/invoice-payer.ts') },
    outDir: buildDir,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    external: [/^[^./]/],
    silent: true,
    config: false,
  });
}, 120_000);
afterAll(() => {
  rmSync(buildDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('sqlite invoice numbers across processes', () => {
  it('gives payments from racing processes consecutive numbers, each once', async () => {
    const file = path.join(dataDir, 'ankvidya.sqlite');
    const store = new SqliteStore(file);
    const uid = 'u-racing';
    await store.signIn(
      { uid, email: 'racing@example.in', name: 'Asha', photoURL: null, phoneNumber: null },
      '2026-11-21T10:00:00.000Z',
    );
    const batches: string[][] = [];
    for (let p = 0; p < PROCESSES; p += 1) {
      const batch: string[] = [];
      for (let i = 0; i < PAYMENTS_EACH; i += 1) {
        const pdfID = `pdf-racing-${p}-${i}-aaaaaaaa`;
        await store.createReport({
          pdfID,
          uid,
          name: 'Asha Verma',
          dob: '1990-08-05',
          gender: 'Female',
          latinName: null,
          preferredSpelling: null,
          locale: 'en',
          createdAt: '2026-11-21T10:00:00.000Z',
        });
        batch.push(pdfID);
      }
      batches.push(batch);
    }
    await store.close();

    const payer = path.join(buildDir, 'payer.js');
    await Promise.all(
      batches.map((batch) => run(process.execPath, [payer, file, uid, ...batch], { cwd: apiDir })),
    );

    const reopened = new SqliteStore(file);
    const invoices = await reopened.invoices.listInvoices(uid);
    await reopened.close();
    const total = PROCESSES * PAYMENTS_EACH;
    expect(invoices).toHaveLength(total);
    expect(invoices.map((i) => i.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: total }, (_, i) => i + 1),
    );
    expect(new Set(invoices.map((i) => i.number)).size).toBe(total);
    // Every process had its turn while the others were paying: the numbers interleave.
    const owners = invoices
      .sort((a, b) => a.sequence - b.sequence)
      .map((i) => i.pdfID.split('-')[2]);
    const changes = owners.filter((owner, i) => i > 0 && owner !== owners[i - 1]).length;
    expect(changes).toBeGreaterThanOrEqual(PROCESSES - 1);
  });
});
