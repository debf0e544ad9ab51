/**
 * The list sections of the business trip form (spec 2 §2): destinations, flights and accommodations
 * (shown when their question is answered yes or rows exist, §4), travel times and work times, each a
 * {@link RowsSection} with its dialog. Dates read DD/MM/YYYY, instants DD/MM/YYYY HH:mm, money in EUR
 * in the UI language.
 *
 * `locked`: lists cannot change (read-only or edit after completion); `restricted`: the restricted
 * fields may be set; `editable`: rows may be opened for editing (after completion only flights and
 * accommodations, for their restricted fields).
 */
import { useTranslation } from 'react-i18next';
import { CountryFlag } from '../../components/CountryFlag';
import { showDay, useDates } from '../../lib/dates';
import type { CountryOption } from './businessTripsApi';
import { AccommodationDialog, DestinationDialog, FlightDialog, TravelTimeDialog, WorkTimeDialog } from './TripRowDialogs';
import { RowsSection } from './TripRowsSection';
import {
  formatMoney, missingSections, newRowId, showsAccommodations, showsFlights, today, type AccommodationRow, type DestinationRow, type FlightRow,
  type TravelTimeRow, type TripDraft, type WorkTimeRow,
} from './tripForm';

export interface TripListSectionsProps {
  draft: TripDraft;
  onChange: (next: Partial<TripDraft>) => void;
  locked: boolean;
  readOnly: boolean;
  restricted: boolean;
  countries: readonly CountryOption[];
  /** Translated messages about a list (the contract's or the server's). */
  errors?: Partial<Record<keyof TripDraft, string>>;
}

