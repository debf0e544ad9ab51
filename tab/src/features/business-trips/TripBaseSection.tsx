/**
 * The base part of the business trip form (spec 2 §2 sections, §4, §5): traveller (chosen only on a
 * new trip or a draft, and only by business_trips_write holders — everyone else travels themselves),
 * project name and number, request date, trip purpose (required, ≤ 255), the travel and work time
 * options, the two booking questions (§4: editable while `bookingOpen`; the flight one is locked
 * once flights exist), the other travellers (never the traveller) and other arrangements. Bound to
 * the page's react-hook-form (`control`): texts through FormInput / FormTextarea, the pickers through
 * Controller; `errors` holds the translated messages of the fields that have one.
 */
import { Dropdown, Field, Input, makeStyles, Option, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { BUSINESS_TRIP_LIMITS } from '@contracts/business-trips';
import type { PersonRef } from '@contracts/users';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateTimeField';
import { FormInput, FormTextarea } from '../../components/FormControls';
import { PeoplePicker, usePeopleMap } from '../../components/PeoplePicker';
import type { TimeOption } from './businessTripsApi';
import type { TripDraft } from './tripForm';

const useStyles = makeStyles({
  grid: { display: 'grid', gap: tokens.spacingVerticalM, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))' },
  wide: { gridColumn: '1 / -1' },
});

export interface TripBaseSectionProps {
  /** The form's current values (what the section shows and locks by). */
  draft: TripDraft;
  // the form's output type (the payload) is not read here
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<TripDraft, any, any>;
  /** The traveller was changed (the page also takes the person out of the other travellers). */
  onTraveler: (id: number) => void;
  locked: boolean;
  /** The traveller may be changed (new trip or draft, business_trips_write). */
  travelerOpen: boolean;
  bookingOpen: boolean;
  people: readonly PersonRef[];
  /** The traveller and other travellers as the trip names them (when they are not in `people`). */
  known: readonly PersonRef[];
  timeOptions: readonly TimeOption[];
  /** Translated messages by field. */
  errors: Partial<Record<keyof TripDraft, string>>;
}

const fullName = (p: PersonRef | undefined) => (p ? `${p.name} ${p.surname}`.trim() : '');

export function TripBaseSection({ draft, control, onTraveler, locked, travelerOpen, bookingOpen, people, known, timeOptions, errors }: TripBaseSectionProps) {
  const s = useStyles();
  const { t } = useTranslation('businessTrips');
  const byId = usePeopleMap(people, known);
  const traveler = byId.get(String(draft.traveler_id));
  const option = (list: readonly TimeOption[], id: number) => list.find((o) => o.id === id)?.description ?? '';
  const travelOptions = timeOptions.filter((o) => o.is_travel_time);
  const workOptions = timeOptions.filter((o) => o.is_work_time);
  const yesNo = (name: 'should_book_flight' | 'should_book_accommodation', disabled: boolean) => (
    <Controller control={control} name={name} render={({ field }) => (
      <RadioGroup layout="horizontal" value={field.value == null ? '' : field.value ? 'yes' : 'no'} disabled={disabled}
        onChange={(_e, d) => { field.onChange(d.value === 'yes'); field.onBlur(); }}>
        <Radio value="yes" label={t('yes')} />
        <Radio value="no" label={t('no')} />
      </RadioGroup>
    )} />
  );
  const optionPicker = (name: 'travel_time_hours_option_id' | 'work_time_hours_option_id', list: readonly TimeOption[]) => (
    <Controller control={control} name={name} render={({ field }) => (
      <Dropdown value={option(list, field.value)} selectedOptions={[String(field.value)]} disabled={locked}
        onOptionSelect={(_e, d) => d.optionValue && field.onChange(Number(d.optionValue))}>
        {list.map((o) => <Option key={o.id} value={String(o.id)}>{o.description}</Option>)}
      </Dropdown>
    )} />
  );
  return (
    <section aria-label={t('sections.base')} className={s.grid}>
      <Field label={t('fields.traveler')} required validationMessage={errors.traveler_id}>
        {travelerOpen && !locked ? (
          <Dropdown value={fullName(traveler)} selectedOptions={[String(draft.traveler_id)]}
            onOptionSelect={(_e, d) => d.optionValue && onTraveler(Number(d.optionValue))}>
            {[...byId.values()].map((p) => <Option key={p.id} value={String(p.id)}>{fullName(p)}</Option>)}
          </Dropdown>
        ) : (
          <Input value={fullName(traveler)} readOnly />
        )}
      </Field>
      <Field label={t('fields.projectName')} validationMessage={errors.project_name}>
        <FormInput control={control} name="project_name" disabled={locked} maxLength={BUSINESS_TRIP_LIMITS.text} />
      </Field>
      <Field label={t('fields.projectNumber')} validationMessage={errors.project_number}>
        <FormInput control={control} name="project_number" disabled={locked} maxLength={BUSINESS_TRIP_LIMITS.text} />
      </Field>
      <Controller control={control} name="request_date" render={({ field }) => (
        <DateField label={t('fields.requestDate')} value={field.value} disabled={locked} validationMessage={errors.request_date}
          onChange={(v) => { field.onChange(v); field.onBlur(); }} />
      )} />
      <Field className={s.wide} label={t('fields.tripPurpose')} required validationMessage={errors.trip_purpose}>
        <FormTextarea control={control} name="trip_purpose" disabled={locked} maxLength={BUSINESS_TRIP_LIMITS.text} />
      </Field>
      <Field label={t('fields.travelTimeOption')} validationMessage={errors.travel_time_hours_option_id}>
        {optionPicker('travel_time_hours_option_id', travelOptions)}
      </Field>
      <Field label={t('fields.workTimeOption')} validationMessage={errors.work_time_hours_option_id}>
        {optionPicker('work_time_hours_option_id', workOptions)}
      </Field>
      <Field label={t('fields.needFlights')} hint={draft.flights.length && bookingOpen && !locked ? t('flightsLockAnswer') : undefined} validationMessage={errors.should_book_flight}>
        {yesNo('should_book_flight', locked || !bookingOpen || draft.flights.length > 0)}
      </Field>
      <Field label={t('fields.needAccommodation')} validationMessage={errors.should_book_accommodation}>
        {yesNo('should_book_accommodation', locked || !bookingOpen)}
      </Field>
      <Field className={s.wide} label={t('fields.otherTravelers')} validationMessage={errors.other_travelers}>
        <Controller control={control} name="other_travelers" render={({ field }) => (
          <PeoplePicker people={byId} selected={field.value.map(String)} omit={[draft.traveler_id]} disabled={locked}
            onChange={(ids) => field.onChange(ids.map(Number).filter((id) => id !== draft.traveler_id))}
            labels={{ selected: t('otherTravelers.selected'), placeholder: t('otherTravelers.placeholder'), noMatch: t('otherTravelers.noMatch'), remove: (name) => t('otherTravelers.remove', { name }) }} />
        )} />
      </Field>
      <Field className={s.wide} label={t('fields.otherArrangements')} validationMessage={errors.other_arrangements}>
        <FormTextarea control={control} name="other_arrangements" disabled={locked} maxLength={BUSINESS_TRIP_LIMITS.text} />
      </Field>
    </section>
  );
}
