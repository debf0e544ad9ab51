/**
 * Paging (spec 1 §9): pages start at 1, default size 10, sizes 5, 10, 20, 50, 100.
 * Replies use the envelope `{ currentPage, data, totalCount }` (spec 2 §3).
 */
import { z } from 'zod';

export const PAGE_SIZES = [5, 10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export const pagingQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'page size must be 5, 10, 20, 50 or 100').default(DEFAULT_PAGE_SIZE),
  q: z.string().trim().max(255).optional(),
});

export interface Paged<T> {
  currentPage: number;
  data: T[];
  totalCount: number;
}

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ currentPage: z.number().int(), data: z.array(item), totalCount: z.number().int() });

/** SQL offset of a page. */
export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;
