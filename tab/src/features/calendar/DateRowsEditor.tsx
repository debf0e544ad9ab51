/**
 * Date ranges of the new event form: start and end per row (end at least start + 1 minute), add
 * and remove rows, quick ranges applied to the last row (start clamped to the first of the current
 * month). Each is one DateTimeField (DD/MM/YYYY HH:mm, spec 2 §9) at the company's clock; new rows and
 * quick ranges take the company's today (issue 11). Locked while a payout is chosen.
 * `single` (edit mode): one row, no add/remove; `lockStart`/`lockEnd` lock one picker (past events,
 * edit rights); quick ranges are offered only while both pickers are free.
 * Issue 12 item 4: a field never rewrites another while the user types (the fields commit on blur,
 * Enter or a picker choice); when a committed start falls after the row's end, the end follows it
 * (keeping the row's length, see {@link followStart}) and the End field says so in a note.
 */
import { Button, makeStyles, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Text, tokens } from '@fluentui/react-components';
import { Add20Regular, CalendarLtr20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../components/DateTimeField';
import { useCompanyZone } from '../../lib/dates';
import { followStart, newRow, QUICK_KEYS, quickRange, rowErrors, showDateTime, wallNow, type DateRow } from './eventFormLogic';

const useStyles = makeStyles({
  // Start and end side by side while each has room for its date and time, stacked on a phone.
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  field: { flex: '1 1 260px', minWidth: 0 },
  remove: { marginTop: '26px' },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export function DateRowsEditor({ rows, locked, touched, onChange, single = false, lockStart = false, lockEnd = false, error }: {
  rows: DateRow[];
  /** A message about the dates (the server's), shown under the rows. */
  error?: string;
  locked: boolean;
  touched: boolean;
  onChange: (rows: DateRow[]) => void;
  single?: boolean;
  lockStart?: boolean;
  lockEnd?: boolean;
}) {
  const s = useStyles();
  const { t } = useTranslation('calendar');
  const zone = useCompanyZone();
  /** Row index → the end the start moved it to (shown under End until the end or the rows change). */
  const [moved, setMoved] = useState<Record<number, string>>({});
  const set = (i: number, r: Partial<DateRow>) => onChange(rows.map((x, j) => (j === i ? { ...x, ...r } : x)));
  const setStart = (i: number, start: string) => {
    const end = followStart(rows[i], start);
    set(i, { start, end });
    setMoved(({ [i]: _old, ...rest }) => (end !== rows[i].end ? { ...rest, [i]: end } : rest));
  };
  const setEnd = (i: number, end: string) => {
    set(i, { end });
    setMoved(({ [i]: _old, ...rest }) => rest);
  };
  const replace = (next: DateRow[]) => {
    setMoved({});
    onChange(next);
  };
  return (
    <>
      {rows.map((r, i) => {
        const err = rowErrors(r);
        return (
          <div key={i} className={s.row} role="group" aria-label={t('form.dateRow', { n: i + 1 })}>
            <DateTimeField className={s.field} label={t('form.start')} required value={r.start} disabled={locked || lockStart} onChange={(v) => setStart(i, v)}
              validationMessage={touched && err === 'required' && !r.start ? t('form.required') : undefined} />
            <DateTimeField className={s.field} label={t('form.end')} required value={r.end} disabled={locked || lockEnd} onChange={(v) => setEnd(i, v)}
              note={moved[i] && moved[i] === r.end ? t('form.endFollowed', { date: showDateTime(r.end) }) : undefined}
              validationMessage={err === 'endBeforeStart' ? t('form.endBeforeStart') : touched && err === 'required' && !r.end ? t('form.required') : undefined} />
            {rows.length > 1 && !single ? (
              <Button className={s.remove} appearance="subtle" icon={<Delete20Regular />} aria-label={t('form.removeRow', { n: i + 1 })} disabled={locked}
                onClick={() => replace(rows.filter((_x, j) => j !== i))} />
            ) : <span />}
          </div>
        );
      })}
      {error && <Text role="alert" size={200} className={s.error}>{error}</Text>}
      {!(single && (lockStart || lockEnd)) && (
        <div className={s.bar}>
          {!single && <Button icon={<Add20Regular />} disabled={locked} onClick={() => replace([...rows, newRow(wallNow(zone))])}>{t('form.addRange')}</Button>}
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button icon={<CalendarLtr20Regular />} disabled={locked}>{t('form.quickRanges')}</Button>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {QUICK_KEYS.map((k) => (
                  <MenuItem key={k} onClick={() => replace([...rows.slice(0, -1), quickRange(k, wallNow(zone))])}>{t(`form.quick.${k}`)}</MenuItem>
                ))}
              </MenuList>
            </MenuPopover>
          </Menu>
        </div>
      )}
    </>
  );
}
