// `pnpm start`: build every package, then serve the whole site (API and web app) on PORT.
import { spawnSync, spawn } from 'node:child_process';

const build = spawnSync('turbo', ['run', 'build', '--output-logs=errors-only'], {
  stdio: 'inherit',
  shell: false,
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn('node', ['apps/api/scripts/start-local.mjs'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
