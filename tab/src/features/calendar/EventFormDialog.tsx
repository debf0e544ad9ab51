/**
 * The event form (spec 2 §2 Calendar, §4 Event status, §5 New event form and Old event form).
 *
 * New: for myself or for my subordinate, category → type, title, description, working address and
 * child birth date when the type asks, date ranges (extra ranges become separate events), substitute,
 * holiday payout (≥5 days ahead, code A/K/M; locks the dates), send calendar file, and the warnings of
 * the old form. POST /api/v1/users/{owner}/events.
 *
 * Edit (`edit` = a calendar item the caller owns): pre-filled from GET /api/v1/users/{owner}/events;
 * one date range, the type fixed, the type's edit fields decide what may change (see
 * {@link editAccess}: a past event only its end date with can_edit_past_event_date, else read-only).
 * PUT /api/v1/users/{owner}/events/{id}. The form is react-hook-form with `zodResolver(eventFormSchema(facts))`
 * (the contract's eventInput limits, the form's own rules of the moment); the server's error codes
 * show as toasts, and at the field they concern (`fields[].path`, a refused substitute, type or dates).
 */
import {
  Button, Checkbox, Combobox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, makeStyles,
  MessageBar, MessageBarBody, Option, Radio, RadioGroup, Select, Spinner, tokens, useFocusFinders,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { dayWeight } from '@contracts/leave-balances';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateTimeField';
import { useAuth } from '../../app/auth';
import { useNotify } from '../../components/notify';
import { FormInput, FormSelect, FormTextarea } from '../../components/FormControls';
import { api } from '../../lib/api';
import { useCompanyZone } from '../../lib/dates';
import { LeaveUseHint } from '../leave-balances/LeaveUseHint';
import { setServerErrors } from '../../lib/serverErrors';
import { useEventTypes } from '../event-types/eventTypesApi';
import { calendarKeys, useEventTemplate, useSaveEvent, type CalendarItem, type EventRecord } from './calendarApi';
import { DateRowsEditor } from './DateRowsEditor';
import {
  datesOverlap, editAccess, EVENT_CODE_FIELDS, eventFieldOf, eventFormSchema, fromIso, isOneDay, isPastRow, monthlyLimitExceeded, newRow, payoutEligible, showDate, startRule,
  substituteMissing, substitutionChecks, toIso, usedWithout, wallNow, type DateRow, type EventFormFacts, type EventFormValues,
} from './eventFormLogic';
import { EventFormWarnings } from './EventFormWarnings';
import { EVENT_LIMITS } from './limits';
import { useReturnFocus } from '../../components/useReturnFocus';
import { useFluentSlotLabels } from '../../components/fluentLabels';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: '100%' },
  content: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
  two: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(min(260px, 100%), 1fr))' },
});

type Usage = { event_type_id: number; month: string; days: number; max: number }[];
type Props = { onClose: () => void; onSaved?: () => void };
/** Inside the one Dialog: the save mutation (its pending state keeps the dialog open). */
type Inner = Props & { saveEvent: ReturnType<typeof useSaveEvent> };

/** New event (`initial`: the first date row) or, with `edit`, the edit form of that event. */
export function EventFormDialog({ initial, edit, onClose, onSaved }: Props & { initial?: DateRow; edit?: CalendarItem }) {
  const saveEvent = useSaveEvent();
  useReturnFocus();
  const inner = { onClose, onSaved, saveEvent };
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && !saveEvent.isPending && onClose()}>
      {edit ? <EditEventLoader item={edit} {...inner} /> : <EventForm initial={initial} {...inner} />}
    </Dialog>
  );
}

