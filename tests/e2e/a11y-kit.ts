/**
 * The pieces of the route-walking accessibility test (issue 12, a11y.spec.ts):
 *
 * - {@link readRoutes}: the tab's route table, read from tab/src/app/routes.tsx with the TypeScript
 *   parser (every `path: '…'` of a route object and every `'/…'` key of a route table such as
 *   PLACEHOLDER_ROUTES), so a page added there is walked without anyone touching the test;
 * - {@link PageWatch}: what a page does while it is visited: console errors, uncaught exceptions,
 *   requests that leave the portal, portal requests answered 4xx/5xx or failed, requests in flight;
 * - {@link audit}: loads a path in a look (width, theme, language), waits until the page has settled
 *   (no request in flight, no spinner or skeleton, no running animation, an h1 on screen; no fixed
 *   sleeps), runs axe-core and returns every problem as a line of text (empty: the page passed).
 *
 * Texts are read from the tab's i18n files, so the checks follow the translations.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { source as axeSource } from 'axe-core';
import ts from 'typescript';
import { accessRule } from '../../tab/src/app/access';

const ROOT = path.resolve(__dirname, '..', '..');
export const ROUTES_FILE = path.join(ROOT, 'tab', 'src', 'app', 'routes.tsx');
const I18N_DIR = path.join(ROOT, 'tab', 'src', 'i18n');

export type Lang = 'en' | 'lt';
export type ThemeName = 'light' | 'dark';

/** How a page is looked at: viewport width (px), colour theme and language. */
export interface Look {
  width: number;
  theme: ThemeName;
  lang: Lang;
}

export const lookName = (l: Look) => `${l.width}px ${l.theme} ${l.lang}`;

/** A route of the router. */
export interface RouteEntry {
  /** The pattern as written, e.g. `/chains/:id`. */
  pattern: string;
  /** False for the pages reachable without a session (sign-in, SSO return, password link). */
  signedIn: boolean;
}

/** A made-up path walked as well, so the shell's "page not found" is checked too (the router's `*`). */
export const UNKNOWN_PATH = '/no-such-page-a11y';

/**
 * The routes declared in the router's source (`routes.tsx` text): `path: '<literal>'` properties of
 * route objects and `'/…'` keys of route tables. A route object counts as public when neither it
 * nor an enclosing route object renders `RequireAuth`; table keys are pages inside the shell.
 * `*` is left out (see {@link UNKNOWN_PATH}). Order: as written, without duplicates.
 */
export function readRoutes(source: string): RouteEntry[] {
  const sf = ts.createSourceFile('routes.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = new Map<string, RouteEntry>();
  const add = (pattern: string, signedIn: boolean) => {
    if (pattern !== '*' && !found.has(pattern)) found.set(pattern, { pattern, signedIn });
  };
  const rendersRequireAuth = (obj: ts.ObjectLiteralExpression) =>
    obj.properties.some((p) => ts.isPropertyAssignment(p) && p.name.getText(sf) === 'element' && /\bRequireAuth\b/.test(p.initializer.getText(sf)));
  const visit = (node: ts.Node, guarded: boolean) => {
    let inside = guarded;
    if (ts.isObjectLiteralExpression(node)) {
      inside ||= rendersRequireAuth(node);
      for (const p of node.properties) {
        if (!ts.isPropertyAssignment(p)) continue;
        const key = p.name.getText(sf);
        if (key === 'path' && ts.isStringLiteralLike(p.initializer)) add(p.initializer.text, inside);
        else if (ts.isStringLiteral(p.name) && p.name.text.startsWith('/')) add(p.name.text, true);
      }
    }
    ts.forEachChild(node, (child) => visit(child, inside));
  };
  visit(sf, false);
  return [...found.values()];
}

/** The route table of the tab as built from this working tree. */
export const tabRoutes = () => readRoutes(fs.readFileSync(ROUTES_FILE, 'utf8'));

/** A pattern with its parameters filled: `:name` from `ids[pattern]`, then `params[name]`, else `1`. */
export function fillPattern(pattern: string, ids: Record<string, string> = {}, params: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)/g, (_m, name: string) => ids[pattern] ?? params[name] ?? '1');
}

