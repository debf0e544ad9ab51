/**
 * The demo shelf (issue 14 item 6), through the library module's own entities and the file store:
 * - the company name "Demo UAB" (default owner of new books, library_settings);
 * - 30 books, each with a small generated cover (a coloured PNG with the title, made with sharp from
 *   an SVG and stored through shared/files.ts like an upload);
 * - 6 taken: one overdue (Kęstutis), one due tomorrow (Ieva, so the reminder job has work), one
 *   extended (Simona), one for tomas@demo.lt (the plain-employee login) and two more; Tomas also
 *   watches a book someone else has;
 * - the "Book purchase" chain (the module responsible, i.e. a holder of library_write, decides),
 *   mapped to `book_request` when that type has no chain, so a book request from /library goes
 *   straight into approval.
 * oliver@demo.lt and benjamin@demo.lt hold no book and watch none (the library e2e flow uses them).
 * Dates are relative to the seeding moment (company days). No notifications are sent.
 */
import type { EntityManager } from 'typeorm';
import { LIBRARY_LIMITS } from '../../contracts/library';
import { Chain, ChainItem, ChainMapping } from '../../modules/chains/chains.entities';
import { Book, BookImage, BookWatch, LibrarySetting } from '../../modules/library/library.entities';
import { User } from '../../modules/users/users.entities';
import { addCompanyDays, companyDay } from '../../shared/company-time';
import { saveFiles } from '../../shared/files';
import { DEMO_DOMAIN } from './demo-people';

export const DEMO_COMPANY = 'Demo UAB';

/** [title, author, notes?] — 30 books, in English and Lithuanian. */
export const DEMO_BOOKS: [string, string, string?][] = [
  ['The Pragmatic Programmer', 'David Thomas, Andrew Hunt', '20th anniversary edition'],
  ['Clean Architecture', 'Robert C. Martin'],
  ['Designing Data-Intensive Applications', 'Martin Kleppmann', 'Kitchen shelf, 2nd floor'],
  ['Refactoring', 'Martin Fowler'],
  ['Domain-Driven Design', 'Eric Evans'],
  ['Accelerate', 'Nicole Forsgren, Jez Humble, Gene Kim'],
  ['The Phoenix Project', 'Gene Kim, Kevin Behr, George Spafford'],
  ['Site Reliability Engineering', 'Betsy Beyer et al.'],
  ['Working Effectively with Legacy Code', 'Michael Feathers'],
  ['Release It!', 'Michael T. Nygard'],
  ['Team Topologies', 'Matthew Skelton, Manuel Pais'],
  ['An Elegant Puzzle', 'Will Larson'],
  ['The Manager’s Path', 'Camille Fournier'],
  ['Inspired', 'Marty Cagan'],
  ['Thinking, Fast and Slow', 'Daniel Kahneman'],
  ['Atomic Habits', 'James Clear'],
  ['Deep Work', 'Cal Newport'],
  ['Drive', 'Daniel H. Pink'],
  ['Radical Candor', 'Kim Scott'],
  ['Crucial Conversations', 'Kerry Patterson et al.'],
  ['The Lean Startup', 'Eric Ries'],
  ['Hooked', 'Nir Eyal'],
  ['Don’t Make Me Think', 'Steve Krug'],
  ['The Design of Everyday Things', 'Don Norman'],
  ['Sapiens', 'Yuval Noah Harari'],
  ['Metai', 'Kristijonas Donelaitis', 'Lietuvių literatūros klasika'],
  ['Altorių šešėly', 'Vincas Mykolaitis-Putinas'],
  ['Tas, kuris neša vilką', 'Kristina Sabaliauskaitė'],
  ['Silva rerum', 'Kristina Sabaliauskaitė'],
  ['Balta drobulė', 'Antanas Škėma'],
];

