/**
 * Checklist reminder e-mails as their reader sees them (issue 15 item 3; docs/decisions/0005): a responsible
 * person without Teams gets one e-mail in their own language, each task's deadline DD/MM/YYYY, overdue ones
 * marked, with a link to the checklist page of the tab.
 */
import { companyDay } from '../../shared/company-time';
import { startTestApp, type TestApp } from '../../test/harness';
import { buildUser, buildUserRecord, type Person } from '../../test/factories';
import { mailsTo } from '../../test/mail';
import { shiftDay } from './onboarding.checklist';
import { runChecklistReminders } from './onboarding.reminders';

let t: TestApp;
let hr: Person;
let vadove: Person;
const today = companyDay(new Date());
const shown = (n: number) => shiftDay(today, n).split('-').reverse().join('/');

beforeAll(async () => {
  t = await startTestApp();
  hr = await buildUser(t, { permissions: ['onboarding_tasks_write'] });
  vadove = await buildUser(t, { name: 'Rasa', surname: 'Vadovė', locale: 'lt' });
  await buildUserRecord(t, { managerId: vadove.id, name: 'Nora', surname: 'Naujokė', fields: { start_work_date: shiftDay(today, 1) } });
  await buildUserRecord(t, { managerId: vadove.id, name: 'Linas', surname: 'Vėlyvas', fields: { start_work_date: shiftDay(today, -3) } });
  const cat = (await hr.agent.post('/api/v1/onboarding/categories').send({ name: 'Pirma diena', seconds_to_complete: 0 }).expect(201)).body.category.id;
  const task = (await hr.agent.post(`/api/v1/onboarding/categories/${cat}/tasks`).send({ name: 'Sutikimas', role_id: null, add_to_ongoing: true }).expect(201)).body.task.id;
  await hr.agent.post(`/api/v1/onboarding/tasks/${task}/notifications`).send({ seconds_prior_to_completion: 2 * 86400, daily: true }).expect(201);
});
afterAll(() => t.close());

it("e-mails the manager in Lithuanian, deadlines DD/MM/YYYY, the overdue one marked, with the checklist's link", async () => {
  const before = t.outbox().length;
  await runChecklistReminders(t.ctx);
  const mails = mailsTo(t.outbox().slice(before), vadove.email);
  expect(mails).toHaveLength(1);
  expect(mails[0].subject).toBe('Įvedimas ir atleidimas: laukia užduočių: 2');
  expect(mails[0].text).toContain(`- Nora Naujokė: Sutikimas (Pirma diena) — terminas ${shown(1)}\n`);
  expect(mails[0].text).toContain(`- Linas Vėlyvas: Sutikimas (Pirma diena) — terminas ${shown(-3)} — VĖLUOJA`);
  expect(mails[0].text).toContain(`Atverti sąrašą: ${t.ctx.config.publicUrl}/onboarding`);
});
