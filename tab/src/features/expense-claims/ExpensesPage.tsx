/**
 * /expenses (spec 2 §2, needs expense_claims_read): the caller's expense claims, newest first and
 * paged (GET users/{id}/expense-claims): type, total (EUR in the interface language), status, issue
 * date, lines and receipts; create (expense_claims_write), inspect, edit and delete with
 * confirmation as the row's `can` flags from the server allow (edit and delete only while
 * not_initialized, spec 2 §4).
 */
import { Badge, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, Edit20Regular, Eye20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { errorCode, useNotify } from '../../components/notify';
import { PageHeader, type HeaderAction } from '../../components/PageHeader';
import { useDates } from '../../lib/dates';
import { NoAccessPage } from '../common/NoAccessPage';
import { statusColor } from '../approvals/requestLogic';
import { formatEuros } from './expenseClaimLogic';
import { useClaims, useDeleteClaim, type ClaimRow } from './expenseClaimsApi';

/** The claim type's name in the interface language. */
export const typeLabel = (c: Pick<ClaimRow, 'type_name' | 'type'>, language: string) => (language === 'lt' ? c.type_name.lt : c.type_name.en) || c.type;

export function ExpensesPage() {
  // 'requests' holds the status names.
  const { t, i18n } = useTranslation(['expenseClaims', 'requests']);
  const { can, userId } = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  const dates = useDates();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const claims = useClaims(userId, page, pageSize);
  const deleting = useDeleteClaim();
  const [target, setTarget] = useState<ClaimRow | null>(null);
  const lang = i18n.language;

  if (!can('expense_claims_read')) return <NoAccessPage />;

  const label = (c: ClaimRow) => t('rowLabel', { type: typeLabel(c, lang), date: dates.instant(c.issue_date) });
  const remove = async () => {
    if (!target) return;
    try {
      await deleting.mutateAsync(target.id);
      notify.success(t('deleted'));
      setTarget(null);
      if (claims.data && claims.data.data.length === 1 && page > 1) setPage(page - 1);
    } catch (err) {
      notify.error(err);
    }
  };
  const actions: HeaderAction[] = can('expense_claims_write')
    ? [{ key: 'create', label: t('create'), icon: <Add20Regular />, primary: true, onClick: () => navigate('/expense-claim', { state: { readOnly: false } }) }]
    : [];

  return (
    <>
      <PageHeader title={t('title')} actions={actions} />
      {claims.isError && (
        <MessageBar intent="error">
          <MessageBarBody>{t('loadFailed')} {t(`errors:${errorCode(claims.error)}`)}</MessageBarBody>
        </MessageBar>
      )}
      <DataTable
        ariaLabel={t('title')}
        items={claims.data?.data}
        loading={claims.isFetching}
        getRowId={(c) => c.id}
        rowLabel={label}
        emptyText={t('empty')}
        columns={[
          { key: 'type', header: t('type'), card: 'title', render: (c) => typeLabel(c, lang) },
          { key: 'total', header: t('total'), width: '16%', render: (c) => formatEuros(c.cost_sum, lang) },
          {
            key: 'status', header: t('status'), width: '18%',
            render: (c) => <Badge appearance="tint" color={statusColor(c.status ?? '')}>{c.status ? t(`requests:status.${c.status}`) : t('noStatus')}</Badge>,
          },
          { key: 'issued', header: t('issueDate'), width: '20%', render: (c) => dates.instant(c.issue_date) },
          { key: 'lines', header: t('lines'), width: '16%', render: (c) => `${c.lines_count} · ${t('receiptsCount', { count: c.attachments_count })}` },
        ]}
        actions={[
          { key: 'inspect', label: t('inspect'), icon: <Eye20Regular />, onClick: (c) => navigate(`/expense-claim/${c.id}`, { state: { readOnly: true } }) },
          { key: 'edit', label: t('edit'), icon: <Edit20Regular />, visible: (c) => c.can.edit, onClick: (c) => navigate(`/expense-claim/${c.id}`, { state: { readOnly: false } }) },
          { key: 'delete', label: t('delete'), icon: <Delete20Regular />, visible: (c) => c.can.delete, onClick: setTarget },
        ]}
        paging={claims.data ? {
          page, pageSize, totalCount: claims.data.totalCount, onPageChange: setPage,
          onPageSizeChange: (n: number) => { setPageSize(n); setPage(1); },
        } : undefined}
      />
      <ConfirmDialog
        open={!!target}
        title={t('deleteTitle')}
        text={target ? t('deleteText', { type: typeLabel(target, lang), date: dates.instant(target.issue_date) }) : ''}
        confirmLabel={t('delete')}
        busy={deleting.isPending}
        onConfirm={remove}
        onClose={() => setTarget(null)}
      />
    </>
  );
}
