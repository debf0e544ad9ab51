/**
 * Issue 12: every route of the tab's route table (read from tab/src/app/routes.tsx, so a new page
 * is walked without anyone adding it here) as the administrator and as a plain employee, once at
 * 1280 px light English and once at 375 px dark Lithuanian, plus every width × theme × language
 * on the five busiest pages (dashboard, calendar, requests, users, the new-event dialog). Each
 * visit runs axe-core and must show no serious or critical violation, no console error, no request
 * outside the portal and no failed portal request; a page the menu hides from the user must say
 * "no access" (its 403s are then expected). Public routes are walked signed out.
 *
 * One browser; one page per user, signed in once and reused; no fixed sleeps (see a11y-kit.ts).
 * A11Y_SHOTS=<dir> saves a full-page PNG of every phone-width visit there; A11Y_TRACE=1 logs each
 * visit's time (load, settle, axe) and problems.
 *
 * The first two tests check the walker itself: a route added to the router's source is walked,
 * and a page with a nameless button fails the audit exactly once.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import {
  applyLook,
  audit,
  clickAction,
  settle,
  fillPattern,
  lacksPermission,
  loadAxe,
  lookName,
  PageWatch,
  readRoutes,
  ROUTES_FILE,
  tabRoutes,
  text,
  UNKNOWN_PATH,
  type Look,
} from './a11y-kit';
import { expect, readLatestMail, signIn, test } from './fixtures';

const BASE = process.env.E2E_BASE_URL ?? '';
const SHOTS = process.env.A11Y_SHOTS;
if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });

const DESKTOP: Look = { width: 1280, theme: 'light', lang: 'en' };
const PHONE: Look = { width: 375, theme: 'dark', lang: 'lt' };
/** Every width × theme × language, for the busiest pages (the two above are walked with every route). */
const ALL_LOOKS: Look[] = [1280, 375].flatMap((width) =>
  (['light', 'dark'] as const).flatMap((theme) => (['en', 'lt'] as const).map((lang) => ({ width, theme, lang }))),
);
const EXTRA_LOOKS = ALL_LOOKS.filter((l) => lookName(l) !== lookName(DESKTOP) && lookName(l) !== lookName(PHONE));

interface Busy {
  name: string;
  path: string;
  act?: (page: Page, look: Look) => Promise<void>;
}
/** Opens the dialog that the page's action `ref` (a text reference) opens, and waits for it. */
const openDialog = (ref: string) => async (page: Page, look: Look) => {
  await clickAction(page, text(look.lang, ref), look.lang);
  await expect(page.getByRole('dialog')).toBeVisible();
};
const BUSIEST: Busy[] = [
  { name: 'dashboard', path: '/' },
  { name: 'calendar', path: '/agenda' },
  { name: 'requests', path: '/requests' },
  { name: 'users', path: '/users' },
  { name: 'new event dialog', path: '/agenda', act: openDialog('calendar:buttons.newEvent') },
];

/** Dialogs with a layout of their own (several fields side by side, long options), on the narrowest phone. */
const OWN_LAYOUT_DIALOGS: Busy[] = [
  BUSIEST.find((b) => b.name === 'new event dialog')!,
  { name: 'new overtime dialog', path: '/agenda', act: openDialog('calendar:buttons.newOvertime') },
  { name: 'new on-call dialog', path: '/agenda', act: openDialog('calendar:buttons.newOncall') },
  { name: 'add chain item dialog', path: '/chains/:id', act: openDialog('chains:addItem') },
  { name: 'new API key dialog', path: '/api-keys', act: openDialog('apiKeys:create') },
];

/** The busiest pages in every look: as the administrator, who may open all five (an employee sees "no access" on /users). */
const USERS = [
  { label: 'administrator', email: 'admin@demo.lt', everyLook: true },
  { label: 'employee', email: 'tomas@demo.lt', everyLook: false },
];
/** The narrowest phone the top bar must fit (Lithuanian: the longer texts). */
const NARROWEST: Look = { width: 320, theme: 'light', lang: 'lt' };

const ROUTES = tabRoutes();
const SIGNED_IN = [...ROUTES.filter((r) => r.signedIn).map((r) => r.pattern), UNKNOWN_PATH];
const PUBLIC = ROUTES.filter((r) => !r.signedIn).map((r) => r.pattern);

