/**
 * One server-paged table of requests (spec 2 §2, §9): search (debounced), sort select (default
 * request date descending), "show finished" switch, page sizes 5–100 (default 10), status badges
 * and the row actions (two visible, the rest in a menu). A business trip row also shows the trip's
 * purpose, project, request date and traveller (spec 2 §3 Business trip: "Request list also shows
 * trip_purpose, project_name, request_date, businesstrip_user") under its type.
 */
import { Badge, Caption1, Card, Link, makeStyles, MessageBar, MessageBarBody, Select, Switch, Text, tokens, useId } from '@fluentui/react-components';
import type { RequestOrder } from '@contracts/approvals';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@contracts/../http/paging';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { errorCode } from '../../components/notify';
import { showDay, useCompanyZone } from '../../lib/dates';
import { SearchInput } from '../../components/SearchInput';
import { RequestActionButtons } from './RequestActionButtons';
import { DEFAULT_ORDER, formatDateTime, rowActions, rowTexts, sortFields, statusColor, type RequestAction, type RequestTableKind, type RowOpen } from './requestLogic';
import { useRequestList, type ListParams, type RequestRow } from './requestsApi';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, marginBottom: tokens.spacingVerticalXL },
  title: { margin: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  search: { minWidth: '220px', flexGrow: 1, maxWidth: '360px' },
  sort: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  sub: { display: 'block', color: tokens.colorNeutralForeground3 },
  // Long names and step names wrap inside their column (breaking a word only when it alone is wider)
  // instead of spilling over the next column's buttons; minWidth 0 lets the cell's flex layout shrink.
  wrap: { display: 'block', minWidth: 0, overflowWrap: 'anywhere' },
});

/** The row's title (else its description) under its type, in the reader's language; the description as its tooltip. */
function RowSubtitle({ row, className }: { row: RequestRow; className: string }) {
  const { t, i18n } = useTranslation('requests');
  const { title, description } = rowTexts(t, row, i18n.language);
  if (!title && !description) return null;
  return <Caption1 className={className} title={description ?? undefined}>{title ?? description}</Caption1>;
}

/** The business trip columns of a row (purpose, project, request date, traveller), each a labelled line. */
function TripLines({ row }: { row: RequestRow }) {
  const s = useStyles();
  const { t } = useTranslation('requests');
  const lines: [string, string | null | undefined][] = [
    ['trip.purpose', row.trip_purpose],
    ['trip.project', row.project_name],
    ['trip.requestDate', row.request_date ? showDay(row.request_date.slice(0, 10)) : null],
    ['trip.traveler', row.businesstrip_user],
  ];
  return (
    <>
      {lines.filter(([, v]) => v).map(([key, v]) => (
        <Caption1 key={key} className={s.sub}>{t(key)}: {v}</Caption1>
      ))}
    </>
  );
}

interface Props {
  kind: RequestTableKind;
  title: string;
  onAction: (row: RequestRow, action: RowOpen) => void;
  rowLabel: (row: RequestRow) => string;
  /** Limits the row actions (the demo page offers only the chain information). */
  allowedActions?: RequestAction[];
  busyId?: number | null;
}

