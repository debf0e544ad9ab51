import { act, renderHook } from '@testing-library/react';
import { usePaging } from './usePaging';

describe('usePaging', () => {
  it('goes back to page 1 on a new search or page size, and builds the table paging prop', () => {
    const { result } = renderHook(() => usePaging(20));
    act(() => result.current.setPage(3));
    expect(result.current.paging(75)).toMatchObject({ page: 3, pageSize: 20, totalCount: 75 });
    act(() => result.current.search('laptop'));
    expect(result.current.q).toBe('laptop');
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(2));
    act(() => result.current.paging(75).onPageSizeChange(50));
    expect(result.current.paging(undefined)).toMatchObject({ page: 1, pageSize: 50, totalCount: 0 });
  });
});
