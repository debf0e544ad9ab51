/**
 * Issue 14 item 7 (first flow) end to end in Chromium: an employee orders a book from the demo shelf,
 * another employee watches it, the first returns it, and the watcher's outbox holds the "back on the
 * shelf" e-mail. Also: the request-a-book form opens on arrival with ?request=1 and the request enters
 * its approval chain.
 *
 * Accounts: oliver@demo.lt (borrower) and benjamin@demo.lt (watcher); the demo shelf gives neither
 * of them a book and no other spec uses them. The book: "The Pragmatic Programmer" (on the shelf).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, readLatestMail, signIn, test } from './fixtures';
import { as, dmy, plusDays } from './kit';

const BOOK = 'The Pragmatic Programmer';
const BORROWER = 'oliver@demo.lt';
const WATCHER = 'benjamin@demo.lt';

/** `DD/MM/YYYY` of the day `days` from today (what the date fields read). */
const dmyIn = (days: number) => dmy(plusDays(new Date(), days));

/** /library with the books list narrowed to the book by the search box. */
async function openBook(page: Page): Promise<Locator> {
  await page.goto('/library');
  await expect(page.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by title or author' }).fill('Pragmatic');
  const books = page.getByRole('table', { name: 'Books', exact: true });
  await expect(books.getByRole('row')).toHaveCount(2);
  return books;
}

/** The success toast with this text. */
const toast = (page: Page, text: string) => expect(page.locator('.fui-ToastTitle').filter({ hasText: text })).toBeVisible();

test('an employee orders a book, another watches it, the first returns it and the watcher is e-mailed', async ({ browser }) => {
  test.setTimeout(120_000);
  const oliver = await as(browser, BORROWER);
  const books = await openBook(oliver);
  await expect(books.getByRole('row').filter({ hasText: BOOK })).toContainText('On the shelf');
  await books.getByRole('button', { name: `Order ${BOOK}` }).click();
  const order = oliver.getByRole('dialog', { name: `Order “${BOOK}”` });
  const date = order.getByRole('combobox', { name: /^Planned return date/ });
  await date.fill(dmyIn(14));
  await date.press('Tab');
  await order.getByRole('button', { name: 'Save' }).click();
  await toast(oliver, 'The book has been successfully ordered.');
  await expect(order).toHaveCount(0);
  const mine = oliver.getByRole('table', { name: 'My taken books' });
  await expect(mine.getByRole('row').filter({ hasText: BOOK })).toContainText(`Until ${dmyIn(14)}`);

  const benjamin = await as(browser, WATCHER);
  const seen = await openBook(benjamin);
  await expect(seen.getByRole('row').filter({ hasText: BOOK })).toContainText('Taken by Oliver Bennett');
  await expect(seen.getByRole('button', { name: `Order ${BOOK}` })).toHaveCount(0);
  await seen.getByRole('button', { name: `Watch ${BOOK}` }).click();
  await toast(benjamin, 'The book has been successfully added to your watchlist.');
  await expect(benjamin.getByRole('table', { name: 'My watchlist' }).getByRole('row').filter({ hasText: BOOK })).toBeVisible();

  const before = new Date();
  await mine.getByRole('button', { name: `Return ${BOOK}` }).click();
  await toast(oliver, 'The book has been successfully returned.');
  await expect(oliver.getByRole('heading', { name: 'My taken books' })).toHaveCount(0);

  const mail = await readLatestMail(WATCHER, { after: before });
  expect(mail.subject).toContain(`${BOOK} is back on the shelf`);
  // The watch ended with the return: the watchlist is empty and hidden; the book can be ordered again.
  const again = await openBook(benjamin);
  await expect(again.getByRole('row').filter({ hasText: BOOK })).toContainText('On the shelf');
  await expect(benjamin.getByRole('heading', { name: 'My watchlist' })).toHaveCount(0);
  await oliver.context().close();
  await benjamin.context().close();
});

test('the request-a-book form opens on arrival with ?request=1', async ({ page }) => {
  await signIn(page, BORROWER);
  await page.goto('/library?request=1');
  const dialog = page.getByRole('dialog', { name: 'Request a book' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/library$/);
  await dialog.getByRole('textbox', { name: /^Title/ }).fill('Staff Engineer');
  await dialog.getByRole('textbox', { name: /^Author/ }).fill('Will Larson');
  await dialog.getByRole('textbox', { name: /^Link/ }).fill('https://staffeng.com/book');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'The book request has been successfully submitted.');
  await expect(dialog).toHaveCount(0);
  // It went into its approval chain (the demo's "Book purchase"): the owner sees it in progress.
  await page.goto('/requests');
  await expect(page.getByText('Staff Engineer — Will Larson').first()).toBeVisible();
});
