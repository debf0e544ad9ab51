/**
 * Events list for all_events_read (spec 2 §2 Calendar (older), §6): filters start date, end date,
 * type and status, a Get events list button (GET /api/v1/users/events, paged) and CSV export of
 * every page of the same query.
 */
import { Badge, Button, Card, Field, makeStyles, Select, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular, Search20Regular } from '@fluentui/react-icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateTimeField';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { useNotify } from '../../components/notify';
import { DEFAULT_TABLE_PAGE_SIZE } from '../../components/Pager';
import { api } from '../../lib/api';
import { useEventTypes } from '../event-types/eventTypesApi';
import { fieldToInstant, showDay, useDates } from '../../lib/dates';

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalM },
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
});

export interface ListedEvent {
  id: number;
  title: string;
  date_start: string;
  date_end: string;
  status: 'accepted' | 'waiting_for_approval' | 'canceled';
  user?: { name: string; surname: string } | null;
  event_type?: { name: string } | null;
  unattendance_code?: string | null;
  /** Issue 18: the half of its one day; null = whole days. */
  half_day?: 'first' | 'second' | null;
}
interface Page {
  data: ListedEvent[];
  totalCount: number;
}
interface Filters {
  start: string;
  end: string;
  type: string;
  status: string;
}

const STATUS_COLOR = { accepted: 'success', waiting_for_approval: 'informative', canceled: 'danger' } as const;
const csvCell = (v: unknown) => `"${String(v ?? '').replace(/"/g, '""')}"`;

/** CSV of events (header row + one row per event), `;`-free, quoted cells; `period` gives the start and end cells. */
export function eventsCsv(rows: ListedEvent[], header: string[], status: (s: string) => string, period: (e: ListedEvent) => [string, string]): string {
  return [header, ...rows.map((e) => [`${e.user?.name ?? ''} ${e.user?.surname ?? ''}`.trim(), e.title, e.event_type?.name, e.unattendance_code, ...period(e), status(e.status)])]
    .map((r) => r.map(csvCell).join(','))
    .join('\r\n');
}

export function EventsListCard() {
  const s = useStyles();
  const dates = useDates();
  const { t } = useTranslation('calendar');
  const allDay = t('common:dates.allDay');
  /** Start and end cells: whole company days as dates with "all day", never clock times. */
  const period = (e: ListedEvent): [string, string] => {
    const days = dates.days(e.date_start, e.date_end);
    return days ? [`${showDay(days.start)}, ${allDay}`, `${showDay(days.end)}, ${allDay}`] : [dates.instant(e.date_start), dates.instant(e.date_end)];
  };
  const notify = useNotify();
  const types = useEventTypes();
  const [draft, setDraft] = useState<Filters>({ start: '', end: '', type: '', status: '' });
  const [applied, setApplied] = useState<Filters | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_TABLE_PAGE_SIZE);
  const [exporting, setExporting] = useState(false);
  /** The filter's days are company days: from 00:00 of the first to 23:59:59 of the last at the company's clock (issue 11). */
  const query = (f: Filters, p: number, size: number) => ({
    start: f.start ? fieldToInstant(`${f.start}T00:00`, dates.zone) : undefined,
    end: f.end ? new Date(Date.parse(fieldToInstant(`${f.end}T23:59`, dates.zone)) + 59_000).toISOString() : undefined,
    types: f.type || undefined, statuses: f.status || undefined, page: p, pageSize: size,
  });
  const list = useQuery({
    queryKey: ['calendar', 'list', applied, page, pageSize],
    queryFn: ({ signal }) => api<Page>('/api/v1/users/events', { query: query(applied!, page, pageSize), signal }),
    enabled: !!applied,
    placeholderData: keepPreviousData,
  });

  const exportCsv = async () => {
    if (!applied) return;
    setExporting(true);
    try {
      const all: ListedEvent[] = [];
      for (let p = 1; p <= 50; p++) {
        const r = await api<Page>('/api/v1/users/events', { query: query(applied, p, 100) });
        all.push(...r.data);
        if (all.length >= r.totalCount || !r.data.length) break;
      }
      const header = [t('list.user'), t('list.title'), t('list.type'), t('list.code'), t('list.start'), t('list.end'), t('list.status')];
      const blob = new Blob(['\ufeff' + eventsCsv(all, header, (x) => t(`status.${x}`), period)], { type: 'text/csv;charset=utf-8' });
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = 'events.csv';
      a.click();
      setTimeout(() => URL.revokeObjectURL(a.href), 1000);
    } catch (err) {
      notify.error(err);
    } finally {
      setExporting(false);
    }
  };

  const columns: DataColumn<ListedEvent>[] = [
    { key: 'user', header: t('list.user'), render: (e) => `${e.user?.name ?? ''} ${e.user?.surname ?? ''}`.trim() || '—' },
    { key: 'title', header: t('list.title'), render: (e) => e.title },
    { key: 'type', header: t('list.type'), render: (e) => e.event_type?.name ?? '—' },
    { key: 'start', header: t('list.start'), width: '150px', render: (e) => (e.half_day ? `${period(e)[0]} · ${t(`halfDay.${e.half_day}`)}` : period(e)[0]) },
    { key: 'end', header: t('list.end'), width: '150px', render: (e) => period(e)[1] },
    { key: 'status', header: t('list.status'), width: '170px', render: (e) => <Badge appearance="tint" color={STATUS_COLOR[e.status] ?? 'informative'}>{t(`status.${e.status}`)}</Badge> },
  ];
  const set = (k: keyof Filters) => (_e: unknown, d: { value: string }) => setDraft((f) => ({ ...f, [k]: d.value }));
  const setDay = (k: 'start' | 'end') => (value: string) => setDraft((f) => ({ ...f, [k]: value }));

  return (
    <Card className={s.card}>
      <Subtitle2 as="h2">{t('list.heading')}</Subtitle2>
      <div className={s.filters}>
        <DateField label={t('list.startDate')} value={draft.start} onChange={setDay('start')} />
        <DateField label={t('list.endDate')} value={draft.end} onChange={setDay('end')} />
        <Field label={t('list.type')}>
          <Select value={draft.type} onChange={set('type')}>
            <option value="">{t('list.any')}</option>
            {(types.data ?? []).map((x) => <option key={x.id} value={x.id}>{x.name}</option>)}
          </Select>
        </Field>
        <Field label={t('list.status')}>
          <Select value={draft.status} onChange={set('status')}>
            <option value="">{t('list.any')}</option>
            {(['accepted', 'waiting_for_approval', 'canceled'] as const).map((x) => <option key={x} value={x}>{t(`status.${x}`)}</option>)}
          </Select>
        </Field>
        <Button appearance="primary" icon={<Search20Regular />} onClick={() => { setApplied({ ...draft }); setPage(1); }}>{t('list.get')}</Button>
        <Button icon={exporting ? <Spinner size="tiny" /> : <ArrowDownload20Regular />} disabled={!applied || exporting || !list.data?.totalCount} onClick={() => void exportCsv()}>
          {t('list.csv')}
        </Button>
      </div>
      {applied && (
        <DataTable ariaLabel={t('list.heading')} items={list.data?.data} loading={list.isFetching} columns={columns} getRowId={(e) => e.id}
          emptyText={list.isError ? t('errors:failed_to_retrieve_data') : t('list.empty')} minWidth="760px"
          paging={{ page, pageSize, totalCount: list.data?.totalCount ?? 0, onPageChange: setPage, onPageSizeChange: (n) => { setPageSize(n); setPage(1); } }} />
      )}
    </Card>
  );
}
