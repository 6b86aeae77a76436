import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { run } from '../cli.js';

function capture(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = run(
    argv,
    (s) => out.push(s),
    (s) => err.push(s),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const asha = [
  '--name',
  'Asha Verma',
  '--dob',
  '1990-08-05',
  '--gender',
  'Female',
  '--year',
  '2026',
];

describe('numerology command', () => {
  it('prints the numbers, the working and the grid', () => {
    const { code, out } = capture(asha);
    expect(code).toBe(0);
    expect(out).toContain('Name number       1   (A(1)+S(3)');
    expect(out).toContain('Life path number  5');
    expect(out).toContain('|        | 99     |        |');
    expect(out).toContain('|        | 555    |        |');
    expect(out).toContain('Missing numbers: 2, 3, 4, 6, 7');
  });

  it('prints JSON with --json', () => {
    const { code, out } = capture([...asha, '--json']);
    expect(code).toBe(0);
    const parsed = JSON.parse(out);
    expect(parsed.nameNumber).toBe(1);
    expect(parsed.loshuGrid['5']).toBe(3);
    expect(parsed.working.lifePathNumber.result).toBe(5);
  });

  it('exits 2 with the message on stderr for bad input', () => {
    const { code, out, err } = capture([
      '--name',
      'A',
      '--dob',
      '1990-13-01',
      '--gender',
      'Female',
    ]);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(/month must be from 01 to 12/);
    expect(capture(['--bogus']).code).toBe(2);
  });

  const built = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
  it('runs as a real process from the built package', () => {
    expect(existsSync(built), 'build the package first (turbo does)').toBe(true);
    const output = execFileSync('node', [built, ...asha], { encoding: 'utf8' });
    expect(output).toContain('Personal year     5');
    const failed = spawnSync('node', [built, '--name', 'A', '--dob', 'soon', '--gender', 'Male'], {
      encoding: 'utf8',
    });
    expect(failed.status).toBe(2);
    expect(failed.stderr).toMatch(/year-month-day/);
  });
});
