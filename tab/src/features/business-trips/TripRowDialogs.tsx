/**
 * The add/edit dialogs of the business trip lists (spec 2 §3 Business trip, §5): destination (country
 * picker over GET navision/countries), flight, accommodation, travel time and work time. Each is a
 * react-hook-form whose resolver is `zodResolver` over its @contracts/business-trips part (limits
 * written once there; numbers typed as text are read first); the row goes back to the form on save,
 * nothing is sent until the form is saved.
 *
 * `locked`: the row's ordinary fields are read-only (edit after completion); `restricted`: the
 * caller may set the restricted fields (flight paid / notes / request, accommodation paid) — the
 * server refuses them for anyone else. Start dates later than the end move the end (§4).
 */
import { Checkbox, Combobox, Field, Option, Radio, RadioGroup } from '@fluentui/react-components';
import {
  accommodationPart, BUSINESS_TRIP_LIMITS, destinationPart, flightPart, travelTimePart, workTimePart,
} from '@contracts/business-trips';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, type Control, type DefaultValues, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateField, DateTimeField } from '../../components/DateTimeField';
import { FormDialog } from '../../components/FormDialog';
import { FormInput, FormTextarea } from '../../components/FormControls';
import { useCompanyZone } from '../../lib/dates';
import { issueKey } from '../../lib/zodForm';
import type { CountryOption } from './businessTripsApi';
import {
  flightTimesFromFields, flightTimesToFields, type AccommodationRow, type DestinationRow, type FlightRow, type TravelTimeRow, type WorkTimeRow,
} from './tripForm';
import { useFluentSlotLabels } from '../../components/fluentLabels';

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
const moneyText = (n: number | null) => (n == null ? '' : String(n));

/** The resolver of a row dialog: its values as the row (`toRow`, new rows' negative ids left out) checked by the contract part. */
function rowResolver<V extends FieldValues, T>(part: z.ZodType, toRow: (v: V) => T) {
  const values = z.custom<V>((v) => typeof v === 'object' && v !== null).transform((v): unknown => ({ ...toRow(v), id: undefined }));
  return zodResolver(values.pipe(part)) as never;
}

/** A later start moves the end to it (`start` and `end` of one format: dates or DateTimeField values). */
function followEnd<V extends FieldValues>(form: UseFormReturn<V>, start: FieldPath<V>, end: FieldPath<V>) {
  const a = form.getValues(start) as string;
  const b = form.getValues(end) as string;
  if (a && b && Date.parse(a) > Date.parse(b)) form.setValue(end, a as never, { shouldValidate: form.formState.isSubmitted });
}

/** A dialog shell over a row form: the contract's check on save, then `onSave(toRow(values))`. */
function RowDialog<V extends FieldValues, T>({ title, form, toRow, locked, restricted, onSave, onClose, children }: {
  title: string; form: UseFormReturn<V>; toRow: (v: V) => T; locked: boolean; restricted: boolean;
  onSave: (row: T) => void; onClose: () => void; children: (err: (field: FieldPath<V>, max?: number) => string | undefined) => ReactNode;
}) {
  const { t } = useTranslation('businessTrips');
  const err = (field: FieldPath<V>, max: number = BUSINESS_TRIP_LIMITS.text) => {
    const key = issueKey(form.getFieldState(field, form.formState).error);
    return key ? t(`validation.${key}`, { max }) : undefined;
  };
  return (
    <FormDialog title={title} busy={false} saveHidden={locked && !restricted} cancelLabel={locked && !restricted ? t('common:close') : undefined} onClose={onClose}
      onSubmit={form.handleSubmit(() => onSave(toRow(form.getValues())))}>
      {children(err)}
    </FormDialog>
  );
}

/** A DateField bound to the form; `follow` runs after a committed change (the end follows a later start). */
function BoundDate<V extends FieldValues>({ control, name, label, disabled, error, min, follow }: {
  control: Control<V>; name: FieldPath<V>; label: string; disabled: boolean; error?: string; min?: string; follow?: () => void;
}) {
  return (
    <Controller control={control} name={name} render={({ field }) => (
      <DateField label={label} required value={field.value} min={min} disabled={disabled} validationMessage={error}
        onChange={(v) => { field.onChange(v); field.onBlur(); follow?.(); }} />
    )} />
  );
}

