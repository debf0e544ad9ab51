/**
 * Issue 13 item 9, the second flow, end to end in Chromium: an employee files an expense claim with
 * two receipt images linked to one of his business trips, the chain of the demo company approves it
 * from /requests (the direct manager, then Accounting, whose item may edit: it adds a note through
 * the claim page first — api/src/db/seed/demo-claims.ts), and the
 * claim's PDF report (the API's base64 reply through pdftotext) shows the total.
 *
 * Accounts: tomas@demo.lt (employee with the demo trip "Baltic DevOps Days"; holds
 * expense_claims_read/write), laura@demo.lt (his manager), accounting@demo.lt (Accounting).
 */
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, signIn, test } from './fixtures';
import { as, pdfText } from './kit';

const OWNER = 'Tomas Žemaitis';
const TRIP = 'Baltic DevOps Days';
const LINES = [
  { description: 'E2E taxi to the conference', cost: '37,45', file: 'taxi-receipt.png', colour: '#f4d35e' },
  { description: 'E2E dinner with the speakers', cost: '21.30', file: 'dinner-receipt.png', colour: '#9ad1d4' },
];
/** 37.45 + 21.30 */
const TOTAL = '58.75';
const CHECKED = 'Receipts checked by accounting';

/** A small receipt image (PNG), generated for the test. */
const png = (colour: string) => sharp({ create: { width: 120, height: 160, channels: 3, background: colour } }).png().toBuffer();

/** The claim's row in the approver's "Requests I participate in" table. */
const claimRow = (page: Page): Locator =>
  page.getByRole('table', { name: 'Requests I participate in' }).getByRole('row').filter({ hasText: OWNER }).filter({ hasText: TOTAL });

/** Runs a row action, visible or in the row's overflow menu. */
async function rowAction(page: Page, row: Locator, action: string): Promise<void> {
  await expect(row).toHaveCount(1);
  const button = row.getByRole('button', { name: new RegExp(`^${action} `) });
  if (await button.count()) await button.click();
  else {
    await row.getByRole('button', { name: /^More actions/ }).click();
    await page.getByRole('menuitem', { name: action, exact: true }).click();
  }
}

/** Approves the row through the decision dialog. */
async function approve(page: Page, row: Locator): Promise<void> {
  await rowAction(page, row, 'Approve');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('The request was approved.').first()).toBeVisible();
}

test('an employee files an expense claim with two receipts linked to his trip; manager and accounting approve; the PDF shows the total', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, 'tomas@demo.lt');

  // From the claims list to a new claim: the type comes first, then the rest of the form.
  await page.goto('/expenses');
  await expect(page.getByRole('heading', { name: 'Expense claims' })).toBeVisible();
  await page.getByRole('button', { name: 'New expense claim' }).click();
  await expect(page).toHaveURL(/\/expense-claim$/);
  await expect(page.getByRole('button', { name: 'Add expense' })).toHaveCount(0);
  await page.getByRole('combobox', { name: /Type/ }).selectOption({ label: 'Travel' });
  const trip = page.getByRole('combobox', { name: /Business trip/ });
  const tripOption = trip.locator('option', { hasText: TRIP });
  await expect(tripOption).toHaveCount(1);
  await trip.selectOption(await tripOption.getAttribute('value'));
  await page.getByRole('textbox', { name: 'Additional information' }).fill('Taxi and dinner at the Riga conference');
  await expect(page.getByRole('button', { name: 'Save and submit' })).toBeDisabled();

  // Two lines, each with a receipt image.
  for (const line of LINES) {
    await page.getByRole('button', { name: 'Add expense' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add expense' });
    await dialog.getByRole('textbox', { name: /Description/ }).fill(line.description);
    await dialog.getByRole('textbox', { name: /Cost/ }).fill(line.cost);
    await dialog.getByTestId('expense-receipts').setInputFiles({ name: line.file, mimeType: 'image/png', buffer: await png(line.colour) });
    await expect(dialog.getByText(line.file)).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Expenses' }).getByRole('row').filter({ hasText: line.description })).toContainText(line.file);
  }
  await expect(page.getByText(`Total: €${TOTAL}`)).toBeVisible();
  await expect(page.getByText(/^Receipts: 0\.\d\d of 4 MB$/)).toBeVisible();

  // Save and submit: the claim goes into its chain and the page goes to /requests.
  await page.getByRole('button', { name: 'Save and submit' }).click();
  await expect(page.getByText('The expense claim was submitted for approval.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/requests$/);
  const mine = page.getByRole('table', { name: 'My requests' }).getByRole('row').filter({ hasText: TOTAL });
  await expect(mine).toContainText('In progress');

  // The direct manager approves.
  const laura = await as(browser, 'laura@demo.lt');
  await laura.goto('/requests');
  await approve(laura, claimRow(laura));
  await laura.context().close();

  // Accounting (its chain item may edit) opens the claim from /requests, adds a note, saves (back
  // to /requests; no "Save and submit" for a claim in progress) and approves.
  const accounting = await as(browser, 'accounting@demo.lt');
  await accounting.goto('/requests');
  await rowAction(accounting, claimRow(accounting), 'Edit');
  await expect(accounting).toHaveURL(/\/expense-claim\/\d+$/);
  await expect(accounting.getByText(LINES[1].description)).toBeVisible();
  await expect(accounting.getByRole('button', { name: 'Save and submit' })).toHaveCount(0);
  await accounting.getByRole('textbox', { name: 'Additional information' }).fill(CHECKED);
  await accounting.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(accounting.getByText('The expense claim was saved.').first()).toBeVisible();
  await expect(accounting).toHaveURL(/\/requests$/);
  await approve(accounting, claimRow(accounting));
  await accounting.context().close();

  // The employee's list shows it approved; inspecting it is read-only with the report offered.
  await page.goto('/expenses');
  const row = page.getByRole('table', { name: 'Expense claims' }).getByRole('row').filter({ hasText: `€${TOTAL}` });
  await expect(row).toContainText('Approved');
  await expect(row.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await row.getByRole('button', { name: /^Inspect / }).click();
  await expect(page).toHaveURL(/\/expense-claim\/\d+$/);
  const id = Number(/\/expense-claim\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByText(LINES[0].description)).toBeVisible();
  // "Open report" opens the PDF in a new window.
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Open report' }).click();
  expect((await popup).url()).toMatch(/^blob:/);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save and submit' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /Business trip/ }).locator('option:checked')).toContainText(TRIP);
  await expect(page.getByRole('textbox', { name: 'Additional information' })).toHaveValue(CHECKED);

  // The report: the API's base64 PDF, read with pdftotext, shows the lines and the total.
  const res = await page.request.get(`/api/v1/expense-claims/${id}/report?lang=en`);
  expect(res.ok(), await res.text()).toBe(true);
  const { data } = (await res.json()) as { data: string };
  const text = pdfText(data);
  expect(text).toContain(LINES[0].description);
  expect(text).toContain(LINES[1].description);
  expect(text).toMatch(new RegExp(TOTAL.replace('.', '[.,]')));
});
