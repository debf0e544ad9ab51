/**
 * The personal calendar feed end to end (issue 18 item 3): an employee creates the address in the
 * profile, copies the webcal form, a calendar client (here the test's own HTTP client, no cookies)
 * fetches the https address as text/calendar and polls it again with its ETag (304); revoking after
 * the confirmation makes the address answer 404. The tab is audited with axe at 1280 px light English
 * and 375 px dark Lithuanian, with and without the address shown.
 */
import { request as httpClient } from '@playwright/test';
import { audit, loadAxe, PageWatch, type Look } from './a11y-kit';
import { expect, signIn, test } from './fixtures';

const BASE = process.env.E2E_BASE_URL ?? '';
const PATH = '/profile?tab=calendar-feed';

test('an employee subscribes to their calendar feed and revokes it', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE, locale: 'en-GB', timezoneId: 'Europe/Vilnius' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE });
  const page = await context.newPage();
  await signIn(page, 'tomas@demo.lt');
  await page.goto(PATH);
  const section = page.getByRole('region', { name: 'Calendar feed' });
  await expect(section.getByRole('heading', { name: 'Google Calendar' })).toBeVisible();

  const regenerate = section.getByRole('button', { name: 'Create a new address' });
  if (await regenerate.isVisible()) {
    await regenerate.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Create new address' }).click();
  } else {
    await section.getByRole('button', { name: 'Create address' }).click();
  }
  const https = section.getByRole('textbox', { name: 'Address', exact: true });
  await expect(https).toHaveValue(/\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await https.inputValue();
  await expect(section.getByRole('textbox', { name: /webcal/ })).toHaveValue(url.replace(/^https?:\/\//, 'webcal://'));
  await section.getByRole('button', { name: 'Copy the webcal address' }).click();
  await expect(section.getByRole('status')).toHaveText('Copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url.replace(/^https?:\/\//, 'webcal://'));

  // a calendar client: no cookies, no sign-in
  const client = await httpClient.newContext();
  const feed = await client.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const body = await feed.text();
  expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(body).toContain('UID:holiday-LT-');
  const again = await client.get(url, { headers: { 'If-None-Match': feed.headers().etag } });
  expect(again.status()).toBe(304);

  await section.getByRole('button', { name: 'Hide the address' }).click();
  await section.getByRole('button', { name: 'Revoke address' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke the calendar address?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(section.getByText('You have no calendar address yet.')).toBeVisible();
  expect((await client.get(url)).status()).toBe(404);
  await client.dispose();
  await context.close();
});

test('the calendar feed tab passes axe on a desktop and a phone, with and without the address', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE, locale: 'en-GB', timezoneId: 'Europe/Vilnius' });
  await loadAxe(context);
  const page = await context.newPage();
  await signIn(page, 'admin@demo.lt');
  const watch = new PageWatch(page, BASE);
  const looks: Look[] = [{ width: 1280, theme: 'light', lang: 'en' }, { width: 375, theme: 'dark', lang: 'lt' }];
  for (const look of looks) {
    expect(await audit(page, watch, PATH, { look, expectNoAccess: false })).toEqual([]);
    const create = async (p: typeof page) => {
      const first = p.getByRole('button', { name: look.lang === 'en' ? 'Create address' : 'Sukurti adresą', exact: true });
      if (await first.isVisible()) await first.click();
      else {
        await p.getByRole('button', { name: look.lang === 'en' ? 'Create a new address' : 'Sukurti naują adresą' }).first().click();
        await p.getByRole('alertdialog').getByRole('button', { name: look.lang === 'en' ? 'Create new address' : 'Sukurti naują adresą' }).click();
      }
      await expect(p.getByRole('textbox').first()).toBeVisible();
    };
    expect(await audit(page, watch, PATH, { look, expectNoAccess: false, act: create, screenshot: process.env.FEED_SHOTS ? `${process.env.FEED_SHOTS}/calendar-feed-${look.width}.png` : undefined })).toEqual([]);
  }
  await context.close();
});