/** Loads the event (v1 view: every field the form needs, child birth date included) then shows the form. */
function EditEventLoader({ item, ...inner }: Inner & { item: CalendarItem }) {
  const { t } = useTranslation('calendar');
  const q = useQuery({
    queryKey: [...calendarKeys.all, 'record', item.userId, item.id],
    queryFn: async () =>
      (await api<EventRecord[]>(`/api/v1/users/${item.userId}/events`, { query: { start: item.start ?? undefined, end: item.end ?? undefined } })).find((e) => e.id === Number(item.id)) ?? null,
    staleTime: 0,
    gcTime: 0,
  });
  if (q.data) return <EventForm event={q.data} {...inner} />;
  return (
    <DialogSurface>
      <DialogBody>
        <DialogTitle>{t('form.editEvent')}</DialogTitle>
        <DialogContent>
          {q.isLoading ? <Spinner size="small" label={t('common:loading')} /> : <MessageBar intent="error"><MessageBarBody>{t('errors:failed_to_retrieve_data')}</MessageBarBody></MessageBar>}
        </DialogContent>
        <DialogActions><Button onClick={inner.onClose}>{t('common:close')}</Button></DialogActions>
      </DialogBody>
    </DialogSurface>
  );
}

/** The stored event's dates as a row at the company's clock `zone` (issue 11: the form shows what the tables show). */
const rowOf = (e: EventRecord, zone: string): DateRow => ({ start: fromIso(e.date_start, zone), end: fromIso(e.date_end, zone) });

