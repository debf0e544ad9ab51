/**
 * /certificates (spec 3 §2 "The certificates admin page is a table with add, edit, delete"; gate
 * certificates_read and certificates_write): the catalogue, searchable and paged; new and edit in a
 * dialog; delete after a confirmation (a certificate people hold is refused: 409 certificate_in_use).
 */
import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { useNotify } from '../../components/notify';
import { PageHeader, type HeaderAction } from '../../components/PageHeader';
import { usePaging } from '../../components/usePaging';
import { SearchInput } from '../../components/SearchInput';
import { CertificateFormDialog } from './CertificateFormDialog';
import { type Certificate, useCertificates, useDeleteCertificate } from './certificatesApi';

const useStyles = makeStyles({
  bar: { marginBottom: tokens.spacingVerticalM, maxWidth: '420px' },
  note: { marginBottom: tokens.spacingVerticalM },
  search: { width: '100%' },
});

type Dialog = { kind: 'new' } | { kind: 'edit' | 'delete'; certificate: Certificate } | null;

export function CertificatesPage() {
  const { t } = useTranslation('certificates');
  const s = useStyles();
  const notify = useNotify();
  const { page, pageSize, q, search, paging } = usePaging();
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useCertificates({ page, pageSize, q });
  const deleting = useDeleteCertificate();
  useEffect(() => {
    document.title = `${t('catalogueTitle')} · ${t('common:appName')}`;
  }, [t]);

  const actions: HeaderAction[] = [{ key: 'new', label: t('add'), icon: <Add20Regular />, primary: true, onClick: () => setDialog({ kind: 'new' }) }];
  const remove = async () => {
    if (dialog?.kind !== 'delete') return;
    try {
      await deleting.mutateAsync(dialog.certificate.id);
      notify.success(t('certificate_successfully_deleted'));
      setDialog(null);
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <>
      <PageHeader title={t('catalogueTitle')} actions={actions} />
      <div className={s.bar}>
        <SearchInput className={s.search} label={t('search')} onSearch={search} />
      </div>
      {list.isError && (
        <MessageBar className={s.note} intent="error">
          <MessageBarBody>{t('failedToLoad')}</MessageBarBody>
        </MessageBar>
      )}
      <DataTable
        ariaLabel={t('catalogueTitle')}
        items={list.data?.data}
        loading={list.isFetching}
        getRowId={(c) => c.id}
        rowLabel={(c) => `${c.code} — ${c.name}`}
        emptyText={q ? t('emptySearch') : t('emptyCatalogue')}
        paging={paging(list.data?.totalCount)}
        columns={[
          { key: 'code', header: t('code'), width: '16%', card: 'title', render: (c) => c.code },
          { key: 'name', header: t('name'), width: '30%', render: (c) => c.name },
          { key: 'description', header: t('description'), render: (c) => c.description ?? '' },
          { key: 'holders', header: t('holders'), width: '10%', render: (c) => String(c.holders) },
        ]}
        actions={[
          { key: 'edit', label: t('edit'), icon: <Edit20Regular />, onClick: (c) => setDialog({ kind: 'edit', certificate: c }) },
          { key: 'delete', label: t('delete'), icon: <Delete20Regular />, onClick: (c) => setDialog({ kind: 'delete', certificate: c }) },
        ]}
      />
      {dialog?.kind === 'new' && <CertificateFormDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <CertificateFormDialog certificate={dialog.certificate} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('deleteTitle')}
        text={dialog?.kind === 'delete' ? t('deleteText', { code: dialog.certificate.code, name: dialog.certificate.name }) : ''}
        confirmLabel={t('delete')}
        busy={deleting.isPending}
        onConfirm={remove}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
