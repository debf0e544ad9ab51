/**
 * Onboarding and offboarding over HTTP (issue 15 items 1–2; spec 3 §3, §4, §5, §6, §7, §8): categories, tasks and
 * notifications with their limits and permissions, the category delete refusal, subordinates (probation window,
 * ended toggle, offboarding from contract_end_date), progress per person and category, who may tick a task,
 * HR's progress/all, and the roles list for the task's role choice.
 */
import { companyDay } from '../../shared/company-time';
import { startTestApp, type TestApp } from '../../test/harness';
import { buildRole, buildUser, buildUserRecord, type Person } from '../../test/factories';
import { shiftDay } from './onboarding.checklist';
import { ChecklistCategoryRow, ChecklistTaskRow } from './onboarding.entities';

let t: TestApp;
let hr: Person;
let offHr: Person;
let manager: Person;
let otherManager: Person;
let itPerson: Person;
let stranger: Person;
let itRole: number;
const today = companyDay(new Date());
const day = (n: number) => shiftDay(today, n);
const DAY = 86400;

beforeAll(async () => {
  t = await startTestApp();
  hr = await buildUser(t, { permissions: ['onboarding_tasks_write', 'onboarding_tasks_read'] });
  offHr = await buildUser(t, { permissions: ['offboarding_tasks_write', 'offboarding_tasks_read'] });
  manager = await buildUser(t);
  otherManager = await buildUser(t);
  itRole = await buildRole(t, { name: 'IT support' });
  itPerson = await buildUser(t, { roleId: itRole });
  stranger = await buildUser(t, { permissions: ['library_read'] });
});
afterAll(() => t.close());

const category = (who: Person, body: object, kind = 'onboarding') => who.agent.post(`/api/v1/${kind}/categories`).send(body);
const newCategory = async (name: string, days: number, kind = 'onboarding', who = kind === 'onboarding' ? hr : offHr) =>
  (await category(who, { name, seconds_to_complete: days * DAY }, kind).expect(201)).body.category.id as number;
const newTask = async (categoryId: number, body: object, kind = 'onboarding', who = kind === 'onboarding' ? hr : offHr) =>
  (await who.agent.post(`/api/v1/${kind}/categories/${categoryId}/tasks`).send({ role_id: null, add_to_ongoing: true, ...body }).expect(201)).body.task.id as number;
const person = (fields: object, managerId = manager.id) => buildUserRecord(t, { managerId, fields });

