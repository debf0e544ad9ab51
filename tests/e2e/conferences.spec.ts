/**
 * Issue 14 item 7, the training flow end to end in Chromium, everything through the UI: an employee
 * joins the demo's "First aid at work" training from /conferences (with the calendar file), which
 * files a participation request; his manager approves it through the request's link
 * (`/requests?request={id}`, as the Teams cards carry it: its details with the decisions); the employee
 * then sees the request approved, himself attending and the training in his calendar.
 *
 * Accounts (not used by other specs for conferences): henry@demo.lt (Henry Walker, English) and his
 * manager sarah@demo.lt (the demo maps training participation to the direct manager's approval).
 */
import { expect, readLatestMail, signIn, test } from './fixtures';
import { agendaAt, as, chip } from './kit';

const EMPLOYEE = { email: 'henry@demo.lt', name: 'Henry Walker' };
const MANAGER = 'sarah@demo.lt';
const TRAINING = 'First aid at work';

test('an employee joins a training, his manager approves, he is attending and sees it in his calendar', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, EMPLOYEE.email);
  await page.goto('/conferences');
  const upcoming = page.getByRole('table', { name: 'Upcoming trainings and seminars' }).getByRole('row').filter({ hasText: TRAINING });
  await expect(upcoming).toHaveCount(1);
  // The start as the table shows it (DD/MM/YYYY HH:mm, company zone): the calendar's month and time below.
  const [, d, m, y, time] = /(\d{2})\/(\d{2})\/(\d{4}) (\d{2}:\d{2})/.exec((await upcoming.getByRole('cell').nth(1).textContent()) ?? '') ?? [];
  const day = new Date(Number(y), Number(m) - 1, Number(d));

  const before = new Date();
  await upcoming.getByRole('button', { name: new RegExp(`^Join`) }).click();
  const dialog = page.getByRole('dialog', { name: `Join ${TRAINING}` });
  await expect(dialog.getByText('Your request to take part will be sent for approval.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Send me a calendar file' }).check();
  await dialog.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const mine = page.getByRole('table', { name: 'My trainings and seminars' }).getByRole('row').filter({ hasText: TRAINING });
  await expect(mine.getByText('Waiting for approval')).toBeVisible();
  const mail = await readLatestMail(EMPLOYEE.email, { after: before });
  expect(mail.subject).toContain(TRAINING);

  // The request's link opens its details (the manager gets it in a card); closing drops the parameter.
  const requestId = await page.evaluate(async (training) => {
    const r = await fetch('/api/v2/requests?includeFinished=true&pageSize=100', { credentials: 'include' });
    const rows = ((await r.json()) as { data: { id: number }[] }).data.filter((row) => JSON.stringify(row).includes(training));
    return Math.max(...rows.map((row) => row.id));
  }, TRAINING);
  expect(requestId).toBeGreaterThan(0);
  const manager = await as(browser, MANAGER);
  await manager.goto(`/requests?request=${requestId}`);
  const details = manager.getByRole('dialog');
  await expect(details).toContainText(TRAINING);
  await expect(details).toContainText(EMPLOYEE.name);
  await expect(details).toContainText('In progress');
  await details.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(details).toHaveCount(0);
  await expect(manager).toHaveURL(/\/requests$/);
  await manager.goto('/requests?request=999999999');
  await expect(manager.locator('.fui-ToastTitle').filter({ hasText: 'Request not found.' })).toBeVisible();
  await expect(manager.getByRole('dialog')).toHaveCount(0);

  // The manager approves the participation request from the link's dialog, as from a Teams card.
  await manager.goto(`/requests?request=${requestId}`);
  await expect(details).toContainText(TRAINING);
  await details.getByRole('button', { name: /^Approve / }).click();
  const decision = manager.getByRole('dialog', { name: 'Approve the request' });
  await decision.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(decision).toHaveCount(0);
  await expect(manager.getByText('The request was approved.').first()).toBeVisible();
  await expect(manager).toHaveURL(/\/requests$/);
  await page.goto(`/requests?request=${requestId}`);
  await expect(page.getByRole('dialog')).toContainText('Approved');

  // The employee is attending, and the training is in his calendar on its day.
  await page.goto('/conferences');
  await expect(page.getByRole('table', { name: 'My trainings and seminars' }).getByRole('row').filter({ hasText: TRAINING }).getByText('Attending')).toBeVisible();
  await agendaAt(page, day);
  // At the company's clock, as the table showed it, whatever the browser's zone (the tests run in UTC).
  await expect(chip(page, TRAINING)).toContainText(time);
});
