/**
 * Issue 4 item 10 end to end in Chromium, everything through the UI:
 * 1. An employee shares her calendar with a colleague, books annual leave naming a substitute; the
 *    substitute confirms on the dashboard; the manager approves in /requests; the event shows as
 *    accepted in the employee's calendar and in the viewer's; the vacation report PDF lists it.
 * 2. A manager registers overtime for a date; it shows on that date in the calendar.
 * 3. An employee submits an on-call with factual times; the manager approves it; it shows in the
 *    calendar with its factual time.
 * 4. In Lithuanian and the dark theme, an employee books remote work with a working address; it is
 *    accepted at once (no approval) and its details show the address.
 *
 * Accounts (Daniel Murphy's Web & Mobile team, not used by other specs): emma@ (owner), james@
 * (substitute), gabija@ (viewer), daniel@ (their manager), matas@ (on-call), ieva@ (Lithuanian).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { agendaAt, as, chip, dmy, pad, pdfText, plusDays, typeDateTime, typeIn } from './kit';

const OWNER = { email: 'emma@demo.lt', name: 'Emma Wilson' };
const SUBSTITUTE = { email: 'james@demo.lt', name: 'James Carter' };
const VIEWER = { email: 'gabija@demo.lt', name: 'Gabija Vasiliauskaitė' };
const MANAGER = { email: 'daniel@demo.lt', name: 'Daniel Murphy' };
const ONCALL_OWNER = { email: 'matas@demo.lt', name: 'Matas Balčiūnas' };
const LT_USER = { email: 'ieva@demo.lt', name: 'Ieva Mockutė' };
const LEAVE_TITLE = 'E2E vacation by the sea';

/** The next Monday at least `days` days from today (a leave of Monday–Friday stays inside working days). */
function mondayAfter(days: number): Date {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() + days);
  while (d.getDay() !== 1) d.setDate(d.getDate() + 1);
  return d;
}
/** The day cell of the month view (its accessible name starts with e.g. "23 November 2026" or "2026 m. lapkričio 23 d."). */
const dayCell = (page: Page, d: Date, lang: 'en' | 'lt' = 'en'): Locator =>
  page.getByRole('cell', { name: new RegExp(`^${d.toLocaleDateString(lang === 'lt' ? 'lt-LT' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).replace(/[.]/g, '\\.')}`) });

/** Opens an item's details from the calendar and returns the dialog. */
async function openDetails(page: Page, title: string): Promise<Locator> {
  await chip(page, title).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The value of a details row (`<dt>label</dt><dd>value</dd>`). */
const detail = (dialog: Locator, label: string): Locator => dialog.locator(`dt:text-is("${label}") + dd`);

/** Runs a row action of the requests table, visible or in the row's overflow menu. */
async function approveRow(page: Page, row: Locator, subject: string): Promise<void> {
  await expect(row).toHaveCount(1);
  const button = row.getByRole('button', { name: new RegExp(`^Approve ${subject}`) });
  if (await button.count()) await button.click();
  else {
    await row.getByRole('button', { name: /^More actions/ }).click();
    await page.getByRole('menuitem', { name: 'Approve', exact: true }).click();
  }
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('The request was approved.').first()).toBeVisible();
}

