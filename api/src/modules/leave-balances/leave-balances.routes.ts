/**
 * Leave balance routes (issue 18 item 1) under /api/v2, and the `leave-balance` booking check:
 * - GET leave-balances/me — the caller's balances today;
 * - GET users/{id}/leave-balance — oneself, the direct manager or users_read_sensitive_info;
 * - GET users/{id}/leave-balance/adjustments — same readers; POST (users_write_sensitive_info, never
 *   on oneself) adds a signed adjustment with an audit entry, replies the balances after it;
 * - GET / PUT users/{id}/leave-balance/profile — extended leave, entitlement override, opening
 *   balance (read: users_read_sensitive_info; write: users_write_sensitive_info, never oneself);
 * - GET leave-balances/preview — what a booking would use and leave (the event form);
 * - GET leave-balances/report?date — everyone's balances as xlsx (users_read_sensitive_info);
 * - GET / PUT leave-settings — settings_read / settings_write.
 * Definitions: accrual.ts; refusal and preview: leave-balances.check.ts; rules: leave-balances.policy.ts.
 */
import type { AppContext } from '../../context';
import {
  leaveAdjustmentBody, leaveAdjustments, leaveBalances, leavePreview, leavePreviewQuery, leaveProfileBody, leaveReportQuery, leaveReportReply, leaveSettings,
} from '../../contracts/leave-balances';
import { inTransaction } from '../../db/tx';
import { idParams, type Access, type Api } from '../../http/route';
import { companyDay } from '../../shared/company-time';
import { setBookingCheck } from '../calendar/events.checks';
import { leaveBalanceCheck, previewBooking } from './leave-balances.check';
import { addAdjustment, listAdjustments, readProfile, saveProfile } from './leave-balances.hr';
import { assertCanReadBalance } from './leave-balances.policy';
import { presentBalances } from './leave-balances.presenters';
import { leaveReport } from './leave-balances.report';
import { balancesOf, loadLeaveSettings, loadPerson, saveLeaveSettings } from './leave-balances.service';

const READ_SENSITIVE: Access = { anyOf: ['users_read_sensitive_info'] };
const WRITE_SENSITIVE: Access = { anyOf: ['users_write_sensitive_info'] };

/** Declares the routes and adds the booking check. */
export function registerLeaveBalances({ v2 }: Api, ctx: AppContext): void {
  setBookingCheck('leave-balance', leaveBalanceCheck);
  const em = () => ctx.ds.manager;
  const today = () => companyDay(new Date());

  v2.add({
    method: 'get', path: '/leave-balances/me', summary: "The caller's leave balances today, per leave-counting event type (working days)", access: 'user', response: leaveBalances,
    handler: async ({ user }) => presentBalances(await balancesOf(em(), await loadPerson(em(), user.id), today())),
  });
  v2.add({
    method: 'get', path: '/leave-balances/preview', summary: 'What booking a date range of a type would use and leave (the event form)', access: 'user',
    query: leavePreviewQuery, response: leavePreview,
    handler: ({ user, query }) => previewBooking(ctx, user, query),
  });
  v2.add({
    method: 'get', path: '/leave-balances/report', summary: "Everyone's leave balances at a date as an xlsx workbook (base64)", access: READ_SENSITIVE,
    query: leaveReportQuery, response: leaveReportReply,
    handler: ({ user, query }) => leaveReport(ctx, user, query.date),
  });
  v2.add({
    method: 'get', path: '/users/:id/leave-balance', summary: "A person's leave balances today (oneself, the direct manager or users_read_sensitive_info)", access: 'user',
    params: idParams, response: leaveBalances,
    handler: async ({ user, params }) => {
      const person = await loadPerson(em(), params.id);
      assertCanReadBalance(user, { id: person.id, managerId: person.manager_id });
      return presentBalances(await balancesOf(em(), person, today()));
    },
  });
  v2.add({
    method: 'get', path: '/users/:id/leave-balance/adjustments', summary: "A person's leave balance adjustments, newest first", access: 'user',
    params: idParams, response: leaveAdjustments,
    handler: ({ user, params }) => listAdjustments(ctx, user, params.id),
  });
  v2.add({
    method: 'post', path: '/users/:id/leave-balance/adjustments', summary: "Adjust a person's leave balance by signed days with a reason (not one's own; audited)", access: WRITE_SENSITIVE,
    status: 201, params: idParams, body: leaveAdjustmentBody, response: leaveBalances,
    handler: ({ user, params, body }) => addAdjustment(ctx, user, params.id, body),
  });
  v2.add({
    method: 'get', path: '/users/:id/leave-balance/profile', summary: "A person's leave profile: extended leave, entitlement overrides, opening balances", access: READ_SENSITIVE,
    params: idParams, response: leaveProfileBody,
    handler: ({ params }) => readProfile(ctx, params.id),
  });
  v2.add({
    method: 'put', path: '/users/:id/leave-balance/profile', summary: "Set a person's leave profile (not one's own; audited)", access: WRITE_SENSITIVE,
    params: idParams, body: leaveProfileBody, response: leaveProfileBody,
    handler: ({ user, params, body }) => saveProfile(ctx, user, params.id, body),
  });
  v2.add({
    method: 'get', path: '/leave-settings', summary: 'Leave settings: default and extended entitlement, carry-over years, overdraft', access: { anyOf: ['settings_read'] }, response: leaveSettings,
    handler: () => loadLeaveSettings(em()),
  });
  v2.add({
    method: 'put', path: '/leave-settings', summary: 'Change the leave settings', access: { anyOf: ['settings_write'] }, body: leaveSettings, response: leaveSettings,
    handler: ({ body }) => inTransaction(ctx.ds, (tx) => saveLeaveSettings(tx, body)),
  });
}
