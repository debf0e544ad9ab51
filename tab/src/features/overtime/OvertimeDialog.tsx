/**
 * New overtime (spec 2 §5 Overtime (old), §9): rows of date and from/to (00:00 as the end counts as
 * 24:00) with their totals and the sum; adding a row stays disabled while a row has no positive
 * total (wrong_overtime_time); compensation options with the labour-code notes (art. 144).
 * POST /api/v1/users/overtimes, one request per date; failed dates are listed with their error.
 * A manager (the template lists subordinates) may register it for a subordinate (body `user_id`).
 */
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, makeStyles, MessageBar, MessageBarBody,
  Radio, RadioGroup, Select, Spinner, Text, tokens,
} from '@fluentui/react-components';
import { Add20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField, TimeField } from '../../components/DateTimeField';
import { useNotify } from '../../components/notify';
import { ApiError } from '../../lib/api';
import { instantToField, useCompanyZone } from '../../lib/dates';
import { useEventTemplate } from '../calendar/calendarApi';
import { useCreateOvertime, type OvertimeReply as Reply } from './overtimeApi';
import { canAddRow, endForServer, formatHoursMinutes, rowMinutes, totalMinutes, type OvertimeRow } from './overtimeLogic';
import { useReturnFocus } from '../../components/useReturnFocus';

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: '100%' },
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  row: { display: 'grid', gridTemplateColumns: '1.4fr 1fr 1fr 70px auto', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  total: { paddingBottom: tokens.spacingVerticalS, fontWeight: tokens.fontWeightSemibold },
  notes: { margin: 0, paddingLeft: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground2 },
});

/** A new row on the company's today (`zone`; the times are the company's clock, sent as typed). */
const emptyRow = (zone: string): OvertimeRow => ({ overtime_date: instantToField(new Date(), zone).slice(0, 10), time_from: '', time_to: '' });

