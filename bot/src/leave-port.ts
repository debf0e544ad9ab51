/** The bot's leave balance port (issue 18 item 1): the user's balances as the chat answer shows them (api/src/modules/leave-balances/leave-balances.bot.ts). */

/** One leave-counting event type's balance of the user today; every value in working days (halves and fractions allowed). */
export interface LeaveBalanceView {
  /** Event type name as stored (e.g. "Annual leave"). */
  typeName: string;
  entitlementDays: number;
  accruedDays: number;
  carriedOverDays: number;
  adjustmentsDays: number;
  takenDays: number;
  requestedDays: number;
  availableDays: number;
}

export interface LeaveBalancesPort {
  /** The user's balances today, one per counting type (empty when no type counts). */
  mine(userId: number): Promise<LeaveBalanceView[]>;
}
