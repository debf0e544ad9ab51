import { categoryBody } from '@contracts/event-types';
import { issueKey } from '../../lib/zodForm';
import { emptyType, normaliseMinAdvance, normaliseTimesPerMonth, typeErrors, typePayload } from './eventTypeLogic';

describe('event type rules', () => {
  it('takes the absolute value of times per month, caps it at 255 and treats empty as unlimited (0)', () => {
    expect(normaliseTimesPerMonth('-3')).toBe(3);
    expect(normaliseTimesPerMonth('999')).toBe(255);
    expect(normaliseTimesPerMonth('')).toBe(0);
    expect(normaliseTimesPerMonth('abc')).toBe(0);
    expect(normaliseTimesPerMonth(2.7)).toBe(2);
  });

  it('defaults the minimum advance to 0 days', () => {
    expect(normaliseMinAdvance('')).toBe(0);
    expect(normaliseMinAdvance('-1')).toBe(0);
    expect(normaliseMinAdvance('4')).toBe(4);
  });

  it('requires a category and, with approval, a chain; without approval the chain is sent as null', () => {
    const d = { ...emptyType(), name: 'Vacation' };
    expect(typeErrors(d)).toEqual({ event_category_id: 'required' });
    const withApproval = { ...d, event_category_id: 1, needs_approval: true };
    expect(typeErrors(withApproval)).toEqual({ chain_id: 'chainRequired' });
    expect(typePayload({ ...d, event_category_id: 1, needs_approval: false, chain_id: 5 }).chain_id).toBeNull();
    expect(typePayload({ ...withApproval, chain_id: 5 }).chain_id).toBe(5);
  });

  it('sends the half-day and leave-balance flags (issue 18), off for a new type and as stored when editing', () => {
    expect(typePayload({ ...emptyType(1), name: 'Leave' })).toMatchObject({ allows_half_day: false, counts_against_balance: false });
    expect(typePayload({ ...emptyType(1), name: 'Leave', allows_half_day: true, counts_against_balance: true })).toMatchObject({ allows_half_day: true, counts_against_balance: true });
  });

  it('limits names and descriptions to 255 characters', () => {
    expect(typeErrors({ ...emptyType(1), name: 'x'.repeat(256) }).name).toBe('tooLong');
    // The category form checks with the contract itself (CategoryFormDialog): the same keys come out.
    const keys = (v: unknown) => Object.fromEntries((categoryBody.safeParse(v).error?.issues ?? []).map((i) => [i.path[0], issueKey({ type: i.code })]));
    expect(keys({ name: '  ', description: '' })).toEqual({ name: 'required' });
    expect(keys({ name: 'A', description: 'y'.repeat(256) })).toEqual({ description: 'tooLong' });
  });
});
