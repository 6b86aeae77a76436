// The launchers are shared with `pnpm start` and the benches; they live in scripts/.
import type { startAuthEmulator, startServer } from '../../scripts/local-services.mjs';

export {
  freePort,
  startAuthEmulator,
  startServer,
  waitFor,
} from '../../scripts/local-services.mjs';
export type AuthEmulator = Awaited<ReturnType<typeof startAuthEmulator>>;
export type ServerProcess = Awaited<ReturnType<typeof startServer>>;
