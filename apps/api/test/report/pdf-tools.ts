/** Reading rendered PDFs with poppler-utils (pdftotext, pdfinfo, pdffonts), as a reader's tools would. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Word {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

export interface PageBox {
  width: number;
  height: number;
}

/** A rendered PDF on disk, with poppler's views of it. */
export class PdfFile {
  readonly path: string;
  private readonly dir: string;

  constructor(pdf: Buffer) {
    this.dir = mkdtempSync(path.join(tmpdir(), 'report-test-'));
    this.path = path.join(this.dir, 'report.pdf');
    writeFileSync(this.path, pdf);
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }

  private run(tool: string, args: string[]): string {
    return execFileSync(tool, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  }

  pageCount(): number {
    const match = /Pages:\s+(\d+)/.exec(this.run('pdfinfo', [this.path]));
    return Number(match?.[1]);
  }

  info(): string {
    return this.run('pdfinfo', [this.path]);
  }

  /** Text of the whole file or of one page (1-based), no-break spaces made plain. */
  text(options: { page?: number; layout?: boolean } = {}): string {
    const args: string[] = [];
    if (options.page !== undefined)
      args.push('-f', String(options.page), '-l', String(options.page));
    if (options.layout) args.push('-layout');
    return this.run('pdftotext', [...args, this.path, '-']).replace(/\u00A0/g, ' ');
  }

  /** Text of each page, index 0 = page 1. */
  pages(): string[] {
    return this.text().split('\f').slice(0, this.pageCount());
  }

  /** Every word with its box, in points from the top-left corner of its page. */
  words(): { boxes: PageBox[]; words: Word[] } {
    const html = this.run('pdftotext', ['-bbox', this.path, '-']);
    const boxes: PageBox[] = [];
    const words: Word[] = [];
    const pattern =
      /<page width="([\d.]+)" height="([\d.]+)">|<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g;
    for (const m of html.matchAll(pattern)) {
      if (m[1] !== undefined) {
        boxes.push({ width: Number(m[1]), height: Number(m[2]) });
      } else {
        words.push({
          page: boxes.length,
          text: decode(m[7] ?? ''),
          xMin: Number(m[3]),
          yMin: Number(m[4]),
          xMax: Number(m[5]),
          yMax: Number(m[6]),
        });
      }
    }
    return { boxes, words };
  }

  /** pdffonts' table: name, type, embedded, subset. */
  fonts(): Array<{ name: string; embedded: boolean; subset: boolean }> {
    return this.run('pdffonts', [this.path])
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const cols = line.trim().split(/\s+/);
        // name type [encoding...] emb sub uni object ID: the flags are the 5th to 3rd from the end.
        return {
          name: cols[0] ?? '',
          embedded: cols.at(-5) === 'yes',
          subset: cols.at(-4) === 'yes',
        };
      });
  }
}

function decode(html: string): string {
  return html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Fails with a clear message when poppler-utils is missing. */
export function requirePoppler(): void {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
  } catch {
    throw new Error('pdftotext is missing: install poppler-utils (apt-get install poppler-utils)');
  }
}
