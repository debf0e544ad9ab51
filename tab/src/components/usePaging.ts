/**
 * Paging and search state of a paged table (spec 1 §9: pages from 1, sizes 5–100): the current page,
 * page size and search text, and the DataTable `paging` prop for a reply's totalCount. A new search or
 * page size goes back to page 1, so nobody lands on an empty page past the new end.
 */
import { useCallback, useState } from 'react';
import { DEFAULT_TABLE_PAGE_SIZE } from './Pager';

export interface PagingState {
  page: number;
  pageSize: number;
  /** The submitted search text ('' for none). */
  q: string;
  setPage: (page: number) => void;
  /** Sets the search text and goes back to page 1. */
  search: (q: string) => void;
  /** Goes back to page 1 (after a filter outside the table changed). */
  restart: () => void;
  /** DataTable's `paging` prop for a reply of `totalCount` rows. */
  paging: (totalCount: number | undefined) => {
    page: number; pageSize: number; totalCount: number; onPageChange: (p: number) => void; onPageSizeChange: (n: number) => void;
  };
}

/** Paging and search state starting at page 1 with `initialPageSize` rows (DataTable's default). */
export function usePaging(initialPageSize: number = DEFAULT_TABLE_PAGE_SIZE): PagingState {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [q, setQ] = useState('');
  const search = useCallback((v: string) => { setQ(v); setPage(1); }, []);
  const restart = useCallback(() => setPage(1), []);
  const paging = (totalCount: number | undefined) => ({
    page, pageSize, totalCount: totalCount ?? 0, onPageChange: setPage, onPageSizeChange: (n: number) => { setPageSize(n); setPage(1); },
  });
  return { page, pageSize, q, setPage, search, restart, paging };
}
