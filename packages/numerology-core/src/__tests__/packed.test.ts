// The package as others get it: `npm pack`, installed from the tarball into an empty project,
// then used as its README says (the `numerology` command, `import` and `require`). Offline: the
// package has no runtime dependencies, so nothing is fetched.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'numerology-packed-'));
const project = join(work, 'consumer');
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

// npm run from inside pnpm inherits pnpm's npm_config_* settings; a consumer has none of them.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
);

function exec(command: string, args: string[], options: SpawnSyncOptions = {}) {
  const result = spawnSync(command, args, {
    cwd: project,
    env: { ...env, npm_config_cache: join(work, 'npm-cache'), npm_config_update_notifier: 'false' },
    encoding: 'utf8',
    timeout: 60_000,
    ...options,
  });
  return { status: result.status, stdout: String(result.stdout), stderr: String(result.stderr) };
}

function npm(args: string[], options: SpawnSyncOptions = {}) {
  const result = exec('npm', [...args, '--no-audit', '--no-fund'], options);
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed:\n${result.stderr}`);
  return result;
}

beforeAll(() => {
  expect(existsSync(join(packageDir, 'dist/cli.js')), 'build the package first (turbo does)').toBe(
    true,
  );
  npm(['pack', '--pack-destination', work], { cwd: packageDir });
  const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack wrote no tarball');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), '{ "name": "consumer", "private": true }\n');
  npm(['install', '--offline', join(work, tarball)]);
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the packed package, installed from its tarball', () => {
  it.each([
    ['npm link', join('node_modules', '.bin', 'numerology'), []],
    ['npx', 'npx', ['--offline', '--no-install', 'numerology']],
    ['its path', process.execPath, ['node_modules/@ankvidya/numerology-core/dist/cli.js']],
  ])('runs the numerology command through %s', (_how, command, prefix) => {
    const ok = exec(command, [...prefix, ...asha]);
    expect(ok.stderr).not.toMatch(/error/i);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('Numerology for Asha Verma, born 1990-08-05');
    expect(ok.stdout).toContain('Life path number  5');

    const bad = exec(command, [...prefix, '--name', 'A', '--dob', 'soon', '--gender', 'Male']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/year-month-day/);
  });

  it('is imported from ESM and required from CommonJS', () => {
    const check = `console.log(JSON.stringify(analyze({ name: 'Asha Verma', dob: '1990-08-05', gender: 'Female' }, { currentYear: 2026 }).lifePathNumber))`;
    const esm = exec(process.execPath, [
      '--input-type=module',
      '-e',
      `import { analyze } from '@ankvidya/numerology-core'; ${check}`,
    ]);
    expect(esm.stderr).toBe('');
    expect(esm.stdout.trim()).toBe('5');
    const cjs = exec(process.execPath, [
      '--input-type=commonjs',
      '-e',
      `const { analyze } = require('@ankvidya/numerology-core'); ${check}`,
    ]);
    expect(cjs.stderr).toBe('');
    expect(cjs.stdout.trim()).toBe('5');
  });
});
