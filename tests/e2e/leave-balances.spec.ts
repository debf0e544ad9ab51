/**
 * Issue 18 end to end in Chromium: Rokas (rokas@demo.lt, exactly 3 days of annual leave left on the day
 * the demo is seeded — api/src/db/seed/demo-leave-balances.ts) tries a 5-day leave: the form already
 * says it uses 5 working days with only 3 available, and the server refuses it with the numbers. He books
 * the morning of the Monday instead and the dashboard shows 2.5 left. HR (hr@demo.lt) adjusts his
 * balance by one day with a reason from the user details, and the audit log (admin@demo.lt) lists it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { as, plusDays, typeDateTime } from './kit';

/** The Monday at least `days` days from today (past the annual leave's minimum advance). */
function mondayAfter(days: number): Date {
  let d = plusDays(new Date(), days);
  while (d.getDay() !== 1) d = plusDays(d, 1);
  return d;
}

/** Opens the new-event form on /agenda with annual leave picked and the title typed. */
async function newLeave(page: Page, title: string) {
  await page.goto('/agenda');
  await page.getByRole('button', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByRole('combobox', { name: /Category/ }).selectOption({ label: 'Atostogos' });
  await dialog.getByRole('combobox', { name: /Type/ }).selectOption({ label: 'Kasmetinės atostogos' });
  await dialog.getByRole('textbox', { name: /Title/ }).fill(title);
  return dialog;
}

test('3 days left: a 5-day leave is refused with the numbers, a half day fits and 2.5 are left; HR adjusts with a reason and the audit log lists it', async ({ browser }) => {
  const rokas = await as(browser, 'rokas@demo.lt');
  await rokas.goto('/');
  const card = rokas.getByRole('region', { name: 'Leave balance' });
  await expect(card).toContainText('Kasmetinės atostogos');
  await expect(card).toContainText(/atostogos\s*3\s*days available/);

  // Monday to Friday: the hint warns before saving, and the server refuses with the numbers.
  const monday = mondayAfter(14);
  const friday = plusDays(monday, 4);
  let dialog = await newLeave(rokas, 'E2E summer week');
  let dates = dialog.getByRole('group', { name: 'Dates 1' });
  await typeDateTime(dates, 'Start', monday, '08:00');
  await typeDateTime(dates, 'End', friday, '17:00');
  await expect(dialog.getByTestId('leave-use-hint')).toHaveText(/Working days this leave uses: 5, but only 3 can be used/);
  await dialog.getByRole('button', { name: 'Create event' }).click();
  await expect(rokas.getByText('Not enough leave left: this leave uses 5 working days, 3 available (overdraft allowed: 0).').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The morning of the Monday instead.
  dialog = await newLeave(rokas, 'E2E dentist morning');
  dates = dialog.getByRole('group', { name: 'Dates 1' });
  await typeDateTime(dates, 'Start', monday, '08:00');
  await typeDateTime(dates, 'End', monday, '12:00');
  await dialog.getByRole('radio', { name: 'First half (morning)' }).check();
  await expect(dialog.getByTestId('leave-use-hint')).toHaveText('Working days this leave uses: 0.5; left: 2.5.');
  await dialog.getByRole('button', { name: 'Create event' }).click();
  await expect(dialog).toHaveCount(0);
  await rokas.goto('/');
  await expect(card).toContainText(/atostogos\s*2\.5\s*days available/);
  await rokas.context().close();

  // HR adds a day with a reason from Rokas's details.
  const hr = await as(browser, 'hr@demo.lt');
  await hr.goto('/users');
  await hr.getByRole('searchbox').first().fill('Žilinskas');
  await hr.keyboard.press('Enter');
  const row = hr.getByRole('row', { name: /Rokas Žilinskas/ });
  await row.getByRole('button', { name: 'Details' }).click();
  const details = hr.getByRole('dialog', { name: /Rokas Žilinskas/ });
  await details.getByRole('button', { name: 'Adjust balance' }).click();
  const adjust = hr.getByRole('dialog', { name: 'Adjust the leave balance of Rokas Žilinskas' });
  await adjust.getByRole('textbox', { name: /Days/ }).fill('1');
  await adjust.getByRole('textbox', { name: /Reason/ }).fill('Worked on a public holiday');
  await adjust.getByRole('button', { name: 'Save' }).click();
  // the toast's title (a screen-reader live region may repeat the text first)
  await expect(hr.getByText('The balance of Rokas Žilinskas was adjusted.').last()).toBeVisible();
  await expect(details).toContainText('Worked on a public holiday');
  await hr.context().close();

  // The audit log lists the adjustment with who made it.
  const admin = await as(browser, 'admin@demo.lt');
  await admin.goto('/audit');
  await admin.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Leave balance adjusted' });
  const entry = admin.getByRole('row', { name: /Leave balance adjusted/ }).filter({ hasText: 'Žukauskienė' }).first();
  await expect(entry).toBeVisible();
  await admin.context().close();
});
