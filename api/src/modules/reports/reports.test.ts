/**
 * Reports over HTTP (spec 2 §7 Exports, v1 reports, events CSV, calendar file): the PDFs carry
 * Lithuanian letters (checked with pdftotext from poppler-utils — the test fails when it is
 * missing), are written in `?lang=en|lt` (default en) with dates DD/MM/YYYY, access rules, CSV
 * quoting, and the .ics mail of a new event.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { TZDate } from '@date-fns/tz';
import type { Agent } from 'supertest';
import { startTestApp, TestApp } from '../../test/harness';
import { mailsTo } from '../../test/mail';
import { buildChain, buildEvent, buildEventCategory, buildEventType, buildRole, buildUser, buildUserRecord, type Person } from '../../test/factories';
import { mailCalendarFile } from './ics';
import { csvField } from './csv';

let t: TestApp;
let hr: Person;
let boss: Person;
let worker: Person;
let stranger: Person;
let vacation: number;
let remote: number;
const LT = 'ąčęėįšųūž ĄČĘĖĮŠŲŪŽ';

/**
 * The text of a PDF through pdftotext (poppler-utils) in drawing order (`-raw`: title, lines, then
 * the table cell by cell, row by row — not pdftotext's guess at columns, which moves with the
 * widths); throws when the tool is missing.
 */
