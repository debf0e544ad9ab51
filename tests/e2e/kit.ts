/**
 * Helpers the e2e specs share, so that each spec reads as the user's steps: dates as the tab shows and
 * reads them (DD/MM/YYYY, spec 2 §9), typing into the Fluent date/time fields, a signed-in page of
 * another person, the calendar moved to a month, an item's chip, a requests-table row action and the
 * text of a base64 PDF reply (pdftotext).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, signIn } from './fixtures';

export const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD` of a local date. */
export const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** `DD/MM/YYYY` of a local date: what the date fields show and read. */
export const dmy = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
/** The local date `n` days after `d` (midnight). */
export const plusDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
/** The calendar's month title, e.g. "December 2026" / "2026 m. gruodis". */
export const monthTitle = (d: Date, lang: 'en' | 'lt' = 'en') => d.toLocaleDateString(lang === 'lt' ? 'lt-LT' : 'en-GB', { month: 'long', year: 'numeric' });

/** Types into a date or time field (DD/MM/YYYY, HH:mm) as a user does and leaves it with Tab, which commits it. */
export async function typeIn(scope: Locator, name: string, text: string): Promise<void> {
  const input = scope.getByRole('combobox', { name, exact: true });
  await input.fill(text);
  await input.press('Tab');
}

/** A date-time field: its date, then its "<label>, time" part (`timeWord` "time" / "laikas"). */
export async function typeDateTime(scope: Locator, label: string, day: Date, time: string, timeWord = 'time'): Promise<void> {
  await typeIn(scope, label, dmy(day));
  await typeIn(scope, `${label}, ${timeWord}`, time);
}

/** A signed-in page of another person, in a browser context of its own. */
export async function as(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/**
 * Opens /agenda and moves the calendar to the month of `date` with FullCalendar's previous/next
 * buttons (English or Lithuanian), counting months from today; checks the title in `lang`.
 */
export async function agendaAt(page: Page, date: Date, lang: 'en' | 'lt' = 'en'): Promise<void> {
  await page.goto('/agenda');
  const title = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(title).toHaveText(/\d{4}/);
  const now = new Date();
  let diff = (date.getFullYear() - now.getFullYear()) * 12 + date.getMonth() - now.getMonth();
  while (diff !== 0) {
    const text = (await title.textContent()) ?? '';
    await page.getByRole('button', { name: diff > 0 ? /^(Next|Pirmyn)/ : /^(Previous|Atgal)/ }).click();
    await expect(title).not.toHaveText(text);
    diff += diff > 0 ? -1 : 1;
  }
  await expect(title).toHaveText(monthTitle(date, lang));
}

/** The calendar chip of an item by its title (the first, when it spans several weeks). */
export const chip = (scope: Page | Locator, title: string): Locator => scope.getByRole('listitem').getByRole('button').filter({ hasText: title }).first();

/**
 * Approves the one row of the requests table `table` (accessible name, English or Lithuanian) that
 * holds every text of `has`, through its Approve button or its overflow menu, and the decision dialog.
 */
export async function approveRequest(page: Page, table: RegExp, has: string[]): Promise<void> {
  await page.goto('/requests');
  let row = page.getByRole('table', { name: table }).getByRole('row');
  for (const text of has) row = row.filter({ hasText: text });
  await expect(row).toHaveCount(1);
  const button = row.getByRole('button', { name: /^(Approve|Patvirtinti)/ });
  if (await button.count()) await button.click();
  else {
    await row.getByRole('button', { name: /^(More actions|Daugiau veiksmų)/ }).click();
    await page.getByRole('menuitem', { name: /^(Approve|Patvirtinti)$/ }).click();
  }
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^(Approve|Patvirtinti)$/ }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/^(The request was approved\.|Prašymas patvirtintas\.)$/).first()).toBeVisible();
}

/** The text of a base64 PDF, through pdftotext -layout. */
export function pdfText(base64: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-pdf-')), 'report.pdf');
  fs.writeFileSync(file, new Uint8Array(Buffer.from(base64, 'base64')));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
