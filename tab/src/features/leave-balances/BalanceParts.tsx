/**
 * Shared views of leave balances (issue 18 item 1): the breakdown of one type as a definition list
 * (accrued, carried over, adjustments, taken, requested) and the full table per type (profile,
 * user details). Days are working days shown with halves in the reader's language.
 */
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { formatDays, type LeaveBalance } from './leaveBalancesApi';

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) max-content', gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  negative: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  unit: { color: tokens.colorNeutralForeground3 },
  wrap: { display: 'grid', gap: tokens.spacingVerticalS },
});

/** The parts a balance is made of, in the order of the formula. */
const PARTS = [
  ['accrued', 'accrued_days'],
  ['carried', 'carried_over_days'],
  ['adjustments', 'adjustments_days'],
  ['taken', 'taken_days'],
  ['requested', 'requested_days'],
] as const;

/**
 * Eight columns with long one-word headers ("Adjustments", "Koregavimai") need about 100 px each: in a
 * narrower box (the profile's panel at 1280 px, the details popup) each type is a card instead.
 */
const CARDS_BELOW = 800;

/** "accrued / carried / adjustments / taken / requested" of one type as label–value lines. */
export function BalanceBreakdown({ balance }: { balance: LeaveBalance }) {
  const s = useStyles();
  const { t, i18n } = useTranslation('leaveBalances');
  return (
    <dl className={s.list}>
      {PARTS.map(([label, key]) => (
        <Fragment key={key}>
          <dt className={s.term}>{t(`fields.${label}`)}</dt>
          <dd className={s.value}>{formatDays(balance[key], i18n.language)}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** Every counting type's balance as a table (cards on a phone): the available days first, then its parts; a note on the unit. */
export function BalancesTable({ balances, loading, emptyText }: { balances: LeaveBalance[] | undefined; loading?: boolean; emptyText: string }) {
  const s = useStyles();
  const { t, i18n } = useTranslation('leaveBalances');
  const d = (n: number) => formatDays(n, i18n.language);
  const columns: DataColumn<LeaveBalance>[] = [
    { key: 'type', header: t('fields.type'), width: '14%', card: 'title', render: (b) => b.event_type_name },
    {
      key: 'available', header: t('fields.available'),
      render: (b) => <strong className={b.available_days < 0 ? s.negative : undefined}>{d(b.available_days)}</strong>,
    },
    { key: 'entitlement', header: t('fields.entitlement'), render: (b) => d(b.entitlement_days) },
    ...PARTS.map(([label, key]) => ({ key, header: t(`fields.${label}`), render: (b: LeaveBalance) => d(b[key]) })),
  ];
  return (
    <div className={s.wrap}>
      <DataTable
        ariaLabel={t('table')}
        items={balances}
        loading={loading}
        columns={columns}
        getRowId={(b) => b.event_type_id}
        emptyText={emptyText}
        minWidth="680px"
        cardsBelow={CARDS_BELOW}
      />
      {!!balances?.length && <Caption1 className={s.unit}>{t('unit')}</Caption1>}
    </div>
  );
}
