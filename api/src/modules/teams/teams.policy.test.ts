/** What the Teams bot's ports decide themselves (teams.policy.ts; spec 2 §4 cards): each rule allowed and refused, over plain values. */
import { cardRefusalReason, stepOfRequest } from './teams.policy';

describe('teams policy', () => {
  test.each([
    ['request_step_already_processed', 'already_processed'],
    ['request_step_not_active', 'step_moved'],
    ['chain_not_assigned_to_you', 'not_assignee'],
    ['request_not_found', 'not_found'],
    ['request_step_not_found', 'not_found'],
    ['missing_permissions', 'not_found'],
    ['cannot_approve_with_open_tasks', 'not_allowed'],
    ['business_trip_flights_required', 'object_incomplete'],
    ['business_trip_accommodations_required', 'object_incomplete'],
    // said as they are, not "not possible right now"
    ['uncompleted_chain_item_tasks', 'tasks_open'],
    ['conference_is_full', 'conference_full'],
    ['conference_canceled', 'conference_closed'],
    ['conference_ended', 'conference_closed'],
    ['insufficient_leave_balance', 'insufficient_leave_balance'],
  ])('an engine refusal %s reads %s on the card', (code, reason) => {
    expect(cardRefusalReason(code)).toBe(reason);
  });

  test("an action names a step of the card's request", () => {
    expect(stepOfRequest({ request_id: 4 }, 4)).toBe(true);
    expect(stepOfRequest({ request_id: 5 }, 4)).toBe(false);
    expect(stepOfRequest(null, 4)).toBe(false);
  });
});
