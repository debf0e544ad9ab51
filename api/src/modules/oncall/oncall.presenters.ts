/**
 * The on-call module's reply shapes (spec 2 §3 On-call; contracts/oncall.ts): pure functions from
 * stored rows to the contracts' types. Instants are UTC ISO strings; `factualMinutes` is the total
 * of the factual times in whole minutes.
 */
import type { z } from 'zod';
import type { oncallDto } from '../../contracts/oncall';
import type { Oncall, OncallFactualTime } from './oncall.entities';

/** Whole minutes between two instants. */
const minutesBetween = (start: Date, end: Date): number => Math.round((end.getTime() - start.getTime()) / 60000);

/** An on-call with its factual times as approvers and the calendar see it (contract `oncallDto`). */
export function presentOncall(o: Oncall, factual: OncallFactualTime[]): z.infer<typeof oncallDto> {
  return {
    id: o.id,
    userId: o.user_id,
    title: o.title,
    description: o.description,
    start: o.date_start.toISOString(),
    end: o.date_end.toISOString(),
    factualTimes: factual.map((f) => ({ start: f.date_start.toISOString(), end: f.date_end.toISOString() })),
    factualMinutes: factual.reduce((s, f) => s + minutesBetween(f.date_start, f.date_end), 0),
  };
}

/** "5 h 30 min" of whole minutes (cards, PDFs, request summaries). */
export const hoursAndMinutes = (min: number): string => `${Math.floor(min / 60)} h ${String(min % 60).padStart(2, '0')} min`;
