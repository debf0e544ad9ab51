/** The events list CSV of the older calendar (spec 2 §2 events list with CSV export, all_events_read). */
import type { EntityManager } from 'typeorm';
import type { CalendarStatus } from '../../contracts/calendar-v2';
import { eventsQuery } from '../calendar-v2/calendar-v2.events';
import { toCsv } from './csv';
import { instantOf } from '../../db/raw';

/** Every event overlapping [from, to] (dates, inclusive) with optional type and status filters, as CSV. */
export async function eventsCsv(em: EntityManager, q: { from: string; to: string; types?: number[]; statuses?: CalendarStatus[] }): Promise<string> {
  const qb = eventsQuery(em).addSelect(['e.unattendance_code AS unattendance_code', 'u.email AS u_email'])
    .where('e.date_start <= :to AND e.date_end >= :from', { from: new Date(`${q.from}T00:00:00Z`), to: new Date(`${q.to}T23:59:59.999Z`) });
  if (q.types?.length) qb.andWhere('e.event_type_id IN (:...types)', { types: q.types });
  if (q.statuses?.length) qb.andWhere('e.status IN (:...statuses)', { statuses: q.statuses });
  const rows = await qb.orderBy('e.date_start', 'ASC').addOrderBy('e.id', 'ASC').getRawMany<Record<string, unknown>>();
  return toCsv(
    ['id', 'employee', 'email', 'category', 'type', 'unattendance_code', 'status', 'start', 'end', 'title', 'description', 'substitute'],
    rows.map((r) => [
      r.id, `${r.u_name} ${r.u_surname}`, r.u_email, r.category_name, r.type_name, r.unattendance_code, r.status,
      instantOf(r.date_start).toISOString(), instantOf(r.date_end).toISOString(), r.title, r.description, r.s_name ? `${r.s_name} ${r.s_surname}` : '',
    ]),
  );
}