/**
 * True when the menu hides the route from the user (holding `permissions`), by the tab's one
 * route → rule table (tab/src/app/access.ts, which the menu and the route guard both read). Facts
 * beyond permissions (having onboarding or offboarding items) are unknown to the tab until their
 * module exists, so the shell and the guard treat them as absent, and so does this. Such a route
 * must say "no access".
 */
export function lacksPermission(pattern: string, permissions: readonly string[]): boolean {
  const set = new Set(permissions);
  const rule = accessRule(pattern);
  return !!rule && !rule((...anyOf) => anyOf.some((p) => set.has(p)), { hasOnboarding: false, hasOffboarding: false });
}

type Json = { [key: string]: string | Json };
const namespaces = new Map<string, Json>();
const loadNs = (lang: Lang, ns: string): Json => {
  const key = `${lang}/${ns}`;
  if (!namespaces.has(key)) namespaces.set(key, JSON.parse(fs.readFileSync(path.join(I18N_DIR, lang, `${ns}.json`), 'utf8')) as Json);
  return namespaces.get(key)!;
};

/** The translation of `ns:dotted.key` in `lang`; throws when it is missing. */
export function text(lang: Lang, ref: string): string {
  const [ns, key] = ref.includes(':') ? ref.split(':') : ['common', ref];
  const value = key.split('.').reduce<string | Json | undefined>((v, k) => (typeof v === 'object' ? v[k] : undefined), loadNs(lang, ns));
  if (typeof value !== 'string') throw new Error(`No text ${ref} in tab/src/i18n/${lang}`);
  return value;
}

