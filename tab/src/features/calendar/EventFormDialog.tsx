/**
 * New event (spec 2 §2 Calendar, §5 New event form and Old event form): for myself or for my
 * subordinate, category → type, title, description, working address and child birth date when the
 * type asks, date ranges (extra ranges become separate events), substitute, holiday payout (≥5 days
 * ahead, code A/K/M; locks the dates), send calendar file, and the warnings of the old form.
 * POST /api/v1/users/{owner}/events; the server's error codes show as toasts.
 */
import {
  Button, Checkbox, Combobox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, makeStyles,
  MessageBar, MessageBarBody, Option, Radio, RadioGroup, Select, Spinner, Textarea, tokens,
} from '@fluentui/react-components';
import { EVENT_LIMITS } from './limits';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { useNotify } from '../../components/notify';
import { api } from '../../lib/api';
import { useEventTypes } from '../event-types/eventTypesApi';
import { invalidateCalendar, useEventTemplate } from './calendarApi';
import { DateRowsEditor } from './DateRowsEditor';
import {
  datesOverlap, isPastRow, monthlyLimitExceeded, newRow, payoutEligible, rowErrors, showDate, startRule, substituteMissing, toIso, type DateRow,
} from './eventFormLogic';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: '100%' },
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  two: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(min(260px, 100%), 1fr))' },
  warnings: { display: 'grid', gap: tokens.spacingVerticalXS },
});

type Usage = { event_type_id: number; month: string; days: number; max: number }[];

