/**
 * Issue 11 (integration API keys) end to end in Chromium: the administrator creates a key on a phone
 * (the key shown once, inside a dialog that fits the screen), an integration calls the API with it
 * (exactly its permissions: the users list yes, the roles no), the page shows its last use, and once
 * the administrator revokes it the same call is refused.
 */
import { expect, signIn, test } from './fixtures';

const NAME = 'E2E accounting sync';

test('an API key is created on a phone, works with exactly its permissions, shows its last use and stops when revoked', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'admin@demo.lt');
  await page.goto('/api-keys');
  await page.getByRole('button', { name: 'New API key' }).click();
  const form = page.getByRole('dialog', { name: 'New API key' });
  await form.getByRole('textbox', { name: /^Name/ }).fill(NAME);
  await form.getByRole('checkbox', { name: 'See users', exact: true }).check();
  await form.getByRole('button', { name: 'Save' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(shown.getByText(/shown only this once/)).toBeVisible();
  const field = shown.getByRole('textbox', { name: 'API key' });
  const key = await field.inputValue();
  expect(key).toMatch(/^pk_/);
  // The long key scrolls inside its field: the dialog itself never scrolls sideways on a phone.
  const content = shown.locator('.fui-DialogContent');
  const widths = await content.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client + 1);
  await expect(shown.getByRole('button', { name: 'Copy' })).toBeInViewport({ ratio: 1 });
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);

  // An integration calls with the key alone (no session cookie): exactly the key's permissions.
  const bearer = { authorization: `Bearer ${key}` };
  const users = await request.get('/api/v1/users?pageSize=5', { headers: bearer });
  expect(users.status()).toBe(200);
  expect((await users.json()).totalCount).toBeGreaterThan(5);
  expect((await request.get('/api/v1/roles', { headers: bearer })).status()).toBe(403);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: NAME });
  await expect(row).not.toContainText('Not used yet');
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Revoke' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke API key' }).or(page.getByRole('dialog', { name: 'Revoke API key' }));
  await expect(confirm).toContainText(`Revoke the key "${NAME}"?`);
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');
  expect((await request.get('/api/v1/users?pageSize=5', { headers: bearer })).status()).toBe(401);
});
