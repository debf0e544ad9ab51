/**
 * Business trips (issue 13 item 1; spec 2 §3 Business trip, Request / chain item edit audits; §9):
 * time options (reference data, id 1 the default), trips, destinations, flights, accommodations,
 * travel and work times, other travellers and the edit audits. Money in cents (EUR), hours ×100.
 */
import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columns, fk } from '../schema';

const CHILD = 'business_trip_id';

export class BusinessTrips1700000008000 implements MigrationInterface {
  name = 'BusinessTrips1700000008000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    const child = (name: string, cols: ReturnType<typeof c.int>[], extraIdx: string[][] = []) =>
      qr.createTable(new Table({
        name,
        columns: [c.id(), c.int(CHILD), ...cols],
        foreignKeys: [fk(CHILD, 'business_trips', 'CASCADE')],
        indices: [{ name: `IX_${name}_trip`, columnNames: [CHILD] }, ...extraIdx.map((cs) => ({ name: `IX_${name}_${cs.join('_')}`, columnNames: cs }))],
      }));
    await qr.createTable(new Table({
      name: 'business_trip_time_options',
      columns: [c.id(), c.str('description', 255), c.str('description_lt', 255), c.bool('is_travel_time', true), c.bool('is_work_time', true)],
    }));
    await qr.query(
      "INSERT INTO business_trip_time_options (description, description_lt, is_travel_time, is_work_time) VALUES " +
      "('By the work schedule (8 h a day)', 'Pagal darbo grafiką (8 val. per dieną)', 1, 1), " +
      "('Actual hours', 'Faktinės valandos', 1, 1), " +
      "('Not counted as working time', 'Neįskaitoma į darbo laiką', 1, 0)",
    );
    await qr.createTable(new Table({
      name: 'business_trips',
      columns: [
        c.id(), c.int('traveler_id'), c.int('created_by_user_id', { isNullable: true }), c.int('group_id', { isNullable: true }),
        c.str('project_name', 255, { isNullable: true }), c.str('project_number', 255, { isNullable: true }), c.date('request_date'),
        c.str('trip_purpose', 255), c.str('other_arrangements', 255, { isNullable: true }),
        c.int('travel_time_hours_option_id', { default: 1 }), c.int('work_time_hours_option_id', { default: 1 }),
        c.bool('should_book_flight', false), c.bool('should_book_accommodation', false),
        c.date('date_start', { isNullable: false }), c.date('date_end', { isNullable: false }),
        c.createdAt(), c.instant('updated_at'),
      ],
      foreignKeys: [
        fk('traveler_id', 'users'), fk('created_by_user_id', 'users'),
        fk('travel_time_hours_option_id', 'business_trip_time_options'), fk('work_time_hours_option_id', 'business_trip_time_options'),
      ],
      indices: [
        { name: 'IX_business_trips_traveler', columnNames: ['traveler_id', 'date_start'] },
        { name: 'IX_business_trips_dates', columnNames: ['date_start', 'date_end'] },
        { name: 'IX_business_trips_group', columnNames: ['group_id'] },
      ],
    }));
    await child('business_trip_destinations', [c.str('destination_code', 2), c.date('date_start', { isNullable: false }), c.date('date_end', { isNullable: false })]);
    await child('business_trip_flights', [
      c.str('place_from', 512), c.str('place_to', 512), c.instant('departure', { isNullable: false }), c.instant('arrival', { isNullable: false }),
      c.bool('request', false), c.int('paid_cents', { isNullable: true }), c.str('notes', 255, { isNullable: true }),
    ]);
    await child('business_trip_accommodations', [
      c.str('city', 255), c.str('hotel', 255, { isNullable: true }), c.date('arrival', { isNullable: false }), c.date('leave', { isNullable: false }), c.int('paid_cents', { isNullable: true }),
    ]);
    await child('business_trip_travel_times', [c.date('date', { isNullable: false }), c.int('hundredths'), c.str('direction', 10)]);
    await child('business_trip_work_times', [c.date('date', { isNullable: false }), c.int('hundredths')]);
    await qr.createTable(new Table({
      name: 'business_trip_other_travelers',
      columns: [c.id(), c.int(CHILD), c.int('user_id')],
      foreignKeys: [fk(CHILD, 'business_trips', 'CASCADE'), fk('user_id', 'users')],
      indices: [{ name: 'UQ_business_trip_other_travelers', columnNames: [CHILD, 'user_id'], isUnique: true }, { name: 'IX_business_trip_other_travelers_user', columnNames: ['user_id'] }],
    }));
    // Edit audits (spec 2 §3): one row per changed travel time / work time, one per change of options or dates.
    const audit = [c.int('request_id', { isNullable: true }), c.int('changed_by'), c.int('step_id', { isNullable: true }), c.createdAt('changed_at')];
    await child('business_trip_audit_travel_times', [...audit, c.date('old_date'), c.date('new_date'), c.str('direction', 10), c.int('old_hundredths', { isNullable: true }), c.int('new_hundredths', { isNullable: true })]);
    await child('business_trip_audit_work_times', [...audit, c.date('old_date'), c.date('new_date'), c.int('old_hundredths', { isNullable: true }), c.int('new_hundredths', { isNullable: true })]);
    await child('business_trip_audits', [
      ...audit,
      c.int('old_travel_time_hours_option_id', { isNullable: true }), c.int('new_travel_time_hours_option_id', { isNullable: true }),
      c.int('old_work_time_hours_option_id', { isNullable: true }), c.int('new_work_time_hours_option_id', { isNullable: true }),
      c.date('old_date_start'), c.date('new_date_start'), c.date('old_date_end'), c.date('new_date_end'),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const t of ['business_trip_audits', 'business_trip_audit_work_times', 'business_trip_audit_travel_times', 'business_trip_other_travelers', 'business_trip_work_times',
      'business_trip_travel_times', 'business_trip_accommodations', 'business_trip_flights', 'business_trip_destinations', 'business_trips', 'business_trip_time_options']) await qr.dropTable(t);
  }
}