/** The `ns:key` whose English text is `english` (searched in every namespace), or null. */
export function keyOfEnglish(english: string): string | null {
  for (const file of fs.readdirSync(path.join(I18N_DIR, 'en')).filter((f) => f.endsWith('.json'))) {
    const ns = file.replace(/\.json$/, '');
    const search = (obj: Json, prefix: string): string | null => {
      for (const [k, v] of Object.entries(obj)) {
        const key = prefix ? `${prefix}.${k}` : k;
        if (typeof v === 'string' ? v.replace(/[’']/g, "'") === english : false) return key;
        if (typeof v === 'object') {
          const inner = search(v, key);
          if (inner) return inner;
        }
      }
      return null;
    };
    const key = search(loadNs('en', ns), '');
    if (key) return `${ns}:${key}`;
  }
  return null;
}

/** A portal request answered with an error status (0: it failed without an answer). */
export interface FailedRequest {
  status: number;
  method: string;
  url: string;
}

/** Everything a page does that the walker judges; attach once per page, `reset()` before each visit. */
export class PageWatch {
  consoleErrors: string[] = [];
  outside: string[] = [];
  failed: FailedRequest[] = [];
  private inflight = new Set<Request>();
  private drained: (() => void)[] = [];

  constructor(
    page: Page,
    private readonly origin: string,
  ) {
    const portal = (url: string) => url.startsWith(`${origin}/`) || url === origin;
    const local = (url: string) => /^(data|blob|about):/.test(url);
    page.on('console', (m) => {
      if (m.type() !== 'error') return;
      // The browser's own line for a 4xx/5xx answer is judged with the requests, not twice.
      if (m.text().startsWith('Failed to load resource: the server responded with a status') && portal(m.location().url)) return;
      this.consoleErrors.push(`${m.text()}${m.location().url ? ` (${m.location().url})` : ''}`);
    });
    page.on('pageerror', (e) => this.consoleErrors.push(`uncaught ${e.name}: ${e.message}`));
    page.on('request', (r) => {
      const url = r.url();
      if (local(url)) return;
      if (!portal(url)) this.outside.push(`${r.method()} ${url}`);
      this.inflight.add(r);
    });
    const done = (r: Request) => {
      this.inflight.delete(r);
      if (this.inflight.size === 0) this.drained.splice(0).forEach((f) => f());
    };
    page.on('requestfinished', done);
    page.on('requestfailed', (r) => {
      done(r);
      // A navigation or an unmounted query aborts its own requests: not a failure of the portal.
      if (portal(r.url()) && !/ERR_ABORTED|NS_BINDING_ABORTED/.test(r.failure()?.errorText ?? '')) {
        this.failed.push({ status: 0, method: r.method(), url: r.url() });
      }
    });
    page.on('response', (res) => {
      if (portal(res.url()) && res.status() >= 400) this.failed.push({ status: res.status(), method: res.request().method(), url: res.url() });
    });
  }

  reset(): void {
    this.consoleErrors = [];
    this.outside = [];
    this.failed = [];
  }

  /** True while a request of the page is in flight. */
  get busy(): boolean {
    return this.inflight.size > 0;
  }

  /** Resolves when no request of the page is in flight (or after `timeout` ms, rejecting). */
  idle(timeout: number): Promise<void> {
    if (this.inflight.size === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`requests still in flight after ${timeout} ms: ${[...this.inflight].map((r) => r.url()).join(', ')}`)),
        timeout,
      );
      this.drained.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** The path of a portal url (without the origin). */
  short(url: string): string {
    return url.startsWith(this.origin) ? url.slice(this.origin.length) : url;
  }
}

/** In the page: nothing loading or moving, and a first-level heading shown. */
function pageSettled(): boolean {
  if (document.readyState !== 'complete') return false;
  const h1 = document.querySelector('h1');
  if (!h1 || !(h1 as HTMLElement).offsetParent) return false;
  if (document.querySelector('[aria-busy="true"], .fui-Spinner, .fui-Skeleton')) return false;
  // Finite animations (dialogs and menus opening) must have ended: colours are judged at rest.
  return document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity);
}

/**
 * Waits until the page has settled: twice in a row, one frame apart, no request in flight and
 * {@link pageSettled}. Throws after `timeout` ms with what was still going on.
 */
export async function settle(page: Page, watch: PageWatch, timeout = 20_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let calm = 0;
  while (calm < 2) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`the page did not settle within ${timeout} ms (${page.url()})`);
    await watch.idle(left);
    await page.waitForFunction(pageSettled, null, { polling: 'raf', timeout: Math.max(1, deadline - Date.now()) });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    calm = (await page.evaluate(pageSettled)) && !watch.busy ? calm + 1 : 0;
  }
}

/**
 * Makes axe-core part of every document the context loads (an init script, parsed once per page
 * load), so an audit does not send and evaluate its 550 kB again; see {@link audit}.
 */
export async function loadAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axeSource });
}

/**
 * Fluent's focus manager (tabster) puts empty `<i aria-hidden tabindex=0 data-tabster-dummy>` at the
 * edges of the body, menus and dialogs: they pass focus on the moment they get it, so focus never
 * rests there (the keyboard walk of a11y.spec.ts checks that no Tab stop is hidden), and axe's
 * aria-hidden-focus cannot tell. They are left out of the axe run; everything else is judged.
 */
export const TABSTER_DUMMY = '[data-tabster-dummy]';

/** Stores the look in the tab's own settings (local storage keys of i18n/index.ts and app/theme.tsx) and sizes the viewport. */
export async function applyLook(page: Page, look: Look): Promise<void> {
  await page.evaluate(({ lang, theme }) => {
    localStorage.setItem('locale', lang);
    localStorage.setItem('theme', theme);
  }, look);
  await page.setViewportSize({ width: look.width, height: look.width < 600 ? 812 : 800 });
}

export interface AuditOptions {
  look: Look;
  /** The menu hides this page from the user: it must say "no access" (and may have been refused 403). */
  expectNoAccess: boolean;
  /** Statuses a portal call may answer on this page (public pages that handle a refusal themselves). */
  allowStatuses?: readonly number[];
  /** Runs after the page settled, before the checks (e.g. opens a dialog); settles again afterwards. */
  act?: (page: Page) => Promise<void>;
  /** Saves a full-page PNG here when set. */
  screenshot?: string;
}