function pdfText(pdf: Buffer): string {
  const file = path.join(t.dataDir, `r-${Date.now()}-${Math.random()}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('pdftotext is not installed: install poppler-utils (.ci/run does) — the PDF text checks cannot be skipped', { cause: err });
    throw err;
  }
}

/** The text of GET /api/v2/exports/:id (a PDF file) in `lang` (none: the default), white space runs as one space. */
async function exportText(agent: Agent, id: number, lang?: string): Promise<string> {
  const r = await agent.get(`/api/v2/exports/${id}`).query(lang ? { lang } : {}).buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  }).expect(200);
  return pdfText(r.body as Buffer).replace(/\s+/g, ' ');
}

/** The text of a v1 report (base64 PDF in JSON) of `path` with `query`, white space runs as one space. */
async function reportText(agent: Agent, path: string, query: Record<string, string>): Promise<string> {
  const r = await agent.get(path).query(query).expect(200);
  return pdfText(Buffer.from(r.body.data, 'base64')).replace(/\s+/g, ' ');
}

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin@demo.lt');
  const plain = await buildRole(t);
  hr = await buildUser(t, { permissions: ['all_events_read'] });
  boss = await buildUser(t, { roleId: plain, name: 'Mindaugas', surname: 'Stankevičius' });
  worker = await buildUser(t, { permissions: ['event_types_read'], managerId: boss.id, name: 'Žygimantas', surname: 'Kučinskas' });
  stranger = await buildUser(t, { roleId: plain });
  const leave = await buildEventCategory(t, { name: 'Atostogos' });
  vacation = await buildEventType(t, { name: 'Kasmetinės atostogos', categoryId: leave, fields: { unattendance_code: 'A' } });
  remote = await buildEventType(t, { name: 'Nuotolinis darbas', categoryId: leave });
  const ev = (title: string, typeId: number, code: string | null, status: 'accepted' | 'waiting_for_approval', m: number, d: number) =>
    buildEvent(t, { title, ownerId: worker.id, eventTypeId: typeId, unattendanceCode: code, status, start: new Date(Date.UTC(2026, m - 1, d, 8)), end: new Date(Date.UTC(2026, m - 1, d + 2, 17)) });
  await ev(`Vasaros atostogos ${LT}`, vacation, 'A', 'accepted', 7, 6);
  await ev('Laukia patvirtinimo', vacation, 'A', 'waiting_for_approval', 7, 20);
  await ev('Be kodo', remote, null, 'accepted', 7, 27);
  await ev('=HYPERLINK("x"), "quoted"', remote, null, 'accepted', 8, 3);
  const chains = [(await buildChain(t, admin, [{ name: 'Vadovas', assignee_type: 'direct_manager' }])).chainId, (await buildChain(t, admin, [{ name: 'Vadovas', assignee_type: 'direct_manager' }])).chainId];
  await admin.patch('/api/v1/chains/mapping').send([{ request_name: 'oncall', chain_id: chains[0] }, { request_name: 'overtime', chain_id: chains[1] }]).expect(200);
});
afterAll(() => t.close());

it('exports an approved on-call as a PDF with Lithuanian letters and the approver', async () => {
  const r = await worker.agent.post('/api/v2/chains?submit=true').send({
    requestType: 'oncall', title: `Budėjimas ${LT}`, description: 'Šeštadienio budėjimas',
    start: '2026-07-11T06:00:00Z', end: '2026-07-12T06:00:00Z', factualTimes: [{ start: '2026-07-11T20:00:00Z', end: '2026-07-11T22:30:00Z' }],
  }).expect(201);
  await boss.agent.patch(`/api/v2/chains/${r.body.id}/approve`).expect(200);
  const pdf = await worker.agent.get(`/api/v2/exports/${r.body.id}`).buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  });
  expect(pdf.status).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  // A download, never rendered by the browser in the api's origin (issue 9 item 8).
  expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="[^"/\\]+\.pdf"; filename\*=UTF-8''[^'"\s]+\.pdf$/);
  expect(pdf.headers['x-content-type-options']).toBe('nosniff');
  const text = pdfText(pdf.body as Buffer);
  expect(text).toContain(`Budėjimas ${LT}`);
  expect(text).toContain('Žygimantas Kučinskas');
  expect(text).toContain('Šeštadienio budėjimas');
  expect(text).toMatch(/Approved by: Mindaugas Stankevičius/);
  expect(text).toContain('2 h 30 min');
  // English by default, dates DD/MM/YYYY HH:mm on the company's clock (06:00Z is 09:00 in Vilnius in July), codes named.
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain(`On-call report — Budėjimas ${LT}`);
  expect(flat).toContain(`Request: #${r.body.id} (On-call) Status: Approved Issued: `);
  expect(flat).toContain('On-call: 11/07/2026 09:00 – 12/07/2026 09:00 Europe/Vilnius');
  expect(flat).toContain('Start (Europe/Vilnius) End (Europe/Vilnius) Duration 11/07/2026 23:00 12/07/2026 01:30 2 h 30 min');
  expect(flat).toMatch(/Issued: \d\d\/\d\d\/\d{4} \d\d:\d\d /);
  expect(flat).toMatch(/Generated \d\d\/\d\d\/\d{4} \d\d:\d\d Europe\/Vilnius/);
  expect(flat).not.toMatch(/\d{4}-\d\d-\d\d/);
  const noFooter = (x: string) => x.replace(/Generated .*$/, '');
  expect(noFooter(await exportText(worker.agent, r.body.id, 'en'))).toBe(noFooter(flat));

  // In Lithuanian: every text, the Lithuanian letters rendered.
  const lt = await exportText(worker.agent, r.body.id, 'lt');
  expect(lt).toContain(`Budėjimo ataskaita — Budėjimas ${LT}`);
  expect(lt).toContain(`Darbuotojas: Žygimantas Kučinskas Prašymas: #${r.body.id} (Budėjimas) Būsena: Patvirtintas Pateikta: `);
  expect(lt).toContain('Patvirtino: Mindaugas Stankevičius');
  expect(lt).toContain('Budėjimas: 11/07/2026 09:00 – 12/07/2026 09:00 Europe/Vilnius');
  expect(lt).toContain('Aprašymas: Šeštadienio budėjimas');
  expect(lt).toContain('Faktinis laikas: 2 val. 30 min.');
  expect(lt).toContain('Pradžia (Europe/Vilnius) Pabaiga (Europe/Vilnius) Trukmė 11/07/2026 23:00 12/07/2026 01:30 2 val. 30 min.');
  expect(lt).toMatch(/Sugeneruota \d\d\/\d\d\/\d{4} \d\d:\d\d Europe\/Vilnius/);
  for (const english of ['Employee', 'Request', 'Status', 'Issued', 'Approved by', 'Factual time', 'Duration', 'Generated', 'report', 'approved', 'oncall']) expect(lt).not.toContain(english);
  expect(lt).not.toMatch(/\d{4}-\d\d-\d\d/);
  await worker.agent.get(`/api/v2/exports/${r.body.id}?lang=de`).expect(400);
  await stranger.agent.get(`/api/v2/exports/${r.body.id}`).expect(403);
  await hr.agent.get(`/api/v2/exports/${r.body.id}`).expect(200);
  await worker.agent.get('/api/v2/exports/999999').expect(404);
});

