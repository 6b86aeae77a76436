import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { SqliteStore } from '../src/adapters/store/sqlite.js';
import { damageMiddle, writeDatabaseInUse } from './support/database-file.js';

const server = fileURLToPath(new URL('../dist/server.js', import.meta.url));
const temp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ankvidya-datadir-'));

/** Starts the built server with this DATA_DIR and returns how it ended. */
function start(dataDir: string) {
  const result = spawnSync(process.execPath, [server], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { code: result.status, stderr: result.stderr };
}

describe('a DATA_DIR the server cannot use stops start-up with a message, not a stack trace', () => {
  it.each([
    [
      'a file where the folder should be',
      () => {
        const file = path.join(temp(), 'not-a-folder');
        fs.writeFileSync(file, 'x');
        return file;
      },
      /EEXIST|ENOTDIR/,
    ],
    [
      'a corrupt database',
      () => {
        const dir = temp();
        fs.writeFileSync(path.join(dir, 'ankvidya.sqlite'), Buffer.alloc(8192, 7));
        return dir;
      },
      /not a database/,
    ],
    [
      "another program's database",
      () => {
        const dir = temp();
        const db = new Database(path.join(dir, 'ankvidya.sqlite'));
        db.exec('CREATE TABLE songs (title TEXT)');
        db.close();
        return dir;
      },
      /another program/,
    ],
  ])('%s', (_what, makeDir, reason) => {
    const dir = makeDir();
    const { code, stderr } = start(dir);
    expect(code).toBe(1);
    expect(stderr).toContain(`DATA_DIR ${dir}`);
    expect(stderr).toContain(path.join(dir, 'ankvidya.sqlite'));
    expect(stderr).toMatch(reason);
    expect(stderr).not.toMatch(/^\s+at /m);
  });

  it('a database damaged in the middle (its header intact)', async () => {
    const dir = temp();
    const file = path.join(dir, 'ankvidya.sqlite');
    await writeDatabaseInUse(file, 2_000);
    damageMiddle(file, 4);
    const { code, stderr } = start(dir);
    expect(code).toBe(1);
    expect(stderr).toContain(`DATA_DIR ${dir}`);
    expect(stderr).toContain(file);
    expect(stderr).toMatch(/the file is damaged \(quick_check: Tree \d+ page \d+: /);
    expect(stderr).toMatch(/restore the file from a backup/);
    expect(stderr).not.toMatch(/^\s+at /m);
  });

  it('opens a database of an earlier Ankvidya version and marks it as ours', async () => {
    const file = path.join(temp(), 'ankvidya.sqlite');
    await new SqliteStore(file).close();
    // Versions before the mark wrote the same tables with application_id 0.
    const old = new Database(file);
    old.pragma('application_id = 0');
    old.close();
    await new SqliteStore(file).close();
    const db = new Database(file);
    expect(db.pragma('application_id', { simple: true })).toBe(0x416e6b76);
    db.close();
  });
});

describe('a database file damaged while the server runs', () => {
  it('reports not ready once a read finds the file damaged, and stays so', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ankvidya-')), 'db.sqlite');
    // 23 MB: more than better-sqlite3's page cache (16 MB) holds, so reads go to the disk.
    const uids = await writeDatabaseInUse(file, 40_000);
    const store = new SqliteStore(file);
    await expect(store.checkReady()).resolves.toBeUndefined();
    // The disk fails under the running server: half the pages are now junk.
    damageMiddle(file, Math.floor(fs.statSync(file).size / 4096 / 2));
    const reads = await Promise.allSettled(uids.map((uid) => store.listReports(uid)));
    const failures = reads.filter((read) => read.status === 'rejected');
    expect(failures.length).toBeGreaterThan(0);
    expect(failures[0]!.reason).toMatchObject({ code: expect.stringMatching(/^SQLITE_CORRUPT/) });
    await expect(store.checkReady()).rejects.toThrow(/damaged/);
    // Reads that still work do not make it ready again: the file does not heal.
    await store.getUser(uids[0]!);
    await expect(store.checkReady()).rejects.toThrow(/damaged/);
    await store.close();
  });
});
