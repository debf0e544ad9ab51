/**
 * Issue 18 item 2 end to end in Chromium: an employee books the morning of a working day as annual
 * leave (the form offers Whole day / First half / Second half for one day of a type that allows it),
 * then the afternoon of the same day; a second morning is refused with the overlap message. The
 * calendar marks both chips "½ morning" / "½ afternoon" and the details name the half.
 *
 * Account: karolis@demo.lt (Daniel Murphy's team, not used by other specs).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { agendaAt, as, chip, plusDays, typeDateTime } from './kit';

/** The next Wednesday at least `days` days from today (past the type's 3-day minimum advance, a working day). */
function wednesdayAfter(days: number): Date {
  let d = plusDays(new Date(), days);
  while (d.getDay() !== 3) d = plusDays(d, 1);
  return d;
}

/** Books annual leave on `day` from `from` to `to`, the half chosen by its radio label. */
async function bookHalf(page: Page, title: string, day: Date, from: string, to: string, half: string): Promise<Locator> {
  await page.getByRole('button', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByRole('combobox', { name: /Category/ }).selectOption({ label: 'Atostogos' });
  await dialog.getByRole('combobox', { name: /Type/ }).selectOption({ label: 'Kasmetinės atostogos' });
  await dialog.getByRole('textbox', { name: /Title/ }).fill(title);
  const dates = dialog.getByRole('group', { name: 'Dates 1' });
  await typeDateTime(dates, 'Start', day, from);
  await typeDateTime(dates, 'End', day, to);
  await expect(dialog.getByRole('radio', { name: 'Whole day' })).toBeChecked();
  await dialog.getByRole('radio', { name: half }).check();
  await dialog.getByRole('button', { name: 'Create event' }).click();
  return dialog;
}

test('an employee books a morning and an afternoon of one day; a second morning is refused', async ({ browser }) => {
  const page = await as(browser, 'karolis@demo.lt');
  const day = wednesdayAfter(10);
  await page.goto('/agenda');

  await expect(await bookHalf(page, 'E2E dentist', day, '08:00', '12:00', 'First half (morning)')).toHaveCount(0);
  await expect(await bookHalf(page, 'E2E school play', day, '13:00', '17:00', 'Second half (afternoon)')).toHaveCount(0);
  const refused = await bookHalf(page, 'E2E second morning', day, '09:00', '10:00', 'First half (morning)');
  await expect(page.getByText('Event dates are overlapping.').first()).toBeVisible();
  await refused.getByRole('button', { name: 'Cancel' }).click();

  await agendaAt(page, day);
  await expect(chip(page, 'E2E dentist')).toContainText('½ morning');
  await expect(chip(page, 'E2E school play')).toContainText('½ afternoon');
  await chip(page, 'E2E school play').click();
  const details = page.getByRole('dialog');
  await expect(details.locator('dt:text-is("Part of the day") + dd')).toHaveText('Second half (afternoon)');
  await expect(details.locator('dt:text-is("Date") + dd')).toContainText('all day');
  await page.context().close();
});
