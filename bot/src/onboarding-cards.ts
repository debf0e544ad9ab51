/**
 * Onboarding and offboarding reminders in Teams (issue 15 item 3): the grouped reminder card a responsible person
 * gets (person, task, category, deadline; overdue marked) with an `Action.Execute` "Mark done" per open task and a
 * link to the tab, and the handling of its actions:
 * - `checklist.done` marks one task done through the checklists port (never undoes: pressing twice, or after the
 *   task was ticked in the tab, changes nothing); someone not responsible is refused with a note on the card;
 * - `checklist.refresh` (the card's `refresh`, for the recipient's Teams id) rebuilds the card with the current state,
 *   so a task ticked elsewhere shows as done when the card is seen again.
 * Every action answers with the card rebuilt from the port for the acting user. Texts in English and Lithuanian.
 */
import type { AdaptiveCardInvokeResponse } from 'botbuilder';
import { CARD_CONTENT_TYPE, type Card, type Links } from './cards';
import { day } from './i18n';
import type { BotUser, ChecklistItemRef, ChecklistItemView, ChecklistsPort, Locale } from './ports';

/** Verbs of the reminder card's `Action.Execute`. */
export const CHECKLIST_VERBS = { done: 'checklist.done', refresh: 'checklist.refresh' } as const;

const TEXT = {
  en: {
    title: 'Onboarding and offboarding tasks waiting for you',
    onboarding: 'Onboarding', offboarding: 'Offboarding',
    deadline: 'Deadline', overdue: 'Overdue', done: 'Done', markDone: 'Mark done', open: 'Open the checklist',
    marked: 'Marked as done.', notAllowed: 'You are not responsible for this task.', notFound: 'This task is no longer on the checklist.', failed: 'Could not save. Please try again.',
    allDone: 'All these tasks are done. Thank you!',
  },
  lt: {
    title: 'Jūsų laukia įvedimo ir atleidimo užduotys',
    onboarding: 'Įvedimas', offboarding: 'Atleidimas',
    deadline: 'Terminas', overdue: 'Vėluoja', done: 'Atlikta', markDone: 'Pažymėti atlikta', open: 'Atverti sąrašą',
    marked: 'Pažymėta kaip atlikta.', notAllowed: 'Jūs neatsakingas už šią užduotį.', notFound: 'Šios užduoties sąraše nebėra.', failed: 'Nepavyko išsaugoti. Bandykite dar kartą.',
    allDone: 'Visos šios užduotys atliktos. Ačiū!',
  },
} as const;
type Notice = 'marked' | 'notAllowed' | 'notFound' | 'failed';

/** A compact reference carried in the card's data: [kind (1 on, 2 off), person id, task id]. */
type Packed = [number, number, number];
const pack = (r: ChecklistItemRef): Packed => [r.kind === 'onboarding' ? 1 : 2, r.userId, r.taskId];
const unpack = (p: unknown): ChecklistItemRef | null => {
  if (!Array.isArray(p) || p.length !== 3 || !p.every((n) => Number.isInteger(n) && n > 0)) return null;
  return { kind: p[0] === 1 ? 'onboarding' : 'offboarding', userId: p[1] as number, taskId: p[2] as number };
};
/** The item references of a card action's data (at most 50). */
export const refsOf = (data: Record<string, unknown>): ChecklistItemRef[] =>
  (Array.isArray(data.items) ? data.items : []).slice(0, 50).map(unpack).filter((r): r is ChecklistItemRef => r !== null);

/** Link to a checklist page of the tab. */
export const checklistLink = (links: Links, kind: 'onboarding' | 'offboarding') => `${links.publicUrl}/${kind}`;

const text = (t: string, more: Record<string, unknown> = {}) => ({ type: 'TextBlock', text: t, wrap: true, ...more });

/** The reminder card of one recipient: one container per task, "Mark done" on the open ones they may tick. */
export function checklistCard(items: ChecklistItemView[], o: { locale: Locale; links: Links; refreshUserIds?: string[]; notice?: Notice }): Card {
  const t = TEXT[o.locale];
  const body: Record<string, unknown>[] = [];
  if (o.notice) body.push(text(t[o.notice], { weight: 'Bolder', color: o.notice === 'marked' ? 'Good' : 'Attention' }));
  body.push(text(t.title, { size: 'Large', weight: 'Bolder' }));
  if (items.length && items.every((i) => i.done)) body.push(text(t.allDone, { color: 'Good' }));
  const data = { items: items.map(pack) };
  for (const i of items) {
    const status = i.done ? `✅ ${t.done}` : i.overdue ? `⚠️ ${t.overdue}` : '';
    body.push({
      type: 'Container', separator: true, spacing: 'Medium',
      items: [
        text(`**${i.person}** · ${t[i.kind]}`, { spacing: 'None' }),
        text(`${i.task} (${i.category})`, { spacing: 'None', ...(i.done ? { isSubtle: true } : {}) }),
        text([`${t.deadline}: ${day(i.deadline)}`, status].filter(Boolean).join(' · '), { spacing: 'None', size: 'Small', color: i.done ? 'Good' : i.overdue ? 'Attention' : 'Default' }),
        ...(!i.done && i.canMark
          ? [{ type: 'ActionSet', actions: [{ type: 'Action.Execute', title: t.markDone, verb: CHECKLIST_VERBS.done, data: { ...data, item: pack(i) }, style: 'positive' }] }]
          : []),
      ],
    });
  }
  const kinds = [...new Set(items.map((i) => i.kind))];
  const actions = (kinds.length ? kinds : (['onboarding'] as const)).map((k) => ({ type: 'Action.OpenUrl', title: kinds.length > 1 ? `${t.open}: ${t[k]}` : t.open, url: checklistLink(o.links, k) }));
  const refreshIds = (o.refreshUserIds ?? []).slice(0, 60);
  return {
    type: 'AdaptiveCard', $schema: 'http://adaptivecards.io/schemas/adaptive-card.json', version: '1.5', body, actions,
    refresh: { action: { type: 'Action.Execute', title: t.open, verb: CHECKLIST_VERBS.refresh, data }, ...(refreshIds.length ? { userIds: refreshIds } : {}) },
  };
}

const reply = (card: Card): AdaptiveCardInvokeResponse => ({ statusCode: 200, type: CARD_CONTENT_TYPE, value: card });

/** Answers a `checklist.*` card action of `user` (see the module doc). */
export async function checklistAction(
  port: ChecklistsPort | undefined,
  verb: string,
  data: Record<string, unknown>,
  user: BotUser,
  o: { links: Links; refreshUserIds: string[] },
): Promise<AdaptiveCardInvokeResponse> {
  const refs = refsOf(data);
  if (!port) return reply(checklistCard([], { locale: user.locale, links: o.links, notice: 'failed' }));
  let notice: Notice | undefined;
  if (verb === CHECKLIST_VERBS.done) {
    const item = unpack(data.item);
    if (!item) notice = 'notFound';
    else {
      const r = await port.markDone(item, user.id).catch(() => ({ ok: false as const, reason: 'failed' as const }));
      notice = r.ok ? 'marked' : r.reason === 'not_allowed' ? 'notAllowed' : r.reason === 'not_found' ? 'notFound' : 'failed';
    }
  } else if (verb !== CHECKLIST_VERBS.refresh) {
    return { statusCode: 400, type: 'application/vnd.microsoft.error', value: { code: 'BadRequest', message: `unknown verb ${verb}` } };
  }
  const views = await port.view(refs, user.id);
  return reply(checklistCard(views, { locale: user.locale, links: o.links, refreshUserIds: o.refreshUserIds, notice }));
}
