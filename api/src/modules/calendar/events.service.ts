/**
 * Calendar events: create (with additional date ranges), edit and cancel (spec 2 §4 Event status,
 * §5 event forms, §7 v1 events), and the `event` request type of the approval engine.
 *
 * - Every rule of spec 2 §5 is checked by events.rules.ts before anything is written.
 * - Additional date ranges become separate events with the same fields, in one transaction.
 * - A type that needs approval (it has a chain) puts each new event into the engine as a request of
 *   type `event` right after creation: the event is `waiting_for_approval`; the request is submitted
 *   at once unless a substitute still has to confirm (then it stays `not_initialized` and the
 *   substitute's confirmation submits it, see substitutions.ts). Approved → `accepted`; rejected or
 *   canceled → `canceled`. Other types are `accepted` at once.
 * - Edit: only the owner, never a canceled event; the type's edit fields decide what may change
 *   (title, description, dates; a past event's dates only with can_edit_past_event_date; the type
 *   never changes). Past = ended before 00:00 of yesterday in the company zone (calendar.policy isPast); the
 *   owner, edit and cancel rules are calendar.policy's assertCanEditEvent / assertCanCancelEvent. Changing the dates of an approved event sends its request through the chain
 *   again (reapprove); while the request is in progress the dates and substitute are locked.
 * - Delete = cancel (owner): needs the type's can_delete (past events: can_delete_past_event). An
 *   event in approval is canceled through the engine (an approved one asks the chain to approve the
 *   cancellation: reply `reinit: true`, the event stays accepted until then).
 * Domain events (after commit): event.created (with send_calendar_file, for the ICS mail),
 * event.updated, event.canceled, substitution.requested.
 */
import type { EntityManager } from 'typeorm';
import type { AppContext } from '../../context';
import { newEventRequest, type EventInput } from '../../contracts/calendar';
import type { AuthUser } from '../../http/auth';
import { AppError } from '../../http/errors';
import { parse } from '../../http/validate';
import { instantOf, paddedChunks, rawRows } from '../../db/raw';
import { HALF_DAY_TEXT } from '../../shared/calendar-texts';
import { companyDayShown, companyStampShown, dayShown, wholeCompanyDays } from '../../shared/company-time';
import { Actor, ApprovalRequest, createRequest, findRequestByObject, Outbox, recordEdit, registerRequestType, submit, transact } from '../approvals';
import { cancel as cancelRequest, deleteNotInitialized } from '../approvals/transitions';
import { activeUser } from '../users/users.relations';
import { CalendarEvent, EventStatus } from './calendar.entities';
import { assertCanCancelEvent, assertCanEditEvent, cancelRefusal } from './calendar.policy';
import { presentEventCanceled, presentEventsCreated, presentEventUpdated } from './calendar.presenters';
import { checkEventRules, halfDayRanges, type Range } from './events.rules';
import { eventViews, requireEvent } from './events.views';
import { DEFAULT_EDIT_FIELDS, editFieldsOf, requireEventType } from './event-types.service';

export const EVENT_REQUEST_TYPE = 'event';

declare module '../../shared/events' {
  interface DomainEvents {
    /** A new event; `sendCalendarFile`: the submitter asked for an ICS file by e-mail. */
    'event.created': { eventId: number; ownerId: number; actorId: number; sendCalendarFile: boolean };
    'event.updated': { eventId: number; ownerId: number; actorId: number; sendCalendarFile: boolean };
    'event.canceled': { eventId: number; ownerId: number; actorId: number | null };
    /** An event names a substitute who has to confirm (Teams card, mail). `substitutionId` = the event id. */
    'substitution.requested': { substitutionId: number; eventId: number; substituteId: number; ownerId: number; start: string; end: string };
    /** The substitute answered. */
    'substitution.answered': { substitutionId: number; eventId: number; substituteId: number; ownerId: number; accepted: boolean };
  }
}

/** Whether the type of an event goes through approval (a chain is set). */
const needsApproval = (t: { needs_approval: boolean; chain_id: number | null }) => Boolean(t.needs_approval && t.chain_id != null);
const pendingSubstitution = (e: CalendarEvent) => e.substitute_id != null && e.substitute_confirmed == null;

