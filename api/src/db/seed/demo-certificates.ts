/**
 * Demo certificates of "Demo UAB" (PORTAL_SEED=demo; issue 16 item 6): ten catalogue certificates and
 * user certificates for a third of the people (16 of 48), a few ending next month (so the expiry e-mail
 * job and the overview have something to show) and some without an end date. Dates are relative to the
 * seeding day. Requests of a new certificate get a one-step chain (the direct manager approves) when
 * `certificate` has no chain mapped. Written straight into the tables inside the seeding transaction. Does nothing when the
 * catalogue has any certificate.
 */
import { In, type EntityManager } from 'typeorm';
import { CertificateRow, UserCertificateRow } from '../../modules/certificates/certificates.entities';
import { Chain, ChainItem, ChainMapping } from '../../modules/chains/chains.entities';
import { User } from '../../modules/users/users.entities';
import { addCompanyDays, companyDay } from '../../shared/company-time';
import { DEMO_DOMAIN } from './demo-people';

export const DEMO_CERTIFICATES = [
  { code: 'AZ-900', name: 'Microsoft Azure Fundamentals', description: 'Cloud concepts and core Azure services.' },
  { code: 'AZ-104', name: 'Microsoft Azure Administrator', description: 'Managing Azure identities, storage, compute and networks.' },
  { code: 'AWS-SAA', name: 'AWS Certified Solutions Architect – Associate', description: 'Designing resilient architectures on AWS.' },
  { code: 'CKA', name: 'Certified Kubernetes Administrator', description: null },
  { code: 'ISTQB-CTFL', name: 'ISTQB Certified Tester Foundation Level', description: 'Software testing fundamentals.' },
  { code: 'PMP', name: 'Project Management Professional', description: 'PMI project management certification.' },
  { code: 'PSM-I', name: 'Professional Scrum Master I', description: null },
  { code: 'ACCA', name: 'ACCA Diploma in Accounting and Business', description: 'Accounting qualification.' },
  { code: 'PIRMOJI-PAGALBA', name: 'Pirmoji pagalba darbe', description: 'Pirmosios pagalbos mokymų pažymėjimas (galioja 5 metus).' },
  { code: 'IELTS', name: 'IELTS Academic (C1)', description: 'English language certificate.' },
];

/** Holder (demo e-mail name), certificate code, start (days from today), end (days from today, null = no end). */
const HELD: [string, string, number, number | null][] = [
  ['tomas', 'AWS-SAA', -700, 400],
  ['tomas', 'CKA', -300, 20],
  ['jonas', 'AZ-900', -200, null],
  ['laura', 'PSM-I', -900, null],
  ['laura', 'AZ-104', -700, 35],
  ['daniel', 'ISTQB-CTFL', -500, null],
  ['ieva', 'ISTQB-CTFL', -120, null],
  ['lukas', 'AZ-900', -60, null],
  ['ugne', 'PMP', -1000, 12],
  ['manager', 'PMP', -1400, 400],
  ['accounting', 'ACCA', -3000, null],
  ['rasa', 'ACCA', -800, null],
  ['office', 'PIRMOJI-PAGALBA', -1700, 25],
  ['monika', 'PIRMOJI-PAGALBA', -400, 1400],
  ['charlotte', 'IELTS', -500, 230],
  ['azuolas', 'CKA', -90, 1000],
  ['dovydas', 'AWS-SAA', -30, 1065],
  ['hr', 'PIRMOJI-PAGALBA', -1000, 800],
];

/** The chain of certificate requests (made when `certificate` has no chain mapped). */
async function certificateChain(em: EntityManager): Promise<void> {
  const mapped = await em.getRepository(ChainMapping).findOne({ where: [{ request_name: 'certificate' }, { request_name: 'Certificate' }] });
  if (mapped) return;
  const chain = await em.getRepository(Chain).save({ name: 'Certificate approval', description: 'The direct manager approves a request of a new certificate' });
  await em.getRepository(ChainItem).insert({
    chain_id: chain.id, name: 'Tiesioginis vadovas tvirtina', description: 'The direct manager approves', assignee_type: 'direct_manager',
    role_id: null, order_number: 1, can_view: true, can_edit: false, only_spectator: false, notification_message: null, skip_if_assigned_owner: false,
  });
  await em.getRepository(ChainMapping).save({ request_name: 'certificate', chain_id: chain.id });
}

export async function seedDemoCertificates(em: EntityManager, now: Date): Promise<void> {
  await certificateChain(em);
  if (await em.getRepository(CertificateRow).count()) return;
  const ids = new Map<string, number>();
  for (const c of DEMO_CERTIFICATES) {
    const r = await em.getRepository(CertificateRow).insert(c);
    ids.set(c.code, Number(r.identifiers[0].id));
  }
  const emails = [...new Set(HELD.map(([who]) => `${who}@${DEMO_DOMAIN}`))];
  const users = new Map((await em.getRepository(User).find({ select: { id: true, email: true }, where: { email: In(emails) } })).map((u) => [u.email, u.id]));
  const day = (n: number) => companyDay(addCompanyDays(now, n));
  const rows = HELD.flatMap(([who, code, start, end]) => {
    const userId = users.get(`${who}@${DEMO_DOMAIN}`);
    return userId ? [{ user_id: userId, certificate_id: ids.get(code)!, start_date: day(start), end_date: end === null ? null : day(end) }] : [];
  });
  if (rows.length) await em.getRepository(UserCertificateRow).insert(rows);
}
