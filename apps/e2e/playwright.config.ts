import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { razorpayKeys } from './tests/razorpay-keys';

// One fresh data directory per run, shared by the runner and its workers through the environment.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'ankvidya-e2e-'));
process.env.E2E_RAZORPAY_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'ankvidya-e2e-rzp-'));
const port = Number(process.env.E2E_PORT ?? 8199);
export const baseURL = `http://localhost:${port}`;
// A second site in Razorpay mode (one payment provider per site), for razorpay.spec.ts only.
const razorpayPort = Number(process.env.E2E_RAZORPAY_PORT ?? 8198);
const razorpayURL = `http://localhost:${razorpayPort}`;
const RAZORPAY_SPEC = /razorpay\.spec\.ts$/;

export const chromiumLaunch = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    trace: 'off',
    acceptDownloads: true,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: RAZORPAY_SPEC,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
    },
    {
      name: 'razorpay',
      testMatch: RAZORPAY_SPEC,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch, baseURL: razorpayURL },
    },
  ],
  // Started one after the other: the first starts the Auth emulator, the second finds and uses it.
  // Each counts as started once /api/readyz answers 200 (its report threads warm), as Cloud Run's
  // startup probe does, so the first tests' downloads do not wait for the fonts.
  webServer: [
    {
      // The production build, as `pnpm start` serves it, with the Auth emulator and a fresh database.
      name: 'site',
      command: 'node ../api/scripts/start-local.mjs',
      url: `${baseURL}/api/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '10000',
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The same build with Razorpay test keys, talking to a local fake of Razorpay's API.
      name: 'razorpay',
      command: 'node scripts/start-razorpay-site.mjs',
      url: `${razorpayURL}/api/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(razorpayPort),
        DATA_DIR: process.env.E2E_RAZORPAY_DATA_DIR,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '10000',
        RAZORPAY_KEY_ID: razorpayKeys.keyId,
        RAZORPAY_KEY_SECRET: razorpayKeys.keySecret,
        RAZORPAY_WEBHOOK_SECRET: razorpayKeys.webhookSecret,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
