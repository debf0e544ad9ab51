/**
 * A Fluent table driven by a columns config, for lists of any module.
 *
 * - `columns`: header and cell renderer per column (optional CSS width; the table is fixed-layout,
 *   columns without a width share the rest). `card` places the column in the stacked cards.
 * - `actions`: row actions shown as icon buttons (tooltip + aria-label "<action> <row label>"),
 *   reachable with Tab and operated with Enter/Space; `visible` hides an action for some rows. A row
 *   with more than four actions shows the first three and a "More actions for <row label>" menu.
 * - `loading`: a spinner row when there is nothing to show yet; with rows already shown (refetch,
 *   next page) they stay visible, dimmed, and the table is marked busy.
 * - empty state: `emptyText` (default: common `empty`). Empty and loading states stay inside the
 *   visible part of a table wider than its box.
 * - `paging`: renders a {@link Pager} under the table (server paging; sizes 10, 20, 50, 100).
 * - narrow boxes (under {@link PHONE_BELOW} px, e.g. a phone): each row becomes a card of
 *   "label: value" lines, with the row actions in a menu button named "More actions for <row label>".
 * - a table wider than its box scrolls sideways in a keyboard-reachable region (Tab stop, named by
 *   `ariaLabel`).
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
  Button, makeStyles, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, mergeClasses, Spinner, Table, TableBody, TableCell,
  TableCellLayout, TableHeader, TableHeaderCell, TableRow, Text, tokens, Tooltip,
} from '@fluentui/react-components';
import { MoreVertical20Regular } from '@fluentui/react-icons';
import { useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager, type PagerProps } from './Pager';
import { PHONE_BELOW, useBoxWidth } from './useLayout';

export interface DataColumn<T> {
  /** Stable key of the column. */
  key: string;
  header: ReactNode;
  render: (item: T) => ReactNode;
  /** CSS width, e.g. `'20%'` or `'160px'`. */
  width?: string;
  /**
   * In the stacked cards: `'field'` (default) a "header: value" line; `'title'` the card's heading,
   * without the header; `'plain'` the value alone under the fields (e.g. a column of buttons).
   */
  card?: 'field' | 'title' | 'plain';
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
  /** Box width (px) under which rows are shown as stacked cards (default {@link PHONE_BELOW}; 0: never). */
  cardsBelow?: number;
  size?: 'extra-small' | 'small' | 'medium';
  /** A class for a row (and its card), e.g. a background tint by state; never the only sign of that state. */
  rowClassName?: (item: T) => string | undefined;
}