const slug = (s: string) => s.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
const shot = (who: string, look: Look, target: string) =>
  SHOTS && look.width < 600 ? path.join(SHOTS, `${who}-${lookName(look).replace(/ /g, '-')}-${slug(target)}.png`) : undefined;

/** A fresh context and page in the shared browser, with the portal's address and the config's locale and zone. */
async function newPage(browser: Browser): Promise<{ page: Page; watch: PageWatch }> {
  const context = await browser.newContext({ baseURL: BASE, locale: 'en-GB', timezoneId: 'Europe/Vilnius' });
  await loadAxe(context);
  const page = await context.newPage();
  return { page, watch: new PageWatch(page, BASE) };
}

test.describe('the walker', () => {
  test('a route added to the router is walked without changing the test', () => {
    const source = fs.readFileSync(ROUTES_FILE, 'utf8');
    const before = readRoutes(source).map((r) => r.pattern);
    expect(before).toEqual(expect.arrayContaining(['/', '/users', '/agenda', '/chains/:id', '/library', '/login']));
    const withNew = source.replace(
      "{ path: '/users', element",
      "{ path: '/brand-new/:id', element: suspended(UsersPage) },\n          { path: '/users', element",
    );
    const after = readRoutes(withNew);
    expect(after.find((r) => r.pattern === '/brand-new/:id')).toEqual({ pattern: '/brand-new/:id', signedIn: true });
    expect(after.find((r) => r.pattern === '/login')).toEqual({ pattern: '/login', signedIn: false });
    expect(after).toHaveLength(before.length + 1);
  });

  test('a page with a button without a name fails the audit once', async ({ browser }) => {
    const { page, watch } = await newPage(browser);
    await page.route('**/a11y-fixture', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en" data-theme="light"><head><title>Fixture</title></head><body><main><h1>Fixture</h1><button type="button"></button></main></body></html>',
      }),
    );
    await page.goto('/login');
    const problems = await audit(page, watch, '/a11y-fixture', { look: DESKTOP, expectNoAccess: false });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^axe button-name \(critical, 1 node\)/);
    await page.context().close();
  });
});

/** Fails with every problem of every visited page, by page: `{ '/users': ['axe …', …] }`. */
function expectNoProblems(found: Record<string, string[]>, what: string) {
  const failing = Object.fromEntries(Object.entries(found).filter(([, p]) => p.length > 0));
  expect(failing, `${what}: pages with problems`).toEqual({});
}

test.describe('signed out', () => {
  let page: Page;
  let watch: PageWatch;
  const params: Record<string, string> = { sso: 'microsoft' };
  test.beforeAll(async ({ browser }) => {
    ({ page, watch } = await newPage(browser));
    await page.goto('/login');
    // A real password link (the one a person gets by e-mail), so the page shows its form.
    const before = new Date();
    const res = await page.evaluate(
      async () =>
        (
          await fetch('/api/v1/users/reset/password', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'sarah@demo.lt' }),
          })
        ).status,
    );
    expect(res).toBe(200);
    const link = (await readLatestMail('sarah@demo.lt', { after: before })).link ?? '';
    params.id = /\/users\/password\/([^/?#]+)/.exec(link)?.[1] ?? 'unknown';
  });
  test.afterAll(async () => page.context().close());

  for (const look of [DESKTOP, PHONE]) {
    test(`public routes at ${lookName(look)}`, async () => {
      const found: Record<string, string[]> = {};
      for (const pattern of PUBLIC) {
        const target = fillPattern(pattern, {}, params);
        // The SSO return without a provider's answer is refused by the server; the page turns that into a message on /login.
        const allowStatuses = pattern.startsWith('/auth/') ? [400, 401, 403, 404] : undefined;
        found[target] = await audit(page, watch, target, { look, expectNoAccess: false, allowStatuses, screenshot: shot('anonymous', look, target) });
      }
      expectNoProblems(found, `signed out at ${lookName(look)}`);
    });
  }
});

/** A signed-in user's page, reused for every visit. */
interface Session {
  label: string;
  everyLook: boolean;
  page: Page;
  watch: PageWatch;
  permissions: string[];
  /** Demo ids for route parameters, by pattern. */
  ids: Record<string, string>;
}

