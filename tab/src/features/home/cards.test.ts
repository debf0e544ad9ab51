import type { Permission } from '@contracts/permissions';
import { LATER_CARDS_AFTER, LATER_CARDS_BEFORE, LATER_CARDS_MIDDLE, readCount, visibleCards } from './cards';

const canWith = (...held: Permission[]) => (...anyOf: Permission[]) => anyOf.some((p) => held.includes(p));
const keys = (held: Permission[]) =>
  [...LATER_CARDS_BEFORE, ...LATER_CARDS_MIDDLE, ...LATER_CARDS_AFTER].filter((c) => visibleCards([c], canWith(...held)).length).map((c) => c.key);

describe('dashboard cards of later modules', () => {
  it('shows only the cards without a permission to a user without permissions', () => {
    expect(keys([])).toEqual(['leaveBalance', 'substitutions', 'announcements', 'prioritizedPositions']);
  });

  it('shows each gated card with its permission (spec 1 §2)', () => {
    expect(keys(['event_types_read'])).toContain('upcomingEvents');
    expect(keys(['library_read'])).toContain('takenBooks');
    expect(keys(['conferences_read'])).toEqual(expect.arrayContaining(['upcomingConferences', 'upcomingTrainings']));
    expect(keys(['onboarding_tasks_read'])).toContain('onboarding');
    expect(keys(['offboarding_tasks_read'])).toContain('offboarding');
    expect(keys(['library_read'])).not.toContain('upcomingConferences');
  });
});

describe('readCount', () => {
  it.each([
    [3, 3],
    [{ count: 5 }, 5],
    [{ count: '2' }, 2],
    [null, 0],
    [{}, 0],
    [-1, 0],
    ['x', 0],
  ])('%p → %p', (reply, n) => expect(readCount(reply)).toBe(n));
});