const useStyles = makeStyles({
  // min-width 0: inside a flex or grid parent the table's own min-width never widens the page.
  root: { minWidth: 0, maxWidth: '100%' },
  scroll: { overflowX: 'auto', ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' } },
  busy: { opacity: 0.6, transition: 'opacity 120ms' },
  header: { fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS, flexWrap: 'nowrap' },
  stateCell: { padding: 0 },
  // Sticky and as wide as the visible box: centred in what the user sees, not in the whole table.
  state: { position: 'sticky', left: 0, boxSizing: 'border-box', padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalM}`, textAlign: 'center' },
  stateText: { color: tokens.colorNeutralForeground3 },
  cards: { display: 'grid', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  card: {
    display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, background: tokens.colorNeutralBackground1,
  },
  cardTitle: { gridColumn: '1', fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  cardMenu: { gridColumn: '2', gridRow: '1', alignSelf: 'start' },
  fields: { gridColumn: '1', margin: 0, display: 'grid', rowGap: tokens.spacingVerticalXXS },
  field: { display: 'grid', gridTemplateColumns: 'minmax(84px, 38%) minmax(0, 1fr)', columnGap: tokens.spacingHorizontalS },
  label: { color: tokens.colorNeutralForeground3, margin: 0 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  plain: { gridColumn: '1 / -1' },
});

/** Width of the actions column: one 32px button per action plus the cell padding. */
/** Buttons a table row shows before the rest go into its "More actions" menu. */
const INLINE_ACTIONS = 4;

const actionsWidth = (n: number) => `${Math.max(1, n) * 34 + 24}px`;

export function DataTable<T>(props: DataTableProps<T>) {
  const { ariaLabel, items, columns, getRowId, rowLabel, actions, loading, emptyText, paging, minWidth = '640px', size = 'medium', cardsBelow = PHONE_BELOW, rowClassName } = props;
  const s = useStyles();
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const boxWidth = useBoxWidth(rootRef);
  const cards = boxWidth < cardsBelow;
  const [overflowing, setOverflowing] = useState(false);
  const rows = items ?? [];
  const hasActions = !!actions?.length;
  const colCount = columns.length + (hasActions ? 1 : 0);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    setOverflowing(!!el && el.scrollWidth > el.clientWidth + 1);
  }, [boxWidth, cards, rows.length, columns.length]);

  const state = rows.length > 0 ? null : loading ? <Spinner size="small" label={t('loading')} /> : <Text className={s.stateText}>{emptyText ?? t('empty')}</Text>;
  const visibleActions = (item: T) => (actions ?? []).filter((a) => !a.visible || a.visible(item));
  // A row shows up to INLINE_ACTIONS buttons; with more, the first ones and a "More actions" menu. The
  // column is as wide as the busiest row needs (not every action declared), so that many row-specific
  // actions leave the other columns their room (the conference titles had collapsed to nothing).
  const inline = (item: T) => {
    const list = visibleActions(item);
    return list.length > INLINE_ACTIONS ? { buttons: list.slice(0, INLINE_ACTIONS - 1), more: list.slice(INLINE_ACTIONS - 1) } : { buttons: list, more: [] };
  };
  const shownActions = rows.length ? Math.min(INLINE_ACTIONS, Math.max(...rows.map((item) => visibleActions(item).length))) : 1;
  /** The row's actions in a "More actions" menu (a card's only menu, or a table row's overflow). */
  const actionsMenu = (item: T, list = visibleActions(item), inRow = false) => {
    if (list.length === 0) return null;
    return (
      <Menu positioning="below-end">
        <MenuTrigger disableButtonEnhancement>
          <Button className={inRow ? undefined : s.cardMenu} appearance="subtle" size={inRow ? 'small' : undefined} icon={<MoreVertical20Regular />}
            aria-label={rowLabel ? t('table.actionsFor', { item: rowLabel(item) }) : t('moreActions')} />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {list.map((a) => (
              <MenuItem key={a.key} icon={a.icon} disabled={a.disabled?.(item)} onClick={() => a.onClick(item)}>{a.label}</MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
    );
  };

  const title = columns.find((c) => c.card === 'title');
  const fields = columns.filter((c) => !c.card || c.card === 'field');
  const plain = columns.filter((c) => c.card === 'plain');
  const stacked = (
    <>
      {state ? (
        <div className={s.state}>{state}</div>
      ) : (
        <ul aria-label={ariaLabel} aria-busy={loading || undefined} className={mergeClasses(s.cards, loading && s.busy)}>
          {rows.map((item) => (
            <li key={getRowId(item)} className={mergeClasses(s.card, rowClassName?.(item))}>
              {title && <div className={s.cardTitle}>{title.render(item)}</div>}
              {hasActions && actionsMenu(item)}
              <dl className={s.fields}>
                {fields.map((c) => (
                  <div key={c.key} className={s.field}>
                    <dt className={s.label}>{c.header}</dt>
                    <dd className={s.value}>{c.render(item)}</dd>
                  </div>
                ))}
              </dl>
              {plain.map((c) => <div key={c.key} className={s.plain}>{c.render(item)}</div>)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
  const table = (
    <div ref={scrollRef} className={s.scroll} {...(overflowing ? { tabIndex: 0, role: 'region', 'aria-label': ariaLabel } : {})}>
        <Table aria-label={ariaLabel} aria-busy={loading || undefined} size={size} style={{ minWidth }}
          className={mergeClasses(loading && rows.length > 0 && s.busy)}>
          <TableHeader>
            <TableRow>
              {columns.map((c) => (
                <TableHeaderCell key={c.key} className={s.header} style={c.width ? { width: c.width } : undefined}>{c.header}</TableHeaderCell>
              ))}
              {hasActions && (
                <TableHeaderCell className={s.header} style={{ width: actionsWidth(shownActions) }}>{t('actions')}</TableHeaderCell>
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {state && (
              <TableRow>
                <TableCell colSpan={colCount} className={s.stateCell}>
                  <div className={s.state} style={{ width: boxWidth }}>{state}</div>
                </TableCell>
              </TableRow>
            )}
            {rows.map((item) => (
              <TableRow key={getRowId(item)} className={rowClassName?.(item)}>
                {columns.map((c) => (
                  <TableCell key={c.key}>
                    <TableCellLayout truncate={false}>{c.render(item)}</TableCellLayout>
                  </TableCell>
                ))}
                {hasActions && (
                  <TableCell>
                    <div className={s.actions}>
                      {inline(item).buttons.map((a) => {
                        const name = rowLabel ? t('table.actionFor', { action: a.label, item: rowLabel(item) }) : a.label;
                        return (
                          <Tooltip key={a.key} content={a.label} relationship="description">
                            <Button appearance="subtle" size="small" icon={a.icon} aria-label={name}
                              disabled={a.disabled?.(item)} onClick={() => a.onClick(item)} />
                          </Tooltip>
                        );
                      })}
                      {actionsMenu(item, inline(item).more, true)}
                    </div>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
  );

  return (
    <div ref={rootRef} className={s.root}>
      {cards ? stacked : table}
      {paging && <Pager {...paging} />}
    </div>
  );
}