/** The texts a no-access page shows in `lang` (the English one is fixed by issue 12). */
export function noAccessText(lang: Lang): string {
  const key = keyOfEnglish("You don't have access to this page");
  if (!key) throw new Error('The tab has no text "You don\'t have access to this page" (issue 12 item 3, the no-access page)');
  return text(lang, key);
}

/**
 * Opens `target` (a path) in `look` on a signed-in or anonymous page, lets it settle, optionally acts,
 * and returns every problem found:
 * - axe-core violations of impact serious or critical (all rules axe runs by default);
 * - console errors and uncaught exceptions;
 * - requests to anywhere but the portal;
 * - portal requests answered 4xx/5xx or failed; a 403 only counts as expected on a page that then
 *   says "no access", and `allowStatuses` on public pages;
 * - "no access" shown where the menu allows the page, or missing where it does not;
 * - the page not in the look's language or theme, or a control named in Fluent's English ("Open", "clear") in Lithuanian;
 * - below 600 px: the page wider than the screen, an open dialog's content wider than the dialog, a control
 *   cut off at the screen's edge (outside sideways scrollers), or the top bar wrapped or overflowing.
 */
export async function audit(page: Page, watch: PageWatch, target: string, o: AuditOptions): Promise<string[]> {
  const problems: string[] = [];
  await applyLook(page, o.look);
  watch.reset();
  const t0 = Date.now();
  await page.goto(target);
  const tGoto = Date.now();
  try {
    await settle(page, watch);
    if (o.act) {
      await o.act(page);
      await settle(page, watch);
    }
  } catch (e) {
    problems.push(`did not settle: ${(e as Error).message.split('\n')[0]}`);
  }

  const state = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    theme: document.documentElement.dataset.theme,
    pageWidth: document.documentElement.scrollWidth,
    viewWidth: window.innerWidth,
    // Fluent's own English accessible names on visible controls (a Lithuanian page must not have them)
    fluentEnglish: Array.from(document.querySelectorAll<HTMLElement>('[aria-label]'))
      .filter((el) => el.getClientRects().length > 0 && /^(Open|clear|Clear selection|Dismiss|Close|more)( |$)/.test(el.getAttribute('aria-label') ?? ''))
      .map((el) => `${el.tagName.toLowerCase()} "${el.getAttribute('aria-label')}"`)
      .slice(0, 5),
    // open dialogs whose content is wider than the dialog (it scrolls sideways)
    wideDialogs: Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"] .fui-DialogContent, [role="alertdialog"] .fui-DialogContent'))
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.closest('[role]')?.getAttribute('aria-label') ?? el.parentElement?.querySelector('h2')?.textContent ?? 'dialog'}: ${el.scrollWidth} px in ${el.clientWidth}`),
    // visible controls cut off at the screen's right edge (a card or a dialog that hides its overflow), outside sideways scrollers
    cutControls: Array.from(document.querySelectorAll<HTMLElement>('input, select, textarea, button, [role="combobox"]'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (!r.width || !r.height || r.right <= window.innerWidth + 1) return false;
        for (let a = el.parentElement; a; a = a.parentElement) if (['auto', 'scroll'].includes(getComputedStyle(a).overflowX)) return false;
        return true;
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || (el as HTMLInputElement).placeholder || '').trim().slice(0, 40)}" ends at ${Math.round(el.getBoundingClientRect().right)} px`)
      .slice(0, 5),
    bar: (() => {
      const b = document.querySelector<HTMLElement>('header[role="banner"]');
      if (!b) return null;
      const right = b.getBoundingClientRect().right;
      // A part of the bar cut off: past the bar's edge, or its own text clipped or wrapped (taller than one line).
      const cut = Array.from(b.querySelectorAll<HTMLElement>(':scope > *'))
        .filter((el) => el.offsetParent)
        .filter(
          (el) =>
            el.getBoundingClientRect().right > right + 0.5 ||
            el.scrollWidth > el.clientWidth + 1 ||
            el.scrollHeight > el.clientHeight + 1 ||
            el.getClientRects().length > 1,
        )
        .map((el) => `"${(el.textContent || el.getAttribute('aria-label') || el.tagName).trim()}"`);
      return { height: b.offsetHeight, scroll: b.scrollWidth, client: b.clientWidth, cut };
    })(),
  }));
  if (state.lang !== o.look.lang) problems.push(`page language is "${state.lang}", not ${o.look.lang}`);
  if (state.theme !== undefined && state.theme !== o.look.theme) problems.push(`theme is ${state.theme}, not ${o.look.theme}`);
  if (o.look.lang === 'lt') problems.push(...state.fluentEnglish.map((e) => `an English name in a Lithuanian page: ${e}`));
  if (o.look.width < 600) {
    if (state.pageWidth > state.viewWidth) problems.push(`the page is ${state.pageWidth} px wide on a ${state.viewWidth} px screen (scrolls sideways)`);
    problems.push(...state.wideDialogs.map((d) => `a dialog scrolls sideways: ${d}`));
    problems.push(...state.cutControls.map((c) => `a control is cut off at the screen's edge: ${c}`));
    if (state.bar && (state.bar.height > 56 || state.bar.scroll > state.bar.client || state.bar.cut.length > 0)) {
      problems.push(
        `the top bar does not fit: ${state.bar.height} px high, ${state.bar.scroll} px of content in ${state.bar.client} px, cut: ${state.bar.cut.join(', ') || 'none'}`,
      );
    }
  }

  const saysNoAccess = await page.getByText(noAccessText(o.look.lang), { exact: true }).first().isVisible();
  if (o.expectNoAccess && !saysNoAccess) problems.push('the menu hides this page from the user, but the page does not say "no access"');
  if (!o.expectNoAccess && saysNoAccess) problems.push('says "no access" although the menu offers the page to the user');

  for (const f of watch.failed) {
    if (f.status === 403 && saysNoAccess) continue;
    if (o.allowStatuses?.includes(f.status)) continue;
    problems.push(
      `${f.method} ${watch.short(f.url)} answered ${f.status || 'nothing (failed)'}${f.status === 403 ? ' and the page does not say "no access"' : ''}`,
    );
  }
  problems.push(...watch.outside.map((u) => `request outside the portal: ${u}`));
  problems.push(...watch.consoleErrors.map((e) => `console error: ${e}`));

  const tSettle = Date.now();
  // axe-core is already in the page (loadAxe): a no-op source, and the one-frame run (no blank page per audit).
  const axe = await new AxeBuilder({ page, axeSource: ';' }).setLegacyMode().exclude(TABSTER_DUMMY).analyze();
  if (process.env.A11Y_TRACE) console.log(`goto ${tGoto - t0} settle ${tSettle - tGoto} axe ${Date.now() - tSettle}`);
  for (const v of axe.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
    const nodes = v.nodes
      .slice(0, 6)
      .map((n) => n.target.join(' '))
      .join(' | ');
    problems.push(`axe ${v.id} (${v.impact}, ${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'}): ${v.help}: ${nodes}`);
  }
  if (o.screenshot) await page.screenshot({ path: o.screenshot, fullPage: true });
  return problems;
}

/**
 * Clicks a page action by its visible name the way a user would at any width: the button itself
 * when it is on screen, otherwise the header's overflow menu ("More actions") and the item in it.
 */
export async function clickAction(page: Page, name: string, lang: Lang): Promise<void> {
  const button = page.getByRole('main').getByRole('button', { name, exact: true });
  if (await button.isVisible()) {
    await button.click();
    return;
  }
  await page
    .getByRole('main')
    .getByRole('button', { name: text(lang, 'moreActions'), exact: true })
    .first()
    .click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}
