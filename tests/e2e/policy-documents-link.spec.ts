/**
 * The "Read and sign" link of the policy e-mail and of the Teams card in a plain browser (issue 16
 * item 1): a signed-out employee opens /policy-documents?document={id}, signs in, and comes back to that
 * document with its sign dialog open. Nothing is signed here (the demo data stays as other specs expect).
 */
import { expect, test } from './fixtures';
import { as } from './kit';

test('the document link survives the sign-in and opens the sign dialog of that document', async ({ page, browser }) => {
  // A document tomas@demo.lt has yet to sign (read in a session of his own, closed before the flow).
  const probe = await as(browser, 'tomas@demo.lt');
  const list = (await (await probe.request.get('/api/v1/policy-documents?pageSize=20')).json()) as { data: { id: number; title: string; signed: boolean }[] };
  await probe.context().close();
  const doc = list.data.find((d) => !d.signed);
  expect(doc, 'the demo leaves tomas a document to sign').toBeDefined();

  await page.goto(`/policy-documents?document=${doc!.id}`);
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await page.locator('input[name="email"]').fill('tomas@demo.lt');
  await page.locator('input[name="password"]').fill('Demo-Portal-2026!');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL((url) => url.pathname === '/policy-documents' && url.searchParams.get('document') === String(doc!.id));
  const dialog = page.getByRole('dialog', { name: `Sign "${doc!.title}"` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(doc!.title) })).toHaveAttribute('aria-expanded', 'true');
});
