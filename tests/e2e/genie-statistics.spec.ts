/**
 * Issue 17 item 8, wishlist and statistics end to end in Chromium:
 * - an employee (dovydas@demo.lt, Dovydas, role Employee, who has used none of his likes in the demo —
 *   api/src/db/seed/demo-genie.ts) likes three wishes on /genie, sees no likes left, and is refused the fourth
 *   (wishlist_vote_deny shown as a toast); taking a like back frees it;
 * - HR (hr@demo.lt, Eglė, role HR with statistics_write) opens /statistics, sees the five charts drawn from the
 *   demo's two years of joiners, leavers and sick leave (demo-statistics.ts), opens a chart's data table, and
 *   downloads the xlsx of a month range, which is opened again with exceljs: one sheet per series, real numbers
 *   and real dates.
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, signIn, test } from './fixtures';

test('an employee likes three wishes and is refused the fourth', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'dovydas@demo.lt');
  await page.goto('/genie');
  await expect(page.getByRole('heading', { name: 'Wishes and suggestions' })).toBeVisible();
  const status = page.getByTestId('likes-left');
  await expect(status).toHaveText('Likes left: 3 of 3');
  const table = page.getByRole('table', { name: 'Wishlist' });
  const likeButtons = table.getByRole('button', { name: /^Like "/ });
  await expect(likeButtons.first()).toBeVisible();
  const items: string[] = [];
  for (let i = 0; i < 3; i++) {
    const button = likeButtons.first();
    const name = (await button.getAttribute('aria-label'))!;
    items.push(name.slice('Like "'.length, -1));
    await button.click();
    await expect(status).toHaveText(`Likes left: ${2 - i} of 3`);
    await expect(table.getByRole('button', { name: `Take back your like of "${items[i]}"` })).toHaveAttribute('aria-pressed', 'true');
  }
  await likeButtons.first().click();
  await expect(page.locator('.fui-ToastTitle').getByText('You have used all 3 of your likes. Take one back to like another wish.')).toBeVisible();
  await expect(status).toHaveText('Likes left: 0 of 3');
  await expect(table.getByRole('button', { name: /^Take back your like of / })).toHaveCount(3);

  await table.getByRole('button', { name: `Take back your like of "${items[0]}"` }).click();
  await expect(status).toHaveText('Likes left: 1 of 3');
});

test('HR sees all five charts and downloads the statistics as xlsx', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'hr@demo.lt');
  await page.goto('/statistics');
  await expect(page.getByRole('heading', { name: 'Statistics', exact: true })).toBeVisible();
  for (const id of ['headcount', 'sick-leave', 'gender', 'seniority', 'turnover']) {
    const card = page.getByTestId(`chart-${id}`);
    await expect(card).toBeVisible();
    await expect(card.locator('svg').first()).toBeVisible();
  }
  // the sick-leave bars: one bar per month with a value
  await expect(page.getByTestId('chart-sick-leave').locator('rect').first()).toBeVisible();
  // what a screen reader hears: the chart and its points in our words and formats, not the library's
  // English ("Area chart with 2 data series", "2017-12-31 12:00:00 PM; GMT+2")
  await expect(page.getByTestId('chart-headcount').locator('svg[aria-label="Headcount: chart. The numbers are in its data table."]')).toHaveCount(1);
  await expect(page.getByTestId('chart-headcount').locator('circle[aria-label]').first()).toHaveAttribute('aria-label', /^\d\d\/\d\d\/\d{4}\. All employees: \d+\.$/);
  await expect(page.getByTestId('chart-sick-leave').locator('rect[aria-label]').first()).toHaveAttribute('aria-label', /^\d{4}-\d\d\. Sick leave.*: [\d.]+ %\.$/);
  // …and a point's callout is headed by its day as DD/MM/YYYY
  await page.getByTestId('chart-headcount').locator('circle[aria-label]').nth(2).focus();
  await expect(page.locator('text=/^\\d\\d\\/\\d\\d\\/\\d{4}$/ >> visible=true')).toHaveCount(1);
  // a chart's numbers as a table
  const headcount = page.getByTestId('chart-headcount');
  await headcount.getByText('Data table').click();
  await expect(headcount.getByRole('table', { name: 'Headcount' }).getByRole('row')).not.toHaveCount(1);

  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export statistics' });
  await expect(dialog).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Statistics.xlsx');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(fs.readFileSync((await file.path())!) as unknown as ArrayBuffer);
  expect(wb.worksheets.map((w) => w.name)).toEqual(['Headcount', 'Gender', 'Turnover', 'Turnover quarterly', 'Seniority', 'Sick leave']);
  const sick = wb.getWorksheet('Sick leave')!;
  expect(sick.rowCount).toBe(13);
  const values = Array.from({ length: 12 }, (_, i) => sick.getRow(i + 2));
  expect(values.every((r) => r.getCell(1).value instanceof Date)).toBe(true);
  expect(values.every((r) => typeof r.getCell(2).value === 'number')).toBe(true);
  expect(values.some((r) => (r.getCell(2).value as number) > 0)).toBe(true);
  const headcountRow = wb.getWorksheet('Headcount')!.getRow(2);
  expect(headcountRow.getCell(1).value).toBeInstanceOf(Date);
  expect(typeof headcountRow.getCell(2).value).toBe('number');
});
