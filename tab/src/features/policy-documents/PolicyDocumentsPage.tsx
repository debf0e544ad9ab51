/**
 * /policy-documents (spec 3 §2 Policy documents screen; gate policy_documents_read): an expandable
 * list of documents (title, signed or not, entry-page badge; opened: description, dates, the updates
 * list with notes, download or external link, Sign), searchable and paged. Writers
 * (policy_documents_write, the row's `can` from the server) get "New document" and a menu per
 * document: entry-page toggle, edit, signed users (modal with CSV), delete after a confirmation.
 * `?document={id}` (the e-mail and Teams links; inside Teams the card's deep link arrives as that path,
 * features/auth/teamsDeepLink.ts) expands that document and, when the user has yet to sign it, opens its
 * sign dialog (the document is read by id, so it need not be on the list's current page).
 */
import {
  Accordion, AccordionHeader, AccordionItem, AccordionPanel, Badge, Button, makeStyles, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger,
  MessageBar, MessageBarBody, Spinner, Text, tokens,
} from '@fluentui/react-components';
import {
  Add20Regular, Delete20Regular, DocumentCheckmark20Regular, Edit20Regular, MoreHorizontal20Regular, People20Regular, Signature20Regular,
} from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorCode, useNotify } from '../../components/notify';
import { PageHeader, type HeaderAction } from '../../components/PageHeader';
import { DEFAULT_TABLE_PAGE_SIZE, Pager } from '../../components/Pager';
import { SearchInput } from '../../components/SearchInput';
import { ApiError } from '../../lib/api';
import { showDay, useDates } from '../../lib/dates';
import { OpenDocumentButton } from './OpenDocumentButton';
import { PolicyDocumentFormDialog } from './PolicyDocumentFormDialog';
import { useDeleteDocument, usePolicyDocument, usePolicyDocuments, useToggleEntryPage, type PolicyDocument } from './policyDocumentsApi';
import { SignDialog } from './SignDialog';
import { SignedUsersDialog } from './SignedUsersDialog';

