/**
 * "balance" in Teams chat (issue 18 item 1): `balance`, `balances`, `leave balance`, `vacation balance`,
 * Lithuanian `likutis`, `likučiai`, `atostogų likutis` (with or without diacritics) answer the user's
 * leave balances — per counting type the available days with "of N this year" and the breakdown
 * (accrued, carried over, adjustments, taken, requested) — with a button to the profile's Leave tab.
 * English or Lithuanian by the user's locale; no counting type → a short note; a failing port → "try again".
 */
import type { Card, Links } from './cards';
import { tabLink } from './cards';
import type { LeaveBalancesPort, LeaveBalanceView } from './leave-port';
import type { Locale } from './ports';

const TEXT = {
  en: {
    title: 'Your leave balance', available: 'days available', of: 'of {n} this year',
    accrued: 'Accrued to date', carried: 'Carried over', adjustments: 'Adjustments', taken: 'Taken', requested: 'Requested',
    none: 'None of your leave types counts against a balance.', failed: 'Your leave balance is not available right now. Please try again.',
    note: 'Working days; requested leave is already subtracted.', open: 'Open in the portal',
  },
  lt: {
    title: 'Jūsų atostogų likutis', available: 'd. d. galima panaudoti', of: 'iš {n} šiais metais',
    accrued: 'Sukaupta iki šiandien', carried: 'Perkelta iš ankstesnių metų', adjustments: 'Koregavimai', taken: 'Panaudota', requested: 'Prašoma',
    none: 'Nė vienas jūsų atostogų tipas neskaičiuojamas iš likučio.', failed: 'Jūsų atostogų likutis šiuo metu nepasiekiamas. Bandykite dar kartą.',
    note: 'Darbo dienos; prašomos atostogos jau atimtos.', open: 'Atverti portale',
  },
} as const;

/** The words that ask for the balance (lower-cased, punctuation dropped). */
const ASKS = /^(my )?(leave |vacation |holiday )?balances?( please)?$|^(mano )?(atostogų |atostogu )?(likutis|likučiai|likuciai|likučius|likucius)$/;

/** True when the message asks for the leave balance. */
export function isBalanceRequest(text: string | undefined): boolean {
  const t = (text ?? '').toLowerCase().normalize('NFC').replace(/[^\p{L}\p{N} ]+/gu, ' ').trim().replace(/\s+/g, ' ');
  return ASKS.test(t);
}

/** Days in the user's language: up to 2 decimals, "2,5" in Lithuanian. */
export const days = (locale: Locale, n: number) => new Intl.NumberFormat(locale === 'lt' ? 'lt-LT' : 'en-GB', { maximumFractionDigits: 2 }).format(n);

type Element = Record<string, unknown>;
const text = (t: string, more: Element = {}): Element => ({ type: 'TextBlock', text: t, wrap: true, ...more });

function typeBlock(b: LeaveBalanceView, locale: Locale): Element {
  const t = TEXT[locale];
  const d = (n: number) => days(locale, n);
  return {
    type: 'Container',
    separator: true,
    items: [
      text(b.typeName, { weight: 'Bolder' }),
      {
        type: 'ColumnSet',
        columns: [
          { type: 'Column', width: 'auto', items: [text(d(b.availableDays), { size: 'ExtraLarge', weight: 'Bolder', color: b.availableDays < 0 ? 'Attention' : 'Accent' })] },
          { type: 'Column', width: 'stretch', verticalContentAlignment: 'Center', items: [text(`${t.available} · ${t.of.replace('{n}', d(b.entitlementDays))}`, { isSubtle: true })] },
        ],
      },
      {
        type: 'FactSet',
        facts: ([['accrued', b.accruedDays], ['carried', b.carriedOverDays], ['adjustments', b.adjustmentsDays], ['taken', b.takenDays], ['requested', b.requestedDays]] as const)
          .map(([k, v]) => ({ title: t[k], value: d(v) })),
      },
    ],
  };
}

/** The balance card of one user (null `balances`: the port failed). */
export function balanceCard(balances: LeaveBalanceView[] | null, o: { locale: Locale; links: Links }): Card {
  const t = TEXT[o.locale];
  const body: Element[] = [text(t.title, { size: 'Large', weight: 'Bolder' })];
  if (balances === null) body.push(text(t.failed, { color: 'Attention' }));
  else if (!balances.length) body.push(text(t.none));
  else body.push(...balances.map((b) => typeBlock(b, o.locale)), text(t.note, { isSubtle: true, size: 'Small' }));
  return {
    type: 'AdaptiveCard',
    $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    version: '1.5',
    body,
    actions: [{ type: 'Action.OpenUrl', title: t.open, url: tabLink(o.links, '/profile?tab=leave') }],
  };
}

/** Reads the user's balances through the port and builds the answer card (a failure becomes the "try again" card). */
export async function answerBalance(port: LeaveBalancesPort, userId: number, o: { locale: Locale; links: Links }): Promise<Card> {
  const balances = await port.mine(userId).catch(() => null);
  return balanceCard(balances, o);
}
