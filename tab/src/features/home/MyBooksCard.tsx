/**
 * Dashboard card "my taken books" (spec 1 §2 Dashboard; spec 3 §9: the taken-books read is GET
 * books?type=taken&page=1&rowsPerPage=100): each book with its planned return date, an overdue one
 * in red; at most {@link CARD_ITEMS}, the soonest due first. Read under the library's key, so ordering
 * or returning a book refreshes it. Without
 * library_order nobody can have taken a book: the card shows its empty text without a call.
 */
import { Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { BookOpen24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { companyToday, showDay, useCompanyZone } from '../../lib/dates';
import { useBooks } from '../library/libraryApi';
import { CARD_ITEMS, CardEmpty, CardError, CardLoading, DashboardCard } from './DashboardCard';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS, overflowY: 'auto', maxHeight: '260px' },
  item: { display: 'grid', gap: tokens.spacingVerticalXXS },
  due: { color: tokens.colorNeutralForeground3 },
  overdue: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

export function MyBooksCard() {
  const s = useStyles();
  const { t } = useTranslation(['library', 'dashboard']);
  const { can } = useAuth();
  const today = companyToday(useCompanyZone());
  const orders = can('library_order');
  const q = useBooks({ type: 'taken', page: 1, rowsPerPage: 100 }, orders);
  let body;
  if (!orders || q.data?.books.length === 0) body = <CardEmpty>{t('card.empty')}</CardEmpty>;
  else if (q.isError) body = <CardError error={q.error}>{t('card.failed')}</CardError>;
  else if (!q.data) body = <CardLoading />;
  else {
    body = (
      <ul className={s.list}>
        {soonestDue(q.data.books).map((b) => {
          const overdue = !!b.planned_return_date && b.planned_return_date < today;
          const date = b.planned_return_date ? showDay(b.planned_return_date) : '—';
          return (
            <li key={b.id} className={s.item}>
              <Text weight="semibold">{b.title}</Text>
              <Caption1 className={overdue ? s.overdue : s.due}>{overdue ? t('card.overdue', { date }) : t('card.due', { date })}</Caption1>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <DashboardCard title={t('dashboard:cards.takenBooks.title')} icon={<BookOpen24Regular />} link={{ to: '/library', label: t('dashboard:open') }}>
      {body}
    </DashboardCard>
  );
}

/** The {@link CARD_ITEMS} books due soonest (overdue ones first; a book without a return date last). */
function soonestDue<T extends { planned_return_date?: string | null }>(books: readonly T[]): T[] {
  const due = (b: T) => b.planned_return_date || '9999-12-31';
  return [...books].sort((a, b) => due(a).localeCompare(due(b))).slice(0, CARD_ITEMS);
}
