/**
 * What every spec needs: `test` and `expect`, signing in through the login page, and reading the
 * e-mails the server wrote to its outbox (E2E_OUTBOX, set by global-setup.ts).
 *
 * The database is seeded once per run and shared by every spec (one worker, files in name order),
 * so a spec that changes demo data should use accounts no other spec relies on. jonas@demo.lt's
 * first sign-in (→ /entry-page, signing the policy documents) belongs to policy-documents.spec.ts,
 * lukas@demo.lt's (→ /entry-page) to smoke.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { readMail } from '../../api/src/test/mail';

export { expect, test };

/** Password of every demo account (api/src/db/seed/demo.ts; demo data only). */
export const DEMO_PASSWORD = 'Demo-Portal-2026!';

/**
 * Signs in through /login and waits until the portal has left the login page (to /entry-page on
 * a first sign-in, otherwise to where it was going or /).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

export interface Mail {
  /** The .eml file. */
  file: string;
  to: string;
  subject: string;
  /** The text/plain body, decoded (the HTML body with tags removed when there is no text part). */
  text: string;
  /** The first link in the text to the server under test (else the first link at all), or null. */
  link: string | null;
}

/**
 * The newest e-mail to `to` in the outbox, parsed. Mail is sent after the transaction commits, so
 * this waits up to `timeout` ms for one to arrive; with `after` (e.g. a `Date` taken before the
 * action) only mail written since then counts.
 */
export async function readLatestMail(to: string, options: { after?: Date; timeout?: number } = {}): Promise<Mail> {
  const { after, timeout = 10_000 } = options;
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = latestMail(to, after);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to}${after ? ` since ${after.toISOString()}` : ''} in ${outboxDir()} after ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Every e-mail in the outbox, oldest first. */
export function readAllMail(): Mail[] {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => ({ f, key: sortKey(f), mtime: fs.statSync(path.join(dir, f)).mtimeMs }))
    .sort((a, b) => a.mtime - b.mtime || a.key.localeCompare(b.key))
    .map(({ f }) => parseEml(path.join(dir, f)));
}

function outboxDir(): string {
  const dir = process.env.E2E_OUTBOX;
  if (!dir) throw new Error('E2E_OUTBOX is not set: run the specs through tests/playwright.config.ts');
  return dir;
}

/** Outbox names are `<ISO stamp>-<pid>-<counter>.eml`: pad the counter so names sort in order. */
const sortKey = (f: string) => f.replace(/-(\d+)\.eml$/, (_m, n: string) => `-${n.padStart(9, '0')}.eml`);

function latestMail(to: string, after?: Date): Mail | null {
  const wanted = to.toLowerCase();
  const newest = readAllMail()
    .filter((m) => m.to.toLowerCase().includes(wanted))
    .at(-1);
  if (!newest || (after && fs.statSync(newest.file).mtimeMs < after.getTime())) return null;
  return newest;
}

const htmlToText = (html: string) =>
  html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** Parses one .eml file written by the server's outbox (the api tests' reader, api/src/test/mail.ts). */
export function parseEml(file: string): Mail {
  const mail = readMail(fs.readFileSync(file, 'utf8'));
  const text = (mail.text || (mail.html ? htmlToText(mail.html) : '')).trim();
  const links = [...text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((m) => m[0].replace(/[.,;:]+$/, ''));
  const base = process.env.E2E_BASE_URL;
  return {
    file,
    to: mail.to,
    subject: mail.subject,
    text,
    link: (base && links.find((l) => l.startsWith(base))) || links[0] || null,
  };
}
