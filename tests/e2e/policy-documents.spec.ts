/**
 * Policy documents and the entry page in Chromium (issue 16 items 1–2, 7): jonas@demo.lt signs in for
 * the first time, lands on /entry-page, cannot save until he signs both entry-page documents with
 * "I agree", saves and lands on the dashboard; HR sees him in the code of conduct's signed-users list
 * and downloads the CSV. (The rule "an update makes everyone sign again" is left to the API tests: an
 * update here would send every later spec's sign-in to the entry page.) jonas's first sign-in is used
 * up here; smoke.spec.ts checks the first sign-in with lukas@demo.lt.
 */
import fs from 'node:fs';
import { expect, signIn, test } from './fixtures';
import { as } from './kit';

test('jonas signs both entry-page documents, saves, and HR sees him in the signed-users CSV', async ({ page, browser }) => {
  await signIn(page, 'jonas@demo.lt');
  await expect(page).toHaveURL((url) => url.pathname === '/entry-page');
  await expect(page.getByRole('heading', { name: 'Personal data protection policy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Code of conduct' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  await expect(page.getByText('0 of 2 signed.')).toBeVisible();

  // A wrong phrase is refused; the exact one signs.
  await page.getByRole('button', { name: 'Sign Personal data protection policy' }).click();
  let dialog = page.getByRole('dialog', { name: /Personal data protection policy/ });
  await dialog.getByRole('textbox').fill('i agree');
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(dialog.getByText(/Type exactly "I agree"/)).toBeVisible();
  await dialog.getByRole('textbox').fill('I agree');
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1 of 2 signed.')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.getByRole('button', { name: 'Sign Code of conduct' }).click();
  dialog = page.getByRole('dialog', { name: /Code of conduct/ });
  await dialog.getByRole('textbox').fill('I agree');
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('2 of 2 signed.')).toBeVisible();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('navigation').getByText('Home', { exact: true })).toBeVisible();

  // HR: the signed-users list of the code of conduct's latest update, and its CSV.
  const hr = await as(browser, 'hr@demo.lt');
  await hr.goto('/policy-documents');
  await expect(hr.getByRole('heading', { name: 'Policy documents', level: 1 })).toBeVisible();
  await hr.getByRole('button', { name: /Code of conduct/ }).first().click();
  await expect(hr.getByText(/Gifts and hospitality rules added/)).toBeVisible();
  // The menu once closed again by itself on a busy CI machine right after the panel opened (not reproduced
  // since): open it until its item shows, as a person would click again.
  const signedUsers = hr.getByRole('menuitem', { name: 'Signed users' });
  await expect(async () => {
    if (!(await signedUsers.isVisible())) await hr.getByRole('button', { name: 'Manage Code of conduct' }).click();
    await expect(signedUsers).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await signedUsers.click();
  const signers = hr.getByRole('dialog', { name: /Who signed "Code of conduct"/ });
  const jonasRow = signers.getByRole('row').filter({ hasText: 'Jonas Petrauskas' });
  await expect(jonasRow).toContainText('Signed');
  const [download] = await Promise.all([hr.waitForEvent('download'), signers.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^signed-users-\d+-\d+\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFFull name,Signed,Date signed\r\n')).toBe(true);
  expect(csv).toMatch(/\r\nJonas Petrauskas,Yes,\d{4}-\d{2}-\d{2} \d{2}:\d{2}\r\n/);
  await hr.context().close();
});