export function TripListSections({ draft, onChange, locked, readOnly, restricted, countries, errors = {} }: TripListSectionsProps) {
  const { t, i18n } = useTranslation('businessTrips');
  const lang = i18n.language;
  const missing = missingSections(draft);
  const day = (d: string) => showDay(d);
  const { instant, zone } = useDates();
  const countryName = (d: DestinationRow) => countries.find((c) => c.Code === d.destination_code)?.Name ?? d.name ?? d.destination_code;
  const open = !locked;
  const start = draft.destinations[0]?.date_start || today(zone);
  const common = { canAdd: open, emptyText: t('emptyList') };
  const dialogProps = { locked, restricted: restricted && !readOnly };
  return (
    <>
      <RowsSection<DestinationRow>
        {...common} title={t('destinations.title')} missing={missing.has('destinations')} missingText={t('destinations.missing')} rows={draft.destinations} error={errors.destinations}
        canEdit={open} addLabel={t('destinations.add')} rowLabel={countryName}
        blank={() => ({ id: newRowId(), destination_code: '', date_start: start, date_end: start })}
        onChange={(destinations) => onChange({ destinations })}
        columns={[
          { key: 'country', header: t('destinations.country'), card: 'title', render: (d) => <><CountryFlag code={d.destination_code} /> {countryName(d)}</> },
          { key: 'start', header: t('fields.dateStart'), render: (d) => day(d.date_start) },
          { key: 'end', header: t('fields.dateEnd'), render: (d) => day(d.date_end) },
        ]}
        dialog={(row, isNew, done, close) => <DestinationDialog row={row} isNew={isNew} countries={countries} {...dialogProps} onSave={done} onClose={close} />}
      />
      {showsFlights(draft) && (
        <RowsSection<FlightRow>
          {...common} title={t('flights.title')} missing={missing.has('flights')} missingText={t('flights.missing')} rows={draft.flights} error={errors.flights}
          canEdit={open || (restricted && !readOnly)} addLabel={t('flights.add')} rowLabel={(f) => `${f.from} – ${f.to}`}
          blank={() => ({ id: newRowId(), from: '', to: '', departure: '', arrival: '', request: false, paid: null, notes: null })}
          onChange={(flights) => onChange({ flights })}
          columns={[
            { key: 'route', header: t('flights.route'), card: 'title', render: (f) => `${f.from} – ${f.to}` },
            { key: 'departure', header: t('flights.departure'), render: (f) => instant(f.departure) },
            { key: 'arrival', header: t('flights.arrival'), render: (f) => instant(f.arrival) },
            { key: 'request', header: t('flights.request'), render: (f) => t(f.request ? 'yes' : 'no') },
            { key: 'paid', header: t('fields.paid'), render: (f) => formatMoney(f.paid, lang) },
            { key: 'notes', header: t('flights.notes'), render: (f) => f.notes ?? '' },
          ]}
          dialog={(row, isNew, done, close) => <FlightDialog row={row} isNew={isNew} {...dialogProps} onSave={done} onClose={close} />}
        />
      )}
      {showsAccommodations(draft) && (
        <RowsSection<AccommodationRow>
          {...common} title={t('accommodations.title')} missing={missing.has('accommodations')} missingText={t('accommodations.missing')} rows={draft.accommodations} error={errors.accommodations}
          canEdit={open || (restricted && !readOnly)} addLabel={t('accommodations.add')} rowLabel={(a) => `${a.city} ${a.hotel ?? ''}`.trim()}
          blank={() => ({ id: newRowId(), city: '', hotel: null, arrival: start, leave: start, paid: null })}
          onChange={(accommodations) => onChange({ accommodations })}
          columns={[
            { key: 'city', header: t('accommodations.city'), card: 'title', render: (a) => a.city },
            { key: 'hotel', header: t('accommodations.hotel'), render: (a) => a.hotel ?? '' },
            { key: 'arrival', header: t('accommodations.arrival'), render: (a) => day(a.arrival) },
            { key: 'leave', header: t('accommodations.leave'), render: (a) => day(a.leave) },
            { key: 'paid', header: t('fields.paid'), render: (a) => formatMoney(a.paid, lang) },
          ]}
          dialog={(row, isNew, done, close) => <AccommodationDialog row={row} isNew={isNew} {...dialogProps} onSave={done} onClose={close} />}
        />
      )}
      <RowsSection<TravelTimeRow>
        {...common} title={t('travelTimes.title')} rows={draft.travel_times} error={errors.travel_times} canEdit={open} addLabel={t('travelTimes.add')}
        rowLabel={(x) => `${day(x.date)} ${t(`travelTimes.${x.direction}`)}`}
        blank={() => ({ id: newRowId(), date: start, travel_time: 0, direction: 'leaving' })}
        onChange={(travel_times) => onChange({ travel_times })}
        columns={[
          { key: 'date', header: t('fields.date'), card: 'title', render: (x) => day(x.date) },
          { key: 'hours', header: t('fields.hours'), render: (x) => x.travel_time.toLocaleString(lang) },
          { key: 'direction', header: t('travelTimes.direction'), render: (x) => t(`travelTimes.${x.direction}`) },
        ]}
        dialog={(row, isNew, done, close) => <TravelTimeDialog row={row} isNew={isNew} {...dialogProps} onSave={done} onClose={close} />}
      />
      <RowsSection<WorkTimeRow>
        {...common} title={t('workTimes.title')} rows={draft.work_times} error={errors.work_times} canEdit={open} addLabel={t('workTimes.add')} rowLabel={(x) => day(x.date)}
        blank={() => ({ id: newRowId(), date: start, work_time: 8 })}
        onChange={(work_times) => onChange({ work_times })}
        columns={[
          { key: 'date', header: t('fields.date'), card: 'title', render: (x) => day(x.date) },
          { key: 'hours', header: t('fields.hours'), render: (x) => x.work_time.toLocaleString(lang) },
        ]}
        dialog={(row, isNew, done, close) => <WorkTimeDialog row={row} isNew={isNew} {...dialogProps} onSave={done} onClose={close} />}
      />
    </>
  );
}
