/**
 * Demo policy documents of "Demo UAB" (PORTAL_SEED=demo; issue 16 item 6): five documents, two on the
 * entry page (the data protection policy as a PDF in the file store, the code of conduct as a link
 * with an update: created four months ago, updated ten days ago), the others links, one valid until
 * next year. Everyone past the first sign-in has signed the entry-page documents' latest updates (most
 * of them also the code of conduct's first version); about half signed the others. People at their first
 * sign-in (jonas@demo.lt among them) have signed nothing, so the entry page asks them for both.
 * Written straight into the tables inside the seeding transaction (no e-mails). Does nothing when any
 * policy document exists.
 */
import { IsNull, Not, type EntityManager } from 'typeorm';
import { PolicyDocumentRow, PolicyDocumentSignature, PolicyDocumentUpdate } from '../../modules/policy-documents/policy-documents.entities';
import { newPdf } from '../../modules/reports/pdf';
import { User } from '../../modules/users/users.entities';
import { addCompanyDays, companyDay } from '../../shared/company-time';
import { saveFiles } from '../../shared/files';

interface DemoDocument {
  title: string;
  description: string;
  link?: string;
  pdf?: string[];
  entryPage?: boolean;
  expiresInDays?: number;
  /** Days ago of each update (first = created) with its notes. */
  updates: { daysAgo: number; notes: string }[];
  /** Share of the people past their first sign-in who signed the latest update (entry-page documents: all). */
  signedShare: number;
}

const DOCUMENTS: DemoDocument[] = [
  {
    title: 'Personal data protection policy',
    description: 'How Demo UAB collects, keeps and protects the personal data of employees, candidates and clients (GDPR).',
    pdf: [
      'Personal data protection policy of Demo UAB',
      '1. We process personal data only for the purposes it was collected for.',
      '2. Access to personal data is given only to those who need it for their work.',
      '3. Report any suspected data breach to privacy@demo.lt at once.',
    ],
    entryPage: true,
    updates: [{ daysAgo: 200, notes: 'First version.' }],
    signedShare: 1,
  },
  {
    title: 'Code of conduct',
    description: 'The values and rules every employee of Demo UAB follows at work and with clients.',
    link: 'https://www.example.com/demo-uab/code-of-conduct',
    entryPage: true,
    updates: [
      { daysAgo: 120, notes: 'First version.' },
      { daysAgo: 10, notes: 'Gifts and hospitality rules added (section 4).' },
    ],
    signedShare: 1,
  },
  {
    title: 'Information security policy',
    description: 'Passwords, devices, e-mail and the handling of confidential information.',
    link: 'https://www.example.com/demo-uab/information-security',
    expiresInDays: 300,
    updates: [{ daysAgo: 90, notes: 'Approved by the board.' }],
    signedShare: 0.6,
  },
  {
    title: 'Remote work rules',
    description: 'When and how to work from home, and what the company pays for.',
    link: 'https://www.example.com/demo-uab/remote-work',
    updates: [{ daysAgo: 30, notes: 'Hybrid work: three office days a week.' }],
    signedShare: 0.5,
  },
  {
    title: 'Occupational safety instructions',
    description: 'Safety at the office, fire safety and first aid.',
    link: 'https://www.example.com/demo-uab/safety',
    updates: [{ daysAgo: 300, notes: 'Yearly review.' }],
    signedShare: 0.4,
  },
];

/** A one-page PDF of the given lines. */
async function pdfOf(lines: string[]): Promise<Buffer> {
  const { doc, done } = newPdf(lines[0]);
  doc.font('bold').fontSize(16).text(lines[0]).moveDown();
  doc.font('body').fontSize(11);
  for (const l of lines.slice(1)) doc.text(l).moveDown(0.5);
  doc.end();
  return done;
}

const daysAgo = (now: Date, n: number, minutes = 0) => new Date(now.getTime() - n * 86_400_000 + minutes * 60_000);

/** Seeds the five policy documents with their updates and signatures (once). */
export async function seedDemoPolicyDocuments(em: EntityManager, now: Date): Promise<void> {
  if (await em.getRepository(PolicyDocumentRow).count()) return;
  const people = await em.getRepository(User).find({
    where: { deleted_at: IsNull(), disabled: false, is_first_sign_in: false, activated_at: Not(IsNull()) },
    order: { id: 'ASC' },
    select: { id: true, email: true },
  });
  const author = people.find((p) => p.email === 'hr@demo.lt')?.id ?? people[0]?.id ?? null;
  for (const d of DOCUMENTS) {
    const file = d.pdf
      ? (await saveFiles(em, [{ name: `${d.title}.pdf`, data: (await pdfOf(d.pdf)).toString('base64') }], { types: ['pdf'], maxBytes: 10_000_000, code: 'bad_file_type' }, author))[0]
      : null;
    const doc = await em.getRepository(PolicyDocumentRow).save({
      title: d.title, description: d.description, link: d.link ?? null, file_id: file?.id ?? null, entry_page: d.entryPage ?? false,
      expiration_date: d.expiresInDays ? companyDay(addCompanyDays(now, d.expiresInDays)) : null, created_by: author,
      created_at: daysAgo(now, d.updates[0].daysAgo),
    });
    const updates: PolicyDocumentUpdate[] = [];
    for (const [i, u] of d.updates.entries()) {
      updates.push(await em.getRepository(PolicyDocumentUpdate).save({
        policy_document_id: doc.id, kind: i === 0 ? 'created' : 'updated', notes: u.notes, created_by: author, date: daysAgo(now, u.daysAgo),
      }));
    }
    const signatures: Partial<PolicyDocumentSignature>[] = [];
    const signers = people.filter((_p, i) => (i * 7919) % 100 < d.signedShare * 100);
    for (const [i, p] of signers.entries()) {
      for (const [k, u] of updates.entries()) {
        const latest = k === updates.length - 1;
        // Most also signed the earlier versions; everyone signed the latest one a few days after it came out.
        if (!latest && i % 4 === 3) continue;
        const after = Math.min(d.updates[k].daysAgo, 1 + (i % 5));
        signatures.push({ update_id: u.id, policy_document_id: doc.id, user_id: p.id, signed_at: daysAgo(now, d.updates[k].daysAgo - after, i * 7) });
      }
    }
    for (let i = 0; i < signatures.length; i += 100) await em.getRepository(PolicyDocumentSignature).insert(signatures.slice(i, i + 100));
  }
}
