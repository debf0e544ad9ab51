/**
 * Issue 14 item 7, guests end to end in Chromium: the office manager (office@demo.lt, Aušra, role
 * "Office administrator" — api/src/db/seed/demo-roles.ts, demo-people.ts) registers a guest on /guests with
 * a calendar file and a notice to the office administrators; her outbox holds the e-mail with the .ics of
 * the visit (times in company time, Europe/Vilnius), the receptionist Monika (second role Office
 * administrator) gets the notice, and the demo's ended visits show only with the toggle.
 */
import fs from 'node:fs';
import { expect, readLatestMail, signIn, test } from './fixtures';
import { dmy, typeDateTime } from './kit';

const GUEST = 'E2E Vilma Jankutė';

/** The decoded guest.ics attachment of a raw .eml, unfolded. */
function icsAttachment(eml: string): string {
  const raw = eml.replace(/\r\n/g, '\n');
  const at = raw.search(/filename="?guest\.ics"?/);
  expect(at).toBeGreaterThan(-1);
  const body = raw.slice(raw.indexOf('\n\n', at) + 2).split(/\n--/)[0];
  return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8').replace(/\r?\n[ \t]/g, '');
}

/** An iCalendar UTC stamp (20270302T083000Z) as Vilnius `DD/MM/YYYY HH:mm`. */
function vilnius(stamp: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})\d{2}Z$/.exec(stamp)!;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]));
  const p = Object.fromEntries(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Vilnius', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

test('the office manager registers a guest with a calendar file; her outbox holds the .ics, the administrators are told', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'office@demo.lt');
  await page.goto('/guests');
  await expect(page.getByRole('heading', { name: 'Guests' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Guests' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // The demo's ended visits are hidden until the toggle is on.
  await expect(table.getByText('Rimantas Vaitkus')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show ended visits' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Rimantas Vaitkus' })).toContainText('Ended');
  await page.getByRole('button', { name: 'Hide ended visits' }).click();
  await expect(table.getByText('Rimantas Vaitkus')).toHaveCount(0);

  const day = new Date();
  day.setDate(day.getDate() + 1);
  const before = new Date();
  await page.getByRole('button', { name: 'Register guest' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register a guest' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(GUEST);
  await dialog.getByRole('textbox', { name: /^Purpose of the visit/ }).fill('Signing the office lease');
  await dialog.getByRole('textbox', { name: /^Phone number/ }).fill('+370 655 12345');
  await typeDateTime(dialog, 'Arriving', day, '10:00');
  await typeDateTime(dialog, 'Leaving', day, '11:30');
  await dialog.getByRole('textbox', { name: /^Notes/ }).fill('Parking place 4');
  await dialog.getByRole('checkbox', { name: 'Notify the office administrators' }).check();
  await dialog.getByRole('checkbox', { name: 'Send me a calendar file' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('The guest has been registered.').first()).toBeVisible();

  const row = table.getByRole('row').filter({ hasText: GUEST });
  await expect(row).toContainText(`${dmy(day)} 10:00`);
  await expect(row).toContainText('Aušra Bielskienė');
  await expect(row).toContainText('Registered');

  // Her outbox: the e-mail (in her language: Lithuanian in the demo, English since she uses the tab in English) with the visit as guest.ics.
  const mail = await readLatestMail('office@demo.lt', { after: before });
  expect(mail.subject).toContain(GUEST);
  expect(mail.text).toContain('Signing the office lease');
  const eml = fs.readFileSync(mail.file, 'utf8');
  expect(eml).toMatch(/Content-Type: text\/calendar/i);
  const ics = icsAttachment(eml);
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`SUMMARY:Guest: ${GUEST}`);
  expect(vilnius(/DTSTART:(\S+)/.exec(ics)![1])).toBe(`${dmy(day)} 10:00`);
  expect(vilnius(/DTEND:(\S+)/.exec(ics)![1])).toBe(`${dmy(day)} 11:30`);

  // The receptionist (an office administrator too) is told of the new guest.
  const notice = await readLatestMail('monika@demo.lt', { after: before });
  expect(notice.subject).toContain(GUEST);

  // The details dialog shows what was registered.
  await row.getByRole('button', { name: /^Details/ }).click();
  const details = page.getByRole('dialog', { name: `Guest ${GUEST}` });
  await expect(details).toContainText('Parking place 4');
  await details.getByRole('button', { name: 'Close' }).click();
});

test('the office manager moves the visit and then cancels it; each time her calendar file follows', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'office@demo.lt');
  await page.goto('/guests');
  const table = page.getByRole('table', { name: 'Guests' });
  const row = table.getByRole('row').filter({ hasText: GUEST });
  await expect(row).toHaveCount(1);

  const day = new Date();
  day.setDate(day.getDate() + 1);
  let before = new Date();
  await row.getByRole('button', { name: `Edit ${GUEST}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit guest ${GUEST}` });
  await typeDateTime(dialog, 'Leaving', day, '12:15');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('The guest registration has been updated.').first()).toBeVisible();
  await expect(row).toContainText(`${dmy(day)} 12:15`);
  let ics = icsAttachment(fs.readFileSync((await readLatestMail('office@demo.lt', { after: before })).file, 'utf8'));
  expect(vilnius(/DTEND:(\S+)/.exec(ics)![1])).toBe(`${dmy(day)} 12:15`);
  expect(ics).toContain('SEQUENCE:1');

  before = new Date();
  await row.getByRole('button', { name: `Cancel visit ${GUEST}` }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await confirm.getByRole('button', { name: 'Cancel visit' }).click();
  await expect(page.getByText('The visit has been canceled.').first()).toBeVisible();
  await expect(row).toContainText('Canceled');
  await expect(row.getByRole('button', { name: `Edit ${GUEST}` })).toHaveCount(0);
  ics = icsAttachment(fs.readFileSync((await readLatestMail('office@demo.lt', { after: before })).file, 'utf8'));
  expect(ics).toContain('STATUS:CANCELLED');
});
