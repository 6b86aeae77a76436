import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { analyze } from './analyze.js';
import { NumerologyInputError } from './errors.js';
import { explain, type Working } from './explain.js';
import { GRID_LAYOUT, missingNumbers, type LoshuGrid } from './grid.js';

const USAGE = `Usage: numerology --name "Asha Verma" --dob 1990-08-05 --gender Female [--year 2026] [--json]`;

function drawGrid(grid: LoshuGrid): string {
  const cell = (digit: keyof LoshuGrid) => String(digit).repeat(grid[digit]).padEnd(6);
  const line = '+--------+--------+--------+';
  const rows = GRID_LAYOUT.map((row) => `| ${row.map(cell).join(' | ')} |`);
  return [line, ...rows.flatMap((row) => [row, line])].join('\n');
}

function describe(label: string, working: Working): string {
  return `${label.padEnd(17)} ${working.result}   (${working.text})`;
}

/** Runs the command; returns the exit code so tests can call it without a child process. */
export function run(argv: string[], out: (s: string) => void, err: (s: string) => void): number {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(argv).values;
  } catch (error) {
    err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    out(USAGE);
    return 0;
  }
  const input = { name: values.name ?? '', dob: values.dob ?? '', gender: values.gender ?? '' };
  const currentYear = values.year === undefined ? undefined : Number(values.year);
  try {
    const analysis = analyze(input, { currentYear });
    const working = explain(input, { currentYear });
    if (values.json) {
      out(JSON.stringify({ ...analysis, working }, null, 2));
      return 0;
    }
    const missing = missingNumbers(analysis.loshuGrid);
    out(
      [
        `Numerology for ${analysis.name}, born ${input.dob}`,
        '',
        describe('Name number', working.nameNumber),
        describe('Psychic number', working.psychicNumber),
        describe('Life path number', working.lifePathNumber),
        describe('Kua number', working.kuaNumber),
        describe('Personal year', working.personalYear),
        '',
        'Lo Shu grid',
        drawGrid(analysis.loshuGrid),
        `Missing numbers: ${missing.length > 0 ? missing.join(', ') : 'none'}`,
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (error instanceof NumerologyInputError) {
      err(error.message);
      return 2;
    }
    throw error;
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      name: { type: 'string' },
      dob: { type: 'string' },
      gender: { type: 'string' },
      year: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
}

/**
 * True when node was started on this file, however it was reached: npm's `numerology` link (a
 * symlink, or a shim calling node with the real path), npx, or `node dist/cli.js`. Comparing real
 * paths, not names: the link's name is `numerology`, not `cli.js`. False when imported (tests).
 */
function isMainModule(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMainModule()) {
  process.exitCode = run(
    process.argv.slice(2),
    (s) => process.stdout.write(`${s}\n`),
    (s) => process.stderr.write(`${s}\n`),
  );
}
