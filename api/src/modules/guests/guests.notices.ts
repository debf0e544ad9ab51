/**
 * Guest e-mails (spec 3 §3 Guest creation extras, §7 Guests; spec 1 §3 Subscriptions "guests"):
 * - notify_admin: the office administrators — active users whose role or second role holds guests_write —
 *   get an e-mail of the new visit, and later of its edits, cancellation or deletion; only those with
 *   should_send_email and the `guests` subscription on, never the person who made the change;
 * - send_calendar_file: the registrator gets the visit as an .ics (shared/ics.ts; UID per visit, SEQUENCE
 *   growing with each edit, STATUS:CANCELLED once canceled or deleted), so their calendar entry follows it.
 *   The file answers the registrator's own ask on this visit, so it is sent whatever their subscriptions, but never
 *   to an account with should_send_email off, disabled or deleted.
 * Texts in each recipient's language (en | lt); times DD/MM/YYYY HH:mm in company time (TIME_ZONE; docs/decisions/0005).
 */
import { In } from 'typeorm';
import type { AppContext } from '../../context';
import { icsAttachment, icsFile } from '../../shared/ics';
import { permissionHolders } from '../approvals/assignees';
import { companyStampShown } from '../../shared/company-time';
import { User } from '../users/users.entities';
import type { GuestVisit } from './guests.entities';
import type { GuestChange } from './guests.service';

type Lang = 'en' | 'lt';

const SUBJECT: Record<GuestChange, Record<Lang, (name: string) => string>> = {
  registered: { en: (n) => `Guest registered: ${n}`, lt: (n) => `Užregistruotas svečias: ${n}` },
  updated: { en: (n) => `Guest visit changed: ${n}`, lt: (n) => `Pakeistas svečio vizitas: ${n}` },
  canceled: { en: (n) => `Guest visit canceled: ${n}`, lt: (n) => `Atšauktas svečio vizitas: ${n}` },
  deleted: { en: (n) => `Guest visit removed: ${n}`, lt: (n) => `Pašalintas svečio vizitas: ${n}` },
};

const LABELS: Record<Lang, { guest: string; employee: string; purpose: string; phone: string; from: string; to: string; by: string; notes: string; yes: string; no: string }> = {
  en: { guest: 'Guest', employee: 'Employee', purpose: 'Purpose', phone: 'Phone', from: 'Arrives', to: 'Leaves', by: 'Registered by', notes: 'Notes', yes: 'yes', no: 'no' },
  lt: { guest: 'Svečias', employee: 'Darbuotojas', purpose: 'Tikslas', phone: 'Telefonas', from: 'Atvyksta', to: 'Išvyksta', by: 'Užregistravo', notes: 'Pastabos', yes: 'taip', no: 'ne' },
};

/** The body of a guest e-mail in one language. */
function bodyOf(g: GuestVisit, registrator: string, lang: Lang, url: string): string {
  const l = LABELS[lang];
  return [
    `${l.guest}: ${g.name}`,
    `${l.employee}: ${g.is_employee ? l.yes : l.no}`,
    `${l.purpose}: ${g.purpose}`,
    `${l.phone}: ${g.phone_number}`,
    `${l.from}: ${companyStampShown(g.date_start)}`,
    `${l.to}: ${companyStampShown(g.date_end)}`,
    `${l.by}: ${registrator}`,
    ...(g.notes ? [`${l.notes}: ${g.notes}`] : []),
    '',
    url,
  ].join('\n');
}

const langOf = (u: User): Lang => (u.locale === 'lt' ? 'lt' : 'en');
const fullName = (u: User | null | undefined) => (u ? `${u.name} ${u.surname}`.trim() : '');

/** The office administrators who take guest e-mail, without `exceptId`. */
async function officeAdministrators(ctx: AppContext, exceptId: number): Promise<User[]> {
  const ids = (await permissionHolders(ctx.ds.manager, 'guests_write')).filter((id) => id !== exceptId);
  if (!ids.length) return [];
  const users = await ctx.ds.getRepository(User).findBy({ id: In(ids) });
  return users.filter((u) => !u.deleted_at && !u.disabled && u.should_send_email && u.sub_guests);
}

/** The .ics of a visit (title "Guest: <name>" in the registrator's language). */
export function guestIcs(g: GuestVisit, lang: Lang, status: 'CONFIRMED' | 'CANCELLED'): string | null {
  return icsFile({
    uid: `portal-guest-${g.id}@employee-portal`,
    title: `${LABELS[lang].guest}: ${g.name}`,
    description: [g.purpose, `${LABELS[lang].phone}: ${g.phone_number}`, g.notes].filter(Boolean).join('\n'),
    start: g.date_start,
    end: g.date_end,
    status,
    sequence: g.sequence,
    product: 'guests',
  });
}

/** Sends the e-mails of one change of a visit. */
export async function sendGuestNotices(ctx: AppContext, change: GuestChange, actorId: number, g: GuestVisit): Promise<void> {
  const registrator = await ctx.ds.getRepository(User).findOneBy({ id: g.registrator_id });
  const url = `${ctx.config.publicUrl}/guests`;
  if (g.notify_admin) {
    for (const admin of await officeAdministrators(ctx, actorId)) {
      const lang = langOf(admin);
      await ctx.mail.send({ to: admin.email, subject: SUBJECT[change][lang](g.name), text: bodyOf(g, fullName(registrator), lang, url) });
    }
  }
  if (g.send_calendar_file && registrator && !registrator.deleted_at && !registrator.disabled && registrator.should_send_email) {
    const lang = langOf(registrator);
    const ics = guestIcs(g, lang, change === 'canceled' || change === 'deleted' ? 'CANCELLED' : 'CONFIRMED');
    if (!ics) {
      ctx.log.warn({ guestId: g.id }, 'guest calendar file could not be built');
      return;
    }
    await ctx.mail.send({
      to: registrator.email,
      subject: SUBJECT[change][lang](g.name),
      text: bodyOf(g, fullName(registrator), lang, url),
      attachments: [icsAttachment(ics, 'guest.ics')],
    });
  }
}

/** Subscribes the guest e-mails to `guest.changed`. */
export function registerGuestNotices(ctx: AppContext): void {
  ctx.events.on('guest.changed', (e) => sendGuestNotices(ctx, e.change, e.actorId, e.guest));
}