/** Signs `user` in on a page of its own and reads its permissions and a demo chain's id. */
async function openSession(browser: Browser, user: (typeof USERS)[number]): Promise<Session> {
  const { page, watch } = await newPage(browser);
  await signIn(page, user.email);
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  const permissions = (await (await page.request.get(`/api/v1/users/${userId}/permissions`)).json()) as string[];
  const ids: Record<string, string> = {};
  if (permissions.includes('chain_read')) {
    const chains = (await (await page.request.get('/api/v1/chains')).json()) as { id: number }[];
    if (chains[0]) ids['/chains/:id'] = String(chains[0].id);
  }
  // A checklist category of each kind (onboarding and offboarding categories share one id sequence).
  for (const kind of ['onboarding', 'offboarding']) {
    if (!permissions.includes(`${kind}_tasks_read`)) continue;
    const categories = (await (await page.request.get(`/api/v1/${kind}/categories`)).json()) as { id: number }[];
    if (categories[0]) ids[`/${kind}/categories/:id/tasks`] = String(categories[0].id);
  }
  // A business trip the user may read (every user may list the trips they may see).
  const trips = (await (await page.request.get('/api/v1/business-trips?pageSize=5')).json()) as { data: { id: number }[] };
  if (trips.data[0]) ids['/trip/:id'] = String(trips.data[0].id);
  // An expense claim of the user's own: the first listed, else a draft made here (claims are private to their owner).
  if (permissions.includes('expense_claims_write')) {
    const own = (await (await page.request.get(`/api/v1/users/${userId}/expense-claims?pageSize=5`)).json()) as { data?: { id: number }[] };
    let claimId = own.data?.[0]?.id;
    if (!claimId) {
      const made = await page.request.post('/api/v1/expense-claims', {
        data: { type: 'travel', additionalInformation: 'Accessibility walk', object: [{ date: '2026-11-20', description: 'Bus ticket', cost: 250 }] },
      });
      claimId = ((await made.json()) as { id: number }).id;
    }
    if (claimId) ids['/expense-claim/:id'] = String(claimId);
  }
  return { ...user, page, watch, permissions, ids };
}

/**
 * Routes that a relation opens beyond the permissions access.ts knows (spec 3 §6: a position's hiring
 * manager sees its applications): the walk's users are nobody's hiring manager, so there the page is
 * theirs only with one of these permissions, and says "no access" (after a 403) otherwise.
 */
const RELATION_ROUTES: Record<string, string[]> = {
  '/positions/:id/applications': ['job_positions_write', 'job_applications_read', 'job_applications_write', 'hiring_coordinator'],
};
const refusedHere = (pattern: string, permissions: readonly string[]) =>
  lacksPermission(pattern, permissions) || (pattern in RELATION_ROUTES && !RELATION_ROUTES[pattern].some((p) => permissions.includes(p)));

/** Audits one page of a session (optionally after an action) and files its problems under "<user> <path>". */
async function visit(s: Session, found: Record<string, string[]>, pattern: string, look: Look, busy?: Busy): Promise<void> {
  const target = fillPattern(pattern, s.ids);
  const act = busy?.act;
  const t0 = Date.now();
  const key = `${s.label} ${target}${act ? ` (${busy.name})` : ''}`;
  found[key] = await audit(s.page, s.watch, target, {
    look,
    expectNoAccess: refusedHere(pattern, s.permissions),
    act: act && ((p) => act(p, look)),
    screenshot: shot(s.label, look, `${target}${act ? '-dialog' : ''}`),
  });
  if (process.env.A11Y_TRACE) console.log(`${Date.now() - t0} ms ${key}: ${found[key].join(' || ')}`);
}

/**
 * Signed in: the administrator and the employee walk side by side (one page each in the one
 * browser, visits of the two interleaved), so the walk takes the time of the longer of the two.
 */
