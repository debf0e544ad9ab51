/**
 * The one date / time / date-time field of the tab (issue 11 "Date pickers", issue 12 item 4;
 * DESIGN.md building blocks), on the Fluent compat pickers (`@fluentui/react-datepicker-compat`,
 * `@fluentui/react-timepicker-compat`) instead of the browser's native inputs:
 * - shows and parses the spec's formats (document 2 §9) in both languages: DD/MM/YYYY and HH:mm
 *   (24-hour); the hint names the same format the field shows;
 * - values are strings: `YYYY-MM-DD` (DateField), `HH:mm` (TimeField), `YYYY-MM-DDTHH:mm`
 *   (DateTimeField, local wall clock as `datetime-local` had it), '' when empty;
 * - `onChange` receives committed values only: a typed text is committed on blur, Enter or a choice
 *   in the picker, never while the user types; a date-time commits when both parts are present
 *   ('' when one is cleared);
 * - years outside 1900–2100 and unparsable texts are refused at the field with a message (the
 *   committed value stays as it was);
 * - the calendar opens from its icon, ArrowDown or Enter, not on a click into the text (a click
 *   while typing would validate the half-typed text).
 * The Field around the control (label, required, hint, the form's `validationMessage`, a `note`)
 * is part of the component; the field's own message wins over the form's. The ref reaches the
 * (date) input, so a form can move focus to it.
 */
import {
  Field, FieldContextProvider, makeStyles, tokens, type FieldProps,
} from '@fluentui/react-components';
import { DatePicker, defaultDatePickerStrings, type CalendarStrings, type DatePickerValidationResultData } from '@fluentui/react-datepicker-compat';
import { TimePicker, type TimePickerProps } from '@fluentui/react-timepicker-compat';
import { forwardRef, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFluentSlotLabels } from './fluentLabels';

/** Years a date field accepts (issue 12 item 4). */
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2100;
export const DATE_FORMAT = 'DD/MM/YYYY';
export const TIME_FORMAT = 'HH:mm';

const MIN_DATE = new Date(YEAR_MIN, 0, 1);
const MAX_DATE = new Date(YEAR_MAX, 11, 31, 23, 59, 59);
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** A local Date as DD/MM/YYYY ('' for none). */
export const formatDay = (d?: Date | null): string => (d ? `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${pad(d.getFullYear(), 4)}` : '');

/** A local midnight Date from year, month (1-based), day; null when the day does not exist (31/02). */
function dayOf(y: number, m: number, d: number): Date | null {
  const out = new Date(2000, 0, 1);
  out.setFullYear(y, m - 1, d);
  out.setHours(0, 0, 0, 0);
  return out.getFullYear() === y && out.getMonth() === m - 1 && out.getDate() === d ? out : null;
}

/**
 * DD/MM/YYYY (separators `/`, `.`, `-` or space; one- or two-digit day and month; a four-digit year)
 * or `YYYY-MM-DD` → a local Date; null when the text is no date. Out-of-range years parse (the
 * picker refuses them with its bounds, so the field can say why).
 */
export function parseDay(text: string): Date | null {
  const s = text.trim();
  const dmy = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/.exec(s);
  if (dmy) return dayOf(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  return iso ? dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3])) : null;
}

