/**
 * /library (spec 3 §2 Library screen, §4 Book, §6 library_*): request-a-book (library_order) and
 * new-book (library_write) buttons; the lists my taken books and my watchlist (library_order) and
 * books (everyone on the page), each hidden while empty; book details; new/edit book; order, extend,
 * return, watch/unwatch, delete a returned book (with confirmation). Which row actions show follows
 * the server's `can` per book. Success toasts use the spec's keys (§8).
 *
 * The request-book form opens on arrival when navigation asks for it: router state
 * `{ openRequestBookForm: true }` (what the Requests chooser sends) or `?request=1`; the flag is then
 * cleared from the history entry, so going back or reloading does not open it again.
 */
import { makeStyles, Body1, tokens } from '@fluentui/react-components';
import { Add20Regular, BookQuestionMark20Regular } from '@fluentui/react-icons';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/notify';
import { PageHeader, type HeaderAction } from '../../components/PageHeader';
import { companyToday, useCompanyZone } from '../../lib/dates';
import { BookDetailsDialog } from './BookDetailsDialog';
import { BookFormDialog } from './BookFormDialog';
import { BookSection, type BookAction } from './BookSection';
import { ExtendDialog, OrderDialog } from './BorrowDialogs';
import { useDeleteBook, useReturnBook, useWatchBook, type Book, type BookListType } from './libraryApi';
import { RequestBookDialog } from './RequestBookDialog';

const useStyles = makeStyles({
  empty: { color: tokens.colorNeutralForeground3 },
});

type Dialog =
  | { kind: 'create' | 'request' }
  | { kind: 'details' | 'order' | 'extend' | 'edit' | 'delete'; book: Book; mine?: boolean }
  | null;

/** True when the arrival asks for the request-book form (router state or `?request=1`). */
export function wantsRequestForm(location: { state: unknown; search: string }): boolean {
  const state = location.state as { openRequestBookForm?: unknown } | null;
  return Boolean(state?.openRequestBookForm) || new URLSearchParams(location.search).get('request') === '1';
}

export function LibraryPage() {
  const s = useStyles();
  const { t } = useTranslation('library');
  const { can } = useAuth();
  const notify = useNotify();
  const location = useLocation();
  const navigate = useNavigate();
  const zone = useCompanyZone();
  const today = companyToday(zone);
  const orders = can('library_order');
  const writes = can('library_write');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [counts, setCounts] = useState<Partial<Record<BookListType, { count: number | null; searching: boolean }>>>({});
  const returning = useReturnBook();
  const watching = useWatchBook();
  const deleting = useDeleteBook();
  const close = useCallback(() => setDialog(null), []);

  const askedForRequest = wantsRequestForm(location);
  useEffect(() => {
    if (!askedForRequest) return;
    if (orders) setDialog({ kind: 'request' });
    const search = new URLSearchParams(location.search);
    search.delete('request');
    const rest = search.toString();
    navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true, state: null });
  }, [askedForRequest, orders, location.pathname, location.search, navigate]);

  const onCount = useCallback((type: BookListType, count: number | null, searching: boolean) => {
    setCounts((c) => (c[type]?.count === count && c[type]?.searching === searching ? c : { ...c, [type]: { count, searching } }));
  }, []);
  const hidden = (type: BookListType) => counts[type]?.count === 0 && !counts[type]?.searching;

  const act = async (label: string, run: () => Promise<unknown>) => {
    try {
      await run();
      notify.success(label);
      setDialog((d) => (d?.kind === 'details' ? null : d));
    } catch (err) {
      notify.error(err);
    }
  };
  const onAction = (action: BookAction, book: Book, mine = false) => {
    if (action === 'return') void act(t('success.the_book_has_been_successfully_returned'), () => returning.mutateAsync(book.id));
    else if (action === 'watch') void act(t('success.the_book_has_been_successfully_added_to_your_watchlist'), () => watching.mutateAsync({ id: book.id, watch: true }));
    else if (action === 'unwatch') void act(t('success.the_book_has_been_successfully_unwatched'), () => watching.mutateAsync({ id: book.id, watch: false }));
    else setDialog({ kind: action, book, mine });
  };

  const remove = async () => {
    if (dialog?.kind !== 'delete') return;
    try {
      await deleting.mutateAsync(dialog.book.id);
      notify.success(t('success.the_book_has_been_successfully_deleted'));
      close();
    } catch (err) {
      notify.error(err);
    }
  };

  const actions: HeaderAction[] = [
    ...(orders ? [{ key: 'request', label: t('requestBook'), icon: <BookQuestionMark20Regular />, onClick: () => setDialog({ kind: 'request' }) }] : []),
    ...(writes ? [{ key: 'new', label: t('newBook'), icon: <Add20Regular />, primary: true, onClick: () => setDialog({ kind: 'create' }) }] : []),
  ];
  const lists: BookListType[] = orders ? ['taken', 'library', 'watched'] : ['library'];
  const allEmpty = lists.every(hidden);

  return (
    <>
      <PageHeader title={t('title')} actions={actions} />
      {lists.map((type) => (
        <BookSection key={type} type={type} today={today} hidden={hidden(type)} onCount={onCount}
          onAction={(a, b) => onAction(a, b, type === 'taken')} />
      ))}
      {allEmpty && <Body1 className={s.empty}>{t('noBooks')}</Body1>}
      {dialog?.kind === 'details' && (
        <BookDetailsDialog book={dialog.book} today={today} mine={!!dialog.mine} onClose={close} onAction={(a, b) => onAction(a, b, dialog.mine)} />
      )}
      {dialog?.kind === 'order' && <OrderDialog book={dialog.book} today={today} onClose={close} />}
      {dialog?.kind === 'extend' && <ExtendDialog book={dialog.book} onClose={close} />}
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && <BookFormDialog book={dialog.kind === 'edit' ? dialog.book : null} onClose={close} />}
      {dialog?.kind === 'request' && <RequestBookDialog onClose={close} />}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('delete.title')}
        text={dialog?.kind === 'delete' ? t('delete.text', { title: dialog.book.title }) : ''}
        confirmLabel={t('actions.delete')}
        busy={deleting.isPending}
        onConfirm={remove}
        onClose={close}
      />
    </>
  );
}