export function OvertimeDialog({ onClose }: { onClose: () => void }) {
  useReturnFocus();
  const s = useStyles();
  const { t } = useTranslation('calendar');
  const notify = useNotify();
  const zone = useCompanyZone();
  const [rows, setRows] = useState<OvertimeRow[]>(() => [emptyRow(zone)]);
  const [compensation, setCompensation] = useState<'laborCode' | 'holiday'>('laborCode');
  const [failed, setFailed] = useState<Reply['failed']>([]);
  const create = useCreateOvertime();
  const busy = create.isPending;
  const template = useEventTemplate();
  const subordinates = template.data?.subordinates ?? [];
  const [forSubordinate, setForSubordinate] = useState(false);
  const [ownerId, setOwnerId] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  const ownerMissing = forSubordinate && !ownerId;
  const valid = canAddRow(rows);
  const set = (i: number, r: Partial<OvertimeRow>) => setRows((all) => all.map((x, j) => (j === i ? { ...x, ...r } : x)));

  const save = async () => {
    setTouched(true);
    if (!valid || ownerMissing) return;
    try {
      const reply = await create.mutateAsync({
        ...(forSubordinate && ownerId ? { user_id: ownerId } : {}),
        compensation_option: compensation, rows: rows.map((r) => ({ ...r, time_to: endForServer(r.time_to) })),
      });
      if (reply.created.length) notify.success(t('messages.overtime_created'));
      if (reply.failed.length) {
        setFailed(reply.failed);
        setRows((all) => all.filter((r) => reply.failed.some((f) => f.overtime_date === r.overtime_date)));
      } else onClose();
    } catch (err) {
      if (err instanceof ApiError && Array.isArray(err.body.failed)) setFailed(err.body.failed as Reply['failed']);
      notify.error(err);
    }
  };

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && !busy && onClose()}>
      <DialogSurface className={s.surface}>
        <form noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
          <DialogBody>
            <DialogTitle>{t('overtime.title')}</DialogTitle>
            <DialogContent className={s.content}>
              {subordinates.length > 0 && (
                <RadioGroup layout="horizontal" aria-label={t('form.forWhom')} value={forSubordinate ? 'subordinate' : 'me'}
                  onChange={(_e, d) => { setForSubordinate(d.value === 'subordinate'); setOwnerId(null); setFailed([]); }}>
                  <Radio value="me" label={t('form.forMyself')} />
                  <Radio value="subordinate" label={t('form.forSubordinate')} />
                </RadioGroup>
              )}
              {forSubordinate && (
                <Field label={t('form.subordinate')} required validationMessage={touched && ownerMissing ? t('form.required') : undefined}>
                  <Select value={ownerId ? String(ownerId) : ''} onChange={(_e, d) => { setOwnerId(d.value ? Number(d.value) : null); setFailed([]); }}>
                    <option value="">{t('form.choose')}</option>
                    {subordinates.map((p) => <option key={p.id} value={p.id}>{p.fullName}</option>)}
                  </Select>
                </Field>
              )}
              {rows.map((r, i) => {
                const m = rowMinutes(r);
                const wrong = m !== null && m <= 0;
                return (
                  <div key={i}>
                    <div className={s.row} role="group" aria-label={t('overtime.row', { n: i + 1 })}>
                      <DateField label={t('overtime.date')} required value={r.overtime_date} onChange={(v) => set(i, { overtime_date: v })} />
                      <TimeField label={t('overtime.from')} required value={r.time_from} onChange={(v) => set(i, { time_from: v })} />
                      <TimeField label={t('overtime.to')} required hint={r.time_to === '00:00' ? '24:00' : undefined} value={r.time_to} onChange={(v) => set(i, { time_to: v })} />
                      <Text className={s.total} aria-label={t('overtime.rowTotal')}>{m !== null && m > 0 ? formatHoursMinutes(m) : '—'}</Text>
                      <Button appearance="subtle" icon={<Delete20Regular />} aria-label={t('overtime.removeRow', { n: i + 1 })} disabled={rows.length === 1}
                        onClick={() => setRows((all) => all.filter((_x, j) => j !== i))} />
                    </div>
                    {wrong && <Text role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>{t('warnings.wrong_overtime_time')}</Text>}
                    {failed.filter((f) => f.overtime_date === r.overtime_date).map((f) => (
                      <Text key={f.error_code} role="alert" style={{ color: tokens.colorPaletteRedForeground1, display: 'block' }}>{t(`errors:${f.error_code}`, { defaultValue: t('errors:overtime_error', { defaultValue: f.error_code }) })}</Text>
                    ))}
                  </div>
                );
              })}
              <div>
                <Button icon={<Add20Regular />} disabled={!valid} onClick={() => setRows((all) => [...all, { ...emptyRow(zone), overtime_date: all[all.length - 1]?.overtime_date ?? emptyRow(zone).overtime_date }])}>
                  {t('overtime.addRow')}
                </Button>
              </div>
              <Text weight="semibold">{t('overtime.total', { total: formatHoursMinutes(totalMinutes(rows)) })}</Text>
              <Field label={t('overtime.compensationLabel')}>
                <RadioGroup value={compensation} onChange={(_e, d) => setCompensation(d.value as 'laborCode' | 'holiday')}>
                  <Radio value="laborCode" label={t('overtime.compensation.laborCode')} />
                  <Radio value="holiday" label={t('overtime.compensation.holiday')} />
                </RadioGroup>
              </Field>
              <MessageBar intent="info">
                <MessageBarBody>
                  {t('overtime.notesTitle')}
                  <ul className={s.notes}>
                    {(['n1', 'n2', 'n4', 'n5'] as const).map((k) => <li key={k}>{t(`overtime.notes.${k}`)}</li>)}
                  </ul>
                </MessageBarBody>
              </MessageBar>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={busy}>{t('common:cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={busy || !valid || (touched && ownerMissing)} icon={busy ? <Spinner size="tiny" /> : undefined}>{t('overtime.submit')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