it('gives the vacation report: accepted events with an unattendance code in the period', async () => {
  const r = await worker.agent.get(`/api/v1/users/${worker.id}/events/report?from=2026-07-01&to=2026-07-31`).expect(200);
  expect(r.body).toMatchObject({ content_type: 'application/pdf', filename: expect.stringMatching(/\.pdf$/) });
  const text = pdfText(Buffer.from(r.body.data, 'base64'));
  expect(text).toContain('Žygimantas Kučinskas');
  expect(text).toContain('Kasmetinės atostogos');
  expect(text.replace(/\s+/g, ' ')).toContain(`Vasaros atostogos ${LT}`);
  expect(text).not.toContain('Laukia patvirtinimo');
  expect(text).not.toContain('Be kodo');
  await boss.agent.get(`/api/v1/users/${worker.id}/events/report?from=2026-07-01&to=2026-07-31`).expect(200);
  await hr.agent.get(`/api/v1/users/${worker.id}/events/report`).expect(200);
  expect((await stranger.agent.get(`/api/v1/users/${worker.id}/events/report`)).body.error_code).toBe('missing_permissions');
});

it('writes the vacation report in Lithuanian on ?lang=lt, in English by default, dates DD/MM/YYYY', async () => {
  const path = `/api/v1/users/${worker.id}/events/report`;
  const en = await reportText(worker.agent, path, { from: '2026-07-01', to: '2026-07-31' });
  expect(en).toContain('Vacation report — Žygimantas Kučinskas Employee: Žygimantas Kučinskas Period: 01/07/2026 – 31/07/2026 Events: 1');
  // 6–8 July (Vilnius days), 6 July is Statehood Day in Lithuania: 3 days, 2 working days.
  expect(en).toContain('Type Code From To Days Working days Title Kasmetinės atostogos A 06/07/2026 08/07/2026 3 2 Vasaros atostogos');
  expect(await reportText(worker.agent, path, { from: '2026-07-01', to: '2026-07-31', lang: 'en' })).toBe(en);

  const lt = await reportText(worker.agent, path, { from: '2026-07-01', to: '2026-07-31', lang: 'lt' });
  expect(lt).toContain('Atostogų ataskaita — Žygimantas Kučinskas Darbuotojas: Žygimantas Kučinskas Laikotarpis: 01/07/2026 – 31/07/2026 Įvykiai: 1');
  expect(lt).toContain('Tipas Kodas Nuo Iki Dienos Darbo dienos Pavadinimas Kasmetinės atostogos A 06/07/2026 08/07/2026 3 2 Vasaros atostogos');
  expect(lt).toContain(`Vasaros atostogos ${LT}`);
  expect(lt).toMatch(/Sugeneruota \d\d\/\d\d\/\d{4} \d\d:\d\d Europe\/Vilnius/);
  for (const english of ['Vacation', 'Employee', 'Period', 'Events', 'Working days', 'Generated']) expect(lt).not.toContain(english);
  expect(lt).not.toMatch(/\d{4}-\d\d-\d\d/);
  expect((await worker.agent.get(path).query({ lang: 'fr' })).status).toBe(400);
});

