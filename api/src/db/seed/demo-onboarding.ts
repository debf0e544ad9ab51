/**
 * Demo onboarding and offboarding checklists of "Demo UAB" (PORTAL_SEED=demo; issue 15 item 6): a Lithuanian
 * company's categories with tasks and notifications — before the first day (contract signing, workplace and IT
 * equipment), the first day (safety training, welcome, laptop and accounts), the first month, the probation review
 * before month 3; offboarding: handover and exit interview before the last day, equipment return, access removal and
 * the final settlement on it. People: Lukas (started 20 days ago, part of his checklist done) and Mantas (starts in 5
 * days) in Laura's team are onboarding; Rokas (Daniel's team) leaves in 14 days (his contract_end_date is set here,
 * not in demo-people.ts). Written straight into the tables inside the seeding transaction; does nothing when any
 * checklist category exists.
 */
import { In, type EntityManager } from 'typeorm';
import type { ChecklistKind } from '../../contracts/onboarding';
import { ChecklistCategoryRow, ChecklistNotificationRow, ChecklistProgressRow, ChecklistTaskRow } from '../../modules/onboarding/onboarding.entities';
import { Role } from '../../modules/roles/roles.entities';
import { User } from '../../modules/users/users.entities';
import { DEMO_DOMAIN } from './demo-people';

const DAY = 86400;

interface DemoTask {
  name: string;
  /** Responsible role by name; none = the direct manager. */
  role?: string;
  offboarder?: boolean;
  /** Notifications: days before the deadline, daily or once. */
  notify?: [number, boolean][];
  /** Done for these demo people (e-mail local parts). */
  doneFor?: string[];
}

const CHECKLISTS: { kind: ChecklistKind; name: string; days: number; tasks: DemoTask[] }[] = [
  { kind: 'onboarding', name: 'Before the first day', days: -3, tasks: [
    { name: 'Sign the employment contract', role: 'HR', notify: [[5, false], [1, true]], doneFor: ['lukas'] },
    { name: 'Prepare the workplace and order IT equipment', role: 'Administrator', notify: [[7, false], [2, true]], doneFor: ['lukas'] },
  ] },
  { kind: 'onboarding', name: 'First day', days: 0, tasks: [
    { name: 'Occupational safety and fire safety training', role: 'HR', notify: [[1, true]], doneFor: ['lukas'] },
    { name: 'Welcome meeting with the team', notify: [[1, false]], doneFor: ['lukas'] },
    { name: 'Hand over the laptop, access card and accounts', role: 'Administrator', notify: [[2, true]] },
  ] },
  { kind: 'onboarding', name: 'First month', days: 30, tasks: [
    { name: 'Agree the goals of the probation period', notify: [[7, false], [1, true]] },
    { name: 'Introduce the internal rules and policy documents', role: 'HR', notify: [[3, false]] },
  ] },
  { kind: 'onboarding', name: 'Probation review', days: 80, tasks: [
    { name: 'Probation review meeting and decision', notify: [[10, false], [3, true]] },
  ] },
  { kind: 'offboarding', name: 'Before the last day', days: -5, tasks: [
    { name: 'Hand over work, documents and passwords', offboarder: true, notify: [[5, false], [1, true]] },
    { name: 'Exit interview', role: 'HR', notify: [[3, false]] },
  ] },
  { kind: 'offboarding', name: 'Last day', days: 0, tasks: [
    { name: 'Return the laptop, access card and keys', offboarder: true, notify: [[2, true]] },
    { name: 'Remove system access and accounts', role: 'Administrator', notify: [[1, true]] },
    { name: 'Final settlement and unused holiday pay', role: 'Accounting', notify: [[5, false]] },
  ] },
];

/** `YYYY-MM-DD` `n` days after `now` (UTC date part, as demo.ts counts). */
const daysFrom = (now: Date, n: number) => new Date(now.getTime() + n * DAY * 1000).toISOString().slice(0, 10);

/** Seeds the demo checklists and the leaver's contract end (once). */
export async function seedDemoOnboarding(em: EntityManager, now: Date): Promise<void> {
  if (await em.getRepository(ChecklistCategoryRow).count()) return;
  const roles = new Map((await em.getRepository(Role).findBy({ name: In(['HR', 'Administrator', 'Accounting']) })).map((r) => [r.name, r.id]));
  const people = new Map((await em.getRepository(User).findBy({ email: In(['lukas', 'laura', 'rokas'].map((e) => `${e}@${DEMO_DOMAIN}`)) })).map((u) => [u.email.split('@')[0], u]));
  const rokas = people.get('rokas');
  if (rokas && !rokas.contract_end_date) await em.getRepository(User).update(rokas.id, { contract_end_date: daysFrom(now, 14) });
  for (const c of CHECKLISTS) {
    const cat = await em.getRepository(ChecklistCategoryRow).save({ kind: c.kind, name: c.name, seconds_to_complete: c.days * DAY });
    for (const t of c.tasks) {
      const task = await em.getRepository(ChecklistTaskRow).save({
        category_id: cat.id, name: t.name, role_id: t.role ? (roles.get(t.role) ?? null) : null, is_assigned_to_offboarder: !!t.offboarder, applies_from: null,
      });
      if (t.notify?.length) {
        await em.getRepository(ChecklistNotificationRow).insert(t.notify.map(([days, daily]) => ({ task_id: task.id, seconds_prior_to_completion: days * DAY, daily })));
      }
      const done = (t.doneFor ?? []).map((e) => people.get(e)).filter((u): u is User => !!u);
      const by = people.get('laura');
      if (done.length && by) {
        await em.getRepository(ChecklistProgressRow).insert(done.map((u) => ({ task_id: task.id, user_id: u.id, completed_by: by.id, completed_at: now })));
      }
    }
  }
}
