/**
 * /user-certificates (spec 3 §2 "Searchable paged table with CSV export and an open-PDF-report button";
 * gate user_certificates_read): every active employee's certificates (employee, code, name, start and end
 * date), searched on the server (employee, code, name), paged in SQL. The CSV and the PDF hold the rows of
 * the current search (GET users/certificates/csv|pdf, texts in the reader's language); the PDF opens in a
 * new window, or is offered as a download link when the browser blocks the window.
 */
import { Link, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular, DocumentPdf20Regular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { useNotify } from '../../components/notify';
import { PageHeader, type HeaderAction } from '../../components/PageHeader';
import { usePaging } from '../../components/usePaging';
import { SearchInput } from '../../components/SearchInput';
import { downloadBase64 } from '../../lib/api';
import { showDay } from '../../lib/dates';
import { openPdf, releasePdf, type OpenedPdf } from '../../lib/pdf';
import { fetchOverviewFile, useCertificateOverview } from './certificatesApi';

const useStyles = makeStyles({
  bar: { marginBottom: tokens.spacingVerticalM, maxWidth: '420px' },
  note: { marginBottom: tokens.spacingVerticalM },
  search: { width: '100%' },
});

export function UserCertificatesPage() {
  const { t, i18n } = useTranslation('certificates');
  const s = useStyles();
  const notify = useNotify();
  const { page, pageSize, q, search, paging } = usePaging();
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const [blocked, setBlocked] = useState<OpenedPdf | null>(null);
  const list = useCertificateOverview({ page, pageSize, q });
  useEffect(() => {
    document.title = `${t('overviewTitle')} · ${t('common:appName')}`;
  }, [t]);
  useEffect(() => () => releasePdf(blocked), [blocked]);

  const file = async (kind: 'csv' | 'pdf') => {
    setBusy(kind);
    try {
      const r = await fetchOverviewFile(kind, q, i18n.language);
      if (kind === 'csv') downloadBase64(r.file, r.name, 'text/csv;charset=utf-8');
      else {
        const opened = openPdf(r.file, r.name);
        if (opened.opened) releasePdf(blocked);
        setBlocked(opened.opened ? null : opened);
      }
    } catch (err) {
      notify.error(err);
    } finally {
      setBusy(null);
    }
  };
  const actions: HeaderAction[] = [
    { key: 'csv', label: t('exportCsv'), icon: <ArrowDownload20Regular />, disabled: busy !== null, onClick: () => void file('csv') },
    { key: 'pdf', label: t('openPdf'), icon: <DocumentPdf20Regular />, disabled: busy !== null, onClick: () => void file('pdf') },
  ];

  return (
    <>
      <PageHeader title={t('overviewTitle')} actions={actions} />
      <div className={s.bar}>
        <SearchInput className={s.search} label={t('searchOverview')} onSearch={search} />
      </div>
      {blocked && (
        <MessageBar className={s.note} intent="warning">
          <MessageBarBody>
            {t('pdfBlocked')} <Link href={blocked.url} download={blocked.filename}>{t('pdfDownload')}</Link>
          </MessageBarBody>
        </MessageBar>
      )}
      {list.isError && (
        <MessageBar className={s.note} intent="error">
          <MessageBarBody>{t('failedToLoad')}</MessageBarBody>
        </MessageBar>
      )}
      <DataTable
        ariaLabel={t('overviewTitle')}
        items={list.data?.data}
        loading={list.isFetching}
        getRowId={(r) => r.id}
        rowLabel={(r) => `${r.user_name}: ${r.code}`}
        emptyText={q ? t('emptySearch') : t('emptyOverview')}
        paging={paging(list.data?.totalCount)}
        columns={[
          { key: 'employee', header: t('employee'), width: '24%', card: 'title', render: (r) => r.user_name },
          { key: 'code', header: t('code'), width: '14%', render: (r) => r.code },
          { key: 'name', header: t('name'), render: (r) => r.name },
          { key: 'start', header: t('startDate'), width: '13%', render: (r) => showDay(r.start_date) },
          { key: 'end', header: t('endDate'), width: '13%', render: (r) => (r.end_date ? showDay(r.end_date) : t('noEnd')) },
        ]}
      />
    </>
  );
}
