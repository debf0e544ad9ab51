/**
 * Issue 15 item 7, job positions end to end in Chromium: Tomas (tomas@demo.lt, an employee) refers a friend to the
 * demo's Senior Backend Developer position with a CV, ticking the confirmation; the position's hiring manager
 * Mindaugas (manager@demo.lt; Lithuanian e-mail, the tab in its default English) gets the e-mail whose link names the application, opens
 * /positions/{id}/applications#{applicationId}, finds that application open with the referrer and contacts, and
 * downloads the CV.
 */
import { expect, readLatestMail, signIn, test } from './fixtures';

const FRIEND = { name: 'E2E Aistė', surname: 'Referuotaitė', email: 'aiste.e2e@example.lt', phone: '+370 655 00123' };
const CV = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

test('an employee refers a friend with a CV and the hiring manager opens it from the applications link', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, 'tomas@demo.lt');
  await page.goto('/positions');
  await expect(page.getByRole('heading', { name: 'Published positions' })).toBeVisible();
  await page.getByRole('link', { name: 'Senior Backend Developer (Node.js)' }).click();
  await expect(page).toHaveURL(/\/positions\/\d+$/);
  const positionId = Number(/\/positions\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByText('Gold referral')).toBeVisible();
  await expect(page.getByText('Design and build APIs in TypeScript on Node.js')).toBeVisible();

  await page.getByRole('button', { name: 'Refer a friend' }).click();
  const dialog = page.getByRole('dialog', { name: /Refer a friend for/ });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(FRIEND.name);
  await dialog.getByRole('textbox', { name: 'Surname', exact: true }).fill(FRIEND.surname);
  await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(FRIEND.email);
  await dialog.getByRole('textbox', { name: 'Phone number', exact: true }).fill(FRIEND.phone);
  await dialog.getByRole('textbox', { name: 'LinkedIn link' }).fill('https://www.linkedin.com/in/aiste-e2e');
  await dialog.getByTestId('cv-file').setInputFiles({ name: 'Aiste CV.pdf', mimeType: 'application/pdf', buffer: CV });
  await expect(dialog.getByText('Aiste CV.pdf')).toBeVisible();
  const before = new Date();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  // Without the confirmation tick the referral is not sent.
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /I confirm that I presented/ }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('.fui-ToastTitle').filter({ hasText: 'Thank you! Your application was sent.' })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The hiring manager's e-mail (in Lithuanian) links the application.
  const mail = await readLatestMail('manager@demo.lt', { after: before });
  expect(mail.subject).toBe('Nauja rekomendacija: Senior Backend Developer (Node.js)');
  expect(mail.text).toContain(`Tomas Žemaitis rekomendavo ${FRIEND.name} ${FRIEND.surname}`);
  const link = new URL(mail.link!);
  expect(link.pathname).toBe(`/positions/${positionId}/applications`);
  expect(link.hash).toMatch(/^#\d+$/);

  const context = await browser.newContext();
  const manager = await context.newPage();
  await signIn(manager, 'manager@demo.lt');
  await manager.goto(`${link.pathname}${link.hash}`);
  await expect(manager.getByRole('heading', { name: 'Applications: Senior Backend Developer (Node.js)' })).toBeVisible();
  const card = manager.locator(`#application-${link.hash.slice(1)}`);
  await expect(card).toContainText(`${FRIEND.name} ${FRIEND.surname}`);
  await expect(card).toContainText('Referred by Tomas Žemaitis');
  await expect(card.getByRole('link', { name: FRIEND.email })).toBeVisible();
  await expect(card.getByRole('link', { name: 'https://www.linkedin.com/in/aiste-e2e' })).toBeVisible();
  await expect(card).toBeInViewport();
  const download = manager.waitForEvent('download');
  await card.getByRole('button', { name: 'Download Aiste CV.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('Aiste CV.pdf');
  // The other applications stay closed.
  await expect(manager.getByRole('button', { name: /Download Marius Gudaitis CV\.pdf/ })).toHaveCount(0);
  await context.close();
});
