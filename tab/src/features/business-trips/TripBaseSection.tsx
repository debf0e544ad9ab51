/**
 * The base part of the business trip form (spec 2 §2 sections, §4, §5): traveller (chosen only on a
 * new trip or a draft, and only by business_trips_write holders — everyone else travels themselves),
 * project name and number, request date, trip purpose (required, ≤ 255), the travel and work time
 * options, the two booking questions (§4: editable while `bookingOpen`; the flight one is locked
 * once flights exist), the other travellers (never the traveller) and other arrangements.
 */
import { Dropdown, Field, Input, makeStyles, Option, Radio, RadioGroup, Textarea, tokens } from '@fluentui/react-components';
import { BUSINESS_TRIP_LIMITS } from '@contracts/business-trips';
import type { PersonRef } from '@contracts/users';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateTimeField';
import { PeoplePicker, usePeopleMap } from '../../components/PeoplePicker';
import type { TimeOption } from './businessTripsApi';
import { changeTraveler, type TripDraft } from './tripForm';

const useStyles = makeStyles({
  grid: { display: 'grid', gap: tokens.spacingVerticalM, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))' },
  wide: { gridColumn: '1 / -1' },
});

export interface TripBaseSectionProps {
  draft: TripDraft;
  onChange: (next: TripDraft) => void;
  locked: boolean;
  /** The traveller may be changed (new trip or draft, business_trips_write). */
  travelerOpen: boolean;
  bookingOpen: boolean;
  people: readonly PersonRef[];
  /** The traveller and other travellers as the trip names them (when they are not in `people`). */
  known: readonly PersonRef[];
  timeOptions: readonly TimeOption[];
  purposeError?: string;
}

const fullName = (p: PersonRef | undefined) => (p ? `${p.name} ${p.surname}`.trim() : '');

export function TripBaseSection({ draft, onChange, locked, travelerOpen, bookingOpen, people, known, timeOptions, purposeError }: TripBaseSectionProps) {
  const s = useStyles();
  const { t } = useTranslation('businessTrips');
  const byId = usePeopleMap(people, known);
  const set = (next: Partial<TripDraft>) => onChange({ ...draft, ...next });
  const traveler = byId.get(String(draft.traveler_id));
  const option = (list: readonly TimeOption[], id: number) => list.find((o) => o.id === id)?.description ?? '';
  const travelOptions = timeOptions.filter((o) => o.is_travel_time);
  const workOptions = timeOptions.filter((o) => o.is_work_time);
  const yesNo = (value: boolean | null, disabled: boolean, onPick: (v: boolean) => void) => (
    <RadioGroup layout="horizontal" value={value == null ? '' : value ? 'yes' : 'no'} disabled={disabled} onChange={(_e, d) => onPick(d.value === 'yes')}>
      <Radio value="yes" label={t('yes')} />
      <Radio value="no" label={t('no')} />
    </RadioGroup>
  );
  return (
    <section aria-label={t('sections.base')} className={s.grid}>
      <Field label={t('fields.traveler')} required>
        {travelerOpen && !locked ? (
          <Dropdown value={fullName(traveler)} selectedOptions={[String(draft.traveler_id)]}
            onOptionSelect={(_e, d) => d.optionValue && onChange(changeTraveler(draft, Number(d.optionValue)))}>
            {[...byId.values()].map((p) => <Option key={p.id} value={String(p.id)}>{fullName(p)}</Option>)}
          </Dropdown>
        ) : (
          <Input value={fullName(traveler)} readOnly />
        )}
      </Field>
      <Field label={t('fields.projectName')}>
        <Input value={draft.project_name} disabled={locked} maxLength={BUSINESS_TRIP_LIMITS.text} onChange={(_e, d) => set({ project_name: d.value })} />
      </Field>
      <Field label={t('fields.projectNumber')}>
        <Input value={draft.project_number} disabled={locked} maxLength={BUSINESS_TRIP_LIMITS.text} onChange={(_e, d) => set({ project_number: d.value })} />
      </Field>
      <DateField label={t('fields.requestDate')} value={draft.request_date} disabled={locked} onChange={(v) => set({ request_date: v })} />
      <Field className={s.wide} label={t('fields.tripPurpose')} required validationMessage={purposeError}>
        <Textarea value={draft.trip_purpose} disabled={locked} maxLength={BUSINESS_TRIP_LIMITS.text} onChange={(_e, d) => set({ trip_purpose: d.value })} />
      </Field>
      <Field label={t('fields.travelTimeOption')}>
        <Dropdown value={option(travelOptions, draft.travel_time_hours_option_id)} selectedOptions={[String(draft.travel_time_hours_option_id)]} disabled={locked}
          onOptionSelect={(_e, d) => d.optionValue && set({ travel_time_hours_option_id: Number(d.optionValue) })}>
          {travelOptions.map((o) => <Option key={o.id} value={String(o.id)}>{o.description}</Option>)}
        </Dropdown>
      </Field>
      <Field label={t('fields.workTimeOption')}>
        <Dropdown value={option(workOptions, draft.work_time_hours_option_id)} selectedOptions={[String(draft.work_time_hours_option_id)]} disabled={locked}
          onOptionSelect={(_e, d) => d.optionValue && set({ work_time_hours_option_id: Number(d.optionValue) })}>
          {workOptions.map((o) => <Option key={o.id} value={String(o.id)}>{o.description}</Option>)}
        </Dropdown>
      </Field>
      <Field label={t('fields.needFlights')} hint={draft.flights.length && bookingOpen && !locked ? t('flightsLockAnswer') : undefined}>
        {yesNo(draft.should_book_flight, locked || !bookingOpen || draft.flights.length > 0, (v) => set({ should_book_flight: v }))}
      </Field>
      <Field label={t('fields.needAccommodation')}>
        {yesNo(draft.should_book_accommodation, locked || !bookingOpen, (v) => set({ should_book_accommodation: v }))}
      </Field>
      <Field className={s.wide} label={t('fields.otherTravelers')}>
        <PeoplePicker people={byId} selected={draft.other_travelers.map(String)} omit={[draft.traveler_id]} disabled={locked}
          onChange={(ids) => set({ other_travelers: ids.map(Number).filter((id) => id !== draft.traveler_id) })}
          labels={{ selected: t('otherTravelers.selected'), placeholder: t('otherTravelers.placeholder'), noMatch: t('otherTravelers.noMatch'), remove: (name) => t('otherTravelers.remove', { name }) }} />
      </Field>
      <Field className={s.wide} label={t('fields.otherArrangements')}>
        <Textarea value={draft.other_arrangements} disabled={locked} maxLength={BUSINESS_TRIP_LIMITS.text} onChange={(_e, d) => set({ other_arrangements: d.value })} />
      </Field>
    </section>
  );
}