function EventForm({ initial, event, onClose, onSaved, saveEvent }: Inner & { initial?: DateRow; event?: EventRecord }) {
  const s = useStyles();
  const { t } = useTranslation('calendar');
  const slotLabels = useFluentSlotLabels();
  const { userId } = useAuth();
  const notify = useNotify();
  const busy = saveEvent.isPending;
  const zone = useCompanyZone();
  /** Now at the company's clock: "today", "past" and "days ahead" are the company's (see wallNow). */
  const now = wallNow(zone);
  const template = useEventTemplate();
  const fullTypes = useEventTypes();
  const resp = useQuery({ queryKey: ['responsibilities', userId], queryFn: () => api<{ is_manager: boolean; is_assigned_to_chain: boolean }>(`/api/v1/users/${userId}/responsibilities`) });
  const editing = !!event;
  const original = useMemo(() => (event ? rowOf(event, zone) : null), [event, zone]);
  const [forSubordinate, setForSubordinate] = useState(false);
  /** The checks depend on facts that change with the values (type, template, usage): the latest render's resolver runs. */
  const resolverRef = useRef<Resolver<EventFormValues> | null>(null);
  const form = useForm<EventFormValues>({
    resolver: (values, context, options) => resolverRef.current!(values, context, options),
    shouldFocusError: false,
    defaultValues: {
      owner_id: '', category_id: '', event_type_id: event ? String(event.event_type_id) : '', title: event?.title ?? '', description: event?.description ?? '',
      working_address: event?.working_address ?? '', child_birth_date: event?.child_birth_date?.slice(0, 10) ?? '', rows: [original ?? initial ?? newRow(now)],
      substitute_id: event?.substitute_id ?? null, vacation_payout: event?.vacation_payout ?? false, send_calendar_file: false, half_day: event?.half_day ?? 'whole',
    },
  });
  const { control, formState, setValue } = form;
  const v = useWatch({ control }) as EventFormValues;
  const { rows } = v;
  const typeId = v.event_type_id ? Number(v.event_type_id) : null;
  const substituteId = v.substitute_id;
  const formEl = useRef<HTMLFormElement>(null);
  const { findFirstFocusable } = useFocusFinders();
  // An edit's form replaces the loading surface (EditEventLoader) after Fluent focused the dialog once: the focused Close
  // button goes away with that surface, and focus would fall back behind the dialog (to the calendar item that opened it),
  // which leaves the form hidden from keyboard and screen-reader users. So the form takes focus when it appears without it.
  useEffect(() => {
    const el = formEl.current;
    if (el && !el.contains(el.ownerDocument.activeElement)) (findFirstFocusable(el) ?? el).focus();
  }, [findFirstFocusable]);
  /** Bumped by a refused submit: then focus goes to the first invalid field (its message is an alert). */
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (!refused || !formEl.current) return;
    const invalid = formEl.current.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])');
    // Rules of the dates as a whole (overlap, advance, monthly limit) are said in the warnings: focus the first date.
    (invalid ?? formEl.current.querySelector<HTMLElement>('[role="group"] input:not([disabled])'))?.focus();
  }, [refused]);

  const tpl = template.data;
  const subordinates = tpl?.subordinates ?? [];
  const allCategories = tpl?.eventCategories ?? [];
  const categories = allCategories.filter((c) => !forSubordinate || c.isForSubordinate !== false);
  const categoryId = editing ? (allCategories.find((c) => c.eventTypes.some((x) => x.id === typeId))?.id ?? null) : v.category_id ? Number(v.category_id) : null;
  const category = allCategories.find((c) => c.id === categoryId);
  const full = (fullTypes.data ?? []).find((x) => x.id === typeId);
  const type = category?.eventTypes.find((x) => x.id === typeId);
  const types = (category?.eventTypes ?? []).filter((x) => {
    if (!forSubordinate) return true;
    const f = (fullTypes.data ?? []).find((y) => y.id === x.id);
    return x.canManagerSubmit ?? (f ? f.can_manager_submit || f.unattendance_code === EVENT_LIMITS.forAnotherUserCode : true);
  });
  const code = type?.unattendanceCode ?? full?.unattendance_code ?? event?.event_type.unattendance_code ?? null;
  const addressRequired = !!(type?.isAddressRequired ?? full?.address_required);
  const childRequired = !!(type?.isChildInfoRequired ?? full?.is_child_info_required);
  const substituteNeeded = !!(type?.substituteNeeded ?? full?.substitute_needed);
  const needsApproval = !!(type?.needsApproval ?? full?.needs_approval);
  const canPast = !!(type?.canCreatePastEvents ?? full?.edit_fields?.can_create_past_event);
  const minAdvance = type?.minAdvanceTime ?? full?.min_advance_time ?? 0;
  const maxPerMonth = type?.maxUsagePerMonth ?? full?.times_per_month_per_user ?? 0;
  /** Issue 18: Whole day / First half / Second half for a type that allows it and one day. */
  const halfOffered = !!(type?.allowsHalfDay ?? full?.allows_half_day) && isOneDay(rows);
  const halfDay = halfOffered && v.half_day !== 'whole' ? v.half_day : null;
  const owner = event ? event.user_id : forSubordinate ? (v.owner_id ? Number(v.owner_id) : null) : userId;
  const inProgress = event?.request_status === 'in_progress';
  const access = event && original
    ? editAccess({ rights: full?.edit_fields, row: original, canceled: event.status === 'canceled', inProgress, now })
    : { past: false, readOnly: false, title: true, description: true, start: true, end: true, other: true, substitute: true };

  const usage = useQuery({
    queryKey: ['calendar', 'usage', owner, typeId],
    queryFn: () => api<Usage>(`/api/v1/users/${owner}/event-usage`, { query: { event_type_id: typeId } }),
    enabled: !!owner && !!typeId && maxPerMonth > 0,
  });
  const used = useMemo(() => {
    const all = Object.fromEntries((usage.data ?? []).filter((u) => u.event_type_id === typeId).map((u) => [u.month, u.days]));
    return original && event?.status !== 'canceled' ? usedWithout(all, [original], dayWeight(event?.half_day)) : all;
  }, [usage.data, typeId, original, event?.status, event?.half_day]);

  const eligible = payoutEligible(rows[0]?.start ?? '', code, now);
  useEffect(() => {
    if (!eligible) setValue('vacation_payout', false);
  }, [eligible, typeId, setValue]);

  const datesChanged = !original || rows[0].start !== original.start || rows[0].end !== original.end;
  const past = rows.some((r) => isPastRow(r, now));
  const overlap = datesOverlap(rows);
  // Edit: the start rules apply only when the dates change; a past event's start is fixed (the server skips them).
  const rule = datesChanged && !access.past ? (rows.map((r) => startRule(r, minAdvance, canPast, now)).find(Boolean) ?? null) : null;
  const exceeded = monthlyLimitExceeded(rows, maxPerMonth, used, dayWeight(halfDay));
  const managerOrChain = !!(tpl?.isManagerOrChainMember ?? (resp.data?.is_manager || resp.data?.is_assigned_to_chain));
  const subMissing = substituteMissing({ substituteNeeded, managerOrChain, past, substituteId });
  const ownerSubs = owner === userId ? tpl?.activeSubstitutions : subordinates.find((p) => p.id === owner)?.activeSubstitutions;
  const subs = substitutionChecks({
    rows, ownerSubs, substituteSubs: (tpl?.substitutes ?? []).find((p) => p.id === substituteId)?.activeSubstitutions, substituteId, eventId: event?.id, zone,
  });
  const facts: EventFormFacts = {
    editing, forSubordinate, addressRequired: addressRequired && access.other, substituteMissing: subMissing,
    datesRefused: overlap || !!rule || exceeded || subs.ownerSubstituting === 'error' || access.readOnly,
  };
  const resolver = zodResolver(eventFormSchema(facts));
  useEffect(() => {
    resolverRef.current = resolver;
  });

  /** The message of a field: the schema's key translated, or the server's text. */
  const message = (field: keyof EventFormValues, max?: number) => {
    const e = formState.errors[field] as { type?: string; message?: string } | undefined;
    if (!e?.message) return undefined;
    if (e.type === 'server') return e.message;
    if (e.message === 'tooLong') return t('form.tooLong', { max });
    return e.message === 'required' ? t('form.required') : undefined;
  };

  const eventBody = (f: EventFormValues) => {
    const [first] = f.rows;
    return {
      title: access.title || !event ? f.title.trim() : event.title,
      description: access.description || !event ? f.description.trim() || null : event.description,
      date_start: event && original && first.start === original.start ? event.date_start : toIso(first.start, zone),
      date_end: event && original && first.end === original.end ? event.date_end : toIso(first.end, zone),
      substitute_id: f.substitute_id, event_type_id: Number(f.event_type_id), vacation_payout: f.vacation_payout, submitted_by_user_id: userId,
      working_address: addressRequired ? f.working_address.trim() : null, child_birth_date: childRequired && f.child_birth_date ? f.child_birth_date : null,
      half_day: halfDay,
    };
  };

  const save = async (f: EventFormValues) => {
    if (!owner) return;
    try {
      await saveEvent.mutateAsync(event
        ? { owner, id: event.id, body: { event: eventBody(f), send_calendar_file: f.send_calendar_file } }
        : { owner, body: { event: eventBody(f), send_calendar_file: f.send_calendar_file, additional_dates: f.rows.slice(1).map((r) => ({ date_start: toIso(r.start, zone), date_end: toIso(r.end, zone) })) } });
      notify.success(t(event ? 'messages.event_has_been_updated' : 'messages.new_event_has_been_successfully_added'));
      (onSaved ?? onClose)();
    } catch (err) {
      notify.error(err);
      setServerErrors(err, form.setError, eventFieldOf, (c) => (c === 'provided_invalid_data' ? t('form.refused') : t(`errors:${c}`)), EVENT_CODE_FIELDS);
    }
  };
  const submit = form.handleSubmit(save, () => setRefused((n) => n + 1));

  const earliest = new Date(now);
  earliest.setDate(earliest.getDate() + (minAdvance ?? 0));
  const loading = template.isLoading || (editing && fullTypes.isLoading);
  const substitutes = (tpl?.substitutes ?? []).filter((p) => p.id !== owner);
  const rowsError = formState.errors.rows?.type === 'server' ? formState.errors.rows.message : undefined;

  return (
    <DialogSurface className={s.surface}>
      <form ref={formEl} noValidate onSubmit={(e) => void submit(e)}>
        <DialogBody>
          <DialogTitle>{t(editing ? 'form.editEvent' : 'form.newEvent')}</DialogTitle>
          <DialogContent className={s.content}>
            {loading && <Spinner size="small" label={t('common:loading')} />}
            {(template.isError || (editing && fullTypes.isError)) && <MessageBar intent="warning"><MessageBarBody>{t('errors:failed_to_retrieve_data')}</MessageBarBody></MessageBar>}
            {!editing && subordinates.length > 0 && (
              <RadioGroup layout="horizontal" aria-label={t('form.forWhom')} value={forSubordinate ? 'subordinate' : 'me'}
                onChange={(_e, d) => { setForSubordinate(d.value === 'subordinate'); setValue('owner_id', ''); setValue('category_id', ''); setValue('event_type_id', ''); }}>
                <Radio value="me" label={t('form.forMyself')} />
                <Radio value="subordinate" label={t('form.forSubordinate')} />
              </RadioGroup>
            )}
            {forSubordinate && (
              <Field label={t('form.subordinate')} required validationMessage={message('owner_id')}>
                <FormSelect control={control} name="owner_id">
                  <option value="">{t('form.choose')}</option>
                  {subordinates.map((p) => <option key={p.id} value={p.id}>{p.fullName}</option>)}
                </FormSelect>
              </Field>
            )}
            <div className={s.two}>
              <Field label={t('form.category')} required={!editing} validationMessage={message('category_id')}>
                {editing ? <Input readOnly disabled value={category?.name ?? full?.category_name ?? ''} /> : (
                  <Controller control={control} name="category_id" render={({ field }) => (
                    <Select ref={field.ref} value={field.value} onBlur={field.onBlur}
                      onChange={(_e, d) => { field.onChange(d.value); setValue('event_type_id', '', { shouldValidate: formState.isSubmitted }); }}>
                      <option value="">{t('form.choose')}</option>
                      {categories.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
                    </Select>
                  )} />
                )}
              </Field>
              <Field label={t('form.type')} required={!editing} validationMessage={message('event_type_id')}>
                {editing ? <Input readOnly disabled value={type?.name ?? full?.name ?? event?.event_type.name ?? ''} /> : (
                  <FormSelect control={control} name="event_type_id" disabled={!category}>
                    <option value="">{t('form.choose')}</option>
                    {types.map((x) => <option key={x.id} value={x.id}>{x.name}</option>)}
                  </FormSelect>
                )}
              </Field>
            </div>
            <Field label={t('form.title')} required validationMessage={message('title', EVENT_LIMITS.title)}>
              <FormInput control={control} name="title" disabled={!access.title} />
            </Field>
            <Field label={t('form.description')} validationMessage={message('description', EVENT_LIMITS.description)}>
              <FormTextarea control={control} name="description" disabled={!access.description} />
            </Field>
            {addressRequired && (
              <Field label={t('form.workingAddress')} required validationMessage={message('working_address', EVENT_LIMITS.workingAddress)}>
                <FormInput control={control} name="working_address" disabled={!access.other} />
              </Field>
            )}
            {childRequired && (
              <Controller control={control} name="child_birth_date" render={({ field }) => (
                <DateField label={t('form.childBirthDate')} value={field.value} disabled={!access.other} validationMessage={message('child_birth_date')}
                  onChange={(d) => { field.onChange(d); field.onBlur(); }} />
              )} />
            )}
            <Controller control={control} name="rows" render={({ field }) => (
              <DateRowsEditor rows={field.value} locked={v.vacation_payout} touched={formState.isSubmitted} onChange={field.onChange} single={editing}
                lockStart={!access.start} lockEnd={!access.end} error={rowsError} />
            )} />
            {halfOffered && (
              <Controller control={control} name="half_day" render={({ field }) => (
                <Field label={t('form.halfDay')}>
                  <RadioGroup layout="horizontal" value={field.value} disabled={!access.start} onChange={(_e, d) => field.onChange(d.value)}>
                    <Radio value="whole" label={t('form.wholeDay')} />
                    <Radio value="first" label={t('form.firstHalf')} />
                    <Radio value="second" label={t('form.secondHalf')} />
                  </RadioGroup>
                </Field>
              )} />
            )}
            {/* Issue 18: "working days this leave uses: N; left: M" for a new booking of one range (the preview counts stored events only). */}
            {!editing && rows.length === 1 && owner != null && (
              <LeaveUseHint userId={owner} eventTypeId={typeId ?? undefined} dateFrom={rows[0].start} dateTo={rows[0].end} halfDay={halfDay} />
            )}
            <Field label={t('form.substitute')} required={substituteNeeded && managerOrChain && !past} validationMessage={message('substitute_id')}>
              <Controller control={control} name="substitute_id" render={({ field }) => (
                <Combobox clearable expandIcon={slotLabels.expandIcon} placeholder={t('form.chooseSubstitute')} disabled={!access.substitute} value={(tpl?.substitutes ?? []).find((p) => p.id === field.value)?.fullName ?? ''}
                  selectedOptions={field.value ? [String(field.value)] : []} onOptionSelect={(_e, d) => field.onChange(d.optionValue ? Number(d.optionValue) : null)}>
                  {substitutes.map((p) => <Option key={p.id} value={String(p.id)}>{p.fullName}</Option>)}
                </Combobox>
              )} />
            </Field>
            {eligible && access.other && (
              <Controller control={control} name="vacation_payout" render={({ field }) => (
                <Checkbox label={t('form.holidayPayout')} checked={field.value} onChange={(_e, d) => field.onChange(!!d.checked)} />
              )} />
            )}
            {!access.readOnly && (
              <Controller control={control} name="send_calendar_file" render={({ field }) => (
                <Checkbox label={t('form.sendCalendarFile')} checked={field.value} onChange={(_e, d) => field.onChange(!!d.checked)} />
              )} />
            )}
            <EventFormWarnings warnings={[
              editing && !loading && access.past && { key: access.readOnly ? 'pastEventReadOnly' : 'pastEventEdit', intent: access.readOnly ? 'error' : 'warning' },
              editing && inProgress && { key: 'requestInProgress', intent: 'info' },
              subMissing && { key: 'substituteMandatory', intent: 'error' },
              overlap && { key: 'event_dates_overlapping_warning', intent: 'error' },
              exceeded && { key: 'exceeded_event_times_per_month', intent: 'error', opts: { max: maxPerMonth } },
              rule === 'minAdvance' && { key: 'minAdvance', intent: 'error', opts: { days: minAdvance, date: showDate(earliest) } },
              rule === 'pastStart' && { key: 'pastStart', intent: 'error' },
              subs.ownerSubstituting === 'error' && { key: 'ownerIsSubstituting', intent: 'error' },
              subs.ownerSubstituting === 'warning' && { key: 'activeSubstitutions', intent: 'warning' },
              subs.substituteBusy && { key: 'moreThanOneSubstitution', intent: 'warning' },
              !editing && past && canPast && { key: 'pastEvent', intent: 'warning' },
              v.vacation_payout && { key: 'payoutLocksDates', intent: 'info' },
              needsApproval && datesChanged && { key: 'needsApproval', intent: 'info' },
            ]} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>{t('common:cancel')}</Button>
            {!access.readOnly && (
              <Button appearance="primary" type="submit" disabled={busy || loading} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {t(editing ? 'form.save' : 'form.submit')}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </form>
    </DialogSurface>
  );
}
