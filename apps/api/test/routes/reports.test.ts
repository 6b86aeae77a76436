import { reportCopyShape } from '@ankvidya/schemas';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { ReportRequest } from '../../src/ports/report.js';
import { asha, bearer, buildTestApp, minimalPdf } from '../support/app.js';

async function signedInApp() {
  const built = buildTestApp();
  const token = built.auth.issue({ email: 'asha@b.in' });
  await request(built.app).post('/api/session').set(bearer(token));
  return { ...built, token };
}

describe('POST /api/reports', () => {
  it('creates a report and returns the same one for the same input', async () => {
    const { app, token } = await signedInApp();
    const first = await request(app).post('/api/reports').set(bearer(token)).send(asha);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      pdfID: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
      unlocked: false,
    });
    const again = await request(app)
      .post('/api/reports')
      .set(bearer(token))
      .send({ ...asha, name: '  Asha Verma ' });
    expect(again.body.pdfID).toBe(first.body.pdfID);
    const other = await request(app)
      .post('/api/reports')
      .set(bearer(token))
      .send({ ...asha, gender: 'Male' });
    expect(other.body.pdfID).not.toBe(first.body.pdfID);
  });

  it('names the bad field', async () => {
    const { app, token } = await signedInApp();
    const res = await request(app)
      .post('/api/reports')
      .set(bearer(token))
      .send({ ...asha, dob: '2031-01-01' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_input', field: 'dob' });
    expect(res.body.error.message).toMatch(/future/);
  });

  it('needs sign-in', async () => {
    const { app } = buildTestApp();
    expect((await request(app).post('/api/reports').send(asha)).status).toBe(401);
  });
});

describe('GET /api/reports/:pdfID/pdf', () => {
  it('spends the welcome credit once, then serves the unlocked report freely', async () => {
    const { app, token } = await signedInApp();
    const { body } = await request(app).post('/api/reports').set(bearer(token)).send(asha);
    const res = await request(app).get(`/api/reports/${body.pdfID}/pdf`).set(bearer(token));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="numerology-report-asha-verma-1990-08-05.pdf"',
    );
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.body.toString('latin1')).toContain('Asha Verma');

    const me = await request(app).get('/api/me').set(bearer(token));
    expect(me.body.user.remainingPDFQuota).toBe(0);
    expect(me.body.reports[0]).toMatchObject({
      pdfID: body.pdfID,
      unlocked: true,
      unlockedBy: 'credit',
    });
    expect(
      (await request(app).get(`/api/reports/${body.pdfID}/pdf`).set(bearer(token))).status,
    ).toBe(200);
  });

  it('asks for payment (402) for a second report once the credit is spent', async () => {
    const { app, token } = await signedInApp();
    const first = await request(app).post('/api/reports').set(bearer(token)).send(asha);
    await request(app).get(`/api/reports/${first.body.pdfID}/pdf`).set(bearer(token));
    const second = await request(app)
      .post('/api/reports')
      .set(bearer(token))
      .send({ ...asha, name: 'Ravi Verma', gender: 'Male' });
    const res = await request(app).get(`/api/reports/${second.body.pdfID}/pdf`).set(bearer(token));
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('payment_required');
  });

  it("answers 404 for another user's report and changes nothing", async () => {
    const { app, auth, token } = await signedInApp();
    const { body } = await request(app).post('/api/reports').set(bearer(token)).send(asha);
    const intruder = auth.issue({ email: 'intruder@b.in' });
    const res = await request(app).get(`/api/reports/${body.pdfID}/pdf`).set(bearer(intruder));
    expect(res.status).toBe(404);
    const me = await request(app).get('/api/me').set(bearer(intruder));
    expect(me.body.user.remainingPDFQuota).toBe(1);
    const owner = await request(app).get('/api/me').set(bearer(token));
    expect(owner.body.reports[0].unlocked).toBe(false);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const { app, token } = await signedInApp();
    expect((await request(app).get('/api/reports/bad!id/pdf').set(bearer(token))).status).toBe(400);
    expect(
      (
        await request(app)
          .get(`/api/reports/${'a'.repeat(24)}/pdf`)
          .set(bearer(token))
      ).status,
    ).toBe(404);
  });
});