describe('the vacation report counts company days (Europe/Vilnius)', () => {
  /** Vilnius wall-clock time as a UTC instant (month 1–12). */
  const vilnius = (y: number, m: number, d: number, h = 0, min = 0) => new Date(new TZDate(y, m - 1, d, h, min, 'Europe/Vilnius').getTime());
  /** Saves an accepted code-A leave of the worker from Monday 00:00 to Friday 23:59, Vilnius. */
  const leave = (title: string, m: number, monday: number) =>
    buildEvent(t, { title, ownerId: worker.id, eventTypeId: vacation, unattendanceCode: 'A', status: 'accepted', start: vilnius(2026, m, monday), end: vilnius(2026, m, monday + 4, 23, 59) });
  /** The report's text with every run of white space as one space (pdftotext gives one cell per line). */
  const report = async (from: string, to: string) => {
    const r = await worker.agent.get(`/api/v1/users/${worker.id}/events/report?from=${from}&to=${to}`).expect(200);
    return pdfText(Buffer.from(r.body.data, 'base64')).replace(/\s+/g, ' ');
  };

  it('prints Monday for a leave from Monday 00:00 to Friday 23:59 Vilnius: 5 days, 5 working days', async () => {
    const e = await leave('Rudens atostogos', 9, 7); // Mon 7 – Fri 11 September 2026, no Lithuanian holiday
    expect(e.date_start.toISOString()).toBe('2026-09-06T21:00:00.000Z'); // Sunday in UTC
    const text = await report('2026-09-01', '2026-09-30');
    expect(text).toContain('Type Code From To Days Working days Title');
    expect(text).toContain('Kasmetinės atostogos A 07/09/2026 11/09/2026 5 5 Rudens atostogos');
    expect(text).not.toContain('06/09/2026');
    expect(text).toMatch(/Generated \d\d\/\d\d\/\d{4} \d\d:\d\d Europe\/Vilnius/);
    // The period's days are Vilnius days too: the leave starts on 7 September, not on UTC's 6th.
    expect(await report('2026-09-01', '2026-09-06')).toContain('Events: 0');
    expect(await report('2026-09-07', '2026-09-07')).toContain('Events: 1');
  });

  it('leaves out Lithuanian public holidays from the working days: 21–25 December 2026 → 5 days, 3 working days', async () => {
    await leave('Kalėdų atostogos', 12, 21); // 24 and 25 December are public holidays in Lithuania
    expect(await report('2026-12-01', '2026-12-31')).toContain('Kasmetinės atostogos A 21/12/2026 25/12/2026 5 3 Kalėdų atostogos');
  });
});

it('gives the overtime report with the total, in English by default and in Lithuanian on ?lang=lt', async () => {
  await worker.agent.post('/api/v1/users/overtimes').send({ compensation_option: 'holiday', rows: [
    { overtime_date: '2026-07-02', time_from: '18:00', time_to: '20:30' }, { overtime_date: '2026-07-03', time_from: '22:00', time_to: '00:00' },
  ] }).expect(201);
  const r = await boss.agent.get(`/api/v1/users/${worker.id}/overtimes/report?from=2026-07-01&to=2026-07-31`).expect(200);
  const text = pdfText(Buffer.from(r.body.data, 'base64'));
  expect(text).toContain('Žygimantas Kučinskas');
  expect(text).toContain('Total: 4 h 30 min');
  expect(text).toContain('22:00–24:00');
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain('Overtime report — Žygimantas Kučinskas Employee: Žygimantas Kučinskas Period: 01/07/2026 – 31/07/2026 Total: 4 h 30 min');
  expect(flat).toContain('Date Times Hours Compensation Status 02/07/2026 18:00–20:30 2 h 30 min Add to annual leave Waiting for approval');
  expect(flat).toContain('03/07/2026 22:00–24:00 2 h 00 min Add to annual leave Waiting for approval');
  expect(flat).not.toMatch(/\d{4}-\d\d-\d\d/);
  await stranger.agent.get(`/api/v1/users/${worker.id}/overtimes/report`).expect(403);

  // In Lithuanian on ?lang=lt: texts, compensation and status names, durations.
  const lt = await reportText(boss.agent, `/api/v1/users/${worker.id}/overtimes/report`, { from: '2026-07-01', to: '2026-07-31', lang: 'lt' });
  expect(lt).toContain('Viršvalandžių ataskaita — Žygimantas Kučinskas Darbuotojas: Žygimantas Kučinskas Laikotarpis: 01/07/2026 – 31/07/2026 Iš viso: 4 val. 30 min.');
  expect(lt).toContain('Data Laikas Valandos Kompensavimas Būsena 02/07/2026 18:00–20:30 2 val. 30 min. Pridėti prie kasmetinių atostogų Laukia patvirtinimo');
  expect(lt).toMatch(/Sugeneruota \d\d\/\d\d\/\d{4} \d\d:\d\d Europe\/Vilnius/);
  for (const english of ['Overtime', 'Employee', 'Total', 'holiday', 'waiting_for_approval', ' h ', 'Generated']) expect(lt).not.toContain(english);
});

