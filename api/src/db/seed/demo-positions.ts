/**
 * Demo job positions of "Demo UAB" (PORTAL_SEED=demo; issue 15 item 6 "five positions (two prioritised) with
 * applications and a referral"): a starred Senior Backend Developer (hiring manager Mindaugas, manager@demo.lt)
 * with a self-application and Tomas's referral carrying a CV, a starred QA Engineer (Daniel) with Grace's
 * referral, an open DevOps Engineer (Laura), a Product Designer draft (Catherine) and a closed Sales
 * Representative (Sarah). Seniority levels Junior, Mid, Senior and Lead are added when none exist.
 * Descriptions are editor documents (shared/rich-text-json.ts checks them like any saved one). Written
 * straight into the tables inside the seeding transaction (no e-mails). Does nothing when any position exists.
 */
import { In, type EntityManager } from 'typeorm';
import { CV_RULES } from '../../modules/job-positions/job-positions.applications';
import { JobApplication, JobPosition } from '../../modules/job-positions/job-positions.entities';
import { SeniorityLevel } from '../../modules/settings/settings.entities';
import { User } from '../../modules/users/users.entities';
import { addCompanyDays, companyDay } from '../../shared/company-time';
import { saveFiles } from '../../shared/files';
import { cleanRichTextJson, type RichTextNode } from '../../shared/rich-text-json';
import { DEMO_DOMAIN } from './demo-people';

const text = (t: string, marks?: RichTextNode['marks']): RichTextNode => ({ type: 'text', text: t, ...(marks ? { marks } : {}) });
const para = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content });
const heading = (t: string): RichTextNode => ({ type: 'heading', attrs: { level: 3 }, content: [text(t)] });
const bullets = (...items: string[]): RichTextNode => ({ type: 'bulletList', content: items.map((i) => ({ type: 'listItem', content: [para(text(i))] })) });
const doc = (...content: RichTextNode[]) => JSON.stringify(cleanRichTextJson({ type: 'doc', content }));

interface DemoPosition {
  key: string;
  title: string;
  manager: string;
  level: string | null;
  location: string;
  referral: 'silver' | 'gold' | 'platinum';
  /** Days from today; null: no valid-until date. */
  validDays: number | null;
  openedDays: number;
  published: boolean;
  open: boolean;
  priority: boolean;
  link?: string;
  description: string;
}

const POSITIONS: DemoPosition[] = [
  {
    key: 'backend', title: 'Senior Backend Developer (Node.js)', manager: 'manager', level: 'Senior', location: 'Vilnius', referral: 'gold',
    validDays: 30, openedDays: -14, published: true, open: true, priority: true, link: 'https://www.cvbankas.lt/',
    description: doc(
      para(text('Join the Platform team that runs the employee portal, the Teams bot and our integrations.')),
      heading('What you will do'),
      bullets('Design and build APIs in TypeScript on Node.js', 'Own SQL Server schemas and migrations', 'Review code and mentor two developers'),
      heading('What we expect'),
      bullets('5+ years with Node.js and SQL', 'Experience with Microsoft Teams or Azure is a plus'),
      para(text('Questions? Write to '), text('hiring@demo.lt', [{ type: 'link', attrs: { href: 'mailto:hiring@demo.lt' } }]), text('.')),
    ),
  },
  {
    key: 'qa', title: 'QA Engineer', manager: 'daniel', level: 'Mid', location: 'Kaunas', referral: 'silver',
    validDays: null, openedDays: -7, published: true, open: true, priority: true,
    description: doc(
      para(text('The Web & Mobile team looks for a tester who automates: '), text('Playwright', [{ type: 'bold' }]), text(' for the web, Appium for the apps.')),
      bullets('Write and keep end-to-end suites green', 'Plan releases with the product manager'),
    ),
  },
  {
    key: 'devops', title: 'DevOps Engineer', manager: 'laura', level: 'Mid', location: 'Remote (Lithuania)', referral: 'platinum',
    validDays: 45, openedDays: -3, published: true, open: true, priority: false,
    description: doc(para(text('Azure, Terraform and GitHub Actions for a team of twenty developers. On-call one week in six, paid.'))),
  },
  {
    key: 'designer', title: 'Product Designer', manager: 'catherine', level: 'Senior', location: 'London', referral: 'gold',
    validDays: 60, openedDays: 0, published: false, open: true, priority: false,
    description: doc(para(text('Draft: waiting for the budget approval.'))),
  },
  {
    key: 'sales', title: 'Sales Representative', manager: 'sarah', level: 'Junior', location: 'Klaipėda', referral: 'silver',
    validDays: -10, openedDays: -60, published: true, open: false, priority: false,
    description: doc(para(text('Filled in October. Thank you for the referrals!'))),
  },
];