describe('the year a report is written for', () => {
  async function yearsAsked(now: string, query: string) {
    const years: number[] = [];
    const built = buildTestApp({
      now: () => new Date(now),
      render: (request) => {
        years.push(request.currentYear);
        return minimalPdf(request);
      },
    });
    const token = built.auth.issue({ email: 'asha@b.in' });
    const { body } = await request(built.app).post('/api/reports').set(bearer(token)).send(asha);
    const res = await request(built.app)
      .get(`/api/reports/${body.pdfID}/pdf${query}`)
      .set(bearer(token));
    const me = await request(built.app).get('/api/me').set(bearer(token));
    return {
      status: res.status,
      body: res.body as { error?: { field?: string } },
      years,
      credit: (me.body as { user: { remainingPDFQuota: number } }).user.remainingPDFQuota,
    };
  }

  it('is the year in India at generation, whatever the server clock says', async () => {
    // 31 December 20:00 UTC is already 1 January in India.
    expect((await yearsAsked('2026-12-31T20:00:00Z', '')).years).toEqual([2027]);
    expect((await yearsAsked('2026-06-01T10:00:00Z', '')).years).toEqual([2026]);
  });

  it("is the browser's own year when it sends one, within a year of India's", async () => {
    expect((await yearsAsked('2026-12-31T20:00:00Z', '?year=2026')).years).toEqual([2026]);
    for (const bad of ['?year=2020', '?year=abcd', '?year=20266']) {
      const res = await yearsAsked('2026-06-01T10:00:00Z', bad);
      expect(res.status).toBe(400);
      expect(res.body.error?.field).toBe('year');
      expect(res.years).toEqual([]);
      expect(res.credit).toBe(1);
    }
  });
});

describe('a name written in another script', () => {
  it('needs its Latin spelling before a report exists, then prints the name as written', async () => {
    const requests: Array<{ name: string; latinName?: string }> = [];
    const built = buildTestApp({
      render: (request) => {
        requests.push(request);
        return minimalPdf(request);
      },
    });
    const token = built.auth.issue({ email: 'asha@b.in' });
    const devanagari = { ...asha, name: 'आशा वर्मा' };
    const refused = await request(built.app)
      .post('/api/reports')
      .set(bearer(token))
      .send(devanagari);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'invalid_input', field: 'latinName' });
    expect(await built.store.listReports('uid-asha@b.in')).toEqual([]);

    const created = await request(built.app)
      .post('/api/reports')
      .set(bearer(token))
      .send({ ...devanagari, latinName: 'Asha Verma' });
    expect(created.status).toBe(200);
    const pdf = await request(built.app)
      .get(`/api/reports/${created.body.pdfID}/pdf`)
      .set(bearer(token));
    // The file is named by the Latin spelling, not by the date alone.
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="numerology-report-asha-verma-1990-08-05.pdf"',
    );
    expect(requests).toEqual([
      expect.objectContaining({ name: 'आशा वर्मा', latinName: 'Asha Verma' }),
    ]);
  });
});

describe('the spelling starred on /name-correction', () => {
  it('is kept with the report, replaced by a later one, and read by the report', async () => {
    const requests: Array<{ preferredSpelling?: string }> = [];
    const built = buildTestApp({
      render: (request) => {
        requests.push(request);
        return minimalPdf(request);
      },
    });
    const token = built.auth.issue({ email: 'asha@b.in' });
    const send = (body: object) =>
      request(built.app).post('/api/reports').set(bearer(token)).send(body);
    const first = await send({ ...asha, preferredSpelling: ' Aasha  Verma ' });
    expect(first.status).toBe(200);
    expect((await built.store.getReport(first.body.pdfID))?.preferredSpelling).toBe('Aasha Verma');

    // Not part of the report's identity: the same report, with the new star.
    const again = await send({ ...asha, preferredSpelling: 'Asha Vermaa' });
    expect(again.body.pdfID).toBe(first.body.pdfID);
    await request(built.app).get(`/api/reports/${first.body.pdfID}/pdf`).set(bearer(token));
    expect(requests.at(-1)).toMatchObject({ preferredSpelling: 'Asha Vermaa' });

    // Sent without one: the star is gone.
    await send(asha);
    await request(built.app).get(`/api/reports/${first.body.pdfID}/pdf`).set(bearer(token));
    expect(requests.at(-1)).not.toHaveProperty('preferredSpelling');

    const refused = await send({ ...asha, preferredSpelling: 'आशा' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'invalid_input', field: 'preferredSpelling' });
  });
});

