// Starts bin/stride on a fresh temporary SQLite database and a free port, as
// the Playwright journeys do, and signs in a demo account through the API.
import { execFileSync, spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A port the OS says is free (or `preferred` when given). */
export async function freePort(preferred) {
  if (preferred) return preferred;
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A self-signed certificate for 127.0.0.1 in dir (made with openssl), and
 * what a client needs to trust it: the PEM for Node, the hash of its public
 * key for Chromium (--ignore-certificate-errors-spki-list).
 */
function selfSignedCertificate(dir) {
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', keyFile, '-out', certFile,
  ], { stdio: 'ignore' });
  const pem = readFileSync(certFile, 'utf8');
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return { certFile, keyFile, pem, spkiHash: createHash('sha256').update(spki).digest('base64') };
}

/** fetch for https URLs trusting one certificate (pem); what the scripts use of fetch. */
function fetchTrusting(pem) {
  return (url, { method = 'GET' } = {}) =>
    new Promise((resolve, reject) => {
      const req = httpsRequest(url, { method, ca: pem }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () =>
          resolve({ ok: res.statusCode >= 200 && res.statusCode < 300, status: res.statusCode, text: async () => body, json: async () => JSON.parse(body) }),
        );
      });
      req.on('error', reject);
      req.end();
    });
}

/**
 * Runs `binary` with its own database until stop() is called. Waits for
 * /readyz (generous timeout: the job catalogue is generated on start, and
 * the machine may be busy). With `https`, Stride serves HTTPS (and so
 * HTTP/2) with a self-signed certificate: the result's spkiHash is for
 * Chromium, its fetch trusts the certificate.
 */
export async function startStride({ binary, port, catalogJobs = '1500', webDir, https = false, timeoutMs = 120_000 }) {
  if (!existsSync(binary)) throw new Error(`${binary} is missing: run \`make build\` first`);
  const dir = mkdtempSync(path.join(tmpdir(), 'stride-budget-'));
  const env = {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: path.join(dir, 'stride.db'),
    AI_PROVIDER: 'local',
    LOG_LEVEL: 'warn',
    DEMO_ACCOUNTS_PER_HOUR: '0',
    CATALOG_JOBS: catalogJobs,
  };
  if (webDir) env.WEB_DIR = webDir;
  let cert = null;
  if (https) {
    cert = selfSignedCertificate(dir);
    env.TLS_CERT_FILE = cert.certFile;
    env.TLS_KEY_FILE = cert.keyFile;
  }
  const get = cert ? fetchTrusting(cert.pem) : fetch;
  const child = spawn(binary, [], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
  });
  const baseURL = `${https ? 'https' : 'http'}://127.0.0.1:${port}`;
  const stop = async () => {
    if (exited === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        const t = setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 10_000);
        child.on('exit', () => {
          clearTimeout(t);
          resolve();
        });
      });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited !== null) {
      await stop();
      throw new Error(`bin/stride exited (${JSON.stringify(exited)}):\n${stderr}`);
    }
    try {
      const res = await get(`${baseURL}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`bin/stride did not answer /readyz within ${timeoutMs / 1000}s:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseURL, stop, fetch: get, spkiHash: cert?.spkiHash ?? null };
}

/** A new demo account (POST /api/auth/demo, as "Try the demo" does); returns its bearer token. */
export async function demoToken(baseURL, get = fetch) {
  const res = await get(`${baseURL}/api/auth/demo`, { method: 'POST' });
  if (!res.ok) throw new Error(`POST /api/auth/demo: ${res.status} ${await res.text()}`);
  const body = await res.json();
  const token = body.token ?? body.accessToken;
  if (typeof token !== 'string' || !token) throw new Error(`POST /api/auth/demo answered without a token: ${JSON.stringify(body).slice(0, 200)}`);
  return token;
}

/** The key the app keeps its bearer token under in localStorage (web/src/lib/auth-token.ts). */
export const AUTH_TOKEN_KEY = 'auth-token';

export const chromiumPath = () => process.env.CHROME_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