interface DemoApplication {
  position: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  linkedin?: string;
  /** Referrer's e-mail local part; none: a self-application by `by`. */
  referrer?: string;
  by: string;
  cv?: string;
}

const APPLICATIONS: DemoApplication[] = [
  { position: 'backend', name: 'Ugnė', surname: 'Sabaliauskaitė', email: 'ugne@demo.lt', phone: '+370 628 90515', by: 'ugne', linkedin: 'https://www.linkedin.com/in/ugne-sabaliauskaite' },
  { position: 'backend', name: 'Marius', surname: 'Gudaitis', email: 'marius.gudaitis@example.lt', phone: '+370 650 12345', referrer: 'tomas', by: 'tomas', linkedin: 'https://www.linkedin.com/in/marius-gudaitis', cv: 'Marius Gudaitis CV.pdf' },
  { position: 'qa', name: 'Rasa', surname: 'Kairytė', email: 'rasa.kairyte@example.lt', phone: '+370 651 77889', referrer: 'grace', by: 'grace', cv: 'Rasa Kairyte CV.pdf' },
];

/** A small one-page PDF standing for a CV. */
const cvPdf = (name: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% CV of ${name.replace(/[^\x20-\x7e]/g, '?')}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1').toString('base64');

/** Seeds the levels (when none) and the five positions with their applications (once). */
export async function seedDemoPositions(em: EntityManager, now: Date): Promise<void> {
  if (await em.getRepository(JobPosition).count()) return;
  if (!(await em.getRepository(SeniorityLevel).count())) await em.getRepository(SeniorityLevel).insert(['Junior', 'Mid', 'Senior', 'Lead'].map((name) => ({ name })));
  const levels = new Map((await em.getRepository(SeniorityLevel).find()).map((l) => [l.name, l.id]));
  const emails = [...new Set([...POSITIONS.map((p) => p.manager), ...APPLICATIONS.flatMap((a) => [a.by, a.referrer ?? a.by])])].map((e) => `${e}@${DEMO_DOMAIN}`);
  const users = new Map((await em.getRepository(User).findBy({ email: In(emails) })).map((u) => [u.email.split('@')[0], u.id]));
  const day = (n: number) => companyDay(addCompanyDays(now, n));
  const ids = new Map<string, number>();
  for (const p of POSITIONS) {
    const manager = users.get(p.manager);
    if (!manager) continue;
    const saved = await em.getRepository(JobPosition).save({
      title: p.title, description: p.description, is_open: p.open, hiring_manager_id: manager, date_open: day(p.openedDays),
      date_valid_until: p.validDays === null ? null : day(p.validDays), external_link: p.link ?? null, seniority_level_id: p.level ? (levels.get(p.level) ?? null) : null,
      published: p.published, location: p.location, referral_level: p.referral, is_priority: p.priority, created_by: null,
    });
    ids.set(p.key, saved.id);
  }
  for (const a of APPLICATIONS) {
    const positionId = ids.get(a.position);
    const by = users.get(a.by);
    if (!positionId || !by) continue;
    const [cv] = a.cv ? await saveFiles(em, [{ name: a.cv, data: cvPdf(`${a.name} ${a.surname}`) }], CV_RULES, by) : [];
    await em.getRepository(JobApplication).insert({
      job_position_id: positionId, name: a.name, surname: a.surname, email: a.email, phone_number: a.phone, motivation_description: a.linkedin ?? null,
      applied_self: !a.referrer, referred_by_user_id: a.referrer ? (users.get(a.referrer) ?? null) : null, information_presented: !!a.referrer,
      submitted_by_user_id: by, cv_file_id: cv?.id ?? null,
    });
  }
}
