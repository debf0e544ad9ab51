/**
 * Issue 13 item 9, the business trip flow end to end in Chromium, everything through the UI: an
 * employee files a trip to Germany with a flight from the Requests page's chooser (save and submit);
 * her manager approves it from /requests; accounting (the demo chain's second step, in Lithuanian)
 * approves it too; the trip shows in the employee's calendar; accounting edits the flight's paid
 * amount after completion on /trip/{id}; the report opens in a new window and its PDF (the base64
 * of the API reply, read with pdftotext) lists the flight and the paid amount.
 *
 * Accounts (Sarah Mitchell's sales team, not used by other specs for trips): chloe@demo.lt (traveller,
 * English), sarah@demo.lt (her manager), accounting@demo.lt (Dalia, who switches the portal to Lithuanian).
 */
import { expect, signIn, test } from './fixtures';
import { agendaAt, approveRequest, as, chip, dmy, pdfText, plusDays, typeIn } from './kit';

const OWNER = { email: 'chloe@demo.lt', name: 'Chloe Roberts' };
const MANAGER = 'sarah@demo.lt';
const ACCOUNTING = 'accounting@demo.lt';
const PURPOSE = 'E2E trade fair in Munich';

test('a trip to Germany with a flight: filed, approved by the manager and accounting, in the calendar, paid amount set after completion, listed in the report', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const start = plusDays(new Date(), 21);
  const end = plusDays(start, 3);

  // The employee files the trip from the Requests page's chooser.
  await signIn(page, OWNER.email);
  await page.goto('/requests');
  await page.getByRole('button', { name: 'New request' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Business trip' }).click();
  await expect(page).toHaveURL(/\/trip$/);
  await expect(page.getByRole('heading', { name: 'New business trip' })).toBeVisible();
  await page.getByRole('textbox', { name: /Trip purpose/ }).fill(PURPOSE);
  await page.getByRole('radiogroup', { name: /plane tickets/ }).getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('radiogroup', { name: /need accommodation/ }).getByRole('radio', { name: 'No' }).check();
  // Flights were asked for: the empty section carries the "!" badge.
  const flights = page.getByRole('region', { name: 'Flights' });
  await expect(flights.getByRole('img', { name: 'Plane tickets were requested: add at least one flight.' })).toBeVisible();

  await page.getByRole('button', { name: 'Add destination' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add destination' });
  await dialog.getByRole('combobox', { name: /Country/ }).pressSequentially('Germ');
  await page.getByRole('option', { name: 'Germany' }).click();
  await typeIn(dialog, 'Start date', dmy(start));
  await typeIn(dialog, 'End date', dmy(end));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Destinations' }).getByText('Germany')).toBeVisible();

  await flights.getByRole('button', { name: 'Add flight' }).click();
  dialog = page.getByRole('dialog', { name: 'Add flight' });
  await dialog.getByRole('textbox', { name: /^From/ }).fill('Vilnius (VNO)');
  await dialog.getByRole('textbox', { name: /^To/ }).fill('Munich (MUC)');
  await typeIn(dialog, 'Departure', dmy(start));
  await typeIn(dialog, 'Departure, time', '07:10');
  await typeIn(dialog, 'Arrival', dmy(start));
  await typeIn(dialog, 'Arrival, time', '08:40');
  // The employee cannot fill in what accounting books.
  await expect(dialog.getByRole('spinbutton', { name: /Paid/ })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(flights.getByRole('img')).toHaveCount(0);
  await expect(flights.getByText('Vilnius (VNO) – Munich (MUC)')).toBeVisible();

  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/business-trips');
  await page.getByRole('button', { name: 'Save and submit' }).click();
  const reply = (await (await saved).json()) as { id: number; status: string };
  expect(reply.status).toBe('in_progress');
  await expect(page).toHaveURL(/\/requests$/);
  await expect(page.getByText('The business trip was saved and submitted for approval.').first()).toBeVisible();

  // The manager approves it from /requests, then accounting (the chain's second step, in Lithuanian).
  const manager = await as(browser, MANAGER);
  await approveRequest(manager, /^Requests I participate in$/, [PURPOSE]);
  const accounting = await as(browser, ACCOUNTING);
  await accounting.getByRole('button', { name: /^(Language|Kalba)$/ }).click();
  await accounting.getByRole('menuitemradio', { name: 'Lietuvių' }).click();
  await approveRequest(accounting, /^Prašymai, kuriuose dalyvauju$/, [PURPOSE]);

  // The trip shows in the employee's calendar.
  await agendaAt(page, start);
  await expect(chip(page, PURPOSE)).toBeVisible();

  // Accounting edits the flight's paid amount after completion (only the restricted fields are open).
  await accounting.goto(`/trip/${reply.id}`);
  await expect(accounting.getByRole('heading', { name: 'Komandiruotė: redagavimas po patvirtinimo' })).toBeVisible();
  await expect(accounting.getByRole('button', { name: 'Pridėti skrydį' })).toHaveCount(0);
  await accounting.getByRole('button', { name: 'Redaguoti: Vilnius (VNO) – Munich (MUC)' }).click();
  dialog = accounting.getByRole('dialog', { name: 'Skrydis' });
  await expect(dialog.getByRole('textbox', { name: /^Iš/ })).toBeDisabled();
  await dialog.getByRole('spinbutton', { name: /Sumokėta/ }).fill('245.8');
  await dialog.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(accounting.getByRole('region', { name: 'Skrydžiai' }).getByText(/245,80\s€/)).toBeVisible();
  await accounting.getByRole('button', { name: 'Išsaugoti', exact: true }).click();
  await expect(accounting).toHaveURL(/\/requests$/);
  await expect(accounting.getByText('Komandiruotė išsaugota.').first()).toBeVisible();

  // The employee opens the report: a new window; the PDF lists the flight and its paid amount.
  await page.goto(`/trip/${reply.id}`);
  await expect(page.getByRole('heading', { name: 'Business trip' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Flights' }).getByText('€245.80')).toBeVisible();
  const report = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/v1/business-trips/${reply.id}/report`);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Open report' }).click();
  await popup;
  const file = (await (await report).json()) as { data: string; content_type: string };
  expect(file.content_type).toBe('application/pdf');
  const text = pdfText(file.data);
  expect(text).toContain('Vilnius (VNO)');
  expect(text).toContain('Munich (MUC)');
  expect(text).toMatch(/245[.,]80/);
  expect(text).toContain(PURPOSE);
});
