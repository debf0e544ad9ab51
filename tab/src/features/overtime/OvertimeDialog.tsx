/**
 * New overtime (spec 2 §5 Overtime (old), §9): rows of date and from/to (00:00 as the end counts as
 * 24:00) with their totals and the sum; adding a row stays disabled while a row has no positive
 * total (wrong_overtime_time); compensation options with the labour-code notes (art. 144).
 * POST /api/v1/users/overtimes, one request per date; failed dates are listed with their error.
 * A manager (the template lists subordinates) may register it for a subordinate (body `user_id`).
 * The form is react-hook-form (rows in a field array) with `zodResolver(overtimeFormSchema)`, which
 * ends in the contract's `overtimeCreateBody`; the dates a failed reply names stay in the form.
 */
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, makeStyles, mergeClasses, MessageBar, MessageBarBody,
  Radio, RadioGroup, Select, Spinner, Text, tokens,
} from '@fluentui/react-components';
import { Add20Regular, Delete20Regular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField, TimeField } from '../../components/DateTimeField';
import { useNotify } from '../../components/notify';
import { ApiError } from '../../lib/api';
import { instantToField, useCompanyZone } from '../../lib/dates';
import { useEventTemplate } from '../calendar/calendarApi';
import { useCreateOvertime, type OvertimeReply as Reply } from './overtimeApi';
import { canAddRow, formatHoursMinutes, overtimeFormSchema, rowMinutes, totalMinutes, type OvertimeBody, type OvertimeForm, type OvertimeRow } from './overtimeLogic';
import { useReturnFocus } from '../../components/useReturnFocus';

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: '100%' },
  // one column as wide as the dialog (nothing inside may widen it on a phone)
  content: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
  forWhom: { flexWrap: 'wrap' },
  row: {
    display: 'grid', gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr) 70px auto', gap: tokens.spacingHorizontalS, alignItems: 'start',
    // on a phone: the date on a line of its own, then from and to, then the row's total and its delete button
    '@media (max-width: 599px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
  date: { '@media (max-width: 599px)': { gridColumn: '1 / -1' } },
  // the row's total and delete button level with the inputs: below the fields' one-line label (Fluent's
  // Label: its line, 2 px above and below, 2 px margin), as high as an input; the hints and messages
  // under the inputs do not move them
  besideInputs: {
    marginTop: `calc(${tokens.lineHeightBase300} + 3 * ${tokens.spacingVerticalXXS})`, minHeight: '32px', display: 'flex', alignItems: 'center',
    '@media (max-width: 599px)': { marginTop: 0 },
  },
  remove: { justifySelf: 'end' },
  total: { fontWeight: tokens.fontWeightSemibold },
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
  const { control, handleSubmit, setValue, formState: { errors, isSubmitted } } = useForm<OvertimeForm, unknown, OvertimeBody>({
    resolver: zodResolver(overtimeFormSchema),
    defaultValues: { for_subordinate: false, user_id: '', compensation_option: 'laborCode', rows: [emptyRow(zone)] },
  });
  const fieldRows = useFieldArray({ control, name: 'rows' });
  const rows = useWatch({ control, name: 'rows' });
  const forSubordinate = useWatch({ control, name: 'for_subordinate' });
  const [failed, setFailed] = useState<Reply['failed']>([]);
  const create = useCreateOvertime();
  const busy = create.isPending;
  const template = useEventTemplate();
  const subordinates = template.data?.subordinates ?? [];
  const valid = canAddRow(rows);

  const save = async (body: OvertimeBody) => {
    try {
      const reply = await create.mutateAsync(body);
      if (reply.created.length) notify.success(t('messages.overtime_created'));
      if (reply.failed.length) {
        setFailed(reply.failed);
        setValue('rows', rows.filter((r) => reply.failed.some((f) => f.overtime_date === r.overtime_date)));
      } else onClose();
    } catch (err) {
      if (err instanceof ApiError && Array.isArray(err.body.failed)) setFailed(err.body.failed as Reply['failed']);
      notify.error(err);
    }
  };

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && !busy && onClose()}>
      <DialogSurface className={s.surface}>
        <form noValidate onSubmit={(e) => void handleSubmit(save)(e)}>
          <DialogBody>
            <DialogTitle>{t('overtime.title')}</DialogTitle>
            <DialogContent className={s.content}>
              {subordinates.length > 0 && (
                <Controller control={control} name="for_subordinate" render={({ field }) => (
                  <RadioGroup layout="horizontal" className={s.forWhom} aria-label={t('form.forWhom')} value={field.value ? 'subordinate' : 'me'}
                    onChange={(_e, d) => { field.onChange(d.value === 'subordinate'); setValue('user_id', ''); setFailed([]); }}>
                    <Radio value="me" label={t('form.forMyself')} />
                    <Radio value="subordinate" label={t('form.forSubordinate')} />
                  </RadioGroup>
                )} />
              )}
              {forSubordinate && (
                <Field label={t('form.subordinate')} required validationMessage={errors.user_id ? t('form.required') : undefined}>
                  <Controller control={control} name="user_id" render={({ field }) => (
                    <Select value={field.value} onBlur={field.onBlur} onChange={(_e, d) => { field.onChange(d.value); setFailed([]); }}>
                      <option value="">{t('form.choose')}</option>
                      {subordinates.map((p) => <option key={p.id} value={p.id}>{p.fullName}</option>)}
                    </Select>
                  )} />
                </Field>
              )}
              {fieldRows.fields.map((row, i) => {
                const r: OvertimeRow = rows[i] ?? row;
                const m = rowMinutes(r);
                // a row's own rule shows as soon as both times give no positive total (as before), and after a submit for any incomplete row
                const wrong = (m !== null && m <= 0) || (isSubmitted && !!errors.rows?.[i]);
                return (
                  <div key={row.id}>
                    <div className={s.row} role="group" aria-label={t('overtime.row', { n: i + 1 })}>
                      <Controller control={control} name={`rows.${i}.overtime_date`} render={({ field }) => (
                        <div className={s.date}><DateField label={t('overtime.date')} required value={field.value} onChange={field.onChange} /></div>
                      )} />
                      <Controller control={control} name={`rows.${i}.time_from`} render={({ field }) => (
                        <TimeField label={t('overtime.from')} required value={field.value} onChange={field.onChange} />
                      )} />
                      <Controller control={control} name={`rows.${i}.time_to`} render={({ field }) => (
                        <TimeField label={t('overtime.to')} required hint={field.value === '00:00' ? '24:00' : undefined} value={field.value} onChange={field.onChange} />
                      )} />
                      <Text className={mergeClasses(s.besideInputs, s.total)} aria-label={t('overtime.rowTotal')}>{m !== null && m > 0 ? formatHoursMinutes(m) : '—'}</Text>
                      <Button appearance="subtle" className={mergeClasses(s.besideInputs, s.remove)} icon={<Delete20Regular />} aria-label={t('overtime.removeRow', { n: i + 1 })} disabled={fieldRows.fields.length === 1}
                        onClick={() => fieldRows.remove(i)} />
                    </div>
                    {wrong && <Text role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>{t('warnings.wrong_overtime_time')}</Text>}
                    {failed.filter((f) => f.overtime_date === r.overtime_date).map((f) => (
                      <Text key={f.error_code} role="alert" style={{ color: tokens.colorPaletteRedForeground1, display: 'block' }}>{t(`errors:${f.error_code}`, { defaultValue: t('errors:overtime_error', { defaultValue: f.error_code }) })}</Text>
                    ))}
                  </div>
                );
              })}
              <div>
                <Button icon={<Add20Regular />} disabled={!valid} onClick={() => fieldRows.append({ ...emptyRow(zone), overtime_date: rows[rows.length - 1]?.overtime_date ?? emptyRow(zone).overtime_date })}>
                  {t('overtime.addRow')}
                </Button>
              </div>
              <Text weight="semibold">{t('overtime.total', { total: formatHoursMinutes(totalMinutes(rows)) })}</Text>
              <Field label={t('overtime.compensationLabel')}>
                <Controller control={control} name="compensation_option" render={({ field }) => (
                  <RadioGroup value={field.value} onChange={(_e, d) => field.onChange(d.value as OvertimeForm['compensation_option'])}>
                    <Radio value="laborCode" label={t('overtime.compensation.laborCode')} />
                    <Radio value="holiday" label={t('overtime.compensation.holiday')} />
                  </RadioGroup>
                )} />
              </Field>
              <MessageBar intent="info" layout="multiline">
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
              <Button appearance="primary" type="submit" disabled={busy || !valid || !!errors.user_id} icon={busy ? <Spinner size="tiny" /> : undefined}>{t('overtime.submit')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