test('annual leave with a substitute: the substitute confirms, the manager approves, owner and viewer see it accepted, the vacation report lists it', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const start = mondayAfter(10);
  const end = plusDays(start, 4);

  // The employee shares her calendar with a colleague.
  await signIn(page, OWNER.email);
  await page.goto('/agenda');
  await page.getByRole('button', { name: 'Calendar viewers' }).click();
  let dialog = page.getByRole('dialog', { name: 'Calendar viewers' });
  await dialog.getByRole('combobox').pressSequentially('Gabija');
  await page.getByRole('option', { name: VIEWER.name }).click();
  await expect(dialog.getByRole('list', { name: /viewers/i })).toContainText(VIEWER.name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  // … and books annual leave, Monday to Friday, with James as her substitute.
  await page.getByRole('button', { name: 'New event' }).click();
  dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByRole('combobox', { name: /Category/ }).selectOption({ label: 'Atostogos' });
  await dialog.getByRole('combobox', { name: /Type/ }).selectOption({ label: 'Kasmetinės atostogos' });
  await dialog.getByRole('textbox', { name: /Title/ }).fill(LEAVE_TITLE);
  const dates = dialog.getByRole('group', { name: 'Dates 1' });
  await typeDateTime(dates, 'Start', start, '00:00');
  await typeDateTime(dates, 'End', end, '23:59');
  await dialog.getByRole('combobox', { name: /Substitute/ }).pressSequentially('James');
  await page.getByRole('option', { name: SUBSTITUTE.name }).click();
  await expect(dialog.getByText('This event may need approval', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create event' }).click();
  await expect(dialog).toHaveCount(0);

  // It waits for the substitute: not yet accepted.
  await agendaAt(page, start);
  let details = await openDetails(page, LEAVE_TITLE);
  await expect(detail(details, 'Status')).toHaveText('Waiting for approval');
  await expect(detail(details, 'Substitute')).toHaveText(`${SUBSTITUTE.name} (not confirmed yet)`);
  await details.getByRole('button', { name: 'Close' }).click();

  // The substitute confirms on his dashboard.
  const james = await as(browser, SUBSTITUTE.email);
  await james.goto('/');
  await james.getByRole('button', { name: `Confirm substitution for ${OWNER.name}` }).click();
  await expect(james.getByText(/substitution (was )?confirmed/i).first()).toBeVisible();
  await expect(james.getByRole('button', { name: `Confirm substitution for ${OWNER.name}` })).toHaveCount(0);
  await james.context().close();

  // The manager approves the leave in /requests.
  const daniel = await as(browser, MANAGER.email);
  await daniel.goto('/requests');
  const row = daniel.getByRole('table', { name: 'Requests I participate in' }).getByRole('row').filter({ hasText: OWNER.name }).filter({ hasText: 'Kasmetinės atostogos' });
  await approveRow(daniel, row, 'Event');
  await daniel.context().close();

  // The owner sees it accepted, with her confirmed substitute.
  await agendaAt(page, start);
  details = await openDetails(page, LEAVE_TITLE);
  await expect(detail(details, 'Status')).toHaveText('Accepted');
  await expect(detail(details, 'Substitute')).toHaveText(`${SUBSTITUTE.name} (confirmed)`);
  await details.getByRole('button', { name: 'Close' }).click();

  // So does the viewer.
  const gabija = await as(browser, VIEWER.email);
  await agendaAt(gabija, start);
  const viewed = await openDetails(gabija, LEAVE_TITLE);
  await expect(detail(viewed, 'Employee')).toHaveText(OWNER.name);
  await expect(detail(viewed, 'Status')).toHaveText('Accepted');
  await gabija.context().close();

  // The vacation report of that month lists it.
  await page.getByRole('button', { name: 'Reports' }).click();
  await page.getByRole('menuitem', { name: 'Vacation report' }).click();
  dialog = page.getByRole('dialog', { name: /Vacation report/ });
  await typeIn(dialog, 'From', dmy(new Date(start.getFullYear(), start.getMonth(), 1)));
  await typeIn(dialog, 'To', dmy(plusDays(end, 1)));
  const [reply, popup] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/events/report`) && r.request().method() === 'GET'),
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Open report' }).click(),
  ]);
  expect(reply.ok()).toBe(true);
  await popup.close();
  const text = pdfText(((await reply.json()) as { data: string }).data);
  expect(text).toContain(OWNER.name);
  expect(text).toContain('Kasmetinės atostogos');
  expect(text.replace(/\s+/g, ' '), 'the title (wrapped in its column)').toContain(LEAVE_TITLE);
  expect(text).toContain(dmy(start));
  expect(text).toContain(dmy(end));
});

test('a manager registers overtime for a date and sees it in the calendar', async ({ page }) => {
  const day = plusDays(new Date(), -1);
  await signIn(page, MANAGER.email);
  await agendaAt(page, day);
  await page.getByRole('button', { name: 'New overtime' }).click();
  const dialog = page.getByRole('dialog', { name: 'New overtime' });
  const row = dialog.getByRole('group', { name: 'Overtime 1' });
  await typeIn(row, 'Date', dmy(day));
  await typeIn(row, 'From', '18:00');
  await typeIn(row, 'To', '21:30');
  await expect(dialog.getByText('Total: 3:30 h', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/overtime (was )?(registered|created)/i).first()).toBeVisible();

  await chip(dayCell(page, day), 'Overtime').click();
  const details = page.getByRole('dialog');
  await expect(detail(details, 'Times')).toHaveText('18:00–21:30');
  await expect(detail(details, 'Total hours')).toHaveText('3.5');
});

test('an on-call with factual times is submitted by the employee and approved by the manager', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const day = plusDays(new Date(), -2);
  const next = plusDays(day, 1);
  const title = 'E2E weekend on-call';
  await signIn(page, ONCALL_OWNER.email);
  await agendaAt(page, day);
  await page.getByRole('button', { name: 'New on-call' }).click();
  const dialog = page.getByRole('dialog', { name: 'On-call registration' });
  await dialog.getByRole('textbox', { name: /Title/ }).fill(title);
  await typeDateTime(dialog, 'Start', day, '18:00');
  await typeDateTime(dialog, 'End', next, '08:00');
  await dialog.getByRole('button', { name: 'Add factual time' }).click();
  const factual = dialog.getByRole('group', { name: 'Factual time 1' });
  await typeDateTime(factual, 'Factual start', day, '22:00');
  await typeDateTime(factual, 'Factual end', day, '23:30');
  await expect(dialog.getByText('Factual total: 1:30 h')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toHaveCount(0);

  const daniel = await as(browser, MANAGER.email);
  await daniel.goto('/requests');
  const row = daniel.getByRole('table', { name: 'Requests I participate in' }).getByRole('row').filter({ hasText: ONCALL_OWNER.name }).filter({ hasText: title });
  await approveRow(daniel, row, 'On-call');
  await daniel.context().close();

  await page.goto('/requests');
  await expect(page.getByRole('table', { name: 'My requests' }).getByRole('row').filter({ hasText: title })).toContainText('Approved');
  await agendaAt(page, day);
  await chip(page, title).click();
  const inspect = page.getByRole('dialog', { name: 'On-call' });
  await expect(inspect.getByRole('group', { name: 'Factual time 1' })).toContainText(`${pad(day.getDate())}/${pad(day.getMonth() + 1)}/${day.getFullYear()} 22:00`);
  await expect(inspect.getByText('Factual total: 1:30 h')).toBeVisible();
});

test('in Lithuanian and the dark theme: remote work with a working address is booked and shown in the calendar', async ({ page }) => {
  const day = plusDays(new Date(), 3);
  const address = 'Laisvės al. 53, Kaunas';
  await signIn(page, LT_USER.email);
  await page.getByRole('button', { name: /^(Language|Kalba)$/ }).click();
  await page.getByRole('menuitemradio', { name: 'Lietuvių' }).click();
  await page.getByRole('switch', { name: 'Tamsi' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await agendaAt(page, day, 'lt');
  await page.getByRole('button', { name: 'Naujas įvykis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Naujas įvykis' });
  await dialog.getByRole('combobox', { name: /Kategorija/ }).selectOption({ label: 'Darbo organizavimas' });
  await dialog.getByRole('combobox', { name: /Tipas/ }).selectOption({ label: 'Nuotolinis darbas' });
  await dialog.getByRole('textbox', { name: /Pavadinimas/ }).fill('Darbas iš Kauno');
  await dialog.getByRole('textbox', { name: /Darbo vietos adresas/ }).fill(address);
  const dates = dialog.getByRole('group', { name: 'Datos 1' });
  await typeDateTime(dates, 'Pradžia', day, '08:00', 'laikas');
  await typeDateTime(dates, 'Pabaiga', day, '17:00', 'laikas');
  await dialog.getByRole('button', { name: 'Sukurti įvykį' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Naujas įvykis sėkmingai pridėtas').first()).toBeVisible();

  await chip(dayCell(page, day, 'lt'), 'Darbas iš Kauno').click();
  const details = page.getByRole('dialog');
  await expect(detail(details, 'Būsena')).toHaveText('Patvirtinta');
  await expect(detail(details, 'Darbo vietos adresas')).toHaveText(address);
  await expect(detail(details, 'Pradžia')).toHaveText(`${pad(day.getDate())}/${pad(day.getMonth() + 1)}/${day.getFullYear()} 08:00`);
});
