import { Writable } from 'node:stream';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { asha, bearer, buildTestApp } from '../support/app.js';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

describe('logs', () => {
  it('record each request but never a date of birth, a token or a body', async () => {
    const { lines, stream } = capture();
    const built = buildTestApp({ logTo: stream });
    const token = built.auth.issue({ email: 'private@b.in' });
    await request(built.app)
      .get('/api/analysis')
      .query({ ...asha, year: 2026 });
    await request(built.app).post('/api/session').set(bearer(token));
    await request(built.app).post('/api/reports').set(bearer(token)).send(asha);
    await request(built.app)
      .post('/api/contact')
      .send({ name: 'Asha', email: 'asha@b.in', message: 'My dob is 1990-08-05, please help.' });
    await request(built.app).post('/api/events').send({ name: 'generate-analysis-clicked' });

    const text = lines.join('\n');
    expect(lines.filter((l) => l.includes('"msg":"request"'))).toHaveLength(5);
    expect(text).toContain('"path":"/api/analysis"');
    expect(text).not.toContain('1990-08-05');
    expect(text).not.toContain('1990');
    expect(text).not.toContain(token);
    expect(text).not.toContain('Bearer');
    expect(text).not.toContain('please help');
    expect(text).not.toContain('asha@b.in');
  });

  it('never hold a mobile number, nor the names and dates of a compatibility reading', async () => {
    const { lines, stream } = capture();
    const built = buildTestApp({ logTo: stream });
    await request(built.app)
      .get('/api/mobile-number')
      .query({ number: '+91 81234 56709', dob: '1990-08-05' });
    // A refused number is not logged either, nor echoed in the error.
    const refused = await request(built.app)
      .get('/api/mobile-number')
      .query({ number: '71234 5678', dob: '1990-08-05' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).not.toContain('712345678');
    await request(built.app)
      .post('/api/compatibility')
      .send({ a: asha, b: { name: 'Rahul Sharma', dob: '1985-12-23', gender: 'Male' } });
    // Nor the number read in a downloaded report, good or bad.
    const token = built.auth.issue({ email: 'asha@b.in' });
    const { body } = await request(built.app).post('/api/reports').set(bearer(token)).send(asha);
    for (const number of ['81234 56709', '71234 5678'])
      await request(built.app)
        .get(`/api/reports/${body.pdfID}/pdf`)
        .set(bearer(token))
        .set('X-Mobile-Number', number);
    // Nor when it comes in the ReportDraft's copy, as the web sends it.
    for (const mobileNumber of ['81234 56709', '71234 5678'])
      await request(built.app)
        .post(`/api/reports/${body.pdfID}/pdf`)
        .set(bearer(token))
        .send({ mobileNumber });

    const text = lines.join('\n');
    expect(lines.filter((l) => l.includes('"msg":"request"'))).toHaveLength(8);
    expect(text).toContain('"path":"/api/mobile-number"');
    expect(text).toContain('"path":"/api/compatibility"');
    for (const secret of ['81234', '56709', '71234', '5678', '1990', '1985', 'Rahul', 'Asha'])
      expect(text).not.toContain(secret);
  });
});
