/**
 * Issue 17 item 8, the FAQ end to end in Chromium: an employee (william@demo.lt, William Harris, role
 * "Employee", English) opens /FAQ with the demo's 25 questions in 5 categories (each in Lithuanian and in
 * English: api/src/db/seed/demo-faq.ts), browses a category, searches without diacritics and sees the
 * matching words marked, votes "Helpful" once (the buttons give way to his vote, also after a reload), and
 * suggests a question that goes to HR.
 */
import { expect, signIn, test } from './fixtures';

test('an employee searches the FAQ, votes once and suggests a question', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'william@demo.lt');
  await page.goto('/FAQ');
  await expect(page.getByRole('heading', { name: 'FAQ', exact: true })).toBeVisible();

  // Browse: a category opens and lists its questions; a question opens its answer.
  await page.getByRole('button', { name: /Atostogos/ }).click();
  await page.getByRole('button', { name: 'Kaip prašyti atostogų?' }).click();
  await expect(page.getByText('Pateikite prašymą – jį patvirtins jūsų vadovas.')).toBeVisible();

  // Search without diacritics: the best match first, the matching words marked.
  await page.getByRole('searchbox', { name: 'Search the FAQ' }).fill('kiek atostogu dienu man priklauso');
  const results = page.getByRole('list', { name: 'Search results' });
  const first = results.getByRole('listitem').first();
  await expect(first.getByRole('heading')).toHaveText('Kiek kasmetinių atostogų dienų man priklauso?');
  await expect(first.locator('h3 mark')).toHaveText(['atostogų', 'dienų', 'priklauso']);
  await expect(first.locator('p mark').first()).toHaveText('priklauso');

  // Vote once: the demo's counts (2 helpful, 1 not) grow by his vote, the buttons give way.
  await first.getByRole('button', { name: /^Helpful/ }).click();
  await expect(page.getByText('Thank you for your feedback.').first()).toBeVisible();
  await expect(first.getByRole('status')).toHaveText('You found this helpful. (helpful: 3, not helpful: 1)');
  await expect(first.getByRole('button', { name: /^Helpful/ })).toHaveCount(0);
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search the FAQ' }).fill('kiek atostogu dienu');
  const again = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').filter({ hasText: 'Kiek kasmetinių atostogų dienų man priklauso?' });
  await expect(again.getByRole('status')).toHaveText('You found this helpful. (helpful: 3, not helpful: 1)');

  // Nothing found: he suggests the question.
  await page.getByRole('searchbox', { name: 'Search the FAQ' }).fill('gym membership discount');
  await expect(page.getByText(/Nothing in the FAQ matches/)).toBeVisible();
  await page.getByRole('button', { name: 'Suggest a question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suggest a question' });
  await dialog.getByRole('textbox', { name: 'Question' }).fill('Is there a gym membership discount?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your question has been sent to HR.').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
});