/** Submits an event's request when nothing blocks it (no pending or rejected substitution). */
export async function submitIfReady(em: EntityManager, out: Outbox, event: CalendarEvent, actor: Actor): Promise<void> {
  if (event.request_id == null || event.status === 'canceled' || pendingSubstitution(event) || event.substitute_confirmed === false) return;
  const request = await em.getRepository(ApprovalRequest).findOneByOrFail({ id: event.request_id });
  if (request.status === 'not_initialized') await submit(em, out, request, actor);
}

const setStatus = (em: EntityManager, id: number, status: EventStatus) => em.getRepository(CalendarEvent).update(id, { status });

/** What an owner's cancel of events asks (see the registration's cancelRefusals). */
const CANCEL_FACTS_SQL =
  'SELECT e.id, e.user_id, e.status, e.date_end, f.can_delete, f.can_delete_past_event FROM events e ' +
  'LEFT JOIN event_type_edit_fields f ON f.event_type_id = e.event_type_id WHERE e.id IN (:...ids)';
interface CancelFactsRow {
  id: number;
  user_id: number;
  status: string;
  date_end: unknown;
  can_delete: unknown;
  can_delete_past_event: unknown;
}

/** Registers the `event` request type with the approval engine. */
export function registerEventRequestType(): void {
  const eventOf = async (em: EntityManager, r: ApprovalRequest) => em.getRepository(CalendarEvent).findOneBy({ id: r.object_id! });
  registerRequestType({
    type: EVENT_REQUEST_TYPE,
    load: async (em, id) => {
      const e = await em.getRepository(CalendarEvent).findOneBy({ id });
      return e ? (await eventViews(em, [e], { id: e.user_id, permissions: new Set() }))[0] : null;
    },
    owner: async (em, id) => (await em.getRepository(CalendarEvent).findOneBy({ id }))?.user_id ?? null,
    summary: async (em, r) => {
      const e = await eventOf(em, r);
      if (!e) return { title: { en: 'Event', lt: 'Įvykis' }, lines: [] };
      const t = await requireEventType(em, e.event_type_id);
      const [start, end] = [e.date_start.toISOString(), e.date_end.toISOString()];
      // A half-day absence (issue 18) names its day and half: "Annual leave: 08/06/2026 ½ morning".
      const half = e.half_day ? { en: HALF_DAY_TEXT.en[e.half_day], lt: HALF_DAY_TEXT.lt[e.half_day] } : null;
      // Whole company days as days, anything else as the company's time of day.
      const whole = wholeCompanyDays(e.date_start, e.date_end);
      const [firstDay, lastDay] = whole ? [dayShown(whole.start), dayShown(whole.end)] : [companyDayShown(e.date_start), companyDayShown(e.date_end)];
      const [from, to] = whole ? [firstDay, lastDay] : [companyStampShown(e.date_start), companyStampShown(e.date_end)];
      return {
        title: half ? { en: `${t.name}: ${firstDay} ${half.en}`, lt: `${t.name}: ${firstDay} ${half.lt}` } : `${t.name}: ${firstDay} – ${lastDay}`,
        lines: [
          { label: 'Type', value: t.name }, { label: 'Title', value: e.title }, { label: 'From', value: from }, { label: 'To', value: to },
          ...(half ? [{ label: 'Half day' as const, value: half }] : []),
        ],
        dates: { start, end },
      };
    },
    chainId: async (em, r) => {
      const e = await eventOf(em, r);
      const type = e ? await requireEventType(em, e.event_type_id) : null;
      return type && needsApproval(type) ? type.chain_id : null;
    },
    // A type without approval (the new form's request for it): approved at once.
    withoutChain: 'approve',
    create: createFromNewForm,
    beforeSubmit: async (em, r) => {
      const e = await eventOf(em, r);
      if (e && pendingSubstitution(e)) throw new AppError('cannot_initialize_request_with_pending_substitution', 409, { event_id: e.id });
      if (e && e.substitute_confirmed === false) throw new AppError('substitution_rejected', 409, { event_id: e.id });
    },
    onApproved: async (em, r) => {
      const e = await eventOf(em, r);
      if (e && e.status !== 'canceled') await setStatus(em, e.id, 'accepted');
    },
    onRejected: async (em, r) => setStatus(em, r.object_id!, 'canceled').then(() => undefined),
    onCanceled: async (em, r) => setStatus(em, r.object_id!, 'canceled').then(() => undefined),
    onDeleted: async (em, r) => {
      await em.getRepository(CalendarEvent).update(r.object_id!, { status: 'canceled', request_id: null });
    },
    // Cancelling the request cancels the event: the same rules as DELETE users/{id}/events/{id} (spec 2 §4).
    // One plain statement per page of list rows (db/raw.ts): a type without edit fields has the defaults.
    cancelRefusals: async (em, objects, now) => {
      const refusals = new Map<number, AppError>();
      for (const ids of paddedChunks(objects.map((o) => o.objectId), -1)) {
        for (const e of await rawRows<CancelFactsRow>(em, CANCEL_FACTS_SQL, { ids })) {
          const rights = { ...DEFAULT_EDIT_FIELDS, ...(e.can_delete == null ? {} : { can_delete: !!e.can_delete, can_delete_past_event: !!e.can_delete_past_event }) };
          const refusal = cancelRefusal({ id: e.user_id, permissions: new Set() }, { ownerId: e.user_id, status: e.status, dateEnd: instantOf(e.date_end) }, rights, now);
          if (refusal) refusals.set(e.id, refusal);
        }
      }
      return refusals;
    },
  });
}