test.describe('signed in', () => {
  let sessions: Session[] = [];
  /** A second administrator session (own context, so its own stored look) for the busiest pages in two looks at once. */
  let admin2: Session;
  test.beforeAll(async ({ browser }) => {
    [admin2, ...sessions] = await Promise.all([openSession(browser, USERS[0]), ...USERS.map((u) => openSession(browser, u))]);
  });
  test.afterAll(async () => {
    await Promise.all([admin2, ...sessions].map((s) => s.page.context().close()));
  });

  for (const look of [DESKTOP, PHONE]) {
    test(`every route at ${lookName(look)}`, async () => {
      test.setTimeout(300_000);
      const found: Record<string, string[]> = {};
      await Promise.all(
        sessions.map(async (s) => {
          for (const pattern of SIGNED_IN) await visit(s, found, pattern, look);
          for (const busy of BUSIEST.filter((b) => b.act)) await visit(s, found, busy.path, look, busy);
        }),
      );
      expectNoProblems(found, `${SIGNED_IN.length} routes at ${lookName(look)}`);
    });
  }

  test(`the top bar fits at ${NARROWEST.width} px`, async () => {
    const found: Record<string, string[]> = {};
    await Promise.all(sessions.map((s) => visit(s, found, '/', NARROWEST)));
    expectNoProblems(found, `${NARROWEST.width} px`);
  });

  test(`dialogs with a layout of their own fit ${NARROWEST.width} px`, async () => {
    test.setTimeout(120_000);
    const admin = sessions.find((s) => s.everyLook)!;
    const found: Record<string, string[]> = {};
    for (const dialog of OWN_LAYOUT_DIALOGS) await visit(admin, found, dialog.path, NARROWEST, dialog);
    expectNoProblems(found, `dialogs at ${NARROWEST.width} px`);
  });

  for (const look of [DESKTOP, PHONE]) {
    test(`keyboard at ${lookName(look)}: the skip link is the first Tab stop, no Tab stop is hidden`, async () => {
      const found: Record<string, string[]> = {};
      await Promise.all(sessions.map(async (s) => (found[s.label] = await keyboardWalk(s, look))));
      expectNoProblems(found, `keyboard on / at ${lookName(look)}`);
    });
  }

  // The busiest pages in the remaining looks, as the administrator; two looks at a time (a session each).
  for (let i = 0; i < EXTRA_LOOKS.length; i += 2) {
    const looks = EXTRA_LOOKS.slice(i, i + 2);
    test(`the busiest pages at ${looks.map(lookName).join(' and at ')}`, async () => {
      test.setTimeout(120_000);
      const admin = sessions.find((s) => s.everyLook)!;
      const found: Record<string, string[]> = {};
      await Promise.all(
        [admin, admin2].map(async (s, n) => {
          if (looks[n]) for (const busy of BUSIEST) await visit(s, found, busy.path, looks[n], busy);
        }),
      );
      expectNoProblems(found, `the busiest pages at ${looks.map(lookName).join(', ')}`);
    });
  }
});

/**
 * Walks the dashboard by keyboard: the first Tab stop must be the skip link, Enter on it must move
 * focus to the main content, and no Tab stop after it (up to 60, or until focus leaves the page or
 * comes round again) may be hidden from screen readers.
 */
async function keyboardWalk(s: Session, look: Look): Promise<string[]> {
  const { page, watch } = s;
  await applyLook(page, look);
  await page.goto('/');
  await settle(page, watch);
  const problems: string[] = [];
  /** The focused element once focus has come to rest (a frame later), described; null: nothing focused. */
  const focused = () =>
    page.evaluate(
      () =>
        new Promise<{ text: string; hidden: boolean; main: boolean } | null>((resolve) =>
          requestAnimationFrame(() => {
            const a = document.activeElement as HTMLElement | null;
            if (!a || a === document.body) return resolve(null);
            const text = `${a.tagName.toLowerCase()} "${(a.getAttribute('aria-label') || a.textContent || '').trim().slice(0, 50)}"`;
            resolve({ text, hidden: !!a.closest('[aria-hidden="true"]'), main: a.id === 'main' });
          }),
        ),
    );
  await page.keyboard.press('Tab');
  const skip = `a "${text(look.lang, 'shell.skipToContent')}"`;
  const first = await focused();
  if (first?.text !== skip) problems.push(`the first Tab stop is ${first?.text ?? 'nothing'}, not the skip link ${skip}`);
  await page.keyboard.press('Enter');
  if (!(await focused())?.main) problems.push('the skip link does not move focus to the main content');
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const stop = await focused();
    if (!stop || stop.text === skip) break;
    if (stop.hidden) problems.push(`a Tab stop hidden from screen readers: ${stop.text}`);
  }
  return problems;
}
