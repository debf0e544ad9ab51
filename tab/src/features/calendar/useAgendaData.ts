/**
 * Data of the agenda: the visible range's months, the saved filters (GET filters), the items of
 * those months filtered by them (GET events), the type colours, and saving filters (PUT filters).
 */
import { addDays } from 'date-fns';
import { useCallback, useMemo, useState } from 'react';
import { useCalendarColors, useCalendarEvents, useCalendarFilters, useSaveCalendarFilters, type CalendarItem } from './calendarApi';
import { eventsQuery, type CalendarFilters } from './calendarLogic';

/** Months (1-based) touched by [start, end). */
export function monthsOf(start: Date, end: Date): { year: number; month: number }[] {
  const out: { year: number; month: number }[] = [];
  const last = addDays(end, -1);
  let y = start.getFullYear();
  let m = start.getMonth();
  while (y < last.getFullYear() || (y === last.getFullYear() && m <= last.getMonth())) {
    out.push({ year: y, month: m + 1 });
    m += 1;
    if (m > 11) [y, m] = [y + 1, 0];
  }
  return out.slice(0, 3);
}

export function useAgendaData(enabled: boolean) {
  const [range, setRange] = useState<{ start: Date; end: Date } | null>(null);
  const filters = useCalendarFilters(enabled);
  const colours = useCalendarColors(enabled);
  const months = useMemo(() => (range ? monthsOf(range.start, range.end) : []), [range]);
  const ready = enabled && !!range && (filters.isSuccess || filters.isError);
  const query = useMemo(() => {
    const { year: _y, month: _m, ...rest } = eventsQuery(filters.data, 0, 0);
    return rest;
  }, [filters.data]);
  const results = useCalendarEvents(months, query, ready);
  const items = useMemo(() => {
    const seen = new Set<string>();
    const out: CalendarItem[] = [];
    for (const r of results) for (const i of r.data ?? []) {
      const k = `${i.type}-${i.id}`;
      if (seen.has(k)) continue;
      seen.add(k);
      out.push(i);
    }
    return out;
  }, [results]);
  const save = useSaveCalendarFilters();
  const { mutateAsync } = save;
  const saving = save.isPending;
  const saveFilters = useCallback(async (f: CalendarFilters) => { await mutateAsync(f); }, [mutateAsync]);
  const onRange = useCallback((start: Date, end: Date) => {
    setRange((r) => (r && r.start.getTime() === start.getTime() && r.end.getTime() === end.getTime() ? r : { start, end }));
  }, []);
  return {
    items, colours: colours.data ?? [], filters, saveFilters, saving, onRange,
    loading: filters.isLoading || results.some((r) => r.isLoading),
    error: filters.isError || colours.isError || results.some((r) => r.isError),
  };
}
