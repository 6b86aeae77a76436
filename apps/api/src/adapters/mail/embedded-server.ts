import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SMTPServer } from 'smtp-server';

/** Biggest message kept: a report PDF is about 1 MB, base64 makes it 1.4. */
const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

export interface EmbeddedMailServer {
  host: string;
  port: number;
  /** Where each message is kept as <time>-<random>.eml. */
  dir: string;
  /** smtp://127.0.0.1:<port>, for the same nodemailer code that sends real mail. */
  url: string;
  close(): Promise<void>;
}

/** A kept message's file name: when it arrived (sortable), and a random tail. */
export const EML_NAME = /^\d{8}T\d{9}Z-[0-9a-f]{8}\.eml$/;

function emlName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${randomBytes(4).toString('hex')}.eml`;
}

/**
 * An SMTP server on 127.0.0.1 that keeps every message it accepts as an .eml file, for running
 * without a mail provider: the email a buyer would get can be opened from the local mail page.
 * Reachable from this machine only; it takes any sender and recipient and asks for no password.
 */
export async function startEmbeddedMailServer(
  dir: string,
  port = 0,
  host = '127.0.0.1',
): Promise<EmbeddedMailServer> {
  fs.mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    // A client that never leaves must not hold up closing for the default 30 s.
    closeTimeout: 1000,
    onData(stream, _session, done) {
      const file = path.join(dir, emlName(new Date()));
      // Written beside, then renamed: the mail page never lists half a message.
      const partial = `${file}.part`;
      pipeline(stream, fs.createWriteStream(partial))
        .then(() => {
          if (stream.sizeExceeded) {
            fs.rmSync(partial, { force: true });
            const error = Object.assign(new Error('Message too big'), { responseCode: 552 });
            done(error);
            return;
          }
          fs.renameSync(partial, file);
          done();
        })
        .catch((error: unknown) => {
          fs.rmSync(partial, { force: true });
          done(error instanceof Error ? error : new Error(String(error)));
        });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A client's broken connection is its own problem, never the site's.
  server.on('error', () => undefined);
  const bound = (server.server.address() as AddressInfo).port;
  return {
    host,
    port: bound,
    dir,
    url: `smtp://${host}:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
