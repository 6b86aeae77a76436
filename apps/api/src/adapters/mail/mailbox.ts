import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import type { KeptMail, KeptMailbox } from '../../ports/mailer.js';
import { EML_NAME } from './embedded-server.js';

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((a) => a.text).join(', ');

async function readIfExists(file: string): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The .eml files the embedded SMTP server wrote into one folder. */
export class EmlMailbox implements KeptMailbox {
  constructor(readonly dir: string) {}

  /** Only names the server writes are ever read: an id can never reach outside the folder. */
  private file(id: string): string | undefined {
    return EML_NAME.test(id) ? path.join(this.dir, id) : undefined;
  }

  async list(): Promise<KeptMail[]> {
    let names: string[];
    try {
      names = (await fs.readdir(this.dir)).filter((name) => EML_NAME.test(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    names.sort().reverse();
    return Promise.all(
      names.map(async (name) => {
        const file = path.join(this.dir, name);
        const parsed = await simpleParser(await fs.readFile(file));
        return {
          id: name,
          receivedAt: (parsed.date ?? (await fs.stat(file)).mtime).toISOString(),
          to: addresses(parsed.to),
          subject: parsed.subject ?? '',
          attachments: parsed.attachments.map((a) => ({
            filename: a.filename ?? '',
            contentType: a.contentType,
            size: a.size,
          })),
        };
      }),
    );
  }

  async raw(id: string): Promise<Buffer | undefined> {
    const file = this.file(id);
    return file ? readIfExists(file) : undefined;
  }

  async html(id: string): Promise<string | undefined> {
    const raw = await this.raw(id);
    if (!raw) return undefined;
    const parsed = await simpleParser(raw);
    return typeof parsed.html === 'string' ? parsed.html : (parsed.textAsHtml ?? '');
  }
}