describe('the language a report is written in', () => {
  it('is the page language it was asked for on, and a download may ask for the other', async () => {
    const locales: Array<string | undefined> = [];
    const built = buildTestApp({
      render: (request) => {
        locales.push(request.locale);
        return minimalPdf(request);
      },
    });
    const token = built.auth.issue({ email: 'asha@b.in' });
    const { body } = await request(built.app)
      .post('/api/reports')
      .set(bearer(token))
      .send({ ...asha, locale: 'hi' });
    expect((await built.store.getReport(body.pdfID))?.locale).toBe('hi');
    const pdf = (query: string) =>
      request(built.app).get(`/api/reports/${body.pdfID}/pdf${query}`).set(bearer(token));
    expect((await pdf('')).status).toBe(200);
    expect((await pdf('?locale=en')).status).toBe(200);
    const bad = await pdf('?locale=fr');
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('locale');
    expect(locales).toEqual(['hi', 'en']);
    // Asked for again on an English page, the report is English again, and no new report exists.
    const again = await request(built.app).post('/api/reports').set(bearer(token)).send(asha);
    expect(again.body.pdfID).toBe(body.pdfID);
    expect((await built.store.getReport(body.pdfID))?.locale).toBe('en');
  });
});

describe('a mobile number read in the report', () => {
  it('comes with the download only, is read in that copy and kept nowhere', async () => {
    const numbers: Array<string | undefined> = [];
    const built = buildTestApp({
      render: (request) => {
        numbers.push(request.mobileNumber);
        return minimalPdf(request);
      },
    });
    const token = built.auth.issue({ email: 'asha@b.in' });
    const { body } = await request(built.app).post('/api/reports').set(bearer(token)).send(asha);
    const pdf = (number?: string) => {
      const call = request(built.app).get(`/api/reports/${body.pdfID}/pdf`).set(bearer(token));
      return number === undefined ? call : call.set('X-Mobile-Number', number);
    };

    // Refused before anything changes: the welcome credit is still there.
    const bad = await pdf('12345');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'invalid_input', field: 'mobileNumber' });
    expect(bad.body.error.message).toMatch(/10 digits/);
    const me = await request(built.app).get('/api/me').set(bearer(token));
    expect(me.body.user.remainingPDFQuota).toBe(1);

    expect((await pdf('+91 98765-43210')).status).toBe(200);
    expect((await pdf()).status).toBe(200);
    expect(numbers).toEqual(['9876543210', undefined]);
    // Nothing about the report remembers the number.
    expect(JSON.stringify(await built.store.getReport(body.pdfID))).not.toContain('98765');
  });
});

