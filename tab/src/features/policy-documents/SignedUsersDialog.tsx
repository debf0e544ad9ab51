/**
 * The signed-users modal (spec 3 §2 Policy documents screen, §3 Signed-user entry; policy_documents_write):
 * pick an update of the document (the latest by default; the first is "created", later ones "updated"),
 * see every user with signed and the date signed, and download the list as CSV (headers in the
 * reader's language). Failures: failed_to_get_signed_users_list, failed_to_download_csv_file.
 */
import {
  Badge, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, makeStyles, MessageBar, MessageBarBody, Select, tokens,
} from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { useNotify } from '../../components/notify';
import { useReturnFocus } from '../../components/useReturnFocus';
import { ApiError } from '../../lib/api';
import { useDates } from '../../lib/dates';
import { useDownloadSignersCsv, useSignedUsers, type PolicyDocument } from './policyDocumentsApi';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(760px, calc(100vw - 32px))' },
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  top: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end', flexWrap: 'wrap' },
  select: { minWidth: '240px', flexGrow: 1 },
});

export function SignedUsersDialog({ document, onClose }: { document: PolicyDocument; onClose: () => void }) {
  const { t, i18n } = useTranslation('policyDocuments');
  const s = useStyles();
  const notify = useNotify();
  const dates = useDates();
  useReturnFocus();
  const latest = document.updates[document.updates.length - 1];
  const [updateId, setUpdateId] = useState<number | null>(latest?.id ?? null);
  const users = useSignedUsers(updateId);
  const csv = useDownloadSignersCsv();
  const signedCount = users.data?.filter((u) => u.signed).length ?? 0;

  return (
    <Dialog open onOpenChange={(_e, d) => { if (!d.open) onClose(); }}>
      <DialogSurface className={s.surface}>
        <DialogBody>
          <DialogTitle>{t('signedUsersTitle', { title: document.title })}</DialogTitle>
          <DialogContent className={s.content}>
            <div className={s.top}>
              <Field label={t('update')} className={s.select}>
                <Select value={String(updateId ?? '')} onChange={(_e, d) => setUpdateId(Number(d.value))}>
                  {document.updates.map((u) => (
                    <option key={u.id} value={u.id}>{`${t(`kind.${u.kind}`)} · ${dates.instant(u.date)}`}</option>
                  ))}
                </Select>
              </Field>
              <Button icon={<ArrowDownload20Regular />} disabled={updateId === null || csv.isPending}
                onClick={() => updateId !== null && csv.mutate({ updateId, lang: i18n.language === 'lt' ? 'lt' : 'en' }, { onError: () => notify.error(new ApiError(0, 'failed_to_download_csv_file')) })}>
                {t('downloadCsv')}
              </Button>
            </div>
            {users.isError ? (
              <MessageBar intent="error"><MessageBarBody>{t('errors:failed_to_get_signed_users_list')}</MessageBarBody></MessageBar>
            ) : (
              <>
                {users.data && <span role="status">{t('signedCount', { signed: signedCount, total: users.data.length })}</span>}
                <DataTable
                  ariaLabel={t('signedUsers')}
                  items={users.data}
                  loading={users.isFetching}
                  getRowId={(u) => u.user_id}
                  rowLabel={(u) => u.full_name}
                  emptyText={t('noUsers')}
                  size="small"
                  minWidth="420px"
                  columns={[
                    { key: 'name', header: t('fullName'), card: 'title', render: (u) => u.full_name },
                    {
                      key: 'signed', header: t('signedColumn'), width: '22%',
                      render: (u) => <Badge appearance="tint" color={u.signed ? 'success' : 'informative'}>{u.signed ? t('signed') : t('notSigned')}</Badge>,
                    },
                    { key: 'date', header: t('dateSigned'), width: '30%', render: (u) => (u.date_signed ? dates.instant(u.date_signed) : '—') },
                  ]}
                />
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>{t('close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