export function RequestsTable({ kind, title, onAction, rowLabel, allowedActions, busyId }: Props) {
  const s = useStyles();
  const { t } = useTranslation('requests');
  const zone = useCompanyZone();
  const sortId = useId('sort');
  const headingId = useId('heading');
  const [p, setP] = useState<ListParams>({ page: 1, pageSize: DEFAULT_PAGE_SIZE, order: DEFAULT_ORDER, q: '', includeFinished: false });
  const list = useRequestList(kind, p);
  const set = (patch: Partial<ListParams>) => setP((x) => ({ ...x, page: 1, ...patch }));
  const showOwner = kind !== 'my';

  const columns: DataColumn<RequestRow>[] = [
    { key: 'requestDate', header: t('columns.requestDate'), width: '116px', render: (r) => formatDateTime(r.requestDate, zone) },
    {
      // The type column takes the width the others leave (the table's minWidth keeps it at least ~220px).
      key: 'type', header: t('columns.requestType'),
      render: (r) => (
        <span>
          <Link as="button" onClick={() => onAction(r, 'details')} aria-label={t('openDetails', { subject: rowLabel(r) })}>
            {t(`types.${r.requestType}`)}
          </Link>
          {r.trip_purpose != null ? (
            <TripLines row={r} />
          ) : (
            <RowSubtitle row={r} className={s.sub} />
          )}
        </span>
      ),
    },
    ...(showOwner ? [{ key: 'owner', header: t('columns.owner'), width: '126px', render: (r: RequestRow) => <span className={s.wrap}>{r.owner}</span> }] : []),
    {
      key: 'status', header: t('columns.statusAndLastAction'), width: '130px',
      render: (r) => (
        <span>
          <Badge appearance="filled" color={statusColor(r.status)}>{t(`status.${r.status}`)}</Badge>
          {r.lastAction && <Caption1 className={s.sub} title={t('columns.lastAction')}>{formatDateTime(r.lastAction, zone)}</Caption1>}
        </span>
      ),
    },
    {
      key: 'currentlyAt', header: t('columns.currentlyAt'), width: '124px',
      render: (r) => (
        <span className={s.wrap}>
          {r.assignedUser ?? r.assignedUserRoleName ?? ''}
          {r.currentlyAt && <Caption1 className={s.sub}>{r.currentlyAt}</Caption1>}
        </span>
      ),
    },
    {
      key: 'actions', header: t('common:actions'), width: '224px',
      render: (r) => {
        const actions = rowActions(r).filter((a) => !allowedActions || allowedActions.includes(a));
        return <RequestActionButtons actions={actions} rowLabel={rowLabel(r)} onAction={(a) => onAction(r, a)} disabled={busyId === r.id} />;
      },
    },
  ];

  // The fixed columns (720 px with the owner) and ~220 px for the type: the table fits the page at
  // 1280 px with the navigation open (948 px), and below its width the rows become cards.
  const tableWidth = showOwner ? 940 : 800;
  return (
    <Card className={s.card} aria-labelledby={headingId}>
      <Text as="h2" id={headingId} size={500} weight="semibold" className={s.title}>{title}</Text>
      <div className={s.toolbar}>
        <SearchInput className={s.search} label={t('searchIn', { table: title })} placeholder={t('searchPlaceholder')} onSearch={(q) => set({ q })} />
        <div className={s.sort}>
          <label htmlFor={sortId}><Text size={200}>{t('sortBy')}</Text></label>
          <Select id={sortId} value={p.order} onChange={(_e, d) => set({ order: d.value as RequestOrder })}>
            {sortFields(kind).flatMap((f) => (['desc', 'asc'] as const).map((dir) => (
              <option key={`${f}_${dir}`} value={`${f}_${dir}`}>{t('sortOption', { field: t(`columns.${f}`), direction: t(`sort.${dir}`) })}</option>
            )))}
          </Select>
        </div>
        <Switch label={t('showFinished')} checked={p.includeFinished} onChange={(_e, d) => set({ includeFinished: d.checked })} />
      </div>
      {list.isError && (
        <MessageBar intent="error"><MessageBarBody>{t(`errors:${errorCode(list.error)}`)}</MessageBarBody></MessageBar>
      )}
      <DataTable
        ariaLabel={title}
        items={list.data?.data}
        loading={list.isFetching}
        getRowId={(r) => r.id}
        columns={columns}
        emptyText={p.q ? t('noMatches') : t('noRequests')}
        minWidth={`${tableWidth}px`}
        // a box narrower than the table shows cards, so the actions column is never scrolled out of sight
        cardsBelow={tableWidth}
        paging={{
          page: p.page,
          pageSize: p.pageSize,
          totalCount: list.data?.totalCount ?? 0,
          pageSizes: PAGE_SIZES,
          onPageChange: (page) => setP((x) => ({ ...x, page })),
          onPageSizeChange: (pageSize) => set({ pageSize }),
          disabled: list.isFetching && !list.data,
        }}
      />
    </Card>
  );
}
