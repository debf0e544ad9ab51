/**
 * Issue 15 item 7, onboarding end to end in Chromium: HR (hr@demo.lt) defines a category with a task due 2 days
 * after the start on /onboarding/categories; the manager Laura (laura@demo.lt), whose new team member Mantas starts
 * in 5 days (api/src/db/seed/demo-people.ts, demo-onboarding.ts), sees him in /onboarding (the sidebar entry shows
 * because she has subordinates onboarding) and ticks the task. Then "Mark done" is pressed on a card through the
 * real bot at /api/messages, with Teams' Bot Connector played by a loopback server in this test (the server runs
 * without MicrosoftAppId, so it serves and calls loopback only), and the tab shows that task done.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { as } from './kit';

const CATEGORY = 'E2E Second day';
const TASK = 'E2E Parking card';

/** A loopback Bot Connector: records what the bot sends and answers the roster look-up with Laura's e-mail. */
async function startConnector() {
  const sent: { path: string; body: unknown }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.method === 'GET' && /\/members\//.test(path)) {
        res.end(JSON.stringify({ id: '29:e2e-laura', name: 'Laura', aadObjectId: 'aad-e2e-laura', email: 'laura@demo.lt' }));
        return;
      }
      sent.push({ path, body: raw ? JSON.parse(raw) : null });
      res.end(JSON.stringify({ id: `sent-${sent.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const serviceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { serviceUrl, sent, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Opens a subordinate's checklist dialog on /onboarding. */
async function openChecklist(page: Page, name: string) {
  await page.goto('/onboarding');
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name: `Onboarding of ${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('HR adds a task due 2 days after the start, the manager ticks it, and "Mark done" in a Teams card completes another', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  // HR: a category two days after the start with one task for the direct manager.
  const hr = await as(browser, 'hr@demo.lt');
  await hr.goto('/onboarding/categories');
  await hr.getByRole('button', { name: 'New category' }).click();
  let dialog = hr.getByRole('dialog', { name: 'New category' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(CATEGORY);
  await dialog.getByLabel('Task deadline in days').fill('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(hr.getByText('The category has been added.').first()).toBeVisible();
  const table = hr.getByRole('table', { name: 'Onboarding categories' });
  await expect(table.getByRole('row', { name: new RegExp(CATEGORY) })).toContainText('2');
  await table.getByRole('button', { name: `View tasks ${CATEGORY}` }).click();
  await expect(hr.getByRole('heading', { name: CATEGORY })).toBeVisible();
  await hr.getByRole('button', { name: 'Add task' }).click();
  dialog = hr.getByRole('dialog', { name: 'Add task' });
  await dialog.getByRole('textbox', { name: 'Task' }).fill(TASK);
  await expect(dialog.getByRole('combobox', { name: 'Responsible role' })).toHaveValue('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(hr.getByText('The task has been added.').first()).toBeVisible();
  await expect(hr.getByRole('table', { name: CATEGORY }).getByRole('row', { name: new RegExp(TASK) })).toContainText('Direct manager');

  // The manager: the sidebar shows Onboarding; Mantas's checklist holds the new task, due two days after his start.
  const laura = await as(browser, 'laura@demo.lt');
  await expect(laura.getByRole('link', { name: 'Onboarding', exact: true })).toBeVisible();
  dialog = await openChecklist(laura, 'Mantas Petraitis');
  await dialog.getByRole('button', { name: new RegExp(CATEGORY) }).click();
  const task = dialog.getByRole('checkbox', { name: TASK });
  await expect(task).not.toBeChecked();
  const startDay = new Date(Date.now() + 5 * 86400_000);
  const due = new Date(startDay.getTime() + 2 * 86400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  // The deadline is counted in company days from the start date (dates shown DD/MM/YYYY).
  await expect(dialog.getByText(new RegExp(`Deadline ${pad(due.getDate())}/${pad(due.getMonth() + 1)}/${due.getFullYear()}`)).first()).toBeVisible();
  await task.click();
  await expect(laura.getByText('The task is marked as done.').first()).toBeVisible();
  await expect(task).toBeChecked();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Teams: Laura talks to the bot once (linked by her e-mail from the roster), then presses "Mark done" on a card.
  const connector = await startConnector();
  try {
    const activity = (extra: Record<string, unknown>) => ({
      id: `e2e-${Date.now()}-${Math.random()}`, channelId: 'msteams', serviceUrl: connector.serviceUrl, timestamp: new Date().toISOString(), locale: 'en-US',
      from: { id: '29:e2e-laura', name: 'Laura', aadObjectId: 'aad-e2e-laura' }, recipient: { id: '28:portal-bot', name: 'Portal' },
      conversation: { id: 'a:e2e-laura', conversationType: 'personal', tenantId: 'tenant-1' }, channelData: { tenant: { id: 'tenant-1' } }, ...extra,
    });
    const hello = await laura.request.post(`${baseURL}/api/messages`, { data: activity({ type: 'message', text: 'help' }) });
    expect(hello.status()).toBeLessThan(300);
    const progress = await (await laura.request.get(`${baseURL}/api/v1/onboarding/subordinates`)).json() as { id: number; name: string }[];
    const mantas = progress.find((p) => p.name === 'Mantas')!;
    const checklist = await (await laura.request.get(`${baseURL}/api/v1/onboarding/progress/${mantas.id}`)).json() as {
      categories: { name: string; tasks_in_category: { task_id: number; task_name: string; completed: boolean }[] }[];
    };
    const welcome = checklist.categories.flatMap((c) => c.tasks_in_category).find((t) => t.task_name === 'Welcome meeting with the team')!;
    expect(welcome.completed).toBe(false);
    const press = await laura.request.post(`${baseURL}/api/messages`, {
      data: activity({
        type: 'invoke', name: 'adaptiveCard/action',
        value: { action: { type: 'Action.Execute', verb: 'checklist.done', data: { item: [1, mantas.id, welcome.task_id], items: [[1, mantas.id, welcome.task_id]] } }, trigger: 'manual' },
      }),
    });
    expect(press.status()).toBe(200);
    // The card answers in Laura's portal language: Lithuanian in the demo, English since she used the tab in English.
    expect(JSON.stringify(await press.json())).toContain('Marked as done.');
  } finally {
    await connector.close();
  }

  // The tab shows the task done.
  dialog = await openChecklist(laura, 'Mantas Petraitis');
  await dialog.getByRole('button', { name: /^First day/ }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Welcome meeting with the team' })).toBeChecked();
});
