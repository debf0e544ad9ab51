/**
 * Half-day absences and leave-counting event types (issue 18 items 1, 2; not in the spec documents):
 * `event_types.counts_against_balance` (the type's events use a leave balance),
 * `event_types.allows_half_day` (a one-day event of the type may be a morning or an afternoon) and
 * `events.half_day` ('first' = morning, 'second' = afternoon, null = the whole day). A half-day event
 * keeps the whole company day's range in date_start/date_end; only the flag says which half.
 */
import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { columns } from '../schema';

export class HalfDays1700000010100 implements MigrationInterface {
  name = 'HalfDays1700000010100';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.addColumn('event_types', new TableColumn(c.bool('counts_against_balance', false)));
    await qr.addColumn('event_types', new TableColumn(c.bool('allows_half_day', false)));
    await qr.addColumn('events', new TableColumn(c.str('half_day', 10, { isNullable: true })));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('events', 'half_day');
    await qr.dropColumn('event_types', 'allows_half_day');
    await qr.dropColumn('event_types', 'counts_against_balance');
  }
}
