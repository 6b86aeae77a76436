import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthVerifier } from '../src/adapters/index.js';
import { FirebaseAuthVerifier, firebaseApp } from '../src/adapters/auth/firebase.js';
import { loadConfig } from '../src/config.js';
import { InvalidTokenError } from '../src/ports/auth.js';
import {
  startAuthEmulator,
  startServer,
  type AuthEmulator,
  type ServerProcess,
} from './support/processes.js';

const asha = { name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' };

let emulator: AuthEmulator;
beforeAll(async () => {
  emulator = await startAuthEmulator();
  // firebase-admin in this test process talks to the same emulator (to revoke tokens).
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
});
afterAll(async () => {
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  await emulator?.stop();
});

function api(server: ServerProcess, token?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return {
    get: (p: string) => fetch(`${server.url}${p}`, { headers }),
    post: (p: string, body?: unknown) =>
      fetch(`${server.url}${p}`, {
        method: 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}

function serverEnv(dataDir: string) {
  return {
    DATA_DIR: dataDir,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    FIREBASE_PROJECT_ID: emulator.projectId,
    RATE_LIMIT_PER_MINUTE: '100000',
  };
}

describe('the API with real Auth emulator tokens', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer(serverEnv(fs.mkdtempSync(path.join(os.tmpdir(), 'ankvidya-e2e-'))));
  });
  afterAll(() => server?.stop());

  it('signs in, downloads the free report, pays for the second and refuses a revoked token', async () => {
    const { idToken, localId } = await emulator.signIn('meera@example.in', 'Meera Iyer');
    const client = api(server, idToken);

    const session = await client.post('/api/session');
    expect(session.status).toBe(201);
    expect(await session.json()).toMatchObject({
      uid: localId,
      email: 'meera@example.in',
      name: 'Meera Iyer',
      remainingPDFQuota: 1,
    });

    const first = (await (await client.post('/api/reports', asha)).json()) as { pdfID: string };
    const pdf = await client.get(`/api/reports/${first.pdfID}/pdf`);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const second = (await (
      await client.post('/api/reports', { ...asha, name: 'Ravi Iyer', gender: 'Male' })
    ).json()) as { pdfID: string };
    expect((await client.get(`/api/reports/${second.pdfID}/pdf`)).status).toBe(402);
    const intent = (await (
      await client.post('/api/createPaymentIntent', {
        currency: 'inr',
        amount: 49900,
        pdfID: second.pdfID,
      })
    ).json()) as { clientSecret: string };
    expect(
      (await client.post('/api/demo/confirm', { clientSecret: intent.clientSecret })).status,
    ).toBe(200);
    expect((await client.get(`/api/reports/${second.pdfID}/pdf`)).status).toBe(200);

    // auth_time has one-second resolution: revoke strictly after the sign-in second.
    await new Promise((r) => setTimeout(r, 1100));
    await getAuth(firebaseApp(emulator.projectId)).revokeRefreshTokens(localId);
    const revoked = await client.get('/api/me');
    expect(revoked.status).toBe(401);
    expect(((await revoked.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
  });

  it('DELETE /api/me deletes the sign-in at the Auth emulator: the same token then gets 401', async () => {
    const { idToken, localId } = await emulator.signIn('erase@example.in', 'Erase Me');
    const client = api(server, idToken);
    expect((await client.post('/api/session')).status).toBe(201);
    expect((await client.post('/api/reports', asha)).status).toBe(200);
    const deleted = await fetch(`${server.url}/api/me`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${idToken}` },
    });
    expect(deleted.status).toBe(204);
    const verifier = new FirebaseAuthVerifier(emulator.projectId, emulator.host);
    expect(await verifier.userExists(localId)).toBe(false);
    // Deleting what the provider no longer has counts as done (a retried DELETE erases the rest).
    await expect(verifier.deleteAccount(localId)).resolves.toBeUndefined();
    const after = await client.get('/api/me');
    expect(after.status).toBe(401);
    expect(((await after.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
  });

  it('refuses a token from another project and a tampered token', async () => {
    const { idToken } = await emulator.signIn('ravi@example.in', 'Ravi');
    const [header, payload] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const foreign = `${header}.${Buffer.from(JSON.stringify({ ...claims, aud: 'other-project' })).toString('base64url')}.`;
    expect((await api(server, foreign).get('/api/me')).status).toBe(401);
  });

  it('counts only Google identities with a verified email: no user, no credit otherwise', async () => {
    const password = await emulator.signUpWithPassword('pw-user@example.in');
    const unverified = await emulator.signIn('unverified@example.in', 'Un Verified', false);
    for (const token of [password.idToken, unverified.idToken]) {
      const session = await api(server, token).post('/api/session');
      expect(session.status).toBe(401);
      expect((await api(server, token).post('/api/reports', asha)).status).toBe(401);
    }
  });
});

describe('the unsigned emulator path and production', () => {
  it("accepts the emulator's unsigned tokens only when configured for it, never for production", async () => {
    const { idToken } = await emulator.signIn('prod-check@example.in', 'Prod Check');
    const header = JSON.parse(Buffer.from(idToken.split('.')[0]!, 'base64url').toString()) as {
      alg: string;
    };
    expect(header.alg).toBe('none');
    // The local configuration that asks for the emulator: the path that checks no signature.
    const local = new FirebaseAuthVerifier(emulator.projectId, emulator.host);
    expect((await local.verify(idToken)).email).toBe('prod-check@example.in');

    const env = {
      NODE_ENV: 'production',
      PAYMENTS: 'demo',
      FIREBASE_PROJECT_ID: emulator.projectId,
    };
    // A production server's configuration cannot name the emulator...
    expect(() => loadConfig({ ...env, FIREBASE_AUTH_EMULATOR_HOST: emulator.host })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST must not be set/,
    );
    // ...nor can its verifier be built where the variable reaches firebase-admin anyway...
    const production = loadConfig(env);
    expect(() => createAuthVerifier(production)).toThrow(/FIREBASE_AUTH_EMULATOR_HOST is set/);
    // ...and without it, the same token is refused (alg none is never RS256).
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    try {
      await expect(createAuthVerifier(production).verify(idToken)).rejects.toBeInstanceOf(
        InvalidTokenError,
      );
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    }
  });
});

describe('durability', () => {
  it('finishes requests in flight on SIGTERM, then exits cleanly', async () => {
    const server = await startServer(
      serverEnv(fs.mkdtempSync(path.join(os.tmpdir(), 'ankvidya-term-'))),
    );
    const { idToken } = await emulator.signIn('term@example.in', 'Term Test');
    const client = api(server, idToken);
    await client.post('/api/session');
    const { pdfID } = (await (await client.post('/api/reports', asha)).json()) as { pdfID: string };

    const exited = new Promise<number | null>((resolve) =>
      server.child.once('exit', (code) => resolve(code)),
    );
    const download = client.get(`/api/reports/${pdfID}/pdf`);
    await new Promise((r) => setTimeout(r, 5));
    server.child.kill('SIGTERM');
    const res = await download;
    expect(res.status).toBe(200);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await exited).toBe(0);
  });

  it('loses and doubles no payment when the server is killed with SIGKILL while recording them', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ankvidya-kill-'));
    let server = await startServer(serverEnv(dataDir));
    const buyers = await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        const { idToken } = await emulator.signIn(`buyer${i}@example.in`, `Buyer ${i}`);
        const client = api(server, idToken);
        await client.post('/api/session');
        const free = (await (
          await client.post('/api/reports', { ...asha, name: `Free ${i}` })
        ).json()) as { pdfID: string };
        await client.get(`/api/reports/${free.pdfID}/pdf`);
        const paid = (await (
          await client.post('/api/reports', { ...asha, name: `Paid ${i}` })
        ).json()) as { pdfID: string };
        const intent = (await (
          await client.post('/api/createPaymentIntent', {
            currency: 'inr',
            amount: 49900,
            pdfID: paid.pdfID,
          })
        ).json()) as { clientSecret: string };
        return { idToken, pdfID: paid.pdfID, clientSecret: intent.clientSecret };
      }),
    );

    // Confirm every payment at once and kill the server as soon as the first answers come back,
    // while the rest are still being recorded.
    const acknowledged: string[] = [];
    let firstAcks: () => void = () => {};
    const someAcknowledged = new Promise<void>((resolve) => (firstAcks = resolve));
    const confirms = buyers.map(async (b) => {
      try {
        const res = await api(server, b.idToken).post('/api/demo/confirm', {
          clientSecret: b.clientSecret,
        });
        if (res.status === 200) acknowledged.push(b.pdfID);
        if (acknowledged.length >= 2) firstAcks();
      } catch {
        // Connection cut by the kill: the outcome is unknown to the client.
      }
    });
    await Promise.race([someAcknowledged, Promise.all(confirms)]);
    await server.stop('SIGKILL');
    await Promise.all(confirms);
    expect(acknowledged.length).toBeGreaterThanOrEqual(2);
    console.log(
      `durability: ${acknowledged.length} of ${buyers.length} confirms acknowledged before SIGKILL`,
    );

    server = await startServer(serverEnv(dataDir));
    try {
      for (const b of buyers) {
        const me = (await (await api(server, b.idToken).get('/api/me')).json()) as {
          payments: Record<string, string>;
          reports: Array<{ pdfID: string; unlocked: boolean }>;
        };
        if (acknowledged.includes(b.pdfID)) {
          expect(me.payments[b.pdfID], 'an acknowledged payment survives').toBeDefined();
        }
        // The buyer retries (as the web app would); it must still count once.
        expect(
          (await api(server, b.idToken).post('/api/demo/confirm', { clientSecret: b.clientSecret }))
            .status,
        ).toBe(200);
        const after = (await (await api(server, b.idToken).get('/api/me')).json()) as {
          payments: Record<string, string>;
          reports: Array<{ pdfID: string; unlocked: boolean }>;
        };
        expect(Object.keys(after.payments)).toEqual([b.pdfID]);
        expect(after.reports.find((r) => r.pdfID === b.pdfID)?.unlocked).toBe(true);
      }
      // Exactly one payment row per report, straight from the database file.
      const { default: Database } = await import('better-sqlite3');
      const db = new Database(path.join(dataDir, 'ankvidya.sqlite'), { readonly: true });
      const rows = db
        .prepare('SELECT pdf_id, COUNT(*) AS n FROM payments GROUP BY pdf_id')
        .all() as Array<{ n: number }>;
      db.close();
      expect(rows).toHaveLength(buyers.length);
      expect(rows.every((row) => row.n === 1)).toBe(true);
    } finally {
      await server.stop();
    }
  }, 180_000); // 24 buyers each draw a free PDF first: minutes on a busy 2-core machine
});