const rowOf = (input: EventInput, ownerId: number, actorId: number, type: { id: number; unattendance_code: string | null; address_required: boolean; is_child_info_required: boolean }, r: Range) => ({
  title: input.title, description: input.description, date_start: r.start, date_end: r.end, user_id: ownerId,
  substitute_id: input.substitute_id, substitute_confirmed: null, event_type_id: type.id, vacation_payout: input.vacation_payout,
  working_address: type.address_required ? input.working_address : null, child_birth_date: type.is_child_info_required ? input.child_birth_date : null,
  submitted_by_user_id: actorId === ownerId ? null : actorId, request_id: null, unattendance_code: type.unattendance_code, half_day: input.half_day,
});

const substitutionEvent = (e: CalendarEvent) => ({
  substitutionId: e.id, eventId: e.id, substituteId: e.substitute_id!, ownerId: e.user_id, start: e.date_start.toISOString(), end: e.date_end.toISOString(),
});

/**
 * POST /users/:id/events: the event and one more per additional range, all or none.
 * @throws user_not_found | event_type_not_found | event_type_inactive | the rules of events.rules.ts | engine submit errors
 */
export async function createEvents(ctx: AppContext, actor: AuthUser, userId: number, body: NewEventsBody) {
  return transact(ctx, (em, out) => createEventsIn(em, out, actor, userId, body, true));
}

type NewEventsBody = { event: EventInput; send_calendar_file: boolean; additional_dates: { date_start: Date; date_end: Date }[] };

/**
 * {@link createEvents} inside the caller's transaction; `submitNow` false leaves the requests of
 * events that need approval `not_initialized` (a draft of POST /api/v2/chains?submit=false).
 */
async function createEventsIn(em: EntityManager, out: Outbox, actor: AuthUser, userId: number, body: NewEventsBody, submitNow: boolean) {
  const { event: input } = body;
  {
    const owner = await activeUser(em, userId);
    const type = await requireEventType(em, input.event_type_id);
    if (!type.active) throw new AppError('event_type_inactive', 400, { event_type_id: type.id });
    // A half day is stored as its whole company day (events.rules halfDayRanges).
    const ranges = halfDayRanges(type, input.half_day, [{ start: input.date_start, end: input.date_end }, ...body.additional_dates.map((d) => ({ start: d.date_start, end: d.date_end }))]);
    await checkEventRules({ em, now: new Date(), actor, owner, type, fields: await editFieldsOf(em, type.id), input, ranges });
    const created: CalendarEvent[] = [];
    for (const r of ranges) {
      const status: EventStatus = needsApproval(type) ? 'waiting_for_approval' : 'accepted';
      const ins = await em.getRepository(CalendarEvent).insert({ ...rowOf(input, owner.id, actor.id, type, r), status });
      let e = await em.getRepository(CalendarEvent).findOneByOrFail({ id: Number(ins.identifiers[0].id) });
      if (needsApproval(type)) {
        const request = await createRequest(em, { type: EVENT_REQUEST_TYPE, objectId: e.id, ownerId: owner.id, actorId: actor.id });
        await em.getRepository(CalendarEvent).update(e.id, { request_id: request.id });
        e.request_id = request.id;
        if (submitNow) await submitIfReady(em, out, e, actor);
        e = await em.getRepository(CalendarEvent).findOneByOrFail({ id: e.id });
      }
      created.push(e);
      out.push('event.created', { eventId: e.id, ownerId: owner.id, actorId: actor.id, sendCalendarFile: body.send_calendar_file });
      if (e.substitute_id != null) out.push('substitution.requested', substitutionEvent(e));
    }
    return presentEventsCreated(await eventViews(em, created, actor, created.map((e) => e.id)));
  }
}

