// The site in Razorpay mode for the browser tests: a local fake of Razorpay's API (the API's own
// test fake), then the site as `start-local.mjs` runs it, pointed at the fake. Nothing leaves
// the machine: the browser's checkout.js is routed by the tests themselves.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRazorpayServer } from '../../api/scripts/razorpay-fake.mjs';

const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET } = process.env;
if (!RAZORPAY_KEY_ID || !RAZORPAY_KEY_SECRET) {
  console.error('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set');
  process.exit(1);
}
const fake = await startRazorpayServer(RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET);
const startLocal = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../api/scripts/start-local.mjs',
);
const site = spawn(process.execPath, [startLocal], {
  env: { ...process.env, PAYMENTS: 'razorpay', RAZORPAY_API_URL: fake.url },
  stdio: 'inherit',
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => site.kill(signal));
}
// The fake lives in this process: it ends with the site.
site.on('exit', (code) => process.exit(code ?? 1));