/** Destination: country (searchable), start and end dates (end ≥ start). */
export function DestinationDialog({ countries, ...p }: RowDialogProps<DestinationRow> & { countries: readonly CountryOption[] }) {
  const { t } = useTranslation('businessTrips');
  const slotLabels = useFluentSlotLabels();
  const toRow = (v: DestinationRow) => v;
  const form = useForm<DestinationRow>({ resolver: rowResolver(destinationPart, toRow), defaultValues: p.row as DefaultValues<DestinationRow> });
  const { control, watch } = form;
  const [code, start] = watch(['destination_code', 'date_start']);
  const [query, setQuery] = useState(() => countries.find((c) => c.Code === p.row.destination_code)?.Name ?? '');
  const shown = useMemo(() => {
    const q = query.trim().toLocaleLowerCase();
    const selected = countries.find((c) => c.Code === code)?.Name.toLocaleLowerCase();
    return !q || q === selected ? countries : countries.filter((c) => c.Name.toLocaleLowerCase().includes(q) || c.Code.toLowerCase() === q);
  }, [countries, query, code]);
  return (
    <RowDialog title={t(p.isNew ? 'destinations.add' : 'destinations.edit')} form={form} toRow={toRow} locked={p.locked} restricted={false} onSave={p.onSave} onClose={p.onClose}>
      {(err) => (
        <>
          <Field label={t('destinations.country')} required validationMessage={err('destination_code')}>
            <Combobox expandIcon={slotLabels.expandIcon} value={query} selectedOptions={code ? [code] : []} disabled={p.locked} placeholder={t('destinations.countrySearch')}
              onChange={(e) => setQuery(e.target.value)}
              onOptionSelect={(_e, d) => {
                if (!d.optionValue) return;
                setQuery(d.optionText ?? '');
                form.setValue('destination_code', d.optionValue, { shouldValidate: form.formState.isSubmitted });
                form.setValue('name', d.optionText);
              }}>
              {shown.length === 0 ? <Option value="" disabled text="">{t('destinations.noCountry')}</Option> : shown.map((c) => <Option key={c.Code} value={c.Code} text={c.Name}>{c.Name}</Option>)}
            </Combobox>
          </Field>
          <BoundDate control={control} name="date_start" label={t('fields.dateStart')} disabled={p.locked} error={err('date_start')} follow={() => followEnd(form, 'date_start', 'date_end')} />
          <BoundDate control={control} name="date_end" label={t('fields.dateEnd')} min={start || undefined} disabled={p.locked} error={err('date_end')} />
        </>
      )}
    </RowDialog>
  );
}

type FlightValues = Omit<FlightRow, 'paid'> & { paid: string };

/**
 * Flight: from, to (≤ 512), departure and arrival (arrival ≥ departure); restricted: request, paid, notes.
 * Departure and arrival are typed and shown at the company's clock (issue 11, 13), like the flights table.
 */
export function FlightDialog(p: RowDialogProps<FlightRow>) {
  const { t } = useTranslation('businessTrips');
  const zone = useCompanyZone();
  const toRow = (v: FlightValues): FlightRow => ({ ...v, ...flightTimesFromFields(v, zone), paid: money(v.paid), notes: v.notes || null });
  const form = useForm<FlightValues>({
    resolver: rowResolver(flightPart, toRow),
    defaultValues: { ...p.row, ...flightTimesToFields(p.row, zone), paid: moneyText(p.row.paid), notes: p.row.notes ?? '' },
  });
  const { control } = form;
  const restrictedOff = !p.restricted;
  const instant = (name: 'departure' | 'arrival', label: string, error: string | undefined) => (
    <Controller control={control} name={name} render={({ field }) => (
      <DateTimeField label={label} required value={field.value} disabled={p.locked} validationMessage={error}
        onChange={(v) => { field.onChange(v); field.onBlur(); if (name === 'departure') followEnd(form, 'departure', 'arrival'); }} />
    )} />
  );
  return (
    <RowDialog title={t(p.isNew ? 'flights.add' : 'flights.edit')} form={form} toRow={toRow} locked={p.locked} restricted={p.restricted} onSave={p.onSave} onClose={p.onClose}>
      {(err) => (
        <>
          <Field label={t('flights.from')} required validationMessage={err('from', BUSINESS_TRIP_LIMITS.flightPlace)}>
            <FormInput control={control} name="from" disabled={p.locked} maxLength={BUSINESS_TRIP_LIMITS.flightPlace} />
          </Field>
          <Field label={t('flights.to')} required validationMessage={err('to', BUSINESS_TRIP_LIMITS.flightPlace)}>
            <FormInput control={control} name="to" disabled={p.locked} maxLength={BUSINESS_TRIP_LIMITS.flightPlace} />
          </Field>
          {instant('departure', t('flights.departure'), err('departure'))}
          {instant('arrival', t('flights.arrival'), err('arrival'))}
          <Controller control={control} name="request" render={({ field }) => (
            <Checkbox label={t('flights.request')} checked={field.value} disabled={restrictedOff} onChange={(_e, d) => field.onChange(!!d.checked)} />
          )} />
          <Field label={t('fields.paid')} hint={restrictedOff ? t('restrictedHint') : undefined} validationMessage={err('paid')}>
            <FormInput control={control} name="paid" type="number" min={0} step={0.01} disabled={restrictedOff} />
          </Field>
          <Field label={t('flights.notes')} validationMessage={err('notes')}>
            <FormTextarea control={control} name="notes" disabled={restrictedOff} maxLength={BUSINESS_TRIP_LIMITS.text} />
          </Field>
        </>
      )}
    </RowDialog>
  );
}

type AccommodationValues = Omit<AccommodationRow, 'paid' | 'hotel'> & { paid: string; hotel: string };

