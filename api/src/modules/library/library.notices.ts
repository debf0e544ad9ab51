/**
 * Library notices (issue 14 item 1; spec 3 §1; spec 1 §3 Subscriptions "library"):
 * - when a watched book is returned, each watcher gets an e-mail "<title> is back on the shelf";
 * - the job `library-reminders` (hourly, leased: one server copy per tick) e-mails each borrower the
 *   day before the planned return date (`due_tomorrow`) and on each day the book is overdue (`overdue`).
 * Every notice is recorded in `library_notices` (unique kind + book + person + company day) before it is
 * sent, so running the job twice, or on two server copies, sends it once a day.
 * Only users who are active, not deleted, with should_send_email and the library subscription on get mail,
 * in their language (en | lt), dates DD/MM/YYYY (docs/decisions/0005). Each notice is also published as the domain event `library.notice`, which the
 * Teams notifier sends as a plain message to users with a stored bot conversation (modules/teams/teams.ts).
 */
import { In, LessThan } from 'typeorm';
import type { AppContext } from '../../context';
import { JOBS, type Job } from '../../jobs';
import { dayShown } from '../../shared/company-time';
import { User } from '../users/users.entities';
import { Book, LibraryNotice } from './library.entities';
import { addDays, today } from './library.orders';

export type NoticeKind = 'due_tomorrow' | 'overdue' | 'back_on_shelf';

declare module '../../shared/events' {
  interface DomainEvents {
    /** A library notice went to `userId` (texts in the user's language). */
    'library.notice': { userId: number; bookId: number; kind: NoticeKind; subject: string; text: string };
  }
}

type Lang = 'en' | 'lt';

const TEXT: Record<NoticeKind, Record<Lang, (title: string, date: string) => { subject: string; text: string }>> = {
  back_on_shelf: {
    en: (t) => ({ subject: `${t} is back on the shelf`, text: `${t} is back on the shelf. You can take it in the library.` }),
    lt: (t) => ({ subject: `„${t}“ vėl lentynoje`, text: `Knyga „${t}“ vėl lentynoje. Ją galite pasiimti bibliotekoje.` }),
  },
  due_tomorrow: {
    en: (t, d) => ({ subject: `Please return ${t} tomorrow`, text: `The planned return date of ${t} is tomorrow, ${d}. Return it or extend the order in the library.` }),
    lt: (t, d) => ({ subject: `Rytoj grąžinkite „${t}“`, text: `Knygos „${t}“ planuota grąžinimo data yra rytoj, ${d}. Grąžinkite ją arba pratęskite užsakymą bibliotekoje.` }),
  },
  overdue: {
    en: (t, d) => ({ subject: `${t} is overdue`, text: `${t} was to be returned on ${d}. Please return it to the library.` }),
    lt: (t, d) => ({ subject: `Vėluojate grąžinti „${t}“`, text: `Knygą „${t}“ reikėjo grąžinti ${d}. Prašome grąžinti ją į biblioteką.` }),
  },
};

/** Users who take library e-mail (active, not deleted, should_send_email, library subscription). */
async function mailable(ctx: AppContext, ids: number[]) {
  if (!ids.length) return [];
  const users = await ctx.ds.getRepository(User).findBy({ id: In([...new Set(ids)]) });
  return users.filter((u) => !u.deleted_at && !u.disabled && u.should_send_email && u.sub_library);
}

/** Sends one notice to each user (mail + `library.notice` event). */
async function send(ctx: AppContext, users: User[], kind: NoticeKind, book: { id: number; title: string; date: string }) {
  for (const u of users) {
    const lang: Lang = u.locale === 'lt' ? 'lt' : 'en';
    const { subject, text } = TEXT[kind][lang](book.title, dayShown(book.date));
    await ctx.mail.send({ to: u.email, subject, text: `${text}\n\n${ctx.config.publicUrl}/library` });
    ctx.events.publish('library.notice', { userId: u.id, bookId: book.id, kind, subject, text });
  }
}

/** Records the notice (kind, book, user, day); false when it was already recorded. */
async function claim(ctx: AppContext, kind: NoticeKind, bookId: number, userId: number, day: string): Promise<boolean> {
  try {
    await ctx.ds.getRepository(LibraryNotice).insert({ kind, book_id: bookId, user_id: userId, day });
    return true;
  } catch {
    return false;
  }
}

/** Sends the reminders due on the company day of `now`; returns how many went out (0 on a second run that day). */
export async function runLibraryReminders(ctx: AppContext, now = new Date()): Promise<number> {
  const day = today(now);
  const books = await ctx.ds.getRepository(Book).find({
    where: [{ planned_return_date: addDays(day, 1) }, { planned_return_date: LessThan(day) }],
  });
  const taken = books.filter((b) => b.user_id !== null && b.planned_return_date);
  const users = new Map((await mailable(ctx, taken.map((b) => b.user_id!))).map((u) => [u.id, u]));
  let sent = 0;
  for (const b of taken) {
    const kind: NoticeKind = b.planned_return_date! < day ? 'overdue' : 'due_tomorrow';
    const u = users.get(b.user_id!);
    if (!u || !(await claim(ctx, kind, b.id, u.id, day))) continue;
    await send(ctx, [u], kind, { id: b.id, title: b.title, date: b.planned_return_date! });
    sent++;
  }
  return sent;
}

export const libraryRemindersJob: Job = { name: 'library-reminders', schedule: '5 * * * *', run: async (ctx) => void (await runLibraryReminders(ctx)) };

/** Subscribes the watcher notices to `library.book_returned` and registers the reminders job (once). */
export function registerLibraryNotices(ctx: AppContext): void {
  ctx.events.on('library.book_returned', async (e) => {
    await send(ctx, await mailable(ctx, e.watcherIds), 'back_on_shelf', { id: e.bookId, title: e.title, date: today() });
  });
  if (!JOBS.some((j) => j.name === libraryRemindersJob.name)) JOBS.push(libraryRemindersJob);
}
