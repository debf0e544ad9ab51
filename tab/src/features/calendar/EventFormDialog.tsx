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
 * PUT /api/v1/users/{owner}/events/{id}. The server's error codes show as toasts.
 */
import {
  Button, Checkbox, Combobox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, makeStyles,
  MessageBar, MessageBarBody, Option, Radio, RadioGroup, Select, Spinner, Textarea, tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateTimeField';
import { useAuth } from '../../app/auth';
import { useNotify } from '../../components/notify';
import { api } from '../../lib/api';
import { useEventTypes } from '../event-types/eventTypesApi';
import { calendarKeys, useEventTemplate, useSaveEvent, type CalendarItem, type EventRecord } from './calendarApi';
import { DateRowsEditor } from './DateRowsEditor';
import {
  datesOverlap, editAccess, isPastRow, monthlyLimitExceeded, newRow, payoutEligible, rowErrors, showDate, startRule, substituteMissing,
  substitutionChecks, toIso, toLocal, usedWithout, type DateRow,
} from './eventFormLogic';
import { EventFormWarnings } from './EventFormWarnings';
import { EVENT_LIMITS } from './limits';
import { useReturnFocus } from '../../components/useReturnFocus';

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

const rowOf = (e: EventRecord): DateRow => ({ start: toLocal(new Date(e.date_start)), end: toLocal(new Date(e.date_end)) });

function EventForm({ initial, event, onClose, onSaved, saveEvent }: Inner & { initial?: DateRow; event?: EventRecord }) {
  const s = useStyles();
  const { t } = useTranslation('calendar');
  const { userId } = useAuth();
  const notify = useNotify();
  const busy = saveEvent.isPending;
  const template = useEventTemplate();
  const fullTypes = useEventTypes();
  const resp = useQuery({ queryKey: ['responsibilities', userId], queryFn: () => api<{ is_manager: boolean; is_assigned_to_chain: boolean }>(`/api/v1/users/${userId}/responsibilities`) });
  const editing = !!event;
  const original = useMemo(() => (event ? rowOf(event) : null), [event]);
  const [forSubordinate, setForSubordinate] = useState(false);
  const [ownerId, setOwnerId] = useState<number | null>(null);
  const [pickedCategory, setCategoryId] = useState<number | null>(null);
  const [typeId, setTypeId] = useState<number | null>(event?.event_type_id ?? null);
  const [title, setTitle] = useState(event?.title ?? '');
  const [description, setDescription] = useState(event?.description ?? '');
  const [address, setAddress] = useState(event?.working_address ?? '');
  const [childBirth, setChildBirth] = useState(event?.child_birth_date?.slice(0, 10) ?? '');
  const [rows, setRows] = useState<DateRow[]>([original ?? initial ?? newRow()]);
  const [substituteId, setSubstituteId] = useState<number | null>(event?.substitute_id ?? null);
  const [payout, setPayout] = useState(event?.vacation_payout ?? false);
  const [sendFile, setSendFile] = useState(false);
  const [touched, setTouched] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  /** Bumped by a refused submit: then focus goes to the first invalid field (its message is an alert). */
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (!refused || !form.current) return;
    const invalid = form.current.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])');
    // Rules of the dates as a whole (overlap, advance, monthly limit) are said in the warnings: focus the first date.
    (invalid ?? form.current.querySelector<HTMLElement>('[role="group"] input:not([disabled])'))?.focus();
  }, [refused]);

  const tpl = template.data;
  const subordinates = tpl?.subordinates ?? [];
  const allCategories = tpl?.eventCategories ?? [];
  const categories = allCategories.filter((c) => !forSubordinate || c.isForSubordinate !== false);
  const categoryId = editing ? (allCategories.find((c) => c.eventTypes.some((x) => x.id === typeId))?.id ?? null) : pickedCategory;
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
  const owner = event ? event.user_id : forSubordinate ? ownerId : userId;
  const inProgress = event?.request_status === 'in_progress';
  const access = event && original
    ? editAccess({ rights: full?.edit_fields, row: original, canceled: event.status === 'canceled', inProgress })
    : { past: false, readOnly: false, title: true, description: true, start: true, end: true, other: true, substitute: true };

  const usage = useQuery({
    queryKey: ['calendar', 'usage', owner, typeId],
    queryFn: () => api<Usage>(`/api/v1/users/${owner}/event-usage`, { query: { event_type_id: typeId } }),
    enabled: !!owner && !!typeId && maxPerMonth > 0,
  });
  const used = useMemo(() => {
    const all = Object.fromEntries((usage.data ?? []).filter((u) => u.event_type_id === typeId).map((u) => [u.month, u.days]));
    return original && event?.status !== 'canceled' ? usedWithout(all, [original]) : all;
  }, [usage.data, typeId, original, event?.status]);

  const eligible = payoutEligible(rows[0]?.start ?? '', code);
  useEffect(() => {
    if (!eligible) setPayout(false);
  }, [eligible, typeId]);

  const datesChanged = !original || rows[0].start !== original.start || rows[0].end !== original.end;
  const past = rows.some((r) => isPastRow(r));
  const overlap = datesOverlap(rows);
  // Edit: the start rules apply only when the dates change; a past event's start is fixed (the server skips them).
  const rule = datesChanged && !access.past ? (rows.map((r) => startRule(r, minAdvance, canPast)).find(Boolean) ?? null) : null;
  const exceeded = monthlyLimitExceeded(rows, maxPerMonth, used);
  const managerOrChain = !!(tpl?.isManagerOrChainMember ?? (resp.data?.is_manager || resp.data?.is_assigned_to_chain));
  const subMissing = substituteMissing({ substituteNeeded, managerOrChain, past, substituteId });
  const ownerSubs = owner === userId ? tpl?.activeSubstitutions : subordinates.find((p) => p.id === owner)?.activeSubstitutions;
  const subs = substitutionChecks({
    rows, ownerSubs, substituteSubs: (tpl?.substitutes ?? []).find((p) => p.id === substituteId)?.activeSubstitutions, substituteId, eventId: event?.id,
  });
  const errors = {
    owner: forSubordinate && !ownerId,
    category: !editing && !categoryId,
    type: !typeId,
    title: !title.trim() || title.trim().length > EVENT_LIMITS.title,
    description: description.trim().length > EVENT_LIMITS.description,
    address: addressRequired && access.other && (!address.trim() || address.trim().length > EVENT_LIMITS.workingAddress),
    child: false,
    rows: rows.some((r) => rowErrors(r) !== null),
  };
  const blocked = Object.values(errors).some(Boolean) || overlap || !!rule || exceeded || subMissing || subs.ownerSubstituting === 'error' || access.readOnly;
  const req = (bad: boolean, msg = t('form.required')) => (touched && bad ? msg : undefined);

  const eventBody = () => {
    const [first] = rows;
    return {
      title: access.title || !event ? title.trim() : event.title,
      description: access.description || !event ? description.trim() || null : event.description,
      date_start: event && original && first.start === original.start ? event.date_start : toIso(first.start),
      date_end: event && original && first.end === original.end ? event.date_end : toIso(first.end),
      substitute_id: substituteId, event_type_id: typeId!, vacation_payout: payout, submitted_by_user_id: userId,
      working_address: addressRequired ? address.trim() : null, child_birth_date: childRequired && childBirth ? childBirth : null,
    };
  };

  const save = async () => {
    setTouched(true);
    if (blocked || !owner || !typeId) {
      setRefused((n) => n + 1);
      return;
    }
    try {
      await saveEvent.mutateAsync(event
        ? { owner, id: event.id, body: { event: eventBody(), send_calendar_file: sendFile } }
        : { owner, body: { event: eventBody(), send_calendar_file: sendFile, additional_dates: rows.slice(1).map((r) => ({ date_start: toIso(r.start), date_end: toIso(r.end) })) } });
      notify.success(t(event ? 'messages.event_has_been_updated' : 'messages.new_event_has_been_successfully_added'));
      (onSaved ?? onClose)();
    } catch (err) {
      notify.error(err);
    }
  };

  const earliest = new Date();
  earliest.setDate(earliest.getDate() + (minAdvance ?? 0));
  const loading = template.isLoading || (editing && fullTypes.isLoading);
  const substitutes = (tpl?.substitutes ?? []).filter((p) => p.id !== owner);

  return (
    <DialogSurface className={s.surface}>
      <form ref={form} noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <DialogBody>
          <DialogTitle>{t(editing ? 'form.editEvent' : 'form.newEvent')}</DialogTitle>
          <DialogContent className={s.content}>
            {loading && <Spinner size="small" label={t('common:loading')} />}
            {(template.isError || (editing && fullTypes.isError)) && <MessageBar intent="warning"><MessageBarBody>{t('errors:failed_to_retrieve_data')}</MessageBarBody></MessageBar>}
            {!editing && subordinates.length > 0 && (
              <RadioGroup layout="horizontal" aria-label={t('form.forWhom')} value={forSubordinate ? 'subordinate' : 'me'}
                onChange={(_e, d) => { setForSubordinate(d.value === 'subordinate'); setOwnerId(null); setCategoryId(null); setTypeId(null); }}>
                <Radio value="me" label={t('form.forMyself')} />
                <Radio value="subordinate" label={t('form.forSubordinate')} />
              </RadioGroup>
            )}
            {forSubordinate && (
              <Field label={t('form.subordinate')} required validationMessage={req(errors.owner)}>
                <Select value={ownerId ? String(ownerId) : ''} onChange={(_e, d) => setOwnerId(d.value ? Number(d.value) : null)}>
                  <option value="">{t('form.choose')}</option>
                  {subordinates.map((p) => <option key={p.id} value={p.id}>{p.fullName}</option>)}
                </Select>
              </Field>
            )}
            <div className={s.two}>
              <Field label={t('form.category')} required={!editing} validationMessage={req(errors.category)}>
                {editing ? <Input readOnly disabled value={category?.name ?? full?.category_name ?? ''} /> : (
                  <Select value={categoryId ? String(categoryId) : ''} onChange={(_e, d) => { setCategoryId(d.value ? Number(d.value) : null); setTypeId(null); }}>
                    <option value="">{t('form.choose')}</option>
                    {categories.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
                  </Select>
                )}
              </Field>
              <Field label={t('form.type')} required={!editing} validationMessage={req(errors.type)}>
                {editing ? <Input readOnly disabled value={type?.name ?? full?.name ?? event?.event_type.name ?? ''} /> : (
                  <Select value={typeId ? String(typeId) : ''} disabled={!category} onChange={(_e, d) => setTypeId(d.value ? Number(d.value) : null)}>
                    <option value="">{t('form.choose')}</option>
                    {types.map((x) => <option key={x.id} value={x.id}>{x.name}</option>)}
                  </Select>
                )}
              </Field>
            </div>
            <Field label={t('form.title')} required validationMessage={req(errors.title, title.trim() ? t('form.tooLong', { max: EVENT_LIMITS.title }) : undefined)}>
              <Input value={title} disabled={!access.title} onChange={(_e, d) => setTitle(d.value)} />
            </Field>
            <Field label={t('form.description')} validationMessage={errors.description ? t('form.tooLong', { max: EVENT_LIMITS.description }) : undefined}>
              <Textarea value={description} disabled={!access.description} onChange={(_e, d) => setDescription(d.value)} />
            </Field>
            {addressRequired && (
              <Field label={t('form.workingAddress')} required validationMessage={req(errors.address, address.trim() ? t('form.tooLong', { max: EVENT_LIMITS.workingAddress }) : undefined)}>
                <Input value={address} disabled={!access.other} onChange={(_e, d) => setAddress(d.value)} />
              </Field>
            )}
            {childRequired && (
              <DateField label={t('form.childBirthDate')} value={childBirth} disabled={!access.other} onChange={setChildBirth} />
            )}
            <DateRowsEditor rows={rows} locked={payout} touched={touched} onChange={setRows} single={editing} lockStart={!access.start} lockEnd={!access.end} />
            <Field label={t('form.substitute')} required={substituteNeeded && managerOrChain && !past} validationMessage={req(subMissing)}>
              <Combobox clearable placeholder={t('form.chooseSubstitute')} disabled={!access.substitute} value={(tpl?.substitutes ?? []).find((p) => p.id === substituteId)?.fullName ?? ''}
                selectedOptions={substituteId ? [String(substituteId)] : []} onOptionSelect={(_e, d) => setSubstituteId(d.optionValue ? Number(d.optionValue) : null)}>
                {substitutes.map((p) => <Option key={p.id} value={String(p.id)}>{p.fullName}</Option>)}
              </Combobox>
            </Field>
            {eligible && access.other && <Checkbox label={t('form.holidayPayout')} checked={payout} onChange={(_e, d) => setPayout(!!d.checked)} />}
            {!access.readOnly && <Checkbox label={t('form.sendCalendarFile')} checked={sendFile} onChange={(_e, d) => setSendFile(!!d.checked)} />}
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
              payout && { key: 'payoutLocksDates', intent: 'info' },
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
