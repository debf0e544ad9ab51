/**
 * Expiring certificates (issue 16 item 3): the job `certificate-expiry` (hourly, leased: one server copy per
 * tick) e-mails the holder and HR (active holders of user_certificates_read) about every user certificate whose
 * end date is within the next 30 days (CERTIFICATE_LIMITS.expiryNoticeDays; today included), once per
 * certificate and end date: the notice is recorded in `certificate_expiry_notices` (unique user certificate +
 * end date) before it is sent, so a second run, a second server copy or a restart sends nothing more, and a
 * new end date (renewal) is told again. A job that did not run on the 30th day catches up on a later day.
 * Mail goes to users who are active, not deleted and have should_send_email (there is no certificate
 * subscription in spec 1 §3), in their language (en | lt), the end date DD/MM/YYYY (docs/decisions/0005), with a
 * link to the profile's certificates.
 */
import { In } from 'typeorm';
import { CERTIFICATE_LIMITS } from '../../contracts/certificates';
import type { AppContext } from '../../context';
import { JOBS, type Job } from '../../jobs';
import { addCompanyDays, companyDay, dayShown } from '../../shared/company-time';
import { permissionHolders } from '../approvals/assignees';
import { User } from '../users/users.entities';
import { CertificateExpiryNotice } from './certificates.entities';
import { fullName, type UserCertificateJoined } from './certificates.presenters';
import { userCertificatesQuery } from './certificates.service';

type Lang = 'en' | 'lt';
interface Expiring { holder: string; code: string; name: string; end: string }

const TEXT: Record<Lang, { holder: (e: Expiring) => { subject: string; text: string }; hr: (e: Expiring) => { subject: string; text: string } }> = {
  en: {
    holder: (e) => ({ subject: `Your certificate ${e.code} expires on ${e.end}`, text: `Your certificate ${e.code} — ${e.name} expires on ${e.end}. Renew it in time and update its dates in your profile.` }),
    hr: (e) => ({ subject: `Certificate of ${e.holder} expires on ${e.end}`, text: `The certificate ${e.code} — ${e.name} of ${e.holder} expires on ${e.end}.` }),
  },
  lt: {
    holder: (e) => ({ subject: `Jūsų sertifikato ${e.code} galiojimas baigiasi ${e.end}`, text: `Jūsų sertifikato ${e.code} — ${e.name} galiojimas baigiasi ${e.end}. Laiku jį atnaujinkite ir pakeiskite datas savo profilyje.` }),
    hr: (e) => ({ subject: `${e.holder} sertifikato galiojimas baigiasi ${e.end}`, text: `Darbuotojo ${e.holder} sertifikato ${e.code} — ${e.name} galiojimas baigiasi ${e.end}.` }),
  },
};

const mailable = (u: User) => !u.deleted_at && !u.disabled && u.should_send_email;

/** Records the notice; false when it was already recorded (unique key). */
async function claim(ctx: AppContext, userCertificateId: number, endDate: string): Promise<boolean> {
  try {
    await ctx.ds.getRepository(CertificateExpiryNotice).insert({ user_certificate_id: userCertificateId, end_date: endDate });
    return true;
  } catch {
    return false;
  }
}

/** Sends the notices due at `now`; returns how many certificates were told about (0 on a second run). */
export async function runCertificateExpiry(ctx: AppContext, now = new Date()): Promise<number> {
  const today = companyDay(now);
  const last = companyDay(addCompanyDays(now, CERTIFICATE_LIMITS.expiryNoticeDays));
  const due = await userCertificatesQuery(ctx.ds.manager)
    .leftJoin(CertificateExpiryNotice, 'n', 'n.user_certificate_id = uc.id AND n.end_date = uc.end_date')
    .select(['uc.id AS id', 'uc.user_id AS user_id', 'uc.end_date AS end_date', 'c.code AS code', 'c.name AS cert_name', 'u.name AS user_first', 'u.surname AS user_surname'])
    .where('uc.end_date >= :today AND uc.end_date <= :last', { today, last })
    .andWhere('n.id IS NULL')
    .andWhere('u.deleted_at IS NULL')
    .orderBy('uc.end_date', 'ASC')
    .getRawMany<UserCertificateJoined>();
  if (!due.length) return 0;
  const hrIds = await permissionHolders(ctx.ds.manager, 'user_certificates_read');
  const users = new Map(
    (await ctx.ds.getRepository(User).findBy({ id: In([...new Set([...hrIds, ...due.map((d) => Number(d.user_id))])]) })).map((u) => [u.id, u]),
  );
  let told = 0;
  for (const d of due) {
    if (!(await claim(ctx, Number(d.id), d.end_date!))) continue;
    const e: Expiring = { holder: fullName(d), code: d.code, name: d.cert_name, end: dayShown(d.end_date!) };
    const holder = users.get(Number(d.user_id));
    const link = `${ctx.config.publicUrl}/profile?tab=my-certificates`;
    if (holder && mailable(holder)) {
      const m = TEXT[holder.locale === 'lt' ? 'lt' : 'en'].holder(e);
      await ctx.mail.send({ to: holder.email, subject: m.subject, text: `${m.text}\n\n${link}` });
    }
    for (const id of hrIds) {
      const hr = users.get(id);
      if (!hr || id === Number(d.user_id) || !mailable(hr)) continue;
      const m = TEXT[hr.locale === 'lt' ? 'lt' : 'en'].hr(e);
      await ctx.mail.send({ to: hr.email, subject: m.subject, text: `${m.text}\n\n${ctx.config.publicUrl}/user-certificates` });
    }
    told++;
  }
  return told;
}

export const certificateExpiryJob: Job = { name: 'certificate-expiry', schedule: '25 * * * *', run: async (ctx) => void (await runCertificateExpiry(ctx)) };

/** Registers the job (once per process). */
export function registerCertificateNotices(): void {
  if (!JOBS.some((j) => j.name === certificateExpiryJob.name)) JOBS.push(certificateExpiryJob);
}