/** Accommodation: city, hotel, arrival and leave dates (leave ≥ arrival); restricted: paid. */
export function AccommodationDialog(p: RowDialogProps<AccommodationRow>) {
  const { t } = useTranslation('businessTrips');
  const toRow = (v: AccommodationValues): AccommodationRow => ({ ...v, hotel: v.hotel || null, paid: money(v.paid) });
  const form = useForm<AccommodationValues>({ resolver: rowResolver(accommodationPart, toRow), defaultValues: { ...p.row, hotel: p.row.hotel ?? '', paid: moneyText(p.row.paid) } });
  const { control } = form;
  const arrival = form.watch('arrival');
  return (
    <RowDialog title={t(p.isNew ? 'accommodations.add' : 'accommodations.edit')} form={form} toRow={toRow} locked={p.locked} restricted={p.restricted}
      onSave={p.onSave} onClose={p.onClose}>
      {(err) => (
        <>
          <Field label={t('accommodations.city')} required validationMessage={err('city')}>
            <FormInput control={control} name="city" disabled={p.locked} maxLength={BUSINESS_TRIP_LIMITS.text} />
          </Field>
          <Field label={t('accommodations.hotel')} validationMessage={err('hotel')}>
            <FormInput control={control} name="hotel" disabled={p.locked} maxLength={BUSINESS_TRIP_LIMITS.text} />
          </Field>
          <BoundDate control={control} name="arrival" label={t('accommodations.arrival')} disabled={p.locked} error={err('arrival')} follow={() => followEnd(form, 'arrival', 'leave')} />
          <BoundDate control={control} name="leave" label={t('accommodations.leave')} min={arrival || undefined} disabled={p.locked} error={err('leave')} />
          <Field label={t('fields.paid')} hint={p.restricted ? undefined : t('restrictedHint')} validationMessage={err('paid')}>
            <FormInput control={control} name="paid" type="number" min={0} step={0.01} disabled={!p.restricted} />
          </Field>
        </>
      )}
    </RowDialog>
  );
}

type TravelValues = Omit<TravelTimeRow, 'travel_time'> & { travel_time: string };

/** Travel time: date, hours (0–24, step 0.1), direction leaving | arriving. */
export function TravelTimeDialog(p: RowDialogProps<TravelTimeRow>) {
  const { t } = useTranslation('businessTrips');
  const toRow = (v: TravelValues) => ({ ...v, travel_time: num(v.travel_time) }) as TravelTimeRow;
  const form = useForm<TravelValues>({ resolver: rowResolver(travelTimePart, toRow), defaultValues: { ...p.row, travel_time: String(p.row.travel_time) } });
  const { control } = form;
  return (
    <RowDialog title={t(p.isNew ? 'travelTimes.add' : 'travelTimes.edit')} form={form} toRow={toRow} locked={p.locked} restricted={false} onSave={p.onSave} onClose={p.onClose}>
      {(err) => (
        <>
          <BoundDate control={control} name="date" label={t('fields.date')} disabled={p.locked} error={err('date')} />
          <Field label={t('fields.hours')} required validationMessage={err('travel_time')}>
            <FormInput control={control} name="travel_time" type="number" min={0} max={BUSINESS_TRIP_LIMITS.maxHours} step={0.1} disabled={p.locked} />
          </Field>
          <Field label={t('travelTimes.direction')} required>
            <Controller control={control} name="direction" render={({ field }) => (
              <RadioGroup value={field.value} disabled={p.locked} layout="horizontal" onChange={(_e, d) => field.onChange(d.value)}>
                <Radio value="leaving" label={t('travelTimes.leaving')} />
                <Radio value="arriving" label={t('travelTimes.arriving')} />
              </RadioGroup>
            )} />
          </Field>
        </>
      )}
    </RowDialog>
  );
}

type WorkValues = Omit<WorkTimeRow, 'work_time'> & { work_time: string };

/** Work time: date, hours (0–24, step 0.1). */
export function WorkTimeDialog(p: RowDialogProps<WorkTimeRow>) {
  const { t } = useTranslation('businessTrips');
  const toRow = (v: WorkValues) => ({ ...v, work_time: num(v.work_time) }) as WorkTimeRow;
  const form = useForm<WorkValues>({ resolver: rowResolver(workTimePart, toRow), defaultValues: { ...p.row, work_time: String(p.row.work_time) } });
  const { control } = form;
  return (
    <RowDialog title={t(p.isNew ? 'workTimes.add' : 'workTimes.edit')} form={form} toRow={toRow} locked={p.locked} restricted={false} onSave={p.onSave} onClose={p.onClose}>
      {(err) => (
        <>
          <BoundDate control={control} name="date" label={t('fields.date')} disabled={p.locked} error={err('date')} />
          <Field label={t('fields.hours')} required validationMessage={err('work_time')}>
            <FormInput control={control} name="work_time" type="number" min={0} max={BUSINESS_TRIP_LIMITS.maxHours} step={0.1} disabled={p.locked} />
          </Field>
        </>
      )}
    </RowDialog>
  );
}
