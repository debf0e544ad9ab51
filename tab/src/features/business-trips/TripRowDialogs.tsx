/**
 * The add/edit dialogs of the business trip lists (spec 2 §3 Business trip, §5): destination (country
 * picker over GET navision/countries), flight, accommodation, travel time and work time. Each row is
 * checked against its @contracts/business-trips part (limits written once there) before it goes back
 * to the form; nothing is sent until the form is saved.
 *
 * `locked`: the row's ordinary fields are read-only (edit after completion); `restricted`: the
 * caller may set the restricted fields (flight paid / notes / request, accommodation paid) — the
 * server refuses them for anyone else. Start dates later than the end move the end (§4).
 */
import { Checkbox, Combobox, Field, Input, Option, Radio, RadioGroup, Textarea } from '@fluentui/react-components';
import {
  accommodationPart, BUSINESS_TRIP_LIMITS, destinationPart, flightPart, travelTimePart, workTimePart,
} from '@contracts/business-trips';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField, DateTimeField } from '../../components/DateTimeField';
import { FormDialog } from '../../components/FormDialog';
import { contractErrors, type IssueKey } from '../../lib/zodForm';
import type { CountryOption } from './businessTripsApi';
import {
  followStart, isoToLocal, localToIso, type AccommodationRow, type DestinationRow, type FlightRow, type TravelTimeRow, type WorkTimeRow,
} from './tripForm';

interface RowDialogProps<T> {
  row: T;
  isNew: boolean;
  locked: boolean;
  restricted: boolean;
  onSave: (row: T) => void;
  onClose: () => void;
}

/** Number input text → number (null when empty or not a number). */
const num = (s: string): number | null => (s.trim() === '' || Number.isNaN(Number(s)) ? null : Number(s));
/** Money text → EUR (the absolute value of a negative number, §5), null when empty. */
const money = (s: string): number | null => {
  const n = num(s);
  return n == null ? null : Math.abs(n);
};

/** A dialog shell validating `value` against `schema` on save. */
function RowDialog<T>({ title, schema, value, locked, restricted, onSave, onClose, children }: {
  title: string; schema: Parameters<typeof contractErrors>[0]; value: T; locked: boolean; restricted: boolean;
  onSave: (row: T) => void; onClose: () => void; children: (err: (field: string, max?: number) => string | undefined) => ReactNode;
}) {
  const { t } = useTranslation('businessTrips');
  const [errors, setErrors] = useState<Record<string, IssueKey> | null>(null);
  const err = (field: string, max: number = BUSINESS_TRIP_LIMITS.text) => (errors?.[field] ? t(`validation.${errors[field]}`, { max }) : undefined);
  return (
    <FormDialog title={title} busy={false} saveHidden={locked && !restricted} cancelLabel={locked && !restricted ? t('common:close') : undefined} onClose={onClose}
      onSubmit={() => {
        // New rows carry negative ids of the form (never sent): check the rest.
        const found = contractErrors(schema, { ...value, id: undefined });
        setErrors(found);
        if (!Object.keys(found).length) onSave(value);
      }}>
      {children(err)}
    </FormDialog>
  );
}

/** Destination: country (searchable), start and end dates (end ≥ start). */
export function DestinationDialog({ countries, ...p }: RowDialogProps<DestinationRow> & { countries: readonly CountryOption[] }) {
  const { t } = useTranslation('businessTrips');
  const [row, setRow] = useState(p.row);
  const [query, setQuery] = useState(() => countries.find((c) => c.Code === p.row.destination_code)?.Name ?? '');
  const shown = useMemo(() => {
    const q = query.trim().toLocaleLowerCase();
    const selected = countries.find((c) => c.Code === row.destination_code)?.Name.toLocaleLowerCase();
    return !q || q === selected ? countries : countries.filter((c) => c.Name.toLocaleLowerCase().includes(q) || c.Code.toLowerCase() === q);
  }, [countries, query, row.destination_code]);
  const set = (next: Partial<DestinationRow>) => setRow((r) => followStart({ ...r, ...next }, 'date_start', 'date_end'));
  return (
    <RowDialog title={t(p.isNew ? 'destinations.add' : 'destinations.edit')} schema={destinationPart} value={row} locked={p.locked} restricted={false} onSave={p.onSave} onClose={p.onClose}>
      {(err) => (
        <>
          <Field label={t('destinations.country')} required validationMessage={err('destination_code')}>
            <Combobox value={query} selectedOptions={row.destination_code ? [row.destination_code] : []} disabled={p.locked} placeholder={t('destinations.countrySearch')}
              onChange={(e) => setQuery(e.target.value)}
              onOptionSelect={(_e, d) => {
                if (!d.optionValue) return;
                setQuery(d.optionText ?? '');
                set({ destination_code: d.optionValue, name: d.optionText });
              }}>
              {shown.length === 0 ? <Option value="" disabled text="">{t('destinations.noCountry')}</Option> : shown.map((c) => <Option key={c.Code} value={c.Code} text={c.Name}>{c.Name}</Option>)}
            </Combobox>
          </Field>
          <DateField label={t('fields.dateStart')} required value={row.date_start} disabled={p.locked} validationMessage={err('date_start')} onChange={(v) => set({ date_start: v })} />
          <DateField label={t('fields.dateEnd')} required value={row.date_end} min={row.date_start || undefined} disabled={p.locked} validationMessage={err('date_end')} onChange={(v) => set({ date_end: v })} />
        </>
      )}
    </RowDialog>
  );
}

