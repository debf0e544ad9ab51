/**
 * A Fluent table driven by a columns config, for lists of any module.
 *
 * - `columns`: header and cell renderer per column (optional CSS width; the table is fixed-layout,
 *   columns without a width share the rest).
 * - `actions`: row actions shown as icon buttons (tooltip + aria-label "<action> <row label>"),
 *   reachable with Tab and operated with Enter/Space; `visible` hides an action for some rows.
 * - `loading`: a spinner row when there is nothing to show yet; with rows already shown (refetch,
 *   next page) they stay visible, dimmed, and the table is marked busy.
 * - empty state: `emptyText` (default: common `empty`).
 * - `paging`: renders a {@link Pager} under the table (server paging; sizes 10, 20, 50, 100).
 *
 * ```tsx
 * <DataTable ariaLabel="Users" items={page?.data} getRowId={(u) => u.id} loading={isFetching}
 *   columns={[{ key: 'name', header: 'Name', render: (u) => u.name }]}
 *   actions={[{ key: 'edit', label: 'Edit', icon: <Edit20Regular />, onClick: openEdit }]}
 *   rowLabel={(u) => `${u.name} ${u.surname}`}
 *   paging={{ page, pageSize, totalCount, onPageChange: setPage, onPageSizeChange }} />
 * ```
 */
import {
  Button, makeStyles, mergeClasses, Spinner, Table, TableBody, TableCell, TableCellLayout, TableHeader, TableHeaderCell,
  TableRow, Text, tokens, Tooltip,
} from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager, type PagerProps } from './Pager';

export interface DataColumn<T> {
  /** Stable key of the column. */
  key: string;
  header: ReactNode;
  render: (item: T) => ReactNode;
  /** CSS width, e.g. `'20%'` or `'160px'`. */
  width?: string;
}

export interface RowAction<T> {
  key: string;
  /** Visible in the tooltip; with the row label it is the button's accessible name. */
  label: string;
  icon: ReactElement;
  onClick: (item: T) => void;
  /** Return false to leave the action out for a row. */
  visible?: (item: T) => boolean;
  /** Return true to show the action disabled for a row. */
  disabled?: (item: T) => boolean;
}

export interface DataTableProps<T> {
  /** Accessible name of the table. */
  ariaLabel: string;
  items: readonly T[] | undefined;
  columns: readonly DataColumn<T>[];
  getRowId: (item: T) => string | number;
  /** Names a row for screen readers, used in action labels ("Delete Jonas Jonaitis"). */
  rowLabel?: (item: T) => string;
  actions?: readonly RowAction<T>[];
  loading?: boolean;
  emptyText?: string;
  paging?: PagerProps;
  /** Below this width the table scrolls horizontally (default 640px). */
  minWidth?: string;
  size?: 'extra-small' | 'small' | 'medium';
}

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  busy: { opacity: 0.6, transition: 'opacity 120ms' },
  header: { fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS, flexWrap: 'nowrap' },
  state: { padding: `${tokens.spacingVerticalXL} 0`, textAlign: 'center' },
  stateText: { color: tokens.colorNeutralForeground3 },
});

/** Width of the actions column: one 32px button per action plus the cell padding. */
const actionsWidth = (n: number) => `${Math.max(1, n) * 34 + 24}px`;

export function DataTable<T>(props: DataTableProps<T>) {
  const { ariaLabel, items, columns, getRowId, rowLabel, actions, loading, emptyText, paging, minWidth = '640px', size = 'medium' } = props;
  const s = useStyles();
  const { t } = useTranslation();
  const rows = items ?? [];
  const hasActions = !!actions?.length;
  const colCount = columns.length + (hasActions ? 1 : 0);
  const stateRow = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={colCount} className={s.state}>{content}</TableCell>
    </TableRow>
  );
  return (
    <div>
      <div className={s.scroll}>
        <Table aria-label={ariaLabel} aria-busy={loading || undefined} size={size} style={{ minWidth }}
          className={mergeClasses(loading && rows.length > 0 && s.busy)}>
          <TableHeader>
            <TableRow>
              {columns.map((c) => (
                <TableHeaderCell key={c.key} className={s.header} style={c.width ? { width: c.width } : undefined}>{c.header}</TableHeaderCell>
              ))}
              {hasActions && (
                <TableHeaderCell className={s.header} style={{ width: actionsWidth(actions.length) }}>{t('actions')}</TableHeaderCell>
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.length === 0 && loading && stateRow(<Spinner size="small" label={t('loading')} />)}
            {rows.length === 0 && !loading && stateRow(<Text className={s.stateText}>{emptyText ?? t('empty')}</Text>)}
            {rows.map((item) => (
              <TableRow key={getRowId(item)}>
                {columns.map((c) => (
                  <TableCell key={c.key}>
                    <TableCellLayout truncate={false}>{c.render(item)}</TableCellLayout>
                  </TableCell>
                ))}
                {hasActions && (
                  <TableCell>
                    <div className={s.actions}>
                      {actions.filter((a) => !a.visible || a.visible(item)).map((a) => {
                        const name = rowLabel ? t('table.actionFor', { action: a.label, item: rowLabel(item) }) : a.label;
                        return (
                          <Tooltip key={a.key} content={a.label} relationship="description">
                            <Button appearance="subtle" size="small" icon={a.icon} aria-label={name}
                              disabled={a.disabled?.(item)} onClick={() => a.onClick(item)} />
                          </Tooltip>
                        );
                      })}
                    </div>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {paging && <Pager {...paging} />}
    </div>
  );
}