const useStyles = makeStyles({
  tools: { display: 'flex', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalM, flexWrap: 'wrap' },
  search: { minWidth: '220px', maxWidth: '420px', flexGrow: 1 },
  note: { marginBottom: tokens.spacingVerticalM },
  list: { display: 'grid', gap: tokens.spacingVerticalS },
  item: { border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, background: tokens.colorNeutralBackground1 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', minWidth: 0 },
  title: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  panel: { display: 'grid', gap: tokens.spacingVerticalM, padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}` },
  meta: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', color: tokens.colorNeutralForeground2 },
  description: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  updates: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'grid', gap: tokens.spacingVerticalXS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  empty: { padding: tokens.spacingVerticalXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

type Dialog = { kind: 'new' } | { kind: 'edit' | 'sign' | 'signers' | 'delete'; doc: PolicyDocument } | null;

export function PolicyDocumentsPage() {
  const { t } = useTranslation('policyDocuments');
  const s = useStyles();
  const { can } = useAuth();
  const notify = useNotify();
  const dates = useDates();
  const [params] = useSearchParams();
  const wanted = Number(params.get('document')) || null;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_TABLE_PAGE_SIZE);
  const [q, setQ] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [open, setOpen] = useState<number[]>(wanted ? [wanted] : []);
  const docs = usePolicyDocuments({ page, pageSize, q });
  const linked = usePolicyDocument(wanted);
  const [shownLink, setShownLink] = useState<number | null>(null);
  useEffect(() => {
    const d = linked.data;
    if (!d || shownLink === d.id) return;
    setShownLink(d.id);
    setOpen((o) => (o.includes(d.id) ? o : [...o, d.id]));
    if (!d.signed && d.can.sign) setDialog({ kind: 'sign', doc: d });
  }, [linked.data, shownLink]);
  useEffect(() => {
    if (linked.isError) notify.error(linked.error);
  }, [linked.isError, linked.error, notify]);
  const deleting = useDeleteDocument();
  const toggling = useToggleEntryPage();

  const actions: HeaderAction[] = can('policy_documents_write')
    ? [{ key: 'new', label: t('new'), icon: <Add20Regular />, primary: true, onClick: () => setDialog({ kind: 'new' }) }]
    : [];

  const toggleEntryPage = async (doc: PolicyDocument) => {
    try {
      await toggling.mutateAsync({ id: doc.id, on: !doc.entry_page });
      notify.success(t(doc.entry_page ? 'removedFromEntryPage' : 'addedToEntryPage', { title: doc.title }));
    } catch (err) {
      notify.error(err);
    }
  };
  const remove = async () => {
    if (dialog?.kind !== 'delete') return;
    try {
      await deleting.mutateAsync(dialog.doc.id);
      notify.success(t('policy_document_deleted_successfully'));
      setDialog(null);
    } catch (err) {
      notify.error(err instanceof ApiError && err.status === 404 ? err : new ApiError(0, 'failed_to_delete_policy_document'));
    }
  };

  const items = docs.data?.data;
  return (
    <>
      <PageHeader title={t('title')} actions={actions} />
      <div className={s.tools}>
        <SearchInput className={s.search} label={t('search')} onSearch={(v) => { setQ(v); setPage(1); }} />
      </div>
      {docs.isError && (
        <MessageBar className={s.note} intent="error"><MessageBarBody>{t(`errors:${errorCode(docs.error)}`)}</MessageBarBody></MessageBar>
      )}
      {!items && docs.isPending && <Spinner label={t('loading')} />}
      {items && items.length === 0 && <div className={s.empty}>{q ? t('noMatches') : t('empty')}</div>}
      {items && items.length > 0 && (
        <Accordion multiple collapsible openItems={open} onToggle={(_e, d) => setOpen(d.openItems as number[])} className={s.list}>
          {items.map((doc) => (
            <AccordionItem key={doc.id} value={doc.id} className={s.item}>
              <AccordionHeader as="h2" expandIconPosition="end">
                <span className={s.head}>
                  <span className={s.title}>{doc.title}</span>
                  <Badge appearance="tint" color={doc.signed ? 'success' : 'warning'}>{doc.signed ? t('signed') : t('notSigned')}</Badge>
                  {doc.entry_page && <Badge appearance="outline" color="brand">{t('onEntryPage')}</Badge>}
                </span>
              </AccordionHeader>
              <AccordionPanel className={s.panel}>
                {doc.description && <Text className={s.description}>{doc.description}</Text>}
                <div className={s.meta}>
                  <Text>{t('lastUpdated', { date: dates.instant(doc.last_updated_date) })}</Text>
                  {doc.expiration_date && <Text>{t('expires', { date: showDay(doc.expiration_date) })}</Text>}
                  {doc.signed && doc.date_signed && <Text>{t('youSigned', { date: dates.instant(doc.date_signed) })}</Text>}
                </div>
                <section aria-label={t('updates')}>
                  <ul className={s.updates}>
                    {doc.updates.map((u) => (
                      <li key={u.id}>
                        <Text weight="semibold">{t(`kind.${u.kind}`)}</Text> <Text>{dates.instant(u.date)}</Text>
                        {u.notes && <Text>{` — ${u.notes}`}</Text>}
                      </li>
                    ))}
                  </ul>
                </section>
                <div className={s.actions}>
                  <OpenDocumentButton document={doc} />
                  {!doc.signed && doc.can.sign && (
                    <Button appearance="primary" icon={<Signature20Regular />} onClick={() => setDialog({ kind: 'sign', doc })}>{t('sign')}</Button>
                  )}
                  {doc.can.edit && (
                    <Menu>
                      <MenuTrigger disableButtonEnhancement>
                        <Button icon={<MoreHorizontal20Regular />} aria-label={t('adminMenu', { title: doc.title })}>{t('manage')}</Button>
                      </MenuTrigger>
                      <MenuPopover>
                        <MenuList>
                          {doc.can.toggle_entry_page && (
                            <MenuItem icon={<DocumentCheckmark20Regular />} onClick={() => void toggleEntryPage(doc)}>
                              {doc.entry_page ? t('removeFromEntryPage') : t('addToEntryPage')}
                            </MenuItem>
                          )}
                          <MenuItem icon={<Edit20Regular />} onClick={() => setDialog({ kind: 'edit', doc })}>{t('edit')}</MenuItem>
                          {doc.can.signed_users && (
                            <MenuItem icon={<People20Regular />} onClick={() => setDialog({ kind: 'signers', doc })}>{t('signedUsers')}</MenuItem>
                          )}
                          {doc.can.delete && <MenuItem icon={<Delete20Regular />} onClick={() => setDialog({ kind: 'delete', doc })}>{t('delete')}</MenuItem>}
                        </MenuList>
                      </MenuPopover>
                    </Menu>
                  )}
                </div>
              </AccordionPanel>
            </AccordionItem>
          ))}
        </Accordion>
      )}
      {items && (docs.data?.totalCount ?? 0) > 0 && (
        <Pager page={page} pageSize={pageSize} totalCount={docs.data?.totalCount ?? 0} onPageChange={setPage}
          onPageSizeChange={(n) => { setPageSize(n); setPage(1); }} disabled={docs.isFetching} />
      )}
      {dialog?.kind === 'new' && <PolicyDocumentFormDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <PolicyDocumentFormDialog document={dialog.doc} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'sign' && <SignDialog document={dialog.doc} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'signers' && <SignedUsersDialog document={dialog.doc} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('deleteTitle')}
        text={dialog?.kind === 'delete' ? t('deleteText', { title: dialog.doc.title }) : ''}
        confirmLabel={t('delete')}
        busy={deleting.isPending}
        onConfirm={remove}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
