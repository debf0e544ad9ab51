/**
 * "Working days this leave uses: N; left: M" under the event form's dates (issue 18 item 1), from
 * GET /api/v2/leave-balances/preview. Nothing is shown until a type and both dates are there, nor
 * for a type that does not count against a balance; a booking that would go below the allowed
 * overdraft shows in the warning colour with the available days (the server refuses it with
 * `insufficient_leave_balance`). Announced politely as the dates change.
 */
import type { HalfDay } from '@contracts/leave-balances';
import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatDays, useLeavePreview } from './leaveBalancesApi';

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground2 },
  warning: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

export interface LeaveUseHintProps {
  /** Whose balance (omitted: the signed-in user's). */
  userId?: number;
  eventTypeId?: number;
  /** `YYYY-MM-DD`. */
  dateFrom?: string;
  /** `YYYY-MM-DD`. */
  dateTo?: string;
  halfDay?: HalfDay;
}

export function LeaveUseHint({ userId, eventTypeId, dateFrom, dateTo, halfDay }: LeaveUseHintProps) {
  const s = useStyles();
  const { t, i18n } = useTranslation('leaveBalances');
  const from = dateFrom?.slice(0, 10);
  const to = dateTo?.slice(0, 10);
  // A half day is a one-day event: a longer range is previewed whole (the form refuses the half there).
  const q = useLeavePreview({ userId, eventTypeId, dateFrom: from, dateTo: to, halfDay: from && from === to ? (halfDay ?? null) : null });
  const d = (n: number) => formatDays(n, i18n.language);
  let text: string | null = null;
  let warn = false;
  if (q.isError) text = t('hint.failed');
  else if (q.data?.counts) {
    warn = !q.data.allowed;
    const values = { days: d(q.data.working_days), left: d(q.data.left_days), available: d(q.data.available_days) };
    text = warn ? t('hint.notAllowed', values) : t('hint.uses', values);
  }
  return (
    <div aria-live="polite">
      {text && <Caption1 className={mergeClasses(s.hint, warn && s.warning)} data-testid="leave-use-hint">{text}</Caption1>}
    </div>
  );
}
