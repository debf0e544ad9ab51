/**
 * Issue 11 (time zones) end to end: a browser in London (UTC in winter, one hour behind the company's
 * Europe/Vilnius clock) types an event at 10:00–12:00 in the new event form; the calendar chip, the
 * details (the company's zone named, since the viewer's clock differs) and the edit form all show
 * 10:00 — the form types company times like every screen shows them.
 *
 * Account: charlotte@demo.lt (London office, not used by other specs); remote work is accepted at once.
 */
import { expect, signIn, test } from './fixtures';
import { agendaAt, chip, dmy, plusDays, typeDateTime } from './kit';

test.use({ timezoneId: 'Europe/London' });

test('a London browser types 10:00 and sees 10:00 in the calendar, the details and the edit form', async ({ page }) => {
  const day = plusDays(new Date(), 4);
  const title = 'E2E London clock';
  await signIn(page, 'charlotte@demo.lt');
  await agendaAt(page, day);
  await page.getByRole('button', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByRole('combobox', { name: /Category/ }).selectOption({ label: 'Darbo organizavimas' });
  await dialog.getByRole('combobox', { name: /Type/ }).selectOption({ label: 'Nuotolinis darbas' });
  await dialog.getByRole('textbox', { name: /Title/ }).fill(title);
  await dialog.getByRole('textbox', { name: /Working address/ }).fill('1 Finsbury Avenue, London');
  const dates = dialog.getByRole('group', { name: 'Dates 1' });
  await typeDateTime(dates, 'Start', day, '10:00');
  await typeDateTime(dates, 'End', day, '12:00');
  await dialog.getByRole('button', { name: 'Create event' }).click();
  await expect(dialog).toHaveCount(0);

  const item = chip(page, title);
  await expect(item).toContainText('10:00');
  await item.click();
  const details = page.getByRole('dialog');
  await expect(details.locator('dt:text-is("Start") + dd')).toHaveText(`${dmy(day)} 10:00 (Europe/Vilnius)`);
  await expect(details.locator('dt:text-is("End") + dd')).toHaveText(`${dmy(day)} 12:00 (Europe/Vilnius)`);

  await details.getByRole('button', { name: 'Edit' }).click();
  // An edit holds one date row (no "Dates 1" group, as the new-event form has).
  const edit = page.getByRole('dialog', { name: 'Edit event' });
  await expect(edit.getByRole('combobox', { name: 'Start, time', exact: true })).toHaveValue('10:00');
  await expect(edit.getByRole('combobox', { name: 'End, time', exact: true })).toHaveValue('12:00');
});
