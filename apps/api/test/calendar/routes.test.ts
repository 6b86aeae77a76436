import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { asha, bearer, buildTestApp, captureLogs } from '../support/app.js';

type Built = ReturnType<typeof buildTestApp>;

/** Unfolded content lines of an iCalendar text. */
const lines = (text: string) => text.replace(/\r\n /g, '').split('\r\n');
const summaries = (text: string) => lines(text).filter((l) => l.startsWith('SUMMARY:'));

/** A signed-in account whose first report is opened by the welcome credit. */
async function owner(built: Built, email = 'asha@example.in', report: object = asha) {
  const auth = bearer(built.auth.issue({ email, name: email.split('@')[0]! }));
  await request(built.app).post('/api/session').set(auth);
  const created = await request(built.app).post('/api/reports').set(auth).send(report);
  const pdfID = created.body.pdfID as string;
  return { auth, pdfID };
}

async function unlocked(built: Built, email?: string, report?: object) {
  const account = await owner(built, email, report);
  await request(built.app).get(`/api/reports/${account.pdfID}/pdf`).set(account.auth).expect(200);
  return account;
}

/** The text of a response with a text/calendar body. */
const text = (res: request.Response) =>
  typeof res.text === 'string' && res.text ? res.text : Buffer.from(res.body as Buffer).toString();

describe('GET /api/reports/:pdfID/calendar.ics', () => {
  it('gives the owner a valid calendar of best and care dates for the next 12 months', async () => {
    const built = buildTestApp();
    const { auth, pdfID } = await unlocked(built);
    const res = await request(built.app).get(`/api/reports/${pdfID}/calendar.ics`).set(auth);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = text(res);
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of body.split('\r\n'))
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const starts = lines(body)
      .filter((l) => l.startsWith('DTSTART;VALUE=DATE:'))
      .map((l) => l.slice(-8));
    // Made on 21 November 2026, after the 15th: December 2026 to November 2027, as the report's
    // calendar, at most 5 + 3 a month.
    expect(starts[0]!.slice(0, 6)).toBe('202612');
    expect(starts.at(-1)!.slice(0, 6)).toBe('202711');
    expect(starts.length).toBeLessThanOrEqual(12 * 8);
    expect(new Set(starts).size).toBe(starts.length);
    expect(summaries(body).some((s) => s.startsWith('SUMMARY:Best date'))).toBe(true);
    // Asha (5 August 1990): moolank and bhagyank are both 5; the reading names them.
    expect(body.replace(/\r\n /g, '')).toContain('your moolank and bhagyank\\, both 5.');
    // The same events again: UIDs stay, so a calendar updates rather than doubles.
    const again = await request(built.app).get(`/api/reports/${pdfID}/calendar.ics`).set(auth);
    const uids = (t: string) => lines(t).filter((l) => l.startsWith('UID:'));
    expect(uids(text(again))).toEqual(uids(body));
    expect(new Set(uids(body)).size).toBe(starts.length);
  });

  it('writes in the report’s language, or the one asked for', async () => {
    const built = buildTestApp();
    const { auth, pdfID } = await unlocked(built, 'kamla@example.in', {
      ...asha,
      locale: 'hi',
    });
    const hindi = text(
      await request(built.app).get(`/api/reports/${pdfID}/calendar.ics`).set(auth),
    );
    expect(summaries(hindi).some((s) => s.includes('व्यक्तिगत दिन'))).toBe(true);
    const english = text(
      await request(built.app).get(`/api/reports/${pdfID}/calendar.ics?locale=en`).set(auth),
    );
    expect(summaries(english).every((s) => /personal day \d$/.test(s))).toBe(true);
    const bad = await request(built.app)
      .get(`/api/reports/${pdfID}/calendar.ics?locale=xx`)
      .set(auth);
    expect(bad.status).toBe(400);
  });

  it('answers 401 without a sign-in, 404 for someone else’s report, 402 before it is bought', async () => {
    const built = buildTestApp();
    const { pdfID } = await unlocked(built);
    expect((await request(built.app).get(`/api/reports/${pdfID}/calendar.ics`)).status).toBe(401);
    const other = await owner(built, 'ravi@example.in', {
      name: 'Ravi Kumar',
      dob: '1985-01-20',
      gender: 'Male',
    });
    const theirs = await request(built.app)
      .get(`/api/reports/${pdfID}/calendar.ics`)
      .set(other.auth);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.code).toBe('not_found');
    const missing = await request(built.app)
      .get(`/api/reports/${'a'.repeat(20)}/calendar.ics`)
      .set(other.auth);
    expect(missing.body).toEqual(theirs.body);
    // Ravi's own report, not opened yet (his free credit is unspent): nothing is spent here.
    const locked = await request(built.app)
      .get(`/api/reports/${other.pdfID}/calendar.ics`)
      .set(other.auth);
    expect(locked.status).toBe(402);
    const me = await request(built.app).get('/api/me').set(other.auth);
    expect(me.body.user.remainingPDFQuota).toBe(1);
  });
});

