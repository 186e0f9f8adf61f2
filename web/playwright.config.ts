import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

// Journeys run against the real binary (bin/stride, built with the web app
// embedded) on a fresh SQLite database per run. Chromium comes from Debian:
// $CHROME_PATH, /usr/bin/chromium-headless-shell or /usr/bin/chromium
// (never `playwright install`).
const PORT = Number(process.env.E2E_PORT ?? 5099);
const baseURL = `http://127.0.0.1:${PORT}`;
const databasePath =
  process.env.E2E_DATABASE_URL ?? join(tmpdir(), `stride-e2e-${Date.now()}-${process.pid}.db`);

// Mailpit catches the e-mails the journeys follow (reset links, address
// confirmations) on the next two ports; e2e/mail.ts reads them.
const MAILPIT_SMTP_PORT = PORT + 1;
const MAILPIT_HTTP_PORT = PORT + 2;
// A small OpenID Connect provider (e2e/support/oidc-provider.mjs) for
// "Sign in with" on the port after.
const OIDC_PORT = PORT + 3;

/** The mailpit binary: MAILPIT_BIN, on PATH, or in Go's bin folder (.ci/run installs it there). */
function mailpitBinary(): string {
  if (process.env.MAILPIT_BIN) return process.env.MAILPIT_BIN;
  try {
    const found = execSync('command -v mailpit', { shell: '/bin/sh', stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    if (found) return found;
  } catch {
    // not on PATH
  }
  for (const dir of [process.env.GOPATH, join(homedir(), 'go')]) {
    if (dir && existsSync(join(dir, 'bin', 'mailpit'))) return join(dir, 'bin', 'mailpit');
  }
  throw new Error('mailpit not found: go install github.com/axllent/mailpit@v1.33.1 (.ci/run does)');
}

/**
 * Debian's headless shell (package chromium-headless-shell) when it is
 * installed: the same engine without the browser's own interface, which
 * Chromium's new headless mode still builds and draws (about half the CPU
 * of a journey on a 2-core machine); else Debian's Chromium.
 */
function chromiumBinary(): string {
  return existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium';
}

const env: Record<string, string> = {};
for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  // One retry on CI absorbs a rare timing hiccup on a busy two-core machine;
  // Playwright still reports such a test as flaky.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_500 },
  use: {
    baseURL,
    // The app's reduced-motion rule (src/index.css) makes every CSS
    // animation and transition instant: no frames to draw while a dialog
    // opens, and nothing to wait for before an element is stable. The
    // journeys that need motion (the confetti) ask for it.
    reducedMotion: 'reduce',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || chromiumBinary(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
  webServer: [
    {
      command: `${mailpitBinary()} --smtp 127.0.0.1:${MAILPIT_SMTP_PORT} --listen 127.0.0.1:${MAILPIT_HTTP_PORT} --database ${join(tmpdir(), `stride-e2e-mail-${Date.now()}-${process.pid}.db`)} --quiet`,
      url: `http://127.0.0.1:${MAILPIT_HTTP_PORT}/api/v1/messages`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node e2e/support/oidc-provider.mjs ${OIDC_PORT} stride-e2e e2e-client-secret`,
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 15_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // E2E_BINARY and E2E_WEB_DIR let several checkouts or builds run their
      // journeys side by side; by default the journeys use bin/stride.
      command: process.env.E2E_BINARY || '../bin/stride',
      // Ready: migrated, seeded and the search index warm.
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...env,
        PORT: String(PORT),
        DATABASE_URL: databasePath,
        AI_PROVIDER: 'local',
        LOG_LEVEL: 'warn',
        // The journeys create many demo accounts from one address.
        DEMO_ACCOUNTS_PER_HOUR: '0',
        // ... and all their AI calls and uploads come from 127.0.0.1 (the
        // per-user limits stay on).
        AI_REQUESTS_PER_CLIENT_HOUR: '0',
        UPLOADS_PER_CLIENT_HOUR: '0',
        ACCOUNT_REQUESTS_PER_CLIENT_HOUR: '100000000',
        SMTP_URL: `smtp://127.0.0.1:${MAILPIT_SMTP_PORT}`,
        MAIL_FROM: 'Stride <no-reply@stride.test>',
        PUBLIC_URL: baseURL,
        OIDC_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
        OIDC_CLIENT_ID: 'stride-e2e',
        OIDC_CLIENT_SECRET: 'e2e-client-secret',
        OIDC_NAME: 'Test provider',
        CATALOG_JOBS: process.env.CATALOG_JOBS || '1500',
        // One real posting beside the samples, ingested from a file at start
        // (e2e/postings.spec.ts).
        JOB_SOURCES: fileURLToPath(new URL('./e2e/fixtures/job-postings.csv', import.meta.url)),
        ...(process.env.E2E_WEB_DIR ? { WEB_DIR: process.env.E2E_WEB_DIR } : {}),
      },
    },
  ],
});