const COLOURS = ['#1f6f8b', '#8b1f4f', '#2e7d32', '#6a1b9a', '#c75b12', '#37474f', '#00695c', '#ad1457', '#4527a0', '#5d4037'];

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a title into lines of at most ~14 characters (whole words). */
function lines(title: string): string[] {
  const out: string[] = [];
  for (const word of title.split(' ')) {
    const last = out.at(-1);
    if (last && `${last} ${word}`.length <= 15) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.slice(0, 5);
}

/** A 160 × 240 PNG cover: a coloured background with the title in white. */
export async function coverPng(title: string, colour: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const text = lines(title)
    .map((l, i) => `<text x="80" y="${70 + i * 26}" font-family="DejaVu Sans, Arial, sans-serif" font-size="15" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(l)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="240"><rect width="160" height="240" fill="${colour}"/><rect x="10" y="10" width="140" height="220" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The chain for book requests (made when `book_request` has no chain mapped). */
async function bookRequestChain(em: EntityManager): Promise<void> {
  const mapped = await em.getRepository(ChainMapping).findOne({ where: [{ request_name: 'book_request' }, { request_name: 'BookRequest' }] });
  if (mapped) return;
  const chain = await em.getRepository(Chain).save({ name: 'Book purchase', description: 'The office manager decides which requested books to buy' });
  await em.getRepository(ChainItem).insert({
    chain_id: chain.id, name: 'Biuro vadovė sprendžia', description: 'The library responsible (library_write) approves the purchase', assignee_type: 'module_responsible',
    role_id: null, order_number: 1, can_view: true, can_edit: true, only_spectator: false, notification_message: null, skip_if_assigned_owner: false,
  });
  await em.getRepository(ChainMapping).save({ request_name: 'book_request', chain_id: chain.id });
}

/** Seeds the demo shelf (see the module doc); does nothing when books exist. */
export async function seedDemoLibrary(em: EntityManager, now: Date): Promise<void> {
  if (await em.getRepository(Book).count()) return;
  const person = async (email: string) => (await em.getRepository(User).findOneBy({ email: `${email}@${DEMO_DOMAIN}` }))?.id ?? null;
  const office = await person('office');
  const day = (n: number) => companyDay(addCompanyDays(now, n));
  if (!(await em.getRepository(LibrarySetting).findOneBy({ name: 'company_name' }))) await em.getRepository(LibrarySetting).insert({ name: 'company_name', value: DEMO_COMPANY });

  const ids: number[] = [];
  for (const [n, [title, author, notes]] of DEMO_BOOKS.entries()) {
    const r = await em.getRepository(Book).insert({ title, author, owner: DEMO_COMPANY, notes: notes ?? null, user_id: null, extended: false, created_by: office });
    const id = Number(r.identifiers[0].id);
    ids.push(id);
    const png = await coverPng(title, COLOURS[n % COLOURS.length]);
    const [file] = await saveFiles(em, [{ name: 'cover.png', data: png.toString('base64') }], { types: LIBRARY_LIMITS.imageTypes, maxBytes: LIBRARY_LIMITS.maxImageBytes, code: 'bad_file_type' }, office);
    await em.getRepository(BookImage).insert({ book_id: id, file_id: file.id, is_cover: true, position: 0 });
  }

  /** [book index, borrower, taken days ago, planned return in days, extended] */
  const loans: [number, string, number, number, boolean][] = [
    [4, 'kestutis', 40, -3, false], // Domain-Driven Design: overdue
    [2, 'ieva', 20, 1, false], // due tomorrow
    [14, 'simona', 30, 10, true], // extended once
    [10, 'tomas', 6, 5, false],
    [24, 'rokas', 2, 25, false],
    [6, 'karolis', 12, 16, false],
  ];
  for (const [index, email, ago, until, extended] of loans) {
    const userId = await person(email);
    if (!userId) continue;
    await em.getRepository(Book).update(ids[index], { user_id: userId, date_issued: day(-ago), planned_return_date: day(until), extended });
  }
  const tomas = await person('tomas');
  if (tomas) await em.getRepository(BookWatch).insert({ book_id: ids[4], user_id: tomas });
  await bookRequestChain(em);
}
