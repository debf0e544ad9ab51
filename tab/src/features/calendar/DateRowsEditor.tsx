/**
 * Date ranges of the new event form: start and end per row (end at least start + 1 minute), add
 * and remove rows, quick ranges applied to the last row (start clamped to the first of the current
 * month). Values are shown as DD/MM/YYYY HH:mm under the pickers. Locked while a payout is chosen.
 * `single` (edit mode): one row, no add/remove; `lockStart`/`lockEnd` lock one picker (past events,
 * edit rights); quick ranges are offered only while both pickers are free.
 */
import { Button, Field, Input, makeStyles, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, tokens } from '@fluentui/react-components';
import { Add20Regular, CalendarLtr20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { minEnd, newRow, QUICK_KEYS, quickRange, rowErrors, showDateTime, type DateRow } from './eventFormLogic';

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: '1fr 1fr auto', gap: tokens.spacingHorizontalM, alignItems: 'start' },
  remove: { marginTop: '26px' },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export function DateRowsEditor({ rows, locked, touched, onChange, single = false, lockStart = false, lockEnd = false }: {
  rows: DateRow[];
  locked: boolean;
  touched: boolean;
  onChange: (rows: DateRow[]) => void;
  single?: boolean;
  lockStart?: boolean;
  lockEnd?: boolean;
}) {
  const s = useStyles();
  const { t } = useTranslation('calendar');
  const set = (i: number, r: Partial<DateRow>) => onChange(rows.map((x, j) => (j === i ? { ...x, ...r } : x)));
  return (
    <>
      {rows.map((r, i) => {
        const err = rowErrors(r);
        return (
          <div key={i} className={s.row} role="group" aria-label={t('form.dateRow', { n: i + 1 })}>
            <Field label={t('form.start')} required hint={showDateTime(r.start)} validationMessage={touched && err === 'required' && !r.start ? t('form.required') : undefined}>
              <Input type="datetime-local" value={r.start} disabled={locked || lockStart}
                onChange={(_e, d) => set(i, { start: d.value, end: r.end && d.value && r.end < d.value ? (minEnd(d.value) ?? '') : r.end })} />
            </Field>
            <Field label={t('form.end')} required hint={showDateTime(r.end)}
              validationMessage={err === 'endBeforeStart' ? t('form.endBeforeStart') : touched && err === 'required' && !r.end ? t('form.required') : undefined}>
              <Input type="datetime-local" value={r.end} min={minEnd(r.start)} disabled={locked || lockEnd} onChange={(_e, d) => set(i, { end: d.value })} />
            </Field>
            {rows.length > 1 && !single ? (
              <Button className={s.remove} appearance="subtle" icon={<Delete20Regular />} aria-label={t('form.removeRow', { n: i + 1 })} disabled={locked}
                onClick={() => onChange(rows.filter((_x, j) => j !== i))} />
            ) : <span />}
          </div>
        );
      })}
      {!(single && (lockStart || lockEnd)) && (
        <div className={s.bar}>
          {!single && <Button icon={<Add20Regular />} disabled={locked} onClick={() => onChange([...rows, newRow()])}>{t('form.addRange')}</Button>}
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button icon={<CalendarLtr20Regular />} disabled={locked}>{t('form.quickRanges')}</Button>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {QUICK_KEYS.map((k) => (
                  <MenuItem key={k} onClick={() => onChange([...rows.slice(0, -1), quickRange(k)])}>{t(`form.quick.${k}`)}</MenuItem>
                ))}
              </MenuList>
            </MenuPopover>
          </Menu>
        </div>
      )}
    </>
  );
}