describe("POST /api/reports/:pdfID/pdf: the ReportDraft's copy as the body", () => {
  function draftApp() {
    const requests: ReportRequest[] = [];
    const built = buildTestApp({
      now: () => new Date('2026-06-01T10:00:00Z'),
      render: (request) => {
        requests.push(request);
        return minimalPdf(request);
      },
    });
    const token = built.auth.issue({ email: 'asha@b.in' });
    const pdf = (pdfID: string, copy?: object) => {
      const call = request(built.app).post(`/api/reports/${pdfID}/pdf`).set(bearer(token));
      return copy === undefined ? call : call.send(copy);
    };
    const credit = async () =>
      (await request(built.app).get('/api/me').set(bearer(token))).body.user
        .remainingPDFQuota as number;
    return { ...built, token, requests, pdf, credit };
  }

  it('creates the report from the whole draft, whose copy never changes the pdfID', async () => {
    const { app, token, store } = draftApp();
    const plain = await request(app).post('/api/reports').set(bearer(token)).send(asha);
    const draft = await request(app)
      .post('/api/reports')
      .set(bearer(token))
      .send({ ...asha, year: 2026, mobileNumber: '98765 43210', locale: 'en' });
    expect(draft.status).toBe(200);
    expect(draft.body.pdfID).toBe(plain.body.pdfID);
    // The year and the mobile number are for downloads only: the report keeps neither.
    expect(JSON.stringify(await store.getReport(plain.body.pdfID))).not.toContain('98765');
    const bad = await request(app)
      .post('/api/reports')
      .set(bearer(token))
      .send({ ...asha, mobileNumber: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'invalid_input', field: 'mobileNumber' });
  });

  it('reads every field of the copy in that copy, and the report keeps none of them', async () => {
    const { app, token, store, requests, pdf } = draftApp();
    const { body } = await request(app).post('/api/reports').set(bearer(token)).send(asha);
    const copy = {
      preferredSpelling: ' Aasha  Verma ',
      locale: 'hi',
      year: 2026,
      mobileNumber: '+91 98765-43210',
      babyNames: 'ananya,kiran',
      birthTime: '06:45',
    };
    // The test sends every field the draft's copy has: a field added there must come through.
    expect(Object.keys(copy).sort()).toEqual(Object.keys(reportCopyShape).sort());
    const res = await pdf(body.pdfID, copy);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(requests[0]).toMatchObject({
      name: 'Asha Verma',
      preferredSpelling: 'Aasha Verma',
      locale: 'hi',
      currentYear: 2026,
      mobileNumber: '9876543210',
      babyNames: ['ananya', 'kiran'],
      birthTime: '06:45',
    });
    const stored = JSON.stringify(await store.getReport(body.pdfID));
    expect(stored).not.toContain('ananya');
    expect(stored).not.toContain('98765');
    expect(stored).not.toContain('Aasha');
    expect((await store.getReport(body.pdfID))?.locale).toBe('en');

    // No body at all: the report as it is kept, this year in India.
    expect((await pdf(body.pdfID)).status).toBe(200);
    expect(requests[1]).toMatchObject({ locale: 'en', currentYear: 2026 });
    expect(requests[1]).not.toHaveProperty('mobileNumber');
    expect(requests[1]).not.toHaveProperty('preferredSpelling');
  });

  it('answers 400 naming the bad field, before anything is spent', async () => {
    const { app, token, requests, pdf, credit } = draftApp();
    const { body } = await request(app).post('/api/reports').set(bearer(token)).send(asha);
    const cases: Array<[object, string]> = [
      [{ mobileNumber: '12345' }, 'mobileNumber'],
      [{ year: 2020 }, 'year'],
      [{ year: '2026' }, 'year'],
      [{ locale: 'fr' }, 'locale'],
      [{ preferredSpelling: 'आशा' }, 'preferredSpelling'],
      [{ babyNames: 'ananya' }, 'babyNames'],
      [{ babyNames: 'ananya,<script>' }, 'babyNames'],
      [{ babyNames: 'ananya,kiran', birthTime: '7pm' }, 'birthTime'],
      // Not one of our names.
      [{ babyNames: 'ananya,zzzyx' }, 'babyNames'],
      // Aadi is a boy's name; Asha's report is for a girl.
      [{ babyNames: 'ananya,aadi' }, 'babyNames'],
    ];
    for (const [copy, field] of cases) {
      const res = await pdf(body.pdfID, copy);
      expect(res.status, field).toBe(400);
      expect(res.body.error, field).toMatchObject({ code: 'invalid_input', field });
    }
    const unfit = await pdf(body.pdfID, { babyNames: 'ananya,aadi,zzzyx' });
    expect(unfit.body.error.message).toMatch(/aadi, zzzyx are not among our names for a girl/);
    expect(requests).toEqual([]);
    expect(await credit()).toBe(1);
  });

  it('keeps the rules of the download: 404 for another user, 402 without credit', async () => {
    const { app, token, auth, pdf } = draftApp();
    const { body } = await request(app).post('/api/reports').set(bearer(token)).send(asha);
    const other = auth.issue({ email: 'rahul@b.in' });
    await request(app).post('/api/session').set(bearer(other));
    const theirs = await request(app)
      .post(`/api/reports/${body.pdfID}/pdf`)
      .set(bearer(other))
      .send({});
    expect(theirs.status).toBe(404);
    expect((await pdf(body.pdfID, {})).status).toBe(200);
    const second = await request(app)
      .post('/api/reports')
      .set(bearer(token))
      .send({ ...asha, gender: 'Male' });
    expect((await pdf(second.body.pdfID, {})).status).toBe(402);
    expect((await pdf('short', {})).status).toBe(400);
  });
});