/** `YYYY-MM-DD` → a local Date (null when empty or not a date). */
export const isoToDay = (v: string): Date | null => (v ? parseDay(v.slice(0, 10)) : null);
/** A local Date → `YYYY-MM-DD`. */
export const dayToIso = (d: Date): string => `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** `H:mm`, `HH:mm`, `HH.mm` or `HHmm` (00:00–23:59) → `HH:mm`; null when the text is no time. */
export function parseClock(text: string): string | null {
  const m = /^(\d{1,2})(?:[:.]?(\d{2}))$/.exec(text.trim()) ?? /^(\d{1,2})$/.exec(text.trim());
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2] ?? 0)];
  return h < 24 && min < 60 ? `${pad(h)}:${pad(min)}` : null;
}

const useStyles = makeStyles({
  pair: { display: 'grid', gridTemplateColumns: 'minmax(0, 1.4fr) minmax(92px, 1fr)', gap: tokens.spacingHorizontalS },
  // Fluent's Combobox (the TimePicker) asks for 250 px; the time column is narrower. Its input sits in a grid
  // column whose least width is the input's own (20 characters): without minWidth 0 the arrow falls outside on a phone.
  clock: { minWidth: 0 },
  clockInput: { minWidth: 0 },
});

/** Month and day names of the picker in the interface language (Intl), weeks from Monday. */
function useCalendarStrings(): CalendarStrings {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'lt' ? 'lt' : 'en';
  return useMemo(() => {
    const name = (opts: Intl.DateTimeFormatOptions, d: Date) => new Intl.DateTimeFormat(lang, opts).format(d);
    const months = Array.from({ length: 12 }, (_x, i) => new Date(2024, i, 1));
    const week = Array.from({ length: 7 }, (_x, i) => new Date(2024, 0, 7 + i)); // 7 January 2024 is a Sunday
    return {
      ...defaultDatePickerStrings,
      months: months.map((d) => name({ month: 'long' }, d)),
      shortMonths: months.map((d) => name({ month: 'short' }, d)),
      days: week.map((d) => name({ weekday: 'long' }, d)),
      shortDays: week.map((d) => name({ weekday: 'narrow' }, d)),
      goToToday: t('dates.goToToday'),
      prevMonthAriaLabel: t('dates.prevMonth'),
      nextMonthAriaLabel: t('dates.nextMonth'),
      prevYearAriaLabel: t('dates.prevYear'),
      nextYearAriaLabel: t('dates.nextYear'),
      closeButtonAriaLabel: t('dates.close'),
      prevYearRangeAriaLabel: t('dates.prevYears'),
      nextYearRangeAriaLabel: t('dates.nextYears'),
      weekNumberFormatString: t('dates.weekNumber', { n: '{0}' }),
      selectedDateFormatString: t('dates.selectedDate', { date: '{0}' }),
      todayDateFormatString: t('dates.todayDate', { date: '{0}' }),
      monthPickerHeaderAriaLabel: t('dates.changeYear', { current: '{0}' }),
      yearPickerHeaderAriaLabel: t('dates.changeMonth', { current: '{0}' }),
      dayMarkedAriaLabel: t('dates.marked'),
    };
  }, [lang, t]);
}

type DayError = DatePickerValidationResultData['error'];
/**
 * The field's message for a picker's validation result (a blank required field is the form's
 * business): out of bounds is the year range, or the earliest day when the year is within it.
 */
function useDayMessage() {
  const { t } = useTranslation();
  return (e: DayError, text: string, min: Date | null) => {
    if (e === 'invalid-input') return t('dates.invalidDate', { format: DATE_FORMAT });
    if (e !== 'out-of-bounds') return undefined;
    const year = parseDay(text)?.getFullYear() ?? 0;
    return min && year >= YEAR_MIN && year <= YEAR_MAX ? t('dates.notBefore', { date: formatDay(min) }) : t('dates.yearRange', { min: YEAR_MIN, max: YEAR_MAX });
  };
}

interface DayPickerProps {
  /** The field's label (names the calendar button). */
  label: string;
  value: string;
  /** The earliest day `YYYY-MM-DD` (the calendar greys earlier days, a typed earlier day is refused). */
  min?: string;
  onCommit: (v: string) => void;
  onError: (message: string | undefined) => void;
  disabled?: boolean;
}

/** The date picker: text input DD/MM/YYYY with the calendar popup, committing `YYYY-MM-DD` or ''. */
const DayPicker = forwardRef<HTMLInputElement, DayPickerProps>(function DayPicker({ label, value, min, onCommit, onError, disabled }, ref) {
  const { t } = useTranslation();
  const strings = useCalendarStrings();
  const message = useDayMessage();
  const date = useMemo(() => isoToDay(value), [value]); // stable: the picker resets its text when `value` changes
  const minDate = useMemo(() => {
    const m = min ? isoToDay(min) : null;
    return m && m > MIN_DATE ? m : null;
  }, [min]);
  const text = useRef(formatDay(date));
  /** The typed text was refused as before the earliest day (the form still holds the previous value). */
  const early = useRef(false);
  // A new earliest day (the start moved) judges a refused text again: now in bounds it is taken,
  // still too early the message names the new day ("Choose 20/10/2026 or later", not the old one).
  useEffect(() => {
    if (!early.current) return;
    const d = parseDay(text.current);
    if (!d) return;
    if (d >= (minDate ?? MIN_DATE) && d <= MAX_DATE) {
      early.current = false;
      onError(undefined);
      onCommit(dayToIso(d));
    } else onError(message('out-of-bounds', text.current, minDate));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [minDate]);
  return (
    <DatePicker ref={ref} allowTextInput value={date} disabled={disabled} placeholder={DATE_FORMAT}
      onChange={(e) => { text.current = e.target.value; }}
      formatDate={formatDay} parseDateFromString={parseDay} minDate={minDate ?? MIN_DATE} maxDate={MAX_DATE} strings={strings}
      firstDayOfWeek={1} showMonthPickerAsOverlay openOnClick={false} disableAutoFocus
      contentAfter={{ 'aria-label': t('dates.openCalendar', { label }), 'aria-labelledby': undefined }}
      popupSurface={{ 'aria-label': t('dates.calendar') }}
      onValidationResult={(r) => {
        early.current = r.error === 'out-of-bounds';
        onError(message(r.error, text.current, minDate));
      }}
      onSelectDate={(d) => {
        const next = d ? dayToIso(d) : '';
        if (next !== value) onCommit(next);
      }} />
  );
});

interface ClockPickerProps {
  value: string;
  onCommit: (v: string) => void;
  onError: (message: string | undefined) => void;
  disabled?: boolean;
  'aria-label'?: string;
  id?: string;
}

const clockDate = (hhmm: string): Date | null => {
  if (!hhmm) return null;
  const d = new Date(2000, 0, 1);
  d.setHours(Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)), 0, 0);
  return d;
};
const formatClock = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** The time picker: free text HH:mm with a list every 30 minutes, committing `HH:mm` or ''. */
const ClockPicker = forwardRef<HTMLInputElement, ClockPickerProps>(function ClockPicker({ value, onCommit, onError, disabled, ...rest }, ref) {
  const s = useStyles();
  const { t } = useTranslation();
  const slotLabels = useFluentSlotLabels();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const selected = useMemo(() => clockDate(value), [value]);
  const parse: TimePickerProps['parseTimeStringToDate'] = (s) => {
    if (!s?.trim()) return { date: null };
    const hhmm = parseClock(s);
    return hhmm ? { date: clockDate(hhmm) } : { date: null, errorType: 'invalid-input' };
  };
  return (
    <TimePicker ref={ref} {...rest} className={s.clock} input={{ className: s.clockInput }} expandIcon={slotLabels.expandIcon} freeform hourCycle="h23" increment={30} disabled={disabled} placeholder={TIME_FORMAT}
      value={text} selectedTime={selected} dateAnchor={clockDate('00:00')!} formatDateToTimeString={formatClock} parseTimeStringToDate={parse}
      onChange={(e) => setText(e.target.value)}
      onTimeChange={(_e, d) => {
        if (d.errorType) {
          onError(t('dates.invalidTime', { format: TIME_FORMAT }));
          return;
        }
        onError(undefined);
        const next = d.selectedTime ? formatClock(d.selectedTime) : '';
        setText(next);
        if (next !== value) onCommit(next);
      }} />
  );
});

/** Props shared by the three fields. */
export interface DateFieldProps {
  label: string;
  /** The committed value ('' when empty). */
  value: string;
  /** Called with committed values only (blur, Enter, a picker choice). */
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  /** The form's message for this field (the field's own format/range message takes precedence). */
  validationMessage?: string;
  /** A visible note under the field (e.g. "End moved to follow the start"), announced politely. */
  note?: ReactNode;
  /** A hint of the form's own, shown before the format. */
  hint?: string;
  /** DateField: the earliest day, `YYYY-MM-DD`. */
  min?: string;
  className?: string;
}

/** The Field's texts: own message, then the form's, then the note; the hint names the format. */
function fieldProps(p: DateFieldProps, own: string | undefined, format: string, hintOf: (f: string) => string): Partial<FieldProps> {
  const message = own ?? p.validationMessage;
  return {
    label: p.label, required: p.required, className: p.className, hint: p.hint ? `${p.hint} ${hintOf(format)}` : hintOf(format),
    validationMessage: message ?? (p.note ? <span aria-live="polite">{p.note}</span> : undefined),
    validationState: message ? 'error' : 'none',
  };
}

/**
 * Marks a field whose typed text the field itself refused (`data-refused`): the form's value is
 * still the previous one, so a form must not submit while such a field is on screen
 * (FormDialog checks it with {@link firstRefusedField}).
 */
const refusedMark = (own: string | undefined) => (own ? { 'data-refused': 'true' } : {});

/** The input of the first date/time field in `root` whose typed text was refused, if any. */
export const firstRefusedField = (root: ParentNode): HTMLInputElement | null => root.querySelector<HTMLInputElement>('[data-refused="true"] input');

function useHint() {
  const { t } = useTranslation();
  return (format: string) => t('dates.formatHint', { format });
}

/** A date: DD/MM/YYYY, value `YYYY-MM-DD`. */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(p, ref) {
  const [own, setOwn] = useState<string>();
  const hint = useHint();
  return (
    <Field {...fieldProps(p, own, DATE_FORMAT, hint)} {...refusedMark(own)}>
      <DayPicker ref={ref} label={p.label} value={p.value} min={p.min} disabled={p.disabled} onCommit={p.onChange} onError={setOwn} />
    </Field>
  );
});

/** A time of day: HH:mm (24-hour), value `HH:mm`. */
export const TimeField = forwardRef<HTMLInputElement, DateFieldProps>(function TimeField(p, ref) {
  const [own, setOwn] = useState<string>();
  const hint = useHint();
  return (
    <Field {...fieldProps(p, own, TIME_FORMAT, hint)} {...refusedMark(own)}>
      <ClockPicker ref={ref} value={p.value} disabled={p.disabled} onCommit={p.onChange} onError={setOwn} />
    </Field>
  );
});

const split = (v: string) => (v && v.length >= 16 ? { date: v.slice(0, 10), time: v.slice(11, 16) } : { date: '', time: '' });

/**
 * A date and a time: DD/MM/YYYY and HH:mm side by side under one label (the time input is named
 * "<label>, time"), value `YYYY-MM-DDTHH:mm`. A part committed alone is kept in the field until the
 * other part is there; then the whole value is committed.
 */
export const DateTimeField = forwardRef<HTMLInputElement, DateFieldProps>(function DateTimeField(p, ref) {
  const s = useStyles();
  const { t } = useTranslation();
  const hint = useHint();
  const [dayErr, setDayErr] = useState<string>();
  const [clockErr, setClockErr] = useState<string>();
  const [parts, setParts] = useState(() => split(p.value));
  const emitted = useRef(p.value);
  useEffect(() => {
    if (p.value !== emitted.current) {
      emitted.current = p.value;
      setParts(split(p.value));
    }
  }, [p.value]);
  const commit = (next: { date: string; time: string }) => {
    setParts(next);
    const v = next.date && next.time ? `${next.date}T${next.time}` : '';
    if (v !== emitted.current) {
      emitted.current = v;
      p.onChange(v);
    }
  };
  return (
    <Field {...fieldProps(p, dayErr ?? clockErr, `${DATE_FORMAT} ${TIME_FORMAT}`, hint)} {...refusedMark(dayErr ?? clockErr)}>
      {() => (
        <div className={s.pair}>
          <DayPicker ref={ref} label={p.label} value={parts.date} disabled={p.disabled} onError={setDayErr} onCommit={(date) => commit({ ...parts, date })} />
          <FieldContextProvider value={undefined}>
            <ClockPicker aria-label={t('dates.timeOf', { label: p.label })} value={parts.time} disabled={p.disabled}
              onError={setClockErr} onCommit={(time) => commit({ ...parts, time })} />
          </FieldContextProvider>
        </div>
      )}
    </Field>
  );
});
