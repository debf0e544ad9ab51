/**
 * An event's details carry what the caller may do with it (`can: { edit, cancel }`, calendar-v2.policy
 * eventAbilities) over real HTTP, so the tab's details dialog shows Edit and Cancel event from the
 * server's answer instead of re-deriving the rules (spec 2 §4 Event status, §5 Old event form).
 */
import { startTestApp, TestApp } from '../../test/harness';
import { buildEvent, buildEventType, buildRole, buildUser, type Person } from '../../test/factories';

let t: TestApp;
let boss: Person;
let owner: Person;
let noDelete: number;
let pastDelete: number;

const days = (n: number) => new Date(Date.now() + n * 86_400_000);
const details = (who: Person, id: number) => who.agent.get(`/api/v2/calendar/events/${id}/details`).expect(200);

beforeAll(async () => {
  t = await startTestApp();
  const plain = await buildRole(t, { permissions: ['event_types_read'] });
  boss = await buildUser(t, { roleId: plain });
  owner = await buildUser(t, { roleId: plain, managerId: boss.id });
  noDelete = await buildEventType(t, { editFields: { can_delete: false } });
  pastDelete = await buildEventType(t, { editFields: { can_delete_past_event: true } });
});
afterAll(() => t.close());

describe('details: can { edit, cancel }', () => {
  test('the owner of a live event may edit and cancel it; the manager who sees it may do neither', async () => {
    const e = await buildEvent(t, { ownerId: owner.id, start: days(10), end: days(11) });
    expect((await details(owner, e.id)).body.can).toEqual({ edit: true, cancel: true });
    expect((await details(boss, e.id)).body.can).toEqual({ edit: false, cancel: false });
  });

  test('a type without can_delete: edit only; the server refuses the cancel the same way', async () => {
    const e = await buildEvent(t, { ownerId: owner.id, eventTypeId: noDelete, start: days(10), end: days(11) });
    expect((await details(owner, e.id)).body.can).toEqual({ edit: true, cancel: false });
    await owner.agent.delete(`/api/v1/users/${owner.id}/events/${e.id}`).expect(403);
  });

  test('a past event is canceled only with can_delete_past_event; a canceled one offers nothing', async () => {
    const old = await buildEvent(t, { ownerId: owner.id, start: days(-30), end: days(-29) });
    expect((await details(owner, old.id)).body.can).toEqual({ edit: true, cancel: false });
    const allowed = await buildEvent(t, { ownerId: owner.id, eventTypeId: pastDelete, start: days(-30), end: days(-29) });
    expect((await details(owner, allowed.id)).body.can).toEqual({ edit: true, cancel: true });
    const canceled = await buildEvent(t, { ownerId: owner.id, start: days(10), end: days(11), status: 'canceled' });
    expect((await details(owner, canceled.id)).body.can).toEqual({ edit: false, cancel: false });
  });
});