it('exports an overtime request in Lithuanian and in English: compensation named, dates DD/MM/YYYY', async () => {
  const r = await worker.agent.post('/api/v2/chains?submit=true').send({
    requestType: 'overtime', overtime_date: '2026-08-04', compensation_option: 'laborCode', times: [{ time_from: '18:00', time_to: '19:30' }, { time_from: '21:00', time_to: '22:00' }],
  }).expect(201);
  await boss.agent.patch(`/api/v2/chains/${r.body.id}/approve`).expect(200);
  const en = await exportText(worker.agent, r.body.id);
  expect(en).toContain(`Overtime — 04/08/2026 Employee: Žygimantas Kučinskas Request: #${r.body.id} (Overtime) Status: Approved`);
  expect(en).toContain('Approved by: Mindaugas Stankevičius Date: 04/08/2026 Total: 2 h 30 min Compensation: Pay as the Labour Code requires');
  expect(en).toContain('From To 18:00 19:30 21:00 22:00');
  expect(en).not.toMatch(/\d{4}-\d\d-\d\d/);
  const lt = await exportText(worker.agent, r.body.id, 'lt');
  expect(lt).toContain(`Viršvalandžiai — 04/08/2026 Darbuotojas: Žygimantas Kučinskas Prašymas: #${r.body.id} (Viršvalandžiai) Būsena: Patvirtintas`);
  expect(lt).toContain('Patvirtino: Mindaugas Stankevičius Data: 04/08/2026 Iš viso: 2 val. 30 min. Kompensavimas: Apmokėti pagal Darbo kodeksą');
  expect(lt).toContain('Nuo Iki 18:00 19:30 21:00 22:00');
  expect(lt).toMatch(/Sugeneruota \d\d\/\d\d\/\d{4} \d\d:\d\d Europe\/Vilnius/);
  for (const english of ['Overtime', 'Employee', 'Compensation', 'laborCode', 'approved', 'Generated']) expect(lt).not.toContain(english);
});

it('exports the events list as CSV to all_events_read only, quoting safely', async () => {
  const r = await hr.agent.get(`/api/v1/users/events/export?from=2026-07-01&to=2026-08-31&statuses=accepted`).expect(200);
  expect(r.headers['content-type']).toMatch(/^text\/csv/);
  expect(r.headers['content-disposition']).toBe(`attachment; filename="events-2026-07-01-2026-08-31.csv"; filename*=UTF-8''events-2026-07-01-2026-08-31.csv`);
  expect(r.headers['x-content-type-options']).toBe('nosniff');
  const text = r.text;
  expect(text.startsWith('\uFEFFid,employee,email,category,type,unattendance_code,status,start,end,title,description,substitute\r\n')).toBe(true);
  expect(text).toContain(`Žygimantas Kučinskas,${worker.email},Atostogos,Kasmetinės atostogos,A,accepted,2026-07-06T08:00:00.000Z`);
  expect(text).toContain(`"'=HYPERLINK(""x""), ""quoted"""`);
  expect(text).not.toContain('Laukia patvirtinimo');
  await worker.agent.get('/api/v1/users/events/export?from=2026-07-01&to=2026-07-31').expect(403);
  expect(csvField('a\nb')).toBe('"a\nb"');
  expect(csvField('-1')).toBe("'-1");
  expect(csvField(null)).toBe('');
});

