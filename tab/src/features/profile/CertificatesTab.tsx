/**
 * Profile → My certificates (spec 1 §2 Profile "searchable paged table (code, name, start date, end
 * date, edit and delete actions) with buttons to request a new certificate or add one in a dialog";
 * spec 3 Certificates). The profile opens on this tab when navigation asks (ProfilePage
 * `openCertificates`, e.g. from the Requests chooser, which also asks for the request dialog: `openRequest`). Reads and writes go through the certificates
 * feature's hooks (GET/POST users/{id}/certificates, PATCH/DELETE …/{certId}, POST certificates/request);
 * what a row offers comes from the server's `can`.
 */
import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, Edit20Regular, Send20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { useNotify } from '../../components/notify';
import { usePaging } from '../../components/usePaging';
import { SearchInput } from '../../components/SearchInput';
import { showDay } from '../../lib/dates';
import { CertificateRequestDialog } from '../certificates/CertificateRequestDialog';
import { type UserCertificate, useDeleteUserCertificate, useUserCertificates } from '../certificates/certificatesApi';
import { UserCertificateDialog } from '../certificates/UserCertificateDialog';
import { Section } from './ProfileParts';

const useStyles = makeStyles({
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  bar: { marginBottom: tokens.spacingVerticalM, maxWidth: '360px' },
  note: { marginBottom: tokens.spacingVerticalM },
  search: { width: '100%' },
});

type Dialog = { kind: 'add' | 'request' } | { kind: 'edit' | 'delete'; row: UserCertificate } | null;

/** `openRequest`: the certificate request dialog is open when the tab first shows. */
export function CertificatesTab({ openRequest = false }: { openRequest?: boolean } = {}) {
  const { t } = useTranslation('certificates');
  const s = useStyles();
  const { userId } = useAuth();
  const notify = useNotify();
  const { page, pageSize, q, search, paging } = usePaging();
  const [dialog, setDialog] = useState<Dialog>(openRequest ? { kind: 'request' } : null);
  const list = useUserCertificates(userId, { page, pageSize, q });
  const deleting = useDeleteUserCertificate();

  const remove = async () => {
    if (dialog?.kind !== 'delete') return;
    try {
      await deleting.mutateAsync({ userId, id: dialog.row.id });
      notify.success(t('certificate_successfully_deleted'));
      setDialog(null);
    } catch (err) {
      notify.error(err);
    }
  };

  const buttons = (
    <div className={s.buttons}>
      <Button appearance="primary" icon={<Send20Regular />} onClick={() => setDialog({ kind: 'request' })}>{t('request')}</Button>
      <Button icon={<Add20Regular />} onClick={() => setDialog({ kind: 'add' })}>{t('addMine')}</Button>
    </div>
  );

  return (
    <Section title={t('myTitle')} actions={buttons}>
      <div className={s.bar}>
        <SearchInput className={s.search} label={t('searchMine')} onSearch={search} />
      </div>
      {list.isError && (
        <MessageBar className={s.note} intent="error">
          <MessageBarBody>{t('failedToLoad')}</MessageBarBody>
        </MessageBar>
      )}
      <DataTable
        ariaLabel={t('myTitle')}
        items={list.data?.data}
        loading={list.isFetching}
        getRowId={(r) => r.id}
        rowLabel={(r) => `${r.code} — ${r.name}`}
        emptyText={q ? t('emptySearch') : t('emptyMine')}
        paging={paging(list.data?.totalCount)}
        columns={[
          { key: 'code', header: t('code'), width: '18%', card: 'title', render: (r) => r.code },
          { key: 'name', header: t('name'), render: (r) => r.name },
          { key: 'start', header: t('startDate'), width: '16%', render: (r) => showDay(r.start_date) },
          { key: 'end', header: t('endDate'), width: '16%', render: (r) => (r.end_date ? showDay(r.end_date) : t('noEnd')) },
        ]}
        actions={[
          { key: 'edit', label: t('edit'), icon: <Edit20Regular />, onClick: (r) => setDialog({ kind: 'edit', row: r }), visible: (r) => r.can.edit },
          { key: 'delete', label: t('delete'), icon: <Delete20Regular />, onClick: (r) => setDialog({ kind: 'delete', row: r }), visible: (r) => r.can.delete },
        ]}
      />
      {dialog?.kind === 'request' && <CertificateRequestDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'add' && <UserCertificateDialog userId={userId} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <UserCertificateDialog userId={userId} current={dialog.row} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('deleteMineTitle')}
        text={dialog?.kind === 'delete' ? t('deleteMineText', { code: dialog.row.code, name: dialog.row.name }) : ''}
        confirmLabel={t('delete')}
        busy={deleting.isPending}
        onConfirm={remove}
        onClose={() => setDialog(null)}
      />
    </Section>
  );
}