/** Flight: from, to (≤ 512), departure and arrival (arrival ≥ departure); restricted: request, paid, notes. */
export function FlightDialog(p: RowDialogProps<FlightRow>) {
  const { t } = useTranslation('businessTrips');
  const [row, setRow] = useState(p.row);
  const [paid, setPaid] = useState(p.row.paid == null ? '' : String(p.row.paid));
  const set = (next: Partial<FlightRow>) => setRow((r) => followStart({ ...r, ...next }, 'departure', 'arrival'));
  const restrictedOff = !p.restricted;
  return (
    <RowDialog title={t(p.isNew ? 'flights.add' : 'flights.edit')} schema={flightPart} value={{ ...row, paid: money(paid) }} locked={p.locked} restricted={p.restricted}
      onSave={p.onSave} onClose={p.onClose}>
      {(err) => (
        <>
          <Field label={t('flights.from')} required validationMessage={err('from', BUSINESS_TRIP_LIMITS.flightPlace)}>
            <Input value={row.from} disabled={p.locked} maxLength={BUSINESS_TRIP_LIMITS.flightPlace} onChange={(_e, d) => set({ from: d.value })} />
          </Field>
          <Field label={t('flights.to')} required validationMessage={err('to', BUSINESS_TRIP_LIMITS.flightPlace)}>
            <Input value={row.to} disabled={p.locked} maxLength={BUSINESS_TRIP_LIMITS.flightPlace} onChange={(_e, d) => set({ to: d.value })} />
          </Field>
          <DateTimeField label={t('flights.departure')} required value={isoToLocal(row.departure)} disabled={p.locked} validationMessage={err('departure')}
            onChange={(v) => set({ departure: localToIso(v) })} />
          <DateTimeField label={t('flights.arrival')} required value={isoToLocal(row.arrival)} disabled={p.locked} validationMessage={err('arrival')}
            onChange={(v) => set({ arrival: localToIso(v) })} />
          <Checkbox label={t('flights.request')} checked={row.request} disabled={restrictedOff} onChange={(_e, d) => set({ request: !!d.checked })} />
          <Field label={t('fields.paid')} hint={restrictedOff ? t('restrictedHint') : undefined} validationMessage={err('paid')}>
            <Input type="number" min={0} step={0.01} value={paid} disabled={restrictedOff} onChange={(_e, d) => setPaid(d.value)} />
          </Field>
          <Field label={t('flights.notes')} validationMessage={err('notes')}>
            <Textarea value={row.notes ?? ''} disabled={restrictedOff} maxLength={BUSINESS_TRIP_LIMITS.text} onChange={(_e, d) => set({ notes: d.value || null })} />
          </Field>
        </>
      )}
    </RowDialog>
  );
}