it('mails the calendar file of a new event when asked', async () => {
  const before = t.outbox().length;
  const r = await worker.agent.post(`/api/v1/users/${worker.id}/events`).send({
    event: { title: `Atostogos ${LT}`, event_type_id: remote, date_start: new Date(Date.now() + 10 * 86400_000).toISOString(), date_end: new Date(Date.now() + 11 * 86400_000).toISOString() },
    send_calendar_file: true,
  });
  expect([200, 201]).toContain(r.status);
  await t.ctx.events.drain();
  const mails = t.outbox().slice(before).filter((m) => m.includes('event.ics'));
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatch(/Content-Type: text\/calendar/);
  const ics = Buffer.from(mails[0].split(/filename=.?event\.ics.?\r?\n(?:.*\r?\n)*?\r?\n/)[1].split(/\r?\n--/)[0].replace(/\s/g, ''), 'base64').toString('utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`SUMMARY:Atostogos ${LT}`);

  // A half-day absence (issue 18) names its half in the summary.
  const halves = await buildEventType(t, { name: 'Pusė dienos', fields: { allows_half_day: true } });
  const mark = t.outbox().length;
  const at = (h: number) => new Date(new TZDate(2031, 2, 5, h, 0, 'Europe/Vilnius').getTime()).toISOString();
  await worker.agent.post(`/api/v1/users/${worker.id}/events`).send({ event: { title: 'Gydytojas', event_type_id: halves, date_start: at(8), date_end: at(12), half_day: 'first' }, send_calendar_file: true }).expect(201);
  await t.ctx.events.drain();
  const half = t.outbox().slice(mark).find((m) => m.includes('event.ics'))!;
  const halfIcs = Buffer.from(half.split(/filename=.?event\.ics.?\r?\n(?:.*\r?\n)*?\r?\n/)[1].split(/\r?\n--/)[0].replace(/\s/g, ''), 'base64').toString('utf8');
  expect(halfIcs).toContain('SUMMARY:Gydytojas (½ morning)');
});

it("names a half day in the owner's language in the calendar file, as the mail's subject and text", async () => {
  const halves = await buildEventType(t, { name: 'Pusė dienos (lt)', fields: { allows_half_day: true } });
  const lina = await buildUser(t, { permissions: ['event_types_read'], locale: 'lt' });
  const at = (h: number) => new Date(new TZDate(2031, 2, 6, h, 0, 'Europe/Vilnius').getTime()).toISOString();
  const before = t.outbox().length;
  await lina.agent.post(`/api/v1/users/${lina.id}/events`).send({ event: { title: 'Gydytojas', event_type_id: halves, date_start: at(13), date_end: at(17), half_day: 'second' }, send_calendar_file: true }).expect(201);
  await t.ctx.events.drain();
  const [mail] = mailsTo(t.outbox().slice(before), lina.email);
  expect(mail.subject).toBe('Kalendoriaus įvykis: Gydytojas');
  expect(mail.text).toBe('Prisegtas įvykio „Gydytojas“ kalendoriaus failas.');
  expect(mail.attachments[0].filename).toBe('event.ics');
  expect(mail.attachments[0].content.replace(/\r?\n[ \t]/g, '')).toContain('SUMMARY:Gydytojas (½ popietė)');
});

it("sends no calendar file to a disabled or deleted event owner, nor one with should_send_email off (someone else created the event with the file asked for)", async () => {
  const type = await buildEventType(t, { name: 'Remote (ics)' });
  const at = (d: number) => new Date(Date.now() + d * 86400_000);
  for (const gone of [{ disabled: true }, { fields: { deleted_at: new Date() } }, { fields: { should_send_email: false } }]) {
    const owner = await buildUserRecord(t, { password: null, ...gone });
    const ev = await buildEvent(t, { title: 'Remote', start: at(3), end: at(4), ownerId: owner.id, eventTypeId: type });
    const before = t.outbox().length;
    await mailCalendarFile(t.ctx, ev.id, false);
    expect(t.outbox().slice(before).filter((m) => m.includes(owner.email))).toHaveLength(0);
  }
  const active = await buildUserRecord(t, { password: null });
  const ev = await buildEvent(t, { title: 'Remote', start: at(3), end: at(4), ownerId: active.id, eventTypeId: type });
  const before = t.outbox().length;
  await mailCalendarFile(t.ctx, ev.id, false);
  expect(t.outbox().slice(before).filter((m) => m.includes(active.email) && m.includes('event.ics'))).toHaveLength(1);
});

describe('half-day absences in the PDFs (issue 18)', () => {
  const vilnius = (y: number, m: number, d: number, h = 0, min = 0) => new Date(new TZDate(y, m - 1, d, h, min, 'Europe/Vilnius').getTime());

  it('counts a half day as 0.5 days and 0.5 working days and names the half in the vacation report', async () => {
    const halves = await buildEventType(t, { name: 'Pusdieniai', fields: { unattendance_code: 'A', allows_half_day: true } });
    // Wednesday 14 October 2026, the afternoon; the whole day's range is stored (00:00–23:59).
    await buildEvent(t, { title: 'Pas odontologą', ownerId: worker.id, eventTypeId: halves, unattendanceCode: 'A', status: 'accepted', start: vilnius(2026, 10, 14), end: vilnius(2026, 10, 14, 23, 59), fields: { half_day: 'second' } });
    const r = await worker.agent.get(`/api/v1/users/${worker.id}/events/report?from=2026-10-01&to=2026-10-31`).expect(200);
    const text = pdfText(Buffer.from(r.body.data, 'base64')).replace(/\s+/g, ' ');
    expect(text).toContain('Pusdieniai A 14/10/2026 ½ afternoon 14/10/2026 0.5 0.5 Pas odontologą');
    const lt = await reportText(worker.agent, `/api/v1/users/${worker.id}/events/report`, { from: '2026-10-01', to: '2026-10-31', lang: 'lt' });
    expect(lt).toContain('Pusdieniai A 14/10/2026 ½ popietė 14/10/2026 0,5 0,5 Pas odontologą');
  });

  it('names the day and the half in the request export of a half-day leave', async () => {
    const admin = await t.signIn('admin@demo.lt');
    const { chainId } = await buildChain(t, admin, [{ name: 'Vadovas', assignee_type: 'direct_manager' }]);
    const halves = await buildEventType(t, { name: 'Atostogos pusei dienos', fields: { unattendance_code: 'A', allows_half_day: true, needs_approval: true, chain_id: chainId } });
    const r = await worker.agent.post('/api/v2/chains?submit=true').send({
      requestType: 'event', title: 'Rytas laisvas', description: null, eventDates: [{ start: vilnius(2030, 3, 6, 8).toISOString(), end: vilnius(2030, 3, 6, 12).toISOString() }],
      eventTypeId: halves, substituteId: null, isHolidayPayout: false, sendCalendarFile: false, workingAddress: null, halfDay: 'first',
    }).expect(201);
    const pdf = await worker.agent.get(`/api/v2/exports/${r.body.id}`).buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    }).expect(200);
    const text = pdfText(pdf.body as Buffer).replace(/\s+/g, ' ');
    expect(text).toContain('Atostogos pusei dienos: 06/03/2030 ½ morning');
    expect(text).toContain('Half day: ½ morning');
    // Another type's export shows the request's summary in the reader's language, under Lithuanian head lines.
    const lt = await exportText(worker.agent, r.body.id, 'lt');
    expect(lt).toContain(`Darbuotojas: Žygimantas Kučinskas Prašymas: #${r.body.id} (Įvykis) Būsena: Vykdomas`);
    expect(lt).toContain('Dienos dalis: ½ rytas');
    expect(lt).not.toContain('Half day');
    expect(lt).toMatch(/Sugeneruota \d\d\/\d\d\/\d{4} \d\d:\d\d Europe\/Vilnius/);
  });
});