/**
 * The create hook of POST /api/v2/chains with requestType `event` (spec 2 §3 "Event (new calendar
 * view)"): the new form's payload as {@link createEvents} with every rule of spec 2 §5, one event
 * per eventDates entry, each with its own request when the type needs approval (submitted when
 * `submit` and no substitute has to confirm first). The reply's request is the first event's; a
 * type without approval makes accepted events and the first one's request is approved at once.
 * @throws provided_invalid_data | the errors of {@link createEvents}
 */
async function createFromNewForm(em: EntityManager, input: { actor: Actor; body: Record<string, unknown>; submit: boolean; out: Outbox }): Promise<{ requestId: number }> {
  const b = parse(newEventRequest, input.body);
  const [first, ...more] = b.eventDates;
  const { events } = await createEventsIn(em, input.out, input.actor, b.userId ?? input.actor.id, {
    event: {
      title: b.title, description: b.description, date_start: first.start, date_end: first.end, substitute_id: b.substituteId, event_type_id: b.eventTypeId,
      vacation_payout: b.isHolidayPayout, working_address: b.workingAddress, child_birth_date: null, half_day: b.halfDay,
    },
    send_calendar_file: b.sendCalendarFile,
    additional_dates: more.map((d) => ({ date_start: d.start, date_end: d.end })),
  }, input.submit);
  const event = events[0];
  if (event.request_id != null) return { requestId: event.request_id };
  const request = await createRequest(em, { type: EVENT_REQUEST_TYPE, objectId: event.id, ownerId: event.user_id, actorId: input.actor.id });
  await em.getRepository(CalendarEvent).update(event.id, { request_id: request.id });
  if (input.submit) await submit(em, input.out, request, input.actor);
  return { requestId: request.id };
}

/**
 * PUT /users/:id/events/:eventId (owner only).
 * @throws event_not_found | cannot_edit_event | cannot_edit_canceled_event | cannot_edit_past_event | the rules of events.rules.ts
 */
