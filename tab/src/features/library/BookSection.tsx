/**
 * One list of /library (spec 3 §2 Library screen): my taken books, books (with search by title or
 * author) or my watchlist, each paged on the server (GET books?type&page&rowsPerPage&q). A list that
 * loaded empty reports it through `onCount` and the page hides it (the books list stays while a
 * search is active, so the search can be cleared). A failed load only stops the loader (spec 3 §8).
 * Row actions follow the row's `can` from the server.
 */
import { Badge, Link, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import {
  ArrowHookUpLeft20Regular, BookOpen20Regular, CalendarAdd20Regular, CalendarArrowRight20Regular, Delete20Regular, Edit20Regular, Eye20Regular,
  EyeOff20Regular,
} from '@fluentui/react-icons';
import { useEffect, useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn, type RowAction } from '../../components/DataTable';
import { DEFAULT_TABLE_PAGE_SIZE } from '../../components/Pager';
import { SearchInput } from '../../components/SearchInput';
import { showDay } from '../../lib/dates';
import { useBooks, type Book, type BookListType } from './libraryApi';

export type BookAction = 'details' | 'order' | 'extend' | 'return' | 'watch' | 'unwatch' | 'edit' | 'delete';

const useStyles = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalM, marginBottom: tokens.spacingVerticalXXL },
  heading: { margin: 0 },
  search: { maxWidth: '360px', width: '100%' },
  cover: { width: '40px', height: '56px', objectFit: 'cover', borderRadius: tokens.borderRadiusSmall, display: 'block' },
  noCover: {
    width: '40px', height: '56px', display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: tokens.borderRadiusSmall,
    background: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground3,
  },
  status: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  overdue: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** The small cover of a row (decorative: the title names the row). */
export function CoverThumb({ book }: { book: Pick<Book, 'cover_url'> }) {
  const s = useStyles();
  return book.cover_url ? <img className={s.cover} src={book.cover_url} alt="" loading="lazy" /> : <span className={s.noCover} aria-hidden><BookOpen20Regular /></span>;
}

/** Status of a book for the caller: on the shelf, or who has it until when (red when overdue), extended, watched. */
export function BookStatus({ book, today, mine }: { book: Book; today: string; mine?: boolean }) {
  const s = useStyles();
  const { t } = useTranslation('library');
  if (book.returned) return <Badge appearance="tint" color="success">{t('status.available')}</Badge>;
  const date = book.planned_return_date ? showDay(book.planned_return_date) : '—';
  const overdue = !!book.planned_return_date && book.planned_return_date < today;
  const text = mine ? t('status.mine', { date }) : t('status.taken', { name: book.taken_by ?? t('status.someone'), date });
  return (
    <span className={s.status}>
      <span className={overdue ? s.overdue : undefined}>{overdue ? `${text} · ${t('status.overdue')}` : text}</span>
      {book.extended && <Badge appearance="outline" color="informative">{t('status.extended')}</Badge>}
      {book.watched && <Badge appearance="outline" color="brand">{t('status.watched')}</Badge>}
    </span>
  );
}

interface Props {
  type: BookListType;
  today: string;
  onAction: (action: BookAction, book: Book) => void;
  /** Total count once loaded (null while unknown), so the page can hide an empty list. */
  onCount: (type: BookListType, count: number | null, searching: boolean) => void;
  hidden: boolean;
}

export function BookSection({ type, today, onAction, onCount, hidden }: Props) {
  const s = useStyles();
  const { t } = useTranslation('library');
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [rowsPerPage, setRowsPerPage] = useState(DEFAULT_TABLE_PAGE_SIZE);
  const [q, setQ] = useState('');
  const list = useBooks({ type, page, rowsPerPage, q });
  const total = list.data?.totalCount;
  useEffect(() => {
    onCount(type, list.isSuccess ? (total ?? 0) : list.isError ? 0 : null, !!q);
  }, [type, total, list.isSuccess, list.isError, q, onCount]);
  // The last row of a later page was removed (returned, deleted): show the page before.
  useEffect(() => {
    if (list.data && list.data.books.length === 0 && page > 1 && !list.isFetching) setPage((p) => Math.max(1, p - 1));
  }, [list.data, page, list.isFetching]);
  if (hidden) return null;

  const mine = type === 'taken';
  const columns: DataColumn<Book>[] = [
    { key: 'cover', header: t('fields.cover'), width: '56px', card: 'plain', render: (b) => <CoverThumb book={b} /> },
    {
      key: 'title', header: t('fields.title'), card: 'title',
      render: (b) => <Link as="button" onClick={() => onAction('details', b)}>{b.title}</Link>,
    },
    { key: 'author', header: t('fields.author'), width: '20%', render: (b) => b.author },
    { key: 'status', header: t('fields.status'), width: '24%', render: (b) => <BookStatus book={b} today={today} mine={mine} /> },
  ];
  const action = (key: BookAction, icon: ReactElement, visible?: (b: Book) => boolean): RowAction<Book> => ({
    key, label: t(`actions.${key}`), icon, visible, onClick: (b) => onAction(key, b),
  });
  // The title opens the details (no separate details button: the row's actions stay few).
  const actions: RowAction<Book>[] = [
    action('order', <CalendarAdd20Regular />, (b) => b.can.order),
    action('extend', <CalendarArrowRight20Regular />, (b) => b.can.extend),
    action('return', <ArrowHookUpLeft20Regular />, (b) => b.can.return),
    action('watch', <Eye20Regular />, (b) => b.can.watch),
    action('unwatch', <EyeOff20Regular />, (b) => b.can.unwatch),
    ...(type === 'library' ? [action('edit', <Edit20Regular />, (b) => b.can.edit), action('delete', <Delete20Regular />, (b) => b.can.delete)] : []),
  ];

  return (
    <section className={s.section} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId} className={s.heading}>{t(`sections.${type}`)}</Subtitle1>
      {type === 'library' && <SearchInput className={s.search} label={t('search')} onSearch={(text) => { setQ(text); setPage(1); }} />}
      <DataTable
        ariaLabel={t(`sections.${type}`)}
        items={list.data?.books}
        loading={list.isFetching}
        columns={columns}
        actions={actions}
        getRowId={(b) => b.id}
        rowLabel={(b) => b.title}
        emptyText={q ? t('emptySearch', { q }) : t('empty')}
        minWidth="860px"
        // A list that fits the smallest page needs no pager.
        paging={page > 1 || (total ?? 0) > DEFAULT_TABLE_PAGE_SIZE ? {
          page, pageSize: rowsPerPage, totalCount: total ?? 0, onPageChange: setPage,
          onPageSizeChange: (n) => { setRowsPerPage(n); setPage(1); },
        } : undefined}
      />
    </section>
  );
}
