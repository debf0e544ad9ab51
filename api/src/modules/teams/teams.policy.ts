/**
 * Who may act on what through the Teams bot's ports (spec 2 §4 approval and substitution cards, §6
 * relational roles): small pure rules over plain facts. The approval engine decides whether the
 * user may act on a step (approvals policy; a card's `canAct` is its answer) and the calendar
 * whether the user answers a substitution (calendar.policy: only the substitute); this file holds
 * what the ports themselves decide:
 *
 * - an action names a step of the card's request, else the card reads `not_found` ({@link stepOfRequest});
 * - a substitution card is shown only to its substitute (calendar substitutionView answers null otherwise);
 * - an engine refusal becomes the reason the card shows ({@link cardRefusalReason}): the step was
 *   already processed, moved on, is not the user's, or the request is gone (also missing_permissions,
 *   so a card never tells a stranger that a request exists); the step's open tasks, a full or closed
 *   conference and a short leave balance say so; any other rule error is `not_allowed`.
 */

/** The reasons a card shows for a refused action (bot/src/ports.ts ActResult). */
export type CardRefusal =
  | 'already_processed' | 'step_moved' | 'not_assignee' | 'not_found' | 'not_allowed' | 'object_incomplete'
  | 'tasks_open' | 'conference_full' | 'conference_closed' | 'insufficient_leave_balance';

/** Whether `step` (null: unknown) is a step of the request `requestId`. */
export const stepOfRequest = (step: { request_id: number } | null, requestId: number): boolean => step != null && step.request_id === requestId;

/** The card's reason for an engine refusal with error code `code` (see module doc). */
export function cardRefusalReason(code: string): CardRefusal {
  switch (code) {
    case 'request_step_already_processed':
      return 'already_processed';
    case 'request_step_not_active':
      return 'step_moved';
    case 'chain_not_assigned_to_you':
      return 'not_assignee';
    case 'request_not_found':
    case 'request_step_not_found':
    case 'missing_permissions':
      return 'not_found';
    // the request's object lacks what its last editing step must add first (a business trip's asked-for bookings)
    case 'business_trip_flights_required':
    case 'business_trip_accommodations_required':
      return 'object_incomplete';
    // rules of the step or of the request's type that the approver should read as they are (the tab shows these too)
    case 'uncompleted_chain_item_tasks':
      return 'tasks_open';
    case 'conference_is_full':
      return 'conference_full';
    case 'conference_canceled':
    case 'conference_ended':
      return 'conference_closed';
    case 'insufficient_leave_balance':
      return 'insufficient_leave_balance';
    default:
      return 'not_allowed';
  }
}
