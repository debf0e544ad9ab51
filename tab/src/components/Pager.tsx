/**
 * Pager for server-paged tables (spec 1 §9): page sizes 10, 20, 50, 100, default 10.
 * Shows the range ("11–20 of 42"), a page-size select and first/previous/next/last buttons.
 * Pages start at 1. Used by {@link DataTable} through its `paging` prop, or on its own.
 */
import { Button, makeStyles, Select, Text, tokens, Tooltip, useId } from '@fluentui/react-components';
import { ChevronDoubleLeft20Regular, ChevronDoubleRight20Regular, ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** Page sizes offered by tables (spec 1 §9). */
export const TABLE_PAGE_SIZES = [10, 20, 50, 100] as const;
/** Default page size of tables (spec 1 §9). */
export const DEFAULT_TABLE_PAGE_SIZE = 10;

export interface PagerProps {
  /** Current page, from 1. */
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  /** Called with the new size; callers normally go back to page 1. */
  onPageSizeChange: (pageSize: number) => void;
  /** Defaults to {@link TABLE_PAGE_SIZES}. */
  pageSizes?: readonly number[];
  disabled?: boolean;
}

const useStyles = makeStyles({
  root: {
    display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM, paddingTop: tokens.spacingVerticalS,
  },
  size: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  select: { width: '84px' },
  buttons: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  pageText: { padding: `0 ${tokens.spacingHorizontalS}`, whiteSpace: 'nowrap' },
});

/** Number of pages for a total (at least 1). */
export const pageCount = (totalCount: number, pageSize: number) => Math.max(1, Math.ceil(totalCount / pageSize));

export function Pager({ page, pageSize, totalCount, onPageChange, onPageSizeChange, pageSizes = TABLE_PAGE_SIZES, disabled }: PagerProps) {
  const s = useStyles();
  const { t } = useTranslation();
  const sizeId = useId('page-size');
  const pages = pageCount(totalCount, pageSize);
  const from = totalCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(totalCount, page * pageSize);
  const nav = (label: string, icon: ReactElement, target: number, enabled: boolean) => (
    <Tooltip content={label} relationship="label">
      <Button appearance="subtle" icon={icon} disabled={disabled || !enabled} onClick={() => onPageChange(target)} />
    </Tooltip>
  );
  return (
    <nav className={s.root} aria-label={t('table.pagination')}>
      <div className={s.size}>
        <label htmlFor={sizeId}><Text size={200}>{t('table.rowsPerPage')}</Text></label>
        <Select id={sizeId} className={s.select} size="small" value={String(pageSize)} disabled={disabled}
          onChange={(_e, d) => onPageSizeChange(Number(d.value))}>
          {pageSizes.map((n) => <option key={n} value={n}>{n}</option>)}
        </Select>
      </div>
      <Text size={200} aria-live="polite">{t('table.range', { from, to, total: totalCount })}</Text>
      <div className={s.buttons}>
        {nav(t('table.firstPage'), <ChevronDoubleLeft20Regular />, 1, page > 1)}
        {nav(t('table.previousPage'), <ChevronLeft20Regular />, page - 1, page > 1)}
        <Text size={200} className={s.pageText}>{t('table.pageOf', { page, pages })}</Text>
        {nav(t('table.nextPage'), <ChevronRight20Regular />, page + 1, page < pages)}
        {nav(t('table.lastPage'), <ChevronDoubleRight20Regular />, pages, page < pages)}
      </div>
    </nav>
  );
}
