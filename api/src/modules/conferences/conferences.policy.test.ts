/**
 * Conference rules (spec 3 §4 display state in its order, §6 rules by relation), table-driven over plain facts.
 */
import type { Permission } from '../../contracts/permissions';
import { canJoin, canLeave, conferenceAbilitiesOf, displayState, type ConferenceFacts } from './conferences.policy';

const now = new Date('2026-06-01T10:00:00Z');
const future = new Date('2026-06-10T10:00:00Z');
const past = new Date('2026-05-01T10:00:00Z');
const actor = (id: number, ...permissions: Permission[]) => ({ id, permissions: new Set<Permission>(permissions) });
const item = (over: Partial<ConferenceFacts> = {}): ConferenceFacts => ({
  creatorId: 1, canceled: false, dateEnd: future, maxParticipants: null, confirmedCount: 0, mine: null, ...over,
});
const pending = { status: 'pending' as const, confirmed: false };
const attending = { status: 'completed' as const, confirmed: true };
const rejected = { status: 'completed' as const, confirmed: false };
const leaving = { status: 'pending' as const, confirmed: true };

it.each([
  ['canceled beats ended and full', item({ canceled: true, dateEnd: past, maxParticipants: 1, confirmedCount: 1, mine: attending }), 'canceled'],
  ['ended beats full', item({ dateEnd: past, maxParticipants: 1, confirmedCount: 1, mine: attending }), 'ended'],
  ['full beats waiting and attending', item({ maxParticipants: 2, confirmedCount: 2, mine: attending }), 'full'],
  ['full with a pending participation', item({ maxParticipants: 2, confirmedCount: 3, mine: pending }), 'full'],
  ['waiting for approval', item({ maxParticipants: 2, confirmedCount: 1, mine: pending }), 'waiting_for_approval'],
  ['attending', item({ mine: attending }), 'attending'],
  ['attending while a leave waits for approval', item({ mine: leaving }), 'attending'],
  ['rejected is none', item({ mine: rejected }), 'none'],
  ['0 max is unlimited', item({ maxParticipants: 0, confirmedCount: 5 }), 'none'],
  ['canceled participation is none', item({ mine: { status: 'canceled', confirmed: false } }), 'none'],
])('display state: %s', (_name, facts, state) => {
  expect(displayState(facts, now)).toBe(state);
});

it('join is hidden for canceled, full, ended or attending items and with a pending or confirmed participation', () => {
  expect(canJoin(item(), now)).toBe(true);
  expect(canJoin(item({ mine: rejected }), now)).toBe(true);
  expect(canJoin(item({ mine: { status: 'canceled', confirmed: false } }), now)).toBe(true);
  for (const f of [item({ canceled: true }), item({ dateEnd: past }), item({ maxParticipants: 1, confirmedCount: 1 }), item({ mine: attending }), item({ mine: pending }), item({ mine: leaving })]) {
    expect(canJoin(f, now)).toBe(false);
  }
});

it('leave is offered unless canceled, rejected, or confirmed but still pending', () => {
  expect(canLeave(item({ mine: pending }))).toBe(true);
  expect(canLeave(item({ mine: attending }))).toBe(true);
  expect(canLeave(item({ mine: rejected }))).toBe(false);
  expect(canLeave(item({ mine: leaving }))).toBe(false);
  expect(canLeave(item({ mine: { status: 'canceled', confirmed: false } }))).toBe(false);
  expect(canLeave(item())).toBe(false);
});

it('edit and cancel: the creator or conferences_write; cancel not when canceled or ended; participants also with conference_participants_read', () => {
  const creator = actor(1, 'conferences_register');
  const other = actor(2, 'conferences_register', 'conferences_read');
  const writer = actor(3, 'conferences_write');
  const reader = actor(4, 'conference_participants_read');
  expect(conferenceAbilitiesOf(creator, item(), now)).toMatchObject({ edit: true, cancel: true, participants: true });
  expect(conferenceAbilitiesOf(other, item(), now)).toMatchObject({ edit: false, cancel: false, participants: false });
  expect(conferenceAbilitiesOf(writer, item(), now)).toMatchObject({ edit: true, cancel: true, participants: true });
  expect(conferenceAbilitiesOf(reader, item(), now)).toMatchObject({ edit: false, cancel: false, participants: true });
  expect(conferenceAbilitiesOf(creator, item({ dateEnd: past }), now)).toMatchObject({ edit: true, cancel: false });
  expect(conferenceAbilitiesOf(writer, item({ canceled: true }), now)).toMatchObject({ edit: false, cancel: false });
});
