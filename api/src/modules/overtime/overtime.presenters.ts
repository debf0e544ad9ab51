/**
 * The overtime module's reply shapes (spec 2 §3 Overtime, §7 v1 overtime; contracts/overtime.ts):
 * pure functions from stored rows to the contracts' types. Totals are whole minutes in the
 * database and decimal hours (two places) in replies.
 */
import type { z } from 'zod';
import type { CompensationOption, overtimeCreated, overtimeCreateReply, overtimeDto, overtimeFailed } from '../../contracts/overtime';
import type { Overtime, OvertimeTime } from './overtime.entities';

/** Decimal hours of whole minutes, two places (90 → 1.5). */
export const hoursOf = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;

/** An overtime with its intervals as approvers and the calendar see it (contract `overtimeDto`). */
export function presentOvertime(o: Overtime, times: OvertimeTime[]): z.infer<typeof overtimeDto> {
  return {
    id: o.id,
    user_id: o.user_id,
    overtime_date: o.overtime_date,
    compensation_option: o.compensation_option as CompensationOption,
    total_hours: hoursOf(o.total_minutes),
    total_minutes: o.total_minutes,
    times: times.map((t) => ({ time_from: t.time_from, time_to: t.time_to })),
  };
}

/** A date of POST /users/overtimes that was created: the overtime, its request and the request's status. */
export const presentCreated = (o: Overtime, request: { id: number; status: string }): z.infer<typeof overtimeCreated> => ({
  overtime_date: o.overtime_date,
  id: o.id,
  request_id: request.id,
  status: request.status,
  total_hours: hoursOf(o.total_minutes),
});

/** A date of POST /users/overtimes that failed, with the error's code. */
export const presentFailed = (date: string, code: string): z.infer<typeof overtimeFailed> => ({ overtime_date: date, error_code: code, message: code });

/** POST /users/overtimes: the dates created and the dates that failed (`overtime_created` when at least one was created). */
export const presentOvertimesCreated = (
  created: z.infer<typeof overtimeCreated>[],
  failed: z.infer<typeof overtimeFailed>[],
): z.infer<typeof overtimeCreateReply> => ({
  message: 'overtime_created',
  created,
  failed,
});
