/**
 * GET leave-balances/report?date=YYYY-MM-DD (users_read_sensitive_info): everyone's leave balances at
 * a company day as an xlsx workbook (exceljs), replied as base64 `{ file, name }` like the statistics
 * and users exports. One sheet "Leave balances": a row per live (not deleted) person whose contract
 * did not end before the date's leave year, and
 * leave-counting type, sorted by surname and name; days rounded to 2 decimals. Computed in a fixed
 * number of queries (leave-balances.service balancesOfPeople). The export is personal data, so it is
 * recorded in the audit log (`export.personal_data`).
 */
import { IsNull, MoreThanOrEqual } from 'typeorm';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/auth';
import { xlsxBytes } from '../../shared/xlsx';
import { clientOf } from '../audit/audit.policy';
import { recordAudit } from '../audit/audit.record';
import { User } from '../users/users.entities';
import { round2 } from './leave-balances.presenters';
import { balancesOfPeople } from './leave-balances.service';

/** The download's file name for a date. */
export const reportFileName = (date: string): string => `LeaveBalances-${date}.xlsx`;

/** The workbook of everyone's balances at `date`. */
export async function leaveReport(ctx: AppContext, caller: AuthUser, date: string): Promise<{ file: string; name: string }> {
  const em = ctx.ds.manager;
  const yearStart = `${date.slice(0, 4)}-01-01`;
  const people = await em.getRepository(User).find({
    where: [{ deleted_at: IsNull(), contract_end_date: IsNull() }, { deleted_at: IsNull(), contract_end_date: MoreThanOrEqual(yearStart) }],
    order: { surname: 'ASC', name: 'ASC', id: 'ASC' },
    select: { id: true, name: true, surname: true, email: true, start_work_date: true, contract_end_date: true },
  });
  const balances = await balancesOfPeople(em, people, date);
  const days = (header: string, key: string, width: number) => ({ header, key, width, numFmt: '0.00' });
  const columns = [
    { header: 'Name', key: 'name', width: 26 },
    { header: 'E-mail', key: 'email', width: 30 },
    { header: 'Event type', key: 'type', width: 22 },
    days('Entitlement', 'entitlement', 12), days('Accrued', 'accrued', 10), days('Carried over', 'carried', 13), days('Adjustments', 'adjustments', 13),
    days('Taken', 'taken', 10), days('Requested', 'requested', 11), days('Available', 'available', 11),
  ];
  const rows = people.flatMap((p) => (balances.get(p.id) ?? []).map((b) => ({
    name: `${p.name} ${p.surname}`, email: p.email, type: b.event_type_name,
    entitlement: round2(b.entitlement_days), accrued: round2(b.accrued_days), carried: round2(b.carried_over_days),
    adjustments: round2(b.adjustments_days), taken: round2(b.taken_days), requested: round2(b.requested_days), available: round2(b.available_days),
  })));
  const buffer = await xlsxBytes([{ name: 'Leave balances', columns, rows }]);
  await recordAudit(em, { actorId: caller.id, action: 'export.personal_data', targetType: 'leave_balances', details: { report: 'leave_balances', date }, client: clientOf(caller) });
  return { file: buffer.toString('base64'), name: reportFileName(date) };
}
