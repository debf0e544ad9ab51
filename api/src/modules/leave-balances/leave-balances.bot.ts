/**
 * The api side of the bot's leave balance port (bot/src/leave-port.ts; issue 18 item 1): "balance" in
 * Teams chat answers the user's own balances today, the same numbers as GET /api/v2/leave-balances/me
 * (rounded to 2 decimals by the presenter). A user gone since the message arrived → empty list.
 */
import type { LeaveBalancesPort } from '../../../../bot/src/leave-port';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { companyDay } from '../../shared/company-time';
import { presentBalance } from './leave-balances.presenters';
import { balancesOf, loadPerson } from './leave-balances.service';

/** The leave balance port of the Teams bot over this context. */
export function leaveBalancesPort(ctx: AppContext): LeaveBalancesPort {
  return {
    async mine(userId) {
      const em = ctx.ds.manager;
      let person;
      try {
        person = await loadPerson(em, userId);
      } catch (err) {
        if (err instanceof AppError) return [];
        throw err;
      }
      return (await balancesOf(em, person, companyDay(new Date()))).map(presentBalance).map((b) => ({
        typeName: b.event_type_name,
        entitlementDays: b.entitlement_days,
        accruedDays: b.accrued_days,
        carriedOverDays: b.carried_over_days,
        adjustmentsDays: b.adjustments_days,
        takenDays: b.taken_days,
        requestedDays: b.requested_days,
        availableDays: b.available_days,
      }));
    },
  };
}
