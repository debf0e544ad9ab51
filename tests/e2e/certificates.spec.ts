/**
 * Issue 16 item 7 (certificates flow) end to end in Chromium: an employee picks "Certificate" in the
 * Requests chooser, lands on Profile → My certificates, requests a new certificate with "add it to my
 * certificates when approved" and its dates; the manager approves it in /requests; the certificate shows
 * in the employee's My certificates and in HR's /user-certificates overview (searched), whose CSV and PDF
 * hold it too.
 *
 * Accounts: grace@demo.lt (Grace Thompson, employee; holds no demo certificate and no other spec uses
 * her), laura@demo.lt (her manager; the demo maps `certificate` to a direct-manager chain), hr@demo.lt.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { approveRequest, as, dmy, pdfText, plusDays, ymd } from './kit';

const CODE = `E2E-${Date.now().toString(36).toUpperCase()}`;
const NAME = 'Certified Test Automation Engineer';

const toast = (page: Page, text: string) => expect(page.locator('.fui-ToastTitle').filter({ hasText: text })).toBeVisible();

test('an employee requests a certificate with add_on_approve, the manager approves, it shows in my certificates and the overview', async ({ browser }) => {
  test.setTimeout(180_000);
  const start = plusDays(new Date(), 3);
  const end = plusDays(new Date(), 3 + 730);

  const grace = await as(browser, 'grace@demo.lt');
  await grace.goto('/requests');
  await grace.getByRole('button', { name: 'New request' }).click();
  await grace.getByRole('dialog', { name: 'New request' }).getByRole('button', { name: 'Certificate' }).click();
  await expect(grace).toHaveURL(/\/profile\?tab=my-certificates/);
  const mine = grace.getByRole('table', { name: 'My certificates' });
  await expect(grace.getByText('You have no certificates yet.')).toBeVisible();

  // the chooser's "Certificate" opens the request dialog at once
  const form = grace.getByRole('dialog', { name: 'Request a certificate' });
  await form.getByRole('textbox', { name: /^Code/ }).fill(CODE);
  await form.getByRole('textbox', { name: /^Name/ }).fill(NAME);
  await form.getByRole('textbox', { name: /^Description/ }).fill('Passed on the first try.');
  await form.getByRole('checkbox', { name: 'Add it to my certificates when approved' }).check();
  const startField = form.getByRole('combobox', { name: /^Start date/ });
  await startField.fill(dmy(start));
  await startField.press('Tab');
  const endField = form.getByRole('combobox', { name: /^End date/ });
  await expect(endField).toBeEnabled();
  await endField.fill(dmy(end));
  await endField.press('Tab');
  await form.getByRole('button', { name: 'Send request' }).click();
  await toast(grace, 'The request has been sent.');
  await expect(form).toHaveCount(0);

  const laura = await as(browser, 'laura@demo.lt');
  await approveRequest(laura, /^Requests I participate in$/, ['Grace Thompson', CODE]);
  await laura.context().close();

  await grace.reload();
  await expect(mine.getByRole('row').filter({ hasText: CODE })).toContainText(NAME);
  await expect(mine.getByRole('row').filter({ hasText: CODE })).toContainText(dmy(start));
  await expect(mine.getByRole('row').filter({ hasText: CODE })).toContainText(dmy(end));
  await grace.context().close();

  const hr = await as(browser, 'hr@demo.lt');
  await hr.goto('/user-certificates');
  await expect(hr.getByRole('heading', { name: 'User certificates', level: 1 })).toBeVisible();
  await hr.getByRole('searchbox', { name: 'Search by employee, code or name' }).fill(`grace ${CODE}`);
  const overview = hr.getByRole('table', { name: 'User certificates' });
  await expect(overview.getByRole('row')).toHaveCount(2);
  await expect(overview.getByRole('row').nth(1)).toContainText('Grace Thompson');
  await expect(overview.getByRole('row').nth(1)).toContainText(CODE);

  const [download] = await Promise.all([hr.waitForEvent('download'), hr.getByRole('button', { name: 'Export CSV' }).click()]);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv).toContain(`Grace Thompson,${CODE},${NAME},${ymd(start)},${ymd(end)}`);

  const pdf = await hr.evaluate(async (q) => {
    const r = await fetch(`/api/v1/users/certificates/pdf?q=${encodeURIComponent(q)}&lang=lt`, { credentials: 'include' });
    return (await r.json()) as { file: string };
  }, CODE);
  const text = pdfText(pdf.file);
  expect(text).toContain('Darbuotojų sertifikatai');
  expect(text).toContain('Grace Thompson');
  await hr.context().close();
});