export async function updateEvent(ctx: AppContext, actor: AuthUser, userId: number, eventId: number, body: { event: EventInput; send_calendar_file: boolean }) {
  return transact(ctx, async (em, out) => {
    const e = await requireEvent(em, userId, eventId);
    const facts = { ownerId: e.user_id, status: e.status, dateEnd: e.date_end };
    const now = new Date();
    const type = await requireEventType(em, e.event_type_id);
    // A half day is stored as its whole company day; changing the half is a change of the dates.
    const [day] = body.event.event_type_id === e.event_type_id ? halfDayRanges(type, body.event.half_day, [{ start: body.event.date_start, end: body.event.date_end }]) : [{ start: body.event.date_start, end: body.event.date_end }];
    const input: EventInput = { ...body.event, date_start: day.start, date_end: day.end };
    const halfChanged = input.half_day !== (e.half_day ?? null);
    const startChanged = input.date_start.getTime() !== e.date_start.getTime() || halfChanged;
    const endChanged = input.date_end.getTime() !== e.date_end.getTime();
    const datesChanged = startChanged || endChanged;
    const subChanged = input.substitute_id !== e.substitute_id;
    const change = {
      typeChanged: input.event_type_id !== e.event_type_id, titleChanged: input.title !== e.title,
      descriptionChanged: (input.description ?? null) !== (e.description ?? null), startChanged, endChanged, substituteChanged: subChanged,
    };
    const fields = await editFieldsOf(em, type.id);
    const request = e.request_id != null ? await em.getRepository(ApprovalRequest).findOneByOrFail({ id: e.request_id }) : null;
    assertCanEditEvent(actor, facts, { ...change, requestInProgress: request?.status === 'in_progress' }, fields, now);
    const owner = await activeUser(em, e.user_id);
    await checkEventRules({ em, now, actor, owner, type, fields: { ...fields, can_create_past_event: fields.can_create_past_event || fields.can_edit_past_event_date }, input, ranges: [{ start: input.date_start, end: input.date_end }], existing: e });
    const row = rowOf(input, e.user_id, actor.id, type, { start: input.date_start, end: input.date_end });
    await em.getRepository(CalendarEvent).update(e.id, {
      title: row.title, description: row.description, date_start: row.date_start, date_end: row.date_end, vacation_payout: row.vacation_payout,
      working_address: row.working_address, child_birth_date: row.child_birth_date, half_day: row.half_day,
      substitute_id: row.substitute_id, substitute_confirmed: subChanged ? null : e.substitute_confirmed,
    });
    let updated = await em.getRepository(CalendarEvent).findOneByOrFail({ id: e.id });
    if (request && datesChanged) {
      const halfEdit = halfChanged ? [{ field: 'half_day', old: e.half_day ?? '', new: updated.half_day ?? '' }] : [];
      await recordEdit(em, request, actor.id, [{ field: 'date_start', old: e.date_start.toISOString(), new: updated.date_start.toISOString() }, { field: 'date_end', old: e.date_end.toISOString(), new: updated.date_end.toISOString() }, ...halfEdit], null);
      if (request.status === 'approved' || request.status === 'completed') {
        await em.getRepository(CalendarEvent).update(e.id, { status: 'waiting_for_approval' });
        await submit(em, out, request, actor, 'reapprove');
      }
    }
    if (request?.status === 'not_initialized') await submitIfReady(em, out, updated, actor);
    updated = await em.getRepository(CalendarEvent).findOneByOrFail({ id: e.id });
    out.push('event.updated', { eventId: e.id, ownerId: e.user_id, actorId: actor.id, sendCalendarFile: body.send_calendar_file });
    if (subChanged && updated.substitute_id != null) out.push('substitution.requested', substitutionEvent(updated));
    return presentEventUpdated((await eventViews(em, [updated], actor))[0]);
  });
}

/**
 * DELETE /users/:id/events/:eventId: cancels the event (owner only).
 * @throws event_not_found | cannot_edit_event | cannot_edit_canceled_event | cannot_delete_event | cannot_delete_past_event | failed_to_cancel_request
 */
export async function cancelEvent(ctx: AppContext, actor: AuthUser, userId: number, eventId: number) {
  const e = await requireEvent(ctx.ds.manager, userId, eventId);
  const facts = { ownerId: e.user_id, status: e.status, dateEnd: e.date_end };
  assertCanCancelEvent(actor, facts, await editFieldsOf(ctx.ds.manager, e.event_type_id), new Date());
  const request = e.request_id != null ? await findRequestByObject(ctx.ds.manager, EVENT_REQUEST_TYPE, e.id) : null;
  let reinit = false;
  if (request?.status === 'not_initialized') await deleteNotInitialized(ctx, request.id, actor);
  else if (request && ['in_progress', 'approved', 'completed'].includes(request.status)) reinit = (await cancelRequest(ctx, request.id, actor)).reinit;
  if (!reinit) {
    await transact(ctx, async (em, out) => {
      await em.getRepository(CalendarEvent).update(e.id, { status: 'canceled' });
      out.push('event.canceled', { eventId: e.id, ownerId: e.user_id, actorId: actor.id });
    });
  }
  const after = await ctx.ds.getRepository(CalendarEvent).findOneByOrFail({ id: e.id });
  return presentEventCanceled((await eventViews(ctx.ds.manager, [after], actor))[0], reinit);
}
