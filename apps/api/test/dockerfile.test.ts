import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Docker is not needed to run the test command, so this checks what can be checked without it:
// the Dockerfile's instructions, that every path it copies exists where the build stage makes
// it, and that the built API imports nothing the production-only install leaves out.
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repo = path.resolve(apiDir, '../..');
const dockerfile = fs.readFileSync(path.join(repo, 'Dockerfile'), 'utf8');
const dockerignore = fs
  .readFileSync(path.join(repo, '.dockerignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

interface Instruction {
  op: string;
  args: string;
}
/** The Dockerfile's instructions per stage, continuation lines joined. */
function stages(): Map<string, Instruction[]> {
  const byStage = new Map<string, Instruction[]>();
  let current: Instruction[] = [];
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim());
  for (const line of lines) {
    if (!line || line.startsWith('#')) continue;
    const [, op = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (op === 'FROM') {
      current = [];
      byStage.set(/\bAS\s+(\S+)/i.exec(args)?.[1] ?? `stage${byStage.size}`, current);
    }
    current.push({ op, args });
  }
  return byStage;
}
const all = stages();
const build = all.get('build')!;
const runtime = all.get('runtime')!;
const last = [...all.values()].at(-1)!;
const ops = (stage: Instruction[], op: string) => stage.filter((i) => i.op === op);
const copies = (stage: Instruction[], from?: string) =>
  ops(stage, 'COPY')
    .map((i) => i.args.split(/\s+/))
    .filter((words) => (from ? words.includes(`--from=${from}`) : !words[0]!.startsWith('--')))
    .map((words) => {
      const paths = words.filter((w) => !w.startsWith('--'));
      return { sources: paths.slice(0, -1), target: paths.at(-1)! };
    });

/** Whether .dockerignore keeps a path of the repository out of the build context. */
function ignored(file: string): boolean {
  return dockerignore.some((pattern) => {
    const bare = pattern.replace(/^\*\*\//, '');
    const parts = file.split('/');
    return pattern.startsWith('**/')
      ? parts.some((p) =>
          new RegExp(`^${bare.replace(/\./g, '\\.').replace(/\*/g, '.*')}$`).test(p),
        )
      : file === pattern || file.startsWith(`${pattern}/`);
  });
}

describe('Dockerfile', () => {
  it('runs the runtime stage last, as a non-root user, in production on port 8080', () => {
    expect(last).toBe(runtime);
    const users = ops(runtime, 'USER').map((i) => i.args);
    expect(users.length).toBeGreaterThan(0);
    expect(['root', '0']).not.toContain(users.at(-1));
    const env = ops(runtime, 'ENV')
      .map((i) => i.args)
      .join(' ');
    expect(env).toMatch(/\bNODE_ENV=production\b/);
    expect(env).toMatch(/\bPORT=8080\b/);
    expect(env).toMatch(/\bWEB_DIST=\/app\/web\b/);
    expect(ops(runtime, 'EXPOSE').map((i) => i.args)).toEqual(['8080']);
    expect(ops(runtime, 'CMD').at(-1)?.args).toBe('["node", "dist/server.js"]');
    // The runtime has no package manager step: nothing is installed there.
    expect(ops(runtime, 'RUN').map((i) => i.args)).toEqual([
      'mkdir -p /data && chown node:node /data',
    ]);
  });

  it('checks health at /api/readyz (threads warm, database answering), with node as the slim image has no curl', () => {
    const check = ops(runtime, 'HEALTHCHECK').at(-1)?.args ?? '';
    expect(check).toMatch(/CMD \["node", "-e", ".*\/api\/readyz/);
    expect(check).not.toMatch(/healthz/);
    expect(check).toMatch(/--interval=\d+s/);
  });

  it('installs from the lockfile, builds with SITE_ORIGIN and deploys production dependencies only', () => {
    const runs = ops(build, 'RUN').map((i) => i.args);
    const install = runs.findIndex((r) => /pnpm install --frozen-lockfile/.test(r));
    const buildStep = runs.findIndex((r) =>
      /SITE_ORIGIN="\$SITE_ORIGIN" pnpm .* run build/.test(r),
    );
    const deploy = runs.findIndex((r) =>
      /pnpm --filter @ankvidya\/api .*deploy --prod \/out\/api/.test(r),
    );
    expect(install).toBeGreaterThanOrEqual(0);
    expect(buildStep).toBeGreaterThan(install);
    expect(deploy).toBeGreaterThan(buildStep);
    // SITE_ORIGIN is declared as a build argument before the build reads it.
    const argAt = build.findIndex((i) => i.op === 'ARG' && i.args.startsWith('SITE_ORIGIN'));
    expect(argAt).toBeGreaterThan(-1);
    expect(argAt).toBeLessThan(build.indexOf(ops(build, 'RUN')[buildStep]!));
    // The pnpm the image installs is the one the repository names.
    const pinned = (
      JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as {
        packageManager: string;
      }
    ).packageManager;
    expect(runs.some((r) => r.includes(`npm install -g ${pinned}`))).toBe(true);
  });

  it('copies into the build only files that exist and that .dockerignore lets through', () => {
    const sources = copies(build).flatMap((c) => c.sources);
    expect(sources).toContain('pnpm-lock.yaml');
    for (const source of sources.filter((s) => s !== '.')) {
      expect(fs.existsSync(path.join(repo, source)), source).toBe(true);
      expect(ignored(source), source).toBe(false);
    }
    // Every workspace package's manifest is copied before the install.
    for (const dir of ['apps', 'packages'])
      for (const name of fs.readdirSync(path.join(repo, dir))) {
        if (fs.existsSync(path.join(repo, dir, name, 'package.json')))
          expect(sources).toContain(`${dir}/${name}/package.json`);
      }
    // Nothing of the host's install or build reaches the image.
    for (const p of [
      'node_modules',
      'apps/api/node_modules',
      'apps/api/dist',
      'apps/web/dist',
      '.git',
    ])
      expect(ignored(p), p).toBe(true);
  });

  it('copies into the runtime what the build stage makes, from the paths the build writes', () => {
    const fromBuild = copies(runtime, 'build');
    const sources = fromBuild.flatMap((c) => c.sources);
    expect(sources.sort()).toEqual([
      '/out/api/dist',
      '/out/api/node_modules',
      '/out/api/package.json',
      '/repo/apps/web/dist',
    ]);
    // In this checkout (the test command builds first), the same files exist where the build
    // stage's WORKDIR /repo has them; /out/api/dist is apps/api/dist as deployed.
    expect(fs.existsSync(path.join(apiDir, 'dist/server.js'))).toBe(true);
    expect(fs.existsSync(path.join(apiDir, 'dist/report/worker.js'))).toBe(true);
    expect(fs.existsSync(path.join(repo, 'apps/web/dist/index.html'))).toBe(true);
    expect(fromBuild.find((c) => c.sources[0] === '/repo/apps/web/dist')?.target).toBe('/app/web');
    expect(ops(runtime, 'WORKDIR').at(-1)?.args).toBe('/app/api');
  });

  it('ships an API whose built code imports only its production dependencies', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const production = new Set(Object.keys(pkg.dependencies));
    const builtins = new Set(builtinModules);
    const files = fs
      .readdirSync(path.join(apiDir, 'dist'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js'));
    const imported = new Set<string>();
    for (const file of files) {
      const code = fs.readFileSync(path.join(apiDir, 'dist', file), 'utf8');
      for (const match of code.matchAll(/(?:from|import\(|require\()\s*["']([^"'.][^"']*)["']/g))
        imported.add(match[1]!);
    }
    const packageOf = (spec: string) =>
      spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;
    const outside = [...imported].filter(
      (spec) =>
        !spec.startsWith('node:') && !builtins.has(spec) && !production.has(packageOf(spec)),
    );
    expect(imported.size).toBeGreaterThan(10);
    expect(outside).toEqual([]);
  });
});
