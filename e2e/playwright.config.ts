import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end against the production build served by the API, in Debian's Chromium: one server,
 * started by `e2e/start-server.mjs` (npm start's script, which runs `npm run build` first; on
 * PostgreSQL, a fresh database), sending its mail to the suite's inbox (`e2e/mail-sink.mjs`).
 * What used to need servers of their own (an admin remote down, PIX codes that expire in seconds)
 * is done from the browser or proven by component tests (e2e/README.md).
 */
const ROOT = path.resolve(__dirname, '..');
/** 3100 by default; `E2E_PORT_BASE` moves all servers (e.g. when another run holds the ports). */
const PORT_BASE = Number(process.env.E2E_PORT_BASE || 3100);
export const PORT = PORT_BASE;
/** The inbox: SMTP for the server, HTTP (`GET /messages`) for the tests. */
export const MAIL_SMTP_PORT = PORT_BASE + 7;
export const MAIL_HTTP_PORT = PORT_BASE + 8;

// The config is read by the runner and by each worker: create the data folder once.
function tempDir(key: string): string {
  const name = `PAGORA_E2E_${key}`;
  process.env[name] ||= mkdtempSync(path.join(os.tmpdir(), `pagora-e2e-${key.toLowerCase()}-`));
  return process.env[name] as string;
}

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
      command: 'node e2e/mail-sink.mjs',
      cwd: ROOT,
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      env: { MAIL_SINK_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_SINK_HTTP_PORT: String(MAIL_HTTP_PORT) },
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
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
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
      },
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
