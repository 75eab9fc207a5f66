import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end against the production build served by the API, in Debian's Chromium. Each server is
 * started by `e2e/start-server.mjs` (npm start's script; on PostgreSQL, a fresh database each):
 * the normal one (it runs `npm run build` first), one whose registry points the admin remote at a
 * closed port, and one whose PIX codes expire in seconds.
 */
const ROOT = path.resolve(__dirname, '..');
/** 3100 by default; `E2E_PORT_BASE` moves all servers (e.g. when another run holds the ports). */
const PORT_BASE = Number(process.env.E2E_PORT_BASE || 3100);
export const PORT = PORT_BASE;
export const DOWN_PORT = PORT_BASE + 1;
/** A third server whose PIX codes expire in seconds (the checkout's expired-QR test). */
export const SHORT_PIX_PORT = PORT_BASE + 2;
export const SHORT_PIX_SECONDS = 5;

// The config is read by the runner and by each worker: create the data folders once.
function tempDir(key: string): string {
  const name = `PAGORA_E2E_${key}`;
  process.env[name] ||= mkdtempSync(path.join(os.tmpdir(), `pagora-e2e-${key.toLowerCase()}-`));
  return process.env[name] as string;
}

const REGISTRY_WITH_ADMIN_DOWN = JSON.stringify([
  { name: 'backoffice', entry: '/remotes/backoffice/mf-manifest.json' },
  { name: 'admin', entry: 'http://127.0.0.1:9/mf-manifest.json' },
  { name: 'billing', entry: '/remotes/billing/mf-manifest.json' },
  { name: 'checkout', entry: '/remotes/checkout/mf-manifest.json' },
]);

export default defineConfig({
  testDir: './tests',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node e2e/start-server.mjs',
      cwd: ROOT,
      url: `http://localhost:${PORT}/api/health`,
      // The whole suite signs in from one address, more often than the per-IP login limit allows a
      // person in 15 minutes; the limiter has its own API tests with tight limits.
      env: {
        PORT: String(PORT),
        DATA_DIR: tempDir('MAIN'),
        LOGIN_MAX_PER_IP: '1000',
        BILLING_SWEEP_MS: '2000',
      },
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node e2e/start-server.mjs',
      cwd: ROOT,
      url: `http://localhost:${DOWN_PORT}/api/health`,
      env: {
        PORT: String(DOWN_PORT),
        DATA_DIR: tempDir('DOWN'),
        SKIP_WEB_BUILD: '1',
        REMOTES_REGISTRY: REGISTRY_WITH_ADMIN_DOWN,
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node e2e/start-server.mjs',
      cwd: ROOT,
      url: `http://localhost:${SHORT_PIX_PORT}/api/health`,
      env: {
        PORT: String(SHORT_PIX_PORT),
        DATA_DIR: tempDir('SHORT_PIX'),
        SKIP_WEB_BUILD: '1',
        PIX_EXPIRY_SECONDS: String(SHORT_PIX_SECONDS),
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