export function NewEventDialog({ initial, onClose }: { initial?: DateRow; onClose: () => void }) {
  const s = useStyles();
  const { t } = useTranslation('calendar');
  const { userId } = useAuth();
  const notify = useNotify();
  const qc = useQueryClient();
  const template = useEventTemplate();
  const fullTypes = useEventTypes();
  const resp = useQuery({ queryKey: ['responsibilities', userId], queryFn: () => api<{ is_manager: boolean; is_assigned_to_chain: boolean }>(`/api/v1/users/${userId}/responsibilities`) });
  const [forSubordinate, setForSubordinate] = useState(false);
  const [ownerId, setOwnerId] = useState<number | null>(null);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [typeId, setTypeId] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [address, setAddress] = useState('');
  const [childBirth, setChildBirth] = useState('');
  const [rows, setRows] = useState<DateRow[]>([initial ?? newRow()]);
  const [substituteId, setSubstituteId] = useState<number | null>(null);
  const [payout, setPayout] = useState(false);
  const [sendFile, setSendFile] = useState(false);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);

  const tpl = template.data;
  const subordinates = tpl?.subordinates ?? [];
  const categories = (tpl?.eventCategories ?? []).filter((c) => !forSubordinate || c.isForSubordinate !== false);
  const category = categories.find((c) => c.id === categoryId);
  const full = (fullTypes.data ?? []).find((x) => x.id === typeId);
  const type = category?.eventTypes.find((x) => x.id === typeId);
  const types = (category?.eventTypes ?? []).filter((x) => {
    if (!forSubordinate) return true;
    const f = (fullTypes.data ?? []).find((y) => y.id === x.id);
    return x.canManagerSubmit ?? (f ? f.can_manager_submit || f.unattendance_code === EVENT_LIMITS.forAnotherUserCode : true);
  });
  const code = type?.unattendanceCode ?? full?.unattendance_code ?? null;
  const addressRequired = !!(type?.isAddressRequired ?? full?.address_required);
  const childRequired = !!(type?.isChildInfoRequired ?? full?.is_child_info_required);
  const substituteNeeded = !!(type?.substituteNeeded ?? full?.substitute_needed);
  const needsApproval = !!(type?.needsApproval ?? full?.needs_approval);
  const canPast = !!(type?.canCreatePastEvents ?? full?.edit_fields?.can_create_past_event);
  const minAdvance = type?.minAdvanceTime ?? full?.min_advance_time ?? 0;
  const maxPerMonth = type?.maxUsagePerMonth ?? full?.times_per_month_per_user ?? 0;
  const owner = forSubordinate ? ownerId : userId;

  const usage = useQuery({
    queryKey: ['calendar', 'usage', owner, typeId],
    queryFn: () => api<Usage>(`/api/v1/users/${owner}/event-usage`, { query: { event_type_id: typeId } }),
    enabled: !!owner && !!typeId && maxPerMonth > 0,
  });
  const used = useMemo(() => Object.fromEntries((usage.data ?? []).filter((u) => u.event_type_id === typeId).map((u) => [u.month, u.days])), [usage.data, typeId]);

  const eligible = payoutEligible(rows[0]?.start ?? '', code);
  useEffect(() => {
    if (!eligible) setPayout(false);
  }, [eligible, typeId]);

  const past = rows.some((r) => isPastRow(r));
  const overlap = datesOverlap(rows);
  const rule = rows.map((r) => startRule(r, minAdvance, canPast)).find(Boolean) ?? null;
  const exceeded = monthlyLimitExceeded(rows, maxPerMonth, used);
  const subMissing = substituteMissing({
    substituteNeeded, managerOrChain: !!(tpl?.isManagerOrChainMember ?? (resp.data?.is_manager || resp.data?.is_assigned_to_chain)), past, substituteId,
  });
  const errors = {
    owner: forSubordinate && !ownerId,
    category: !categoryId,
    type: !typeId,
    title: !title.trim() || title.trim().length > EVENT_LIMITS.title,
    description: description.trim().length > EVENT_LIMITS.description,
    address: addressRequired && (!address.trim() || address.trim().length > EVENT_LIMITS.workingAddress),
    child: false,
    rows: rows.some((r) => rowErrors(r) !== null),
  };
  const blocked = Object.values(errors).some(Boolean) || overlap || !!rule || exceeded || subMissing;
  const req = (bad: boolean, msg = t('form.required')) => (touched && bad ? msg : undefined);

  const save = async () => {
    setTouched(true);
    if (blocked || !owner || !typeId) return;
    setBusy(true);
    try {
      const [first, ...more] = rows;
      await api(`/api/v1/users/${owner}/events`, {
        method: 'POST',
        body: {
          event: {
            title: title.trim(), description: description.trim() || null, date_start: toIso(first.start), date_end: toIso(first.end),
            substitute_id: substituteId, event_type_id: typeId, vacation_payout: payout, submitted_by_user_id: userId,
            working_address: addressRequired ? address.trim() : null, child_birth_date: childRequired && childBirth ? childBirth : null,
          },
          send_calendar_file: sendFile,
          additional_dates: more.map((r) => ({ date_start: toIso(r.start), date_end: toIso(r.end) })),
        },
      });
      await invalidateCalendar(qc);
      notify.success(t('messages.new_event_has_been_successfully_added'));
      onClose();
    } catch (err) {
      notify.error(err);
    } finally {
      setBusy(false);
    }
  };

  const warn = (key: string, intent: 'warning' | 'error' | 'info' = 'warning', opts?: Record<string, unknown>) => (
    <MessageBar key={key} intent={intent}><MessageBarBody>{t(`warnings.${key}`, opts)}</MessageBarBody></MessageBar>
  );
  const earliest = new Date();
  earliest.setDate(earliest.getDate() + (minAdvance ?? 0));

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && !busy && onClose()}>
      <DialogSurface className={s.surface}>
        <form onSubmit={(e) => { e.preventDefault(); void save(); }}>
          <DialogBody>
            <DialogTitle>{t('form.newEvent')}</DialogTitle>
            <DialogContent className={s.content}>
              {template.isLoading && <Spinner size="small" label={t('common:loading')} />}
              {template.isError && <MessageBar intent="warning"><MessageBarBody>{t('errors:failed_to_retrieve_data')}</MessageBarBody></MessageBar>}
              {subordinates.length > 0 && (
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
                <Field label={t('form.category')} required validationMessage={req(errors.category)}>
                  <Select value={categoryId ? String(categoryId) : ''} onChange={(_e, d) => { setCategoryId(d.value ? Number(d.value) : null); setTypeId(null); }}>
                    <option value="">{t('form.choose')}</option>
                    {categories.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
                  </Select>
                </Field>
                <Field label={t('form.type')} required validationMessage={req(errors.type)}>
                  <Select value={typeId ? String(typeId) : ''} disabled={!category} onChange={(_e, d) => setTypeId(d.value ? Number(d.value) : null)}>
                    <option value="">{t('form.choose')}</option>
                    {types.map((x) => <option key={x.id} value={x.id}>{x.name}</option>)}
                  </Select>
                </Field>
              </div>
              <Field label={t('form.title')} required validationMessage={req(errors.title, title.trim() ? t('form.tooLong', { max: EVENT_LIMITS.title }) : undefined)}>
                <Input value={title} onChange={(_e, d) => setTitle(d.value)} />
              </Field>
              <Field label={t('form.description')} validationMessage={errors.description ? t('form.tooLong', { max: EVENT_LIMITS.description }) : undefined}>
                <Textarea value={description} onChange={(_e, d) => setDescription(d.value)} />
              </Field>
              {addressRequired && (
                <Field label={t('form.workingAddress')} required validationMessage={req(errors.address, address.trim() ? t('form.tooLong', { max: EVENT_LIMITS.workingAddress }) : undefined)}>
                  <Input value={address} onChange={(_e, d) => setAddress(d.value)} />
                </Field>
              )}
              {childRequired && (
                <Field label={t('form.childBirthDate')} hint={childBirth ? showDate(childBirth) : undefined}>
                  <Input type="date" value={childBirth} onChange={(_e, d) => setChildBirth(d.value)} />
                </Field>
              )}
              <DateRowsEditor rows={rows} locked={payout} touched={touched} onChange={setRows} />
              <Field label={t('form.substitute')} required={substituteNeeded}>
                <Combobox clearable placeholder={t('form.chooseSubstitute')} value={(tpl?.substitutes ?? []).find((p) => p.id === substituteId)?.fullName ?? ''}
                  selectedOptions={substituteId ? [String(substituteId)] : []} onOptionSelect={(_e, d) => setSubstituteId(d.optionValue ? Number(d.optionValue) : null)}>
                  {(tpl?.substitutes ?? []).filter((p) => p.id !== owner).map((p) => <Option key={p.id} value={String(p.id)}>{p.fullName}</Option>)}
                </Combobox>
              </Field>
              {eligible && <Checkbox label={t('form.holidayPayout')} checked={payout} onChange={(_e, d) => setPayout(!!d.checked)} />}
              <Checkbox label={t('form.sendCalendarFile')} checked={sendFile} onChange={(_e, d) => setSendFile(!!d.checked)} />
              <div className={s.warnings} aria-live="polite">
                {subMissing && warn('substituteMandatory', 'error')}
                {overlap && warn('event_dates_overlapping_warning', 'error')}
                {exceeded && warn('exceeded_event_times_per_month', 'error', { max: maxPerMonth })}
                {rule === 'minAdvance' && warn('minAdvance', 'error', { days: minAdvance, date: showDate(earliest) })}
                {rule === 'pastStart' && warn('pastStart', 'error')}
                {past && canPast && warn('pastEvent')}
                {payout && warn('payoutLocksDates', 'info')}
                {needsApproval && warn('needsApproval', 'info')}
              </div>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={busy}>{t('common:cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={busy || template.isLoading || (touched && blocked)} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {t('form.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
