/**
 * Smoke: the built portal serves the tab, signs people in through the login page, and shows each
 * person the navigation of their permissions.
 */
import { expect, signIn, test } from './fixtures';

test('an administrator lands on Home and sees Users and Roles in the navigation', async ({ page }) => {
  await signIn(page, 'admin@demo.lt');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('main')).toBeVisible();
  const nav = page.getByRole('navigation');
  await expect(nav.getByText('Home', { exact: true })).toBeVisible();
  await expect(nav.getByText('Users', { exact: true })).toBeVisible();
  await expect(nav.getByText('Roles', { exact: true })).toBeVisible();
});

test('a plain employee goes to the entry page on the first sign-in and stays there until it is saved', async ({ page }) => {
  await signIn(page, 'lukas@demo.lt');
  await expect(page).toHaveURL((url) => url.pathname === '/entry-page');
  // The entry-page guard (app/auth.tsx): every other page leads back to it until Save.
  await page.goto('/');
  await expect(page).toHaveURL((url) => url.pathname === '/entry-page');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('a plain employee past the first sign-in has no Users entry', async ({ page }) => {
  await signIn(page, 'william@demo.lt');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const nav = page.getByRole('navigation');
  await expect(nav.getByText('Home', { exact: true })).toBeVisible();
  await expect(nav.getByText('Requests', { exact: true })).toBeVisible();
  await expect(nav.getByText('Users', { exact: true })).toHaveCount(0);
  await expect(nav.getByText('Roles', { exact: true })).toHaveCount(0);
});
