/**
 * A SQLite file as a site in use has one (thousands of pages), and the damage a failing disk or
 * a half-finished copy does to it: pages in the middle overwritten, the header left intact.
 */
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { SqliteStore } from '../../src/adapters/store/sqlite.js';

/** Writes `readers` users with two reports each; returns their uids. */
export async function writeDatabaseInUse(file: string, readers: number): Promise<string[]> {
  await new SqliteStore(file).close();
  const db = new Database(file);
  const at = '2026-11-21T10:00:00.000Z';
  const user = db.prepare(
    `INSERT INTO users (uid, email, name, remaining_pdf_quota, last_login, created_at)
     VALUES (?, ?, ?, 1, ?, ?)`,
  );
  const report = db.prepare(
    `INSERT INTO reports (pdf_id, uid, name, dob, gender, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const uids = Array.from({ length: readers }, (_, i) => `uid-${String(i).padStart(8, '0')}`);
  db.transaction(() => {
    uids.forEach((uid, i) => {
      user.run(uid, `reader${i}@example.in`, `Reader Number ${i}`, at, at);
      for (const k of [0, 1])
        report.run(`pdf-${uid}-${k}`, uid, `Reader Number ${i}`, '1990-08-05', 'Female', at);
    });
  })();
  // Closing the last connection moves the WAL into the file itself.
  db.close();
  return uids;
}

/** Overwrites `count` pages around the middle of the file with junk; the first pages stay intact. */
export function damageMiddle(file: string, count: number): void {
  const page = 4096;
  const pages = Math.floor(fs.statSync(file).size / page);
  const first = Math.max(2, Math.floor((pages - count) / 2));
  const fd = fs.openSync(file, 'r+');
  fs.writeSync(
    fd,
    Buffer.alloc(Math.min(count, pages - first) * page, 0x5a),
    0,
    undefined,
    first * page,
  );
  fs.closeSync(fd);
}
