/**
 * /audit (issue 18 item 4; Administration, needs audit_log_read): the audit log, newest first, paged on
 * the server, with filters (one person, an action, a period of company days) and an xlsx export of
 * the filtered rows. Each row: time, who (and on whose behalf), action, client, what changed (field
 * and permission names only).
 */
import { Button, Card, Field, makeStyles, MessageBar, MessageBarBody, Select, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular, Dismiss20Regular } from '@fluentui/react-icons';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@contracts/audit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { DateField } from '../../components/DateTimeField';
import { DataTable } from '../../components/DataTable';
import { errorCode, useNotify } from '../../components/notify';
import { PageHeader, type HeaderAction } from '../../components/PageHeader';
import { PeoplePicker, usePeopleMap } from '../../components/PeoplePicker';
import { usePaging } from '../../components/usePaging';
import { ApiError } from '../../lib/api';
import { useDates } from '../../lib/dates';
import { NoAccessPage } from '../common/NoAccessPage';
import { useUserNames } from '../users/usersApi';
import { useAuditPage, useExportAudit, type AuditFilters } from './auditApi';
import { actionLabel, detailsLine } from './auditLabels';

const useStyles = makeStyles({
  filters: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', alignItems: 'start', marginBottom: tokens.spacingVerticalM },
  clear: { justifySelf: 'start' },
  second: { display: 'block', color: tokens.colorNeutralForeground3 },
});

const NONE: AuditFilters = { actorId: '', action: '', from: '', to: '' };

export function AuditPage() {
  const s = useStyles();
  const { t } = useTranslation('audit');
  const { can } = useAuth();
  const notify = useNotify();
  const dates = useDates();
  const allowed = can('audit_log_read');
  const paging = usePaging(20);
  const [filters, setFilters] = useState<AuditFilters>(NONE);
  const names = useUserNames(allowed);
  const people = usePeopleMap(names.data, undefined);
  const list = useAuditPage(filters, paging.page, paging.pageSize, allowed);
  const exporting = useExportAudit();

  if (!allowed || (list.error instanceof ApiError && list.error.status === 403)) return <NoAccessPage />;

  const set = (patch: Partial<AuditFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    paging.restart();
  };
  const download = async () => {
    try {
      await exporting.mutateAsync(filters);
      notify.success(t('exported'));
    } catch (err) {
      notify.error(err);
    }
  };
  const actions: HeaderAction[] = [
    { key: 'export', label: t('export'), icon: <ArrowDownload20Regular />, onClick: () => void download(), disabled: exporting.isPending, primary: true },
  ];
  const who = (e: AuditEntry) => e.actor_name ?? (e.actor_id == null ? t('system') : `#${e.actor_id}`);
  const filtered = filters !== NONE && Object.values(filters).some(Boolean);

  return (
    <>
      <PageHeader title={t('title')} actions={actions} />
      <Card>
        <div className={s.filters} role="search" aria-label={t('filters')}>
          <Field label={t('person')}>
            <PeoplePicker
              people={people}
              selected={filters.actorId ? [filters.actorId] : []}
              onChange={(ids) => set({ actorId: ids.at(-1) ?? '' })}
              labels={{ selected: t('personSelected'), placeholder: t('personPlaceholder'), noMatch: t('noMatch'), remove: (name) => t('removePerson', { name }) }}
            />
          </Field>
          <Field label={t('action')}>
            <Select value={filters.action} onChange={(_e, d) => set({ action: d.value as AuditAction | '' })}>
              <option value="">{t('allActions')}</option>
              {AUDIT_ACTIONS.map((a) => (
                <option key={a} value={a}>{actionLabel(t, a)}</option>
              ))}
            </Select>
          </Field>
          <DateField label={t('from')} value={filters.from} onChange={(v) => set({ from: v })} />
          <DateField label={t('to')} value={filters.to} min={filters.from || undefined} onChange={(v) => set({ to: v })} />
          {filtered && (
            <Button className={s.clear} icon={<Dismiss20Regular />} onClick={() => set(NONE)}>
              {t('clear')}
            </Button>
          )}
        </div>
        {list.isError && (
          <MessageBar intent="error">
            <MessageBarBody>{t(`errors:${errorCode(list.error)}`)}</MessageBarBody>
          </MessageBar>
        )}
        <DataTable
          ariaLabel={t('title')}
          items={list.data?.data}
          loading={list.isFetching}
          getRowId={(e) => e.id}
          rowLabel={(e) => `${dates.instant(e.time)} ${actionLabel(t, e.action)}`}
          emptyText={filtered ? t('emptyFiltered') : t('empty')}
          paging={paging.paging(list.data?.totalCount)}
          columns={[
            { key: 'time', header: t('time'), width: '16%', render: (e) => dates.instant(e.time) },
            {
              key: 'who', header: t('who'), width: '20%',
              render: (e) => (
                <>
                  {who(e)}
                  {e.on_behalf_of_id != null && <span className={s.second}>{t('onBehalfOf', { name: e.on_behalf_of_name ?? `#${e.on_behalf_of_id}` })}</span>}
                </>
              ),
            },
            { key: 'action', header: t('action'), width: '18%', render: (e) => actionLabel(t, e.action) },
            { key: 'client', header: t('client'), width: '10%', render: (e) => t(`clients.${e.client}`) },
            { key: 'details', header: t('detailsHeader'), render: (e) => detailsLine(t, e) || '—' },
          ]}
        />
      </Card>
    </>
  );
}
