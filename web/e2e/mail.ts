import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The e-mails Stride sent during the journeys, caught by the Mailpit that
 * playwright.config.ts starts on E2E_PORT + 2, read through its HTTP API.
 */
const PORT = Number(process.env.E2E_PORT ?? 5099);
const api = `http://127.0.0.1:${PORT + 2}/api/v1`;

export interface Mail {
  subject: string;
  text: string;
  html: string;
}

interface Summary {
  ID: string;
  Subject: string;
  To: Array<{ Address: string }>;
}

/** The newest e-mail to `to` whose subject holds `subject`, waiting for it (Stride sends in the background). */
export async function waitForMail(request: APIRequestContext, to: string, subject: string): Promise<Mail> {
  let found: Mail | null = null;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${api}/messages?limit=200`);
        const { messages } = (await res.json()) as { messages: Summary[] };
        const hit = messages.find(
          (m) => m.Subject.includes(subject) && m.To.some((a) => a.Address.toLowerCase() === to.toLowerCase()),
        );
        if (!hit) return false;
        const full = (await (await request.get(`${api}/message/${hit.ID}`)).json()) as { Text: string; HTML: string };
        found = { subject: hit.Subject, text: full.Text, html: full.HTML };
        return true;
      },
      { timeout: 15_000, message: `an e-mail to ${to} about "${subject}"` },
    )
    .toBe(true);
  return found!;
}

/** The first link in the e-mail's text that contains `path`, as a path of the app (the host is PUBLIC_URL). */
export function linkIn(mail: Mail, path: string): string {
  const hit = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((l) => l.includes(path));
  if (!hit) throw new Error(`no link to ${path} in "${mail.subject}"`);
  expect(mail.html).toContain(hit.replace(/&/g, '&amp;'));
  const url = new URL(hit);
  return `${url.pathname}${url.search}`;
}
