/**
 * Active substitutions for the new-event template (spec 2 §5 Old event form: "more than one
 * substitution", "going on leave with active substitutions"; "a user cannot be substituted while
 * substituting someone else"): the substitutions each listed person does for others that are not
 * canceled, not rejected by the substitute and not ended.
 */
import { Brackets, EntityManager } from 'typeorm';
import type { ActiveSubstitution } from '../../contracts/calendar-v2';
import { CalendarEvent } from '../calendar';
import { presentActiveSubstitution } from './calendar-v2.presenters';

/**
 * The active substitutions of the given people, by substitute id (people without any get `[]`).
 * ONE query over every active substitution (no IN list, so any number of people), grouped in code.
 */
export async function activeSubstitutionsOf(em: EntityManager, personIds: number[], now = new Date()): Promise<Map<number, ActiveSubstitution[]>> {
  const out = new Map<number, ActiveSubstitution[]>(personIds.map((id) => [id, []]));
  const rows = await em.getRepository(CalendarEvent).createQueryBuilder('e')
    .select(['e.id', 'e.substitute_id', 'e.substitute_confirmed', 'e.date_start', 'e.date_end'])
    .where('e.substitute_id IS NOT NULL').andWhere('e.status <> :c', { c: 'canceled' })
    .andWhere(new Brackets((w) => w.where('e.substitute_confirmed IS NULL').orWhere('e.substitute_confirmed = :yes', { yes: true })))
    .andWhere('e.date_end > :now', { now })
    .orderBy('e.date_start', 'ASC').addOrderBy('e.id', 'ASC')
    .getMany();
  for (const e of rows) {
    const list = out.get(e.substitute_id!);
    if (list) list.push(presentActiveSubstitution(e));
  }
  return out;
}