describe('the private subscription address', () => {
  it('serves the calendar without a sign-in, and stops the old address at once on a reset', async () => {
    const built = buildTestApp();
    const { auth, pdfID } = await unlocked(built);
    const first = await request(built.app).post(`/api/reports/${pdfID}/calendar-feed`).set(auth);
    expect(first.status).toBe(201);
    expect(first.body.path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await request(built.app).get(first.body.path as string);
    expect(feed.status).toBe(200);
    expect(text(feed)).toContain('BEGIN:VEVENT');
    // Only the hash is stored: the token appears nowhere in the database.
    const token = /calendar\/(.+)\.ics/.exec(first.body.path as string)![1]!;
    const rows = built.store.connection.prepare('SELECT * FROM calendar_feeds').all();
    expect(JSON.stringify(rows)).not.toContain(token);
    const listed = await request(built.app).get('/api/me/calendar-feeds').set(auth);
    expect(listed.body).toEqual({ feeds: [{ pdfID, createdAt: '2026-11-21T10:00:00.000Z' }] });

    const reset = await request(built.app).post(`/api/reports/${pdfID}/calendar-feed`).set(auth);
    expect(reset.body.path).not.toBe(first.body.path);
    const old = await request(built.app).get(first.body.path as string);
    expect(old.status).toBe(404);
    expect(old.body.error.code).toBe('not_found');
    expect((await request(built.app).get(reset.body.path as string)).status).toBe(200);
  });

  it('never writes the token into the request log', async () => {
    const logs = captureLogs();
    const built = buildTestApp({ logTo: logs.stream });
    const { auth, pdfID } = await unlocked(built);
    const made = await request(built.app).post(`/api/reports/${pdfID}/calendar-feed`).set(auth);
    await request(built.app)
      .get(made.body.path as string)
      .expect(200);
    const token = /calendar\/(.+)\.ics/.exec(made.body.path as string)![1]!;
    const text = logs.lines.join('\n');
    expect(text).toContain('"path":"/api/calendar/{token}.ics"');
    expect(text).not.toContain(token);
  });

  it('answers 404 for a made-up or malformed token', async () => {
    const built = buildTestApp();
    for (const file of [`${'A'.repeat(43)}.ics`, 'short.ics', 'x'.repeat(43), '..%2F.ics'])
      expect((await request(built.app).get(`/api/calendar/${file}`)).status, file).toBe(404);
  });

  it('counts requests per address like the other public routes, and answers 429 beyond', async () => {
    const built = buildTestApp({ env: { ANALYSIS_RATE_LIMIT_PER_MINUTE: '3' } });
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await request(built.app).get(`/api/calendar/${'A'.repeat(43)}.ics`)).status);
    expect(codes).toEqual([404, 404, 404, 429]);
  });

  it('is made only by the report’s owner', async () => {
    const built = buildTestApp();
    const { pdfID } = await unlocked(built);
    expect((await request(built.app).post(`/api/reports/${pdfID}/calendar-feed`)).status).toBe(401);
    const other = await owner(built, 'ravi@example.in', {
      name: 'Ravi Kumar',
      dob: '1985-01-20',
      gender: 'Male',
    });
    const res = await request(built.app)
      .post(`/api/reports/${pdfID}/calendar-feed`)
      .set(other.auth);
    expect(res.status).toBe(404);
    expect((await request(built.app).get('/api/me/calendar-feeds').set(other.auth)).body).toEqual({
      feeds: [],
    });
  });

  it('goes with the account: erased on DELETE /api/me, listed (without token) in the export', async () => {
    const built = buildTestApp();
    const { auth, pdfID } = await unlocked(built);
    const made = await request(built.app).post(`/api/reports/${pdfID}/calendar-feed`).set(auth);
    const exported = await request(built.app).get('/api/me/export').set(auth);
    expect(exported.body.calendarFeeds).toEqual([{ pdfID, createdAt: '2026-11-21T10:00:00.000Z' }]);
    const token = /calendar\/(.+)\.ics/.exec(made.body.path as string)![1]!;
    expect(JSON.stringify(exported.body)).not.toContain(token);

    await request(built.app).delete('/api/me').set(auth).expect(204);
    expect((await request(built.app).get(made.body.path as string)).status).toBe(404);
    expect(built.store.connection.prepare('SELECT * FROM calendar_feeds').all()).toEqual([]);
  });
});
