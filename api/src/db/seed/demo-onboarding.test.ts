/**
 * The demo checklists (issue 15 item 6) as people find them: Laura sees Lukas and Mantas onboarding (Lukas with part
 * of his checklist done), Daniel sees Rokas leaving (before James, whose contract ends in half a year), HR sees the categories with tasks and notifications.
 */
import { startTestApp, type TestApp } from '../../test/harness';
import { inTransaction } from '../tx';
import { seedDemoOnboarding } from './demo-onboarding';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await inTransaction(t.ctx.ds, (em) => seedDemoOnboarding(em, new Date()));
});
afterAll(() => t.close());

it('gives Laura two people onboarding and Daniel Rokas leaving first, with categories HR can manage', async () => {
  const laura = await t.signIn('laura@demo.lt');
  const onboarding = (await laura.get('/api/v1/onboarding/subordinates').expect(200)).body as { name: string; completed: number; total: number }[];
  expect(onboarding.map((s) => s.name).sort()).toEqual(['Lukas', 'Mantas']);
  expect(onboarding.find((s) => s.name === 'Lukas')).toMatchObject({ completed: 4, total: 8 });
  const daniel = await t.signIn('daniel@demo.lt');
  const offboarding = (await daniel.get('/api/v1/offboarding/subordinates').expect(200)).body as { name: string; total: number }[];
  // Rokas leaves first; James the contractor later.
  expect(offboarding.map((s) => s.name)).toEqual(['Rokas', 'James']);
  expect(offboarding[0].total).toBe(5);
  const hr = await t.signIn('hr@demo.lt');
  const categories = (await hr.get('/api/v1/onboarding/categories').expect(200)).body as { name: string; seconds_to_complete: number }[];
  expect(categories.map((c) => c.name)).toEqual(['Before the first day', 'First day', 'First month', 'Probation review']);
  const firstDay = (await hr.get(`/api/v1/onboarding/categories/${(categories[1] as unknown as { id: number }).id}/tasks`).expect(200)).body;
  expect(firstDay.tasks.map((x: { role_name: string | null }) => x.role_name)).toEqual(['HR', null, 'Administrator']);
  expect(firstDay.tasks.every((x: { notifications_count: number }) => x.notifications_count > 0)).toBe(true);
  // Seeding again changes nothing.
  await inTransaction(t.ctx.ds, (em) => seedDemoOnboarding(em, new Date()));
  expect((await hr.get('/api/v1/onboarding/categories').expect(200)).body).toHaveLength(4);
});
