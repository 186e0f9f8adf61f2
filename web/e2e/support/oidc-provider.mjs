// A small OpenID Connect provider for the browser journeys (playwright.config.ts
// starts it on E2E_PORT + 3): discovery, JWKS, an authorize page with one
// button per test person, and a token endpoint that checks the client
// secret and the PKCE verifier and signs an RS256 ID token.
//   node e2e/support/oidc-provider.mjs PORT CLIENT_ID CLIENT_SECRET
import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const [port, clientId, clientSecret] = process.argv.slice(2);
const issuer = `http://127.0.0.1:${port}`;
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' };
const codes = new Map();
const b64url = (b) => Buffer.from(b).toString('base64url');

function sign(claims) {
  const head = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'k1' }));
  const body = b64url(JSON.stringify(claims));
  const sig = createSign('RSA-SHA256').update(`${head}.${body}`).sign(privateKey);
  return `${head}.${body}.${b64url(sig)}`;
}

function json(res, status, value) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(value));
}

createServer((req, res) => {
  const url = new URL(req.url, issuer);
  if (url.pathname === '/.well-known/openid-configuration') {
    return json(res, 200, {
      issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'], subject_types_supported: ['public'], id_token_signing_alg_values_supported: ['RS256'],
    });
  }
  if (url.pathname === '/jwks') return json(res, 200, { keys: [jwk] });
  if (url.pathname === '/authorize' && req.method === 'GET') {
    const q = url.searchParams;
    if (q.get('client_id') !== clientId || q.get('code_challenge_method') !== 'S256' || !q.get('nonce')) {
      return json(res, 400, { error: 'invalid_request' });
    }
    // The page a person signs in on: the journey types an e-mail and a name.
    res.writeHead(200, { 'Content-Type': 'text/html' });
    return res.end(`<!doctype html><title>Test provider</title><h1>Test provider</h1>
<form method="post" action="/authorize?${q.toString()}">
<label>Email <input name="email"></label><label>Name <input name="name"></label>
<button>Continue</button></form>`);
  }
  if (url.pathname === '/authorize' && req.method === 'POST') {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const q = url.searchParams;
      const code = randomBytes(16).toString('hex');
      const email = form.get('email') ?? '';
      const [given, ...family] = (form.get('name') ?? '').split(' ');
      codes.set(code, { challenge: q.get('code_challenge'), nonce: q.get('nonce'),
        claims: { sub: `sub-${email}`, email, email_verified: true, given_name: given, family_name: family.join(' '),
          // The person just signed in on this page.
          auth_time: Math.floor(Date.now() / 1000) } });
      res.writeHead(302, { Location: `${q.get('redirect_uri')}?${new URLSearchParams({ code, state: q.get('state') ?? '' })}` });
      res.end();
    });
    return;
  }
  if (url.pathname === '/token' && req.method === 'POST') {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      let [id, secret] = [form.get('client_id'), form.get('client_secret')];
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
      if (basic) [id, secret] = Buffer.from(basic[1], 'base64').toString().split(':').map(decodeURIComponent);
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const challenge = createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url');
      if (id !== clientId || secret !== clientSecret || !grant || grant.challenge !== challenge) {
        return json(res, 400, { error: 'invalid_grant' });
      }
      const now = Math.floor(Date.now() / 1000);
      const idToken = sign({ iss: issuer, aud: clientId, iat: now, exp: now + 3600, nonce: grant.nonce, ...grant.claims });
      json(res, 200, { access_token: 'at', token_type: 'Bearer', expires_in: 3600, id_token: idToken });
    });
    return;
  }
  json(res, 404, { error: 'not_found' });
}).listen(Number(port), '127.0.0.1');