/** Accommodation: city, hotel, arrival and leave dates (leave ≥ arrival); restricted: paid. */
export function AccommodationDialog(p: RowDialogProps<AccommodationRow>) {
  const { t } = useTranslation('businessTrips');
  const [row, setRow] = useState(p.row);
  const [paid, setPaid] = useState(p.row.paid == null ? '' : String(p.row.paid));
  const set = (next: Partial<AccommodationRow>) => setRow((r) => followStart({ ...r, ...next }, 'arrival', 'leave'));
  return (
    <RowDialog title={t(p.isNew ? 'accommodations.add' : 'accommodations.edit')} schema={accommodationPart} value={{ ...row, paid: money(paid) }} locked={p.locked}
      restricted={p.restricted} onSave={p.onSave} onClose={p.onClose}>
      {(err) => (
        <>
          <Field label={t('accommodations.city')} required validationMessage={err('city')}>
            <Input value={row.city} disabled={p.locked} maxLength={BUSINESS_TRIP_LIMITS.text} onChange={(_e, d) => set({ city: d.value })} />
          </Field>
          <Field label={t('accommodations.hotel')} validationMessage={err('hotel')}>
            <Input value={row.hotel ?? ''} disabled={p.locked} maxLength={BUSINESS_TRIP_LIMITS.text} onChange={(_e, d) => set({ hotel: d.value || null })} />
          </Field>
          <DateField label={t('accommodations.arrival')} required value={row.arrival} disabled={p.locked} validationMessage={err('arrival')} onChange={(v) => set({ arrival: v })} />
          <DateField label={t('accommodations.leave')} required value={row.leave} min={row.arrival || undefined} disabled={p.locked} validationMessage={err('leave')}
            onChange={(v) => set({ leave: v })} />
          <Field label={t('fields.paid')} hint={p.restricted ? undefined : t('restrictedHint')} validationMessage={err('paid')}>
            <Input type="number" min={0} step={0.01} value={paid} disabled={!p.restricted} onChange={(_e, d) => setPaid(d.value)} />
          </Field>
        </>
      )}
    </RowDialog>
  );
}

/** Travel time: date, hours (0–24, step 0.1), direction leaving | arriving. */
export function TravelTimeDialog(p: RowDialogProps<TravelTimeRow>) {
  const { t } = useTranslation('businessTrips');
  const [row, setRow] = useState(p.row);
  const [hours, setHours] = useState(String(p.row.travel_time));
  return (
    <RowDialog title={t(p.isNew ? 'travelTimes.add' : 'travelTimes.edit')} schema={travelTimePart} value={{ ...row, travel_time: num(hours) }} locked={p.locked}
      restricted={false} onSave={(r) => p.onSave(r as TravelTimeRow)} onClose={p.onClose}>
      {(err) => (
        <>
          <DateField label={t('fields.date')} required value={row.date} disabled={p.locked} validationMessage={err('date')} onChange={(v) => setRow({ ...row, date: v })} />
          <Field label={t('fields.hours')} required validationMessage={err('travel_time')}>
            <Input type="number" min={0} max={BUSINESS_TRIP_LIMITS.maxHours} step={0.1} value={hours} disabled={p.locked} onChange={(_e, d) => setHours(d.value)} />
          </Field>
          <Field label={t('travelTimes.direction')} required>
            <RadioGroup value={row.direction} disabled={p.locked} layout="horizontal" onChange={(_e, d) => setRow({ ...row, direction: d.value as TravelTimeRow['direction'] })}>
              <Radio value="leaving" label={t('travelTimes.leaving')} />
              <Radio value="arriving" label={t('travelTimes.arriving')} />
            </RadioGroup>
          </Field>
        </>
      )}
    </RowDialog>
  );
}

/** Work time: date, hours (0–24, step 0.1). */
export function WorkTimeDialog(p: RowDialogProps<WorkTimeRow>) {
  const { t } = useTranslation('businessTrips');
  const [row, setRow] = useState(p.row);
  const [hours, setHours] = useState(String(p.row.work_time));
  return (
    <RowDialog title={t(p.isNew ? 'workTimes.add' : 'workTimes.edit')} schema={workTimePart} value={{ ...row, work_time: num(hours) }} locked={p.locked}
      restricted={false} onSave={(r) => p.onSave(r as WorkTimeRow)} onClose={p.onClose}>
      {(err) => (
        <>
          <DateField label={t('fields.date')} required value={row.date} disabled={p.locked} validationMessage={err('date')} onChange={(v) => setRow({ ...row, date: v })} />
          <Field label={t('fields.hours')} required validationMessage={err('work_time')}>
            <Input type="number" min={0} max={BUSINESS_TRIP_LIMITS.maxHours} step={0.1} value={hours} disabled={p.locked} onChange={(_e, d) => setHours(d.value)} />
          </Field>
        </>
      )}
    </RowDialog>
  );
}
