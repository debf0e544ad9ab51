/**
 * Issue 3 item 10 end to end in Chromium: an employee files a personal info change, the manager
 * approves it in /requests, HR (the second item) returns it to the owner with a message, the
 * employee reads the message, edits the value and resubmits, both approve again and the profile
 * shows the new value. The chain and the field's reference are set up through the API as the
 * administrator; everything else is done in the UI.
 *
 * Accounts: grace@demo.lt (owner; Laura's report, not used by other specs), laura@demo.lt (her
 * manager), hr@demo.lt (HR), admin@demo.lt (set-up only).
 */
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, signIn, test } from './fixtures';

const OWNER = { email: 'grace@demo.lt', name: 'Grace Thompson' };
const FIRST_VALUE = '+370 600 11111';
const SECOND_VALUE = '+370 600 22222';
const RETURN_MESSAGE = 'Please give the number in the format on your contract.';

/** Creates the chain "E2E info change" (manager, then HR) and binds the phone_number field to it. */
async function setUpChain(admin: APIRequestContext): Promise<void> {
  const ok = async <T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    expect(res.ok(), `${res.url()} → ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  await ok(await admin.post('/api/v1/login', { data: { email: 'admin@demo.lt', password: DEMO_PASSWORD } }));
  const roles = await ok<{ id: number; name: string }[]>(await admin.get('/api/v1/roles'));
  const hr = roles.find((r) => r.name === 'HR');
  expect(hr, 'the demo company has an HR role').toBeTruthy();
  const chain = await ok<{ id: number }>(await admin.post('/api/v1/chains', { data: { name: 'E2E info change', description: 'Manager, then HR' } }));
  await ok(await admin.post(`/api/v1/chains/${chain.id}/items`, { data: { name: 'Manager confirms', assignee_type: 'direct_manager' } }));
  await ok(await admin.post(`/api/v1/chains/${chain.id}/items`, { data: { name: 'HR updates records', assignee_type: 'role', role_id: hr!.id } }));
  const refs = await ok<{ id: number; request_type: string }[]>(await admin.get('/api/v1/users/edit/references'));
  const phone = refs.find((r) => r.request_type === 'phone_number');
  const reference = { name: 'Phone number', chain_id: chain.id, image_required: false };
  if (phone) await ok(await admin.put(`/api/v1/users/edit/references/${phone.id}`, { data: reference }));
  else await ok(await admin.post('/api/v1/users/edit/references', { data: { request_type: 'phone_number', ...reference } }));
}

/** A signed-in page of another person in a context of its own. */
async function as(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/** The row of the owner's change (by its value) in one of the request tables. */
const rowIn = (page: Page, table: string, value: string): Locator =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: `Phone number: ${value}` });

/** Runs a row action, visible or in the row's overflow menu. */
async function rowAction(page: Page, row: Locator, action: string): Promise<void> {
  await expect(row).toHaveCount(1);
  const button = row.getByRole('button', { name: new RegExp(`^${action} Personal info change`) });
  if (await button.count()) await button.click();
  else {
    await row.getByRole('button', { name: /^More actions/ }).click();
    await page.getByRole('menuitem', { name: action, exact: true }).click();
  }
}

/** Approves / returns through the decision dialog, with an optional message. */
async function decide(page: Page, row: Locator, action: 'Approve' | 'Return to owner', message?: string): Promise<void> {
  await rowAction(page, row, action);
  const dialog = page.getByRole('dialog');
  if (message) await dialog.getByRole('textbox', { name: /Message/ }).fill(message);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** The chain-info timeline's steps of a row: [header, status, text] each. */
async function timeline(page: Page, row: Locator): Promise<Locator> {
  await rowAction(page, row, 'Chain info');
  const steps = page.getByRole('dialog').getByRole('list', { name: 'Chain steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(2);
  return steps;
}

test('a personal info change: manager approves, HR returns it to the owner, the owner edits and resubmits, both approve, the profile shows it', async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(180_000);
  const admin = await playwright.request.newContext({ baseURL });
  await setUpChain(admin);
  await admin.dispose();

  // The employee files the change from /requests → New request → Personal info change.
  await signIn(page, OWNER.email);
  await page.goto('/profile?tab=personal-information');
  const phoneOnProfile = page.locator('dl > div').filter({ has: page.locator('dt', { hasText: /^Phone number$/ }) }).locator('dd');
  await expect(phoneOnProfile).toHaveText('+370 629 70708');
  await page.goto('/requests');
  await page.getByRole('button', { name: 'New request' }).click();
  await page.getByRole('group', { name: 'Choose the kind of request' }).getByRole('button', { name: 'Personal info change' }).click();
  await expect(page).toHaveURL(/\/profile/);
  let form = page.getByRole('dialog', { name: 'Request a change of personal information' });
  await form.getByRole('combobox', { name: /Field to change/ }).selectOption({ label: 'Phone number' });
  await form.getByRole('textbox', { name: /New value/ }).fill(FIRST_VALUE);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('The change request was sent.').first()).toBeVisible();
  await expect(form).toHaveCount(0);
  await page.goto('/requests');
  await expect(rowIn(page, 'My requests', FIRST_VALUE)).toContainText('In progress');
  await expect(rowIn(page, 'My requests', FIRST_VALUE)).toContainText('Manager confirms');

  // The manager approves it in the table of requests she participates in.
  const laura = await as(browser, 'laura@demo.lt');
  await laura.goto('/requests');
  const lauraRow = rowIn(laura, 'Requests I participate in', FIRST_VALUE);
  await expect(lauraRow).toContainText(OWNER.name);
  await decide(laura, lauraRow, 'Approve');
  await expect(laura.getByText('The request was approved.').first()).toBeVisible();

  // HR, the second item, returns it to the owner with a message.
  const hr = await as(browser, 'hr@demo.lt');
  await hr.goto('/requests');
  const hrRow = rowIn(hr, 'Requests I participate in', FIRST_VALUE);
  await expect(hrRow).toContainText('HR updates records');
  await decide(hr, hrRow, 'Return to owner', RETURN_MESSAGE);
  await expect(hr.getByText('The request was returned to its owner.').first()).toBeVisible();
  await expect(rowIn(hr, 'Requests I participate in', FIRST_VALUE)).toHaveCount(0);

  // The owner sees it back as a draft: the timeline shows who did what, with HR's message.
  await page.reload();
  const mine = rowIn(page, 'My requests', FIRST_VALUE);
  await expect(mine).toContainText('Not initialized');
  let steps = await timeline(page, mine);
  await expect(steps.nth(0)).toContainText('Manager confirms');
  await expect(steps.nth(0)).toContainText('Approved');
  await expect(steps.nth(0)).toContainText('Laura Petrauskaitė');
  await expect(steps.nth(1)).toContainText('HR updates records');
  await expect(steps.nth(1)).toContainText('Returned to owner');
  await expect(steps.nth(1)).toContainText('Eglė Žukauskienė');
  await expect(steps.nth(1).getByLabel('Message')).toHaveText(RETURN_MESSAGE);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // … edits the value (the message is shown in the form) and submits it again.
  await rowAction(page, mine, 'Edit');
  form = page.getByRole('dialog', { name: 'Edit the personal information change' });
  await expect(form.getByText(RETURN_MESSAGE)).toBeVisible();
  const value = form.getByRole('textbox', { name: /New value/ });
  await expect(value).toHaveValue(FIRST_VALUE);
  await expect(form.getByRole('combobox', { name: /Field to change/ })).toBeDisabled();
  await value.fill(SECOND_VALUE);
  await form.getByRole('button', { name: 'Save and submit' }).click();
  await expect(page.getByText('The change request was saved and submitted again.').first()).toBeVisible();
  await expect(rowIn(page, 'My requests', SECOND_VALUE)).toContainText('In progress');

  // A new round from the first item: the manager, then HR approve.
  await laura.reload();
  await decide(laura, rowIn(laura, 'Requests I participate in', SECOND_VALUE), 'Approve');
  await expect(laura.getByText('The request was approved.').first()).toBeVisible();
  await hr.reload();
  await decide(hr, rowIn(hr, 'Requests I participate in', SECOND_VALUE), 'Approve');
  await expect(hr.getByText('The request was approved.').first()).toBeVisible();
  await laura.context().close();
  await hr.context().close();

  // The profile, opened from the top bar without reloading the page (its cached info is refreshed
  // when the page opens), shows the new number.
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await page.getByRole('tab', { name: 'Personal information' }).click();
  await expect(phoneOnProfile).toHaveText(SECOND_VALUE);

  // The owner's request is approved, both steps approved in the timeline.
  await page.getByRole('navigation').getByText('Requests', { exact: true }).click();
  const done = rowIn(page, 'My requests', SECOND_VALUE);
  await expect(done).toContainText('Approved');
  steps = await timeline(page, done);
  await expect(steps.nth(0)).toContainText('Approved');
  await expect(steps.nth(0)).toContainText('Laura Petrauskaitė');
  await expect(steps.nth(1)).toContainText('Approved');
  await expect(steps.nth(1)).toContainText('Eglė Žukauskienė');
});