describe('categories, tasks and notifications', () => {
  it('HR adds, edits and lists categories with the success keys; limits and types are checked, nothing is written on a refusal', async () => {
    const r = await category(hr, { name: 'Paperwork', seconds_to_complete: -2 * DAY });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ message: 'onboarding_category_added', category: { name: 'Paperwork', seconds_to_complete: -172800, tasks_count: 0 } });
    const before = await t.ctx.ds.getRepository(ChecklistCategoryRow).count();
    for (const body of [{ name: 'x'.repeat(256), seconds_to_complete: 0 }, { name: ' ', seconds_to_complete: 0 }, { name: 'A', seconds_to_complete: 1.5 }, { name: 'A' }]) {
      const bad = await category(hr, body);
      expect(bad.status).toBe(400);
      expect(bad.body.error_code).toBe('provided_invalid_data');
    }
    expect(await t.ctx.ds.getRepository(ChecklistCategoryRow).count()).toBe(before);
    const id = r.body.category.id;
    const edit = await hr.agent.put(`/api/v1/onboarding/categories/${id}`).send({ id, name: 'Documents', seconds_to_complete: 0 }).expect(200);
    expect(edit.body).toMatchObject({ message: 'onboarding_category_updated', category: { id, name: 'Documents', seconds_to_complete: 0 } });
    expect((await hr.agent.get('/api/v1/onboarding/categories').expect(200)).body).toEqual(expect.arrayContaining([expect.objectContaining({ id, name: 'Documents' })]));
    // The other checklist does not see it.
    expect((await offHr.agent.get('/api/v1/offboarding/categories').expect(200)).body.map((c: { id: number }) => c.id)).not.toContain(id);
    await offHr.agent.put(`/api/v1/offboarding/categories/${id}`).send({ name: 'X', seconds_to_complete: 0 }).expect(404);
  });

  it('refuses the admin calls without the permission of that checklist', async () => {
    await category(stranger, { name: 'A', seconds_to_complete: 0 }).expect(403);
    await category(offHr, { name: 'A', seconds_to_complete: 0 }).expect(403);
    await stranger.agent.get('/api/v1/onboarding/categories').expect(403);
    const reader = await buildUser(t, { permissions: ['onboarding_tasks_read'] });
    await reader.agent.get('/api/v1/onboarding/categories').expect(200);
    await category(reader, { name: 'A', seconds_to_complete: 0 }).expect(403);
  });

  it('refuses to delete a category that has tasks (409), deletes it once its tasks are gone', async () => {
    const id = await newCategory('IT equipment', 0);
    const taskId = await newTask(id, { name: 'Laptop', role_id: itRole });
    const refused = await hr.agent.delete(`/api/v1/onboarding/categories/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error_code).toBe('onboarding_category_has_tasks');
    expect(await t.ctx.ds.getRepository(ChecklistCategoryRow).existsBy({ id })).toBe(true);
    expect((await hr.agent.delete(`/api/v1/onboarding/categories/${id}/tasks/${taskId}`).expect(200)).body.message).toBe('onboarding_task_deleted');
    expect((await hr.agent.delete(`/api/v1/onboarding/categories/${id}`).expect(200)).body.message).toBe('onboarding_category_deleted');
  });

  it('keeps tasks with their role and notifications; an unknown role is refused', async () => {
    const id = await newCategory('Safety', 0);
    const created = await hr.agent.post(`/api/v1/onboarding/categories/${id}/tasks`).send({ name: 'Safety training', category_id: id, role_id: itRole, add_to_ongoing: false }).expect(201);
    expect(created.body).toMatchObject({ message: 'onboarding_task_added', task: { name: 'Safety training', role_id: itRole, role_name: 'IT support', add_to_ongoing: false, is_assigned_to_offboarder: false } });
    const taskId = created.body.task.id;
    await hr.agent.post(`/api/v1/onboarding/categories/${id}/tasks`).send({ name: 'X', role_id: 999999 }).expect(404);
    await hr.agent.post(`/api/v1/onboarding/categories/${id}/tasks`).send({ name: 'x'.repeat(256) }).expect(400);
    const edited = await hr.agent.put(`/api/v1/onboarding/categories/${id}/tasks/${taskId}`).send({ id: taskId, name: 'Safety briefing', role_id: null }).expect(200);
    expect(edited.body.task).toMatchObject({ name: 'Safety briefing', role_id: null, role_name: null });
    const n = await hr.agent.post(`/api/v1/onboarding/tasks/${taskId}/notifications`).send({ task_id: taskId, seconds_prior_to_completion: DAY, daily: true }).expect(201);
    expect(n.body).toMatchObject({ message: 'onboarding_notification_added', notification: { task_id: taskId, seconds_prior_to_completion: DAY, daily: true } });
    await hr.agent.post(`/api/v1/onboarding/tasks/${taskId}/notifications`).send({ daily: true }).expect(400);
    const nid = n.body.notification.id;
    await hr.agent.put(`/api/v1/onboarding/tasks/${taskId}/notifications/${nid}`).send({ id: nid, seconds_prior_to_completion: 2 * DAY, daily: false }).expect(200);
    expect((await hr.agent.get(`/api/v1/onboarding/tasks/${taskId}/notifications`).expect(200)).body).toEqual([{ id: nid, task_id: taskId, seconds_prior_to_completion: 2 * DAY, daily: false }]);
    const tasks = (await hr.agent.get(`/api/v1/onboarding/categories/${id}/tasks`).expect(200)).body;
    expect(tasks).toMatchObject({ category: { id, name: 'Safety', tasks_count: 1 }, tasks: [{ id: taskId, notifications_count: 1 }] });
    expect((await hr.agent.delete(`/api/v1/onboarding/tasks/${taskId}/notifications/${nid}`).expect(200)).body.message).toBe('onboarding_notification_deleted');
    await hr.agent.delete(`/api/v1/onboarding/tasks/${taskId}/notifications/${nid}`).expect(404);
  });

  it('lists roles for the role choice to holders of onboarding/offboarding_tasks_write', async () => {
    const roles = await hr.agent.get('/api/v1/roles').expect(200);
    expect(roles.body.map((r: { name: string }) => r.name)).toContain('IT support');
    await offHr.agent.get('/api/v1/roles').expect(200);
    await stranger.agent.get('/api/v1/roles').expect(403);
  });
});

describe('subordinates, progress and ticking', () => {
  let early: number;
  let late: number;
  let managerTask: number;
  let itTask: number;
  let laterTask: number;
  let newcomer: number;
  let started: number;
  let ended: number;

  beforeAll(async () => {
    // A fresh checklist: later categories first in the database to check the order.
    await t.ctx.ds.getRepository(ChecklistTaskRow).clear();
    await t.ctx.ds.getRepository(ChecklistCategoryRow).clear();
    late = await newCategory('Probation review', 80);
    early = await newCategory('First day', 0);
    managerTask = await newTask(early, { name: 'Welcome meeting' });
    itTask = await newTask(early, { name: 'Laptop', role_id: itRole });
    laterTask = await newTask(late, { name: 'Review talk' });
    newcomer = (await person({ start_work_date: day(3) })).id;
    started = (await person({ start_work_date: day(-20) })).id;
    ended = (await person({ start_work_date: day(-200) })).id;
    await person({ start_work_date: day(1) }, otherManager.id);
  });

  it("shows a manager's own direct reports whose probation has not ended; the toggle shows all", async () => {
    const list = (await manager.agent.get('/api/v1/onboarding/subordinates').expect(200)).body;
    expect(list.map((s: { id: number }) => s.id).sort()).toEqual([newcomer, started].sort());
    expect(list.find((s: { id: number }) => s.id === newcomer)).toMatchObject({ start_work_date: day(3), completed: 0, total: 3, ended: false });
    expect(list[0].probation_end_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const all = (await manager.agent.get('/api/v1/onboarding/subordinates?show_ended=true').expect(200)).body;
    expect(all.map((s: { id: number }) => s.id)).toContain(ended);
    expect(all.find((s: { id: number }) => s.id === ended).ended).toBe(true);
    expect((await stranger.agent.get('/api/v1/onboarding/subordinates').expect(200)).body).toEqual([]);
  });

  it('adds a task without add_to_ongoing only to people whose start is today or later', async () => {
    const fresh = await newTask(early, { name: 'Name badge', add_to_ongoing: false });
    const counts = (await manager.agent.get('/api/v1/onboarding/subordinates').expect(200)).body;
    expect(counts.find((s: { id: number }) => s.id === newcomer).total).toBe(4);
    expect(counts.find((s: { id: number }) => s.id === started).total).toBe(3);
    const r = await manager.agent.put('/api/v1/onboarding/progress/toggle').send({ user_id: started, task_id: fresh });
    expect(r.status).toBe(404);
    expect(r.body.error_code).toBe('onboarding_task_not_found');
    await hr.agent.delete(`/api/v1/onboarding/categories/${early}/tasks/${fresh}`).expect(200);
  });

  it('gives one person their categories sorted by seconds_to_complete with deadlines and completed/total', async () => {
    const p = (await manager.agent.get(`/api/v1/onboarding/progress/${newcomer}`).expect(200)).body;
    expect(p.reference_date).toBe(day(3));
    expect(p.categories.map((c: { name: string }) => c.name)).toEqual(['First day', 'Probation review']);
    expect(p.categories[0]).toMatchObject({ completed: 0, total: 2 });
    expect(p.categories[0].tasks_in_category[0]).toMatchObject({ task_name: 'Welcome meeting', deadline: day(3), overdue: false, responsible: 'manager', can_toggle: true });
    expect(p.categories[0].tasks_in_category[1]).toMatchObject({ task_name: 'Laptop', responsible: 'role', role_name: 'IT support' });
    expect(p.categories[1].tasks_in_category[0].deadline).toBe(day(83));
    const s = (await manager.agent.get(`/api/v1/onboarding/progress/${started}`).expect(200)).body;
    expect(s.categories[0].tasks_in_category[0]).toMatchObject({ deadline: day(-20), overdue: true });
  });

  it('lets the manager, the role holders and HR tick; refuses anyone else', async () => {
    const toggle = (who: Person, task: number, user = newcomer) => who.agent.put('/api/v1/onboarding/progress/toggle').send({ user_id: user, task_id: task });
    const r = await toggle(manager, managerTask).expect(200);
    expect(r.body).toMatchObject({ message: 'onboarding_task_toggled', completed: true });
    expect(r.body.progress.categories[0]).toMatchObject({ completed: 1, total: 2 });
    expect((await toggle(itPerson, itTask).expect(200)).body.completed).toBe(true);
    const refused = await toggle(itPerson, laterTask);
    expect(refused.status).toBe(403);
    expect(refused.body.error_code).toBe('missing_permissions');
    await toggle(stranger, managerTask).expect(403);
    await toggle(otherManager, managerTask).expect(403);
    await toggle(offHr, managerTask).expect(403);
    expect((await toggle(hr, managerTask).expect(200)).body.completed).toBe(false);
    const list = (await manager.agent.get('/api/v1/onboarding/subordinates').expect(200)).body;
    expect(list.find((s: { id: number }) => s.id === newcomer)).toMatchObject({ completed: 1, total: 3 });
    // A role holder sees the checklist they work on; strangers do not.
    await itPerson.agent.get(`/api/v1/onboarding/progress/${newcomer}`).expect(200);
    await stranger.agent.get(`/api/v1/onboarding/progress/${newcomer}`).expect(403);
    await toggle(manager, managerTask, stranger.id).expect(404);
  });

  it('lists everyone on the checklist for HR, paged, and refuses others', async () => {
    const r = (await hr.agent.get('/api/v1/onboarding/progress/all?pageSize=100').expect(200)).body;
    expect(r.data.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([newcomer, started]));
    expect(r.data.map((x: { id: number }) => x.id)).not.toContain(ended);
    expect(r.data.find((x: { id: number }) => x.id === newcomer)).toMatchObject({ completed: 1, total: 3, manager_name: expect.stringMatching(/^Tester/) });
    expect(r.totalCount).toBeGreaterThanOrEqual(3);
    await manager.agent.get('/api/v1/onboarding/progress/all').expect(403);
  });
});

describe('offboarding', () => {
  it('counts from contract_end_date and lets the leaving person tick the tasks assigned to them', async () => {
    const cat = await newCategory('Last day', 0, 'offboarding');
    const ret = await newTask(cat, { name: 'Return the laptop', is_assigned_to_offboarder: true }, 'offboarding');
    const access = await newTask(cat, { name: 'Remove access', role_id: itRole }, 'offboarding');
    const leaverRecord = await buildUser(t, { managerId: manager.id, fields: { contract_end_date: day(5) } });
    await person({ contract_end_date: day(-3) });
    const list = (await manager.agent.get('/api/v1/offboarding/subordinates').expect(200)).body;
    expect(list.map((s: { id: number }) => s.id)).toEqual([leaverRecord.id]);
    expect(list[0]).toMatchObject({ contract_end_date: day(5), total: 2, completed: 0 });
    expect((await manager.agent.get('/api/v1/offboarding/subordinates?show_ended=true').expect(200)).body).toHaveLength(2);
    const toggle = (who: Person, task: number) => who.agent.put('/api/v1/offboarding/progress/toggle').send({ user_id: leaverRecord.id, task_id: task });
    expect((await toggle(leaverRecord, ret).expect(200)).body.progress.categories[0].tasks_in_category[0]).toMatchObject({ deadline: day(5), responsible: 'offboarder', completed: true });
    await toggle(leaverRecord, access).expect(403);
    await toggle(itPerson, access).expect(200);
    await toggle(hr, access).expect(403);
    await toggle(offHr, access).expect(200);
    // An onboarding task id on the offboarding path is unknown there.
    expect((await manager.agent.get('/api/v1/onboarding/subordinates').expect(200)).body.map((s: { id: number }) => s.id)).not.toContain(leaverRecord.id);
  });
});

describe('the last day of a window (spec 3 §2)', () => {
  it('a probation that ends today is over (onboarding lists probation ends still in the future); a contract that ends today still shows', async () => {
    const boss = await buildUser(t, {});
    const probationToday = (await person({ start_work_date: day(-92), probation_end_date: today }, boss.id)).id;
    const probationTomorrow = (await person({ start_work_date: day(-91), probation_end_date: day(1) }, boss.id)).id;
    const contractToday = (await person({ contract_end_date: today }, boss.id)).id;
    const ids = async (path: string) => ((await boss.agent.get(path).expect(200)).body as { id: number; ended: boolean }[]).map((s) => s.id);

    expect(await ids('/api/v1/onboarding/subordinates')).toEqual([probationTomorrow]);
    const all = (await boss.agent.get('/api/v1/onboarding/subordinates?show_ended=true').expect(200)).body as { id: number; ended: boolean }[];
    expect(all.find((s) => s.id === probationToday)?.ended).toBe(true);
    expect(all.find((s) => s.id === probationTomorrow)?.ended).toBe(false);
    const everyone = (await hr.agent.get('/api/v1/onboarding/progress/all?pageSize=100').expect(200)).body.data.map((x: { id: number }) => x.id);
    expect(everyone).toContain(probationTomorrow);
    expect(everyone).not.toContain(probationToday);

    expect(await ids('/api/v1/offboarding/subordinates')).toEqual([contractToday]);
  });
});
