import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeSmtpUrl } from '../../src/adapters/mail/smtp.js';
import { loadConfig } from '../../src/config.js';

describe('mail configuration', () => {
  it('keeps mail in DATA_DIR/mail through the embedded server when MAIL_URL is unset', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/ankvidya-data' });
    expect(config.mail).toEqual({
      kind: 'embedded',
      dir: path.join('/tmp/ankvidya-data', 'mail'),
      from: 'Ankvidya <reports@localhost>',
    });
  });

  it('sends through MAIL_URL from MAIL_FROM', () => {
    const config = loadConfig({
      MAIL_URL: 'smtps://reports%40ankvidya.in:s3cret@smtp.example.in:465',
      MAIL_FROM: 'Ankvidya <reports@ankvidya.in>',
    });
    expect(config.mail).toEqual({
      kind: 'smtp',
      url: 'smtps://reports%40ankvidya.in:s3cret@smtp.example.in:465',
      from: 'Ankvidya <reports@ankvidya.in>',
    });
    // What the start-up log shows: never the password.
    expect(describeSmtpUrl(config.mail.kind === 'smtp' ? config.mail.url : '')).toBe(
      'smtps://reports@ankvidya.in@smtp.example.in:465',
    );
  });

  it('names MAIL_URL and MAIL_FROM when they are wrong or MAIL_FROM is missing', () => {
    expect(() => loadConfig({ MAIL_URL: 'https://smtp.example.in', MAIL_FROM: 'a@b.in' })).toThrow(
      /MAIL_URL must start with smtp:\/\/ or smtps:\/\//,
    );
    expect(() => loadConfig({ MAIL_URL: 'not a url', MAIL_FROM: 'a@b.in' })).toThrow(
      /MAIL_URL must be an SMTP URL/,
    );
    expect(() => loadConfig({ MAIL_URL: 'smtp://smtp.example.in:587' })).toThrow(
      /MAIL_FROM is required when MAIL_URL is set/,
    );
    expect(() =>
      loadConfig({ MAIL_URL: 'smtp://smtp.example.in:587', MAIL_FROM: 'Ankvidya' }),
    ).toThrow(/MAIL_FROM must be an email address/);
    expect(loadConfig({ MAIL_FROM: ' reports@ankvidya.in ' }).mail.from).toBe(
      'reports@ankvidya.in',
    );
  });
});
