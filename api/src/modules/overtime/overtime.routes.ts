/**
 * Overtime routes (spec 2 §7 v1 Overtime): POST /users/overtimes (one request per date, partial
 * failures listed). The report GET /users/:id/overtimes/report is declared by the reports module.
 * Registers the `overtime` request type, so POST /api/v2/chains with requestType overtime works too.
 */
import type { AppContext } from '../../context';
import { overtimeCreateBody, overtimeCreateReply } from '../../contracts/overtime';
import type { Api } from '../../http/route';
import { createOvertimes, registerOvertimeType } from './overtime.service';

/** Error codes of overtime (spec 2 §8); tab texts: errors.wrong_overtime_time, errors.overtime_error. */

/** Declares the overtime routes and registers the request type. */
export function registerOvertime({ v1 }: Api, ctx: AppContext): void {
  registerOvertimeType();
  v1.add({
    method: 'post', path: '/users/overtimes', summary: 'Register overtime: rows grouped by date, one request per date; failed dates listed with their error (user_id: a subordinate)',
    access: 'user', status: 201, body: overtimeCreateBody, response: overtimeCreateReply,
    handler: ({ user, body }) => createOvertimes(ctx, user, body),
  });
}
