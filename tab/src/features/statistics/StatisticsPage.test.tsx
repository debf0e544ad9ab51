/** /statistics (issue 17 item 5): the five charts each with its data table, and the export dialog's month range. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubFetch } from '../../test/providers';
import { defaultRange } from './ExportDialog';
import { StatisticsPage } from './StatisticsPage';

const HELD = ['statistics_read', 'statistics_write'];
jest.mock('../../app/auth', () => ({ useAuth: () => ({ userId: 7, can: (...p: string[]) => p.some((x) => HELD.includes(x)) }) }));
// The chart library is ESM-only d3 inside (jest runs CommonJS) and draws nothing measurable in jsdom: each chart is
// a named stub here; the real charts are checked in Chromium (tests/e2e/genie-statistics.spec.ts).
jest.mock('@fluentui/react-charts', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  const chart = (kind: string) => (p: { data?: unknown }) => createElement('div', { 'data-chart': kind, 'data-points': JSON.stringify(p.data).length });
  return {
    AreaChart: chart('area'), VerticalBarChart: chart('bars'), DonutChart: chart('pie'), LineChart: chart('line'),
    DataVizPalette: new Proxy({}, { get: (_t, k) => String(k) }), getColorFromToken: (c: string) => c,
  };
});
jest.mock('../../lib/api', () => ({ ...jest.requireActual('../../lib/api'), downloadBase64: jest.fn() }));

const snapshot = {
  computed_at: '2026-11-27T01:00:00.000Z',
  yearly: [
    { year: 2025, date: '2025-12-31', all_working_employees: 40, all_employees: 44, man_to_woman_percentage: 51.22, woman_percentage: 48.78, without_gender: 2, leavers: 4, turnover_percentage: 10.26 },
    { year: 2026, date: '2026-11-27', all_working_employees: 42, all_employees: 45, man_to_woman_percentage: 50, woman_percentage: 50, without_gender: 2, leavers: 3, turnover_percentage: 7.32 },
  ],
  quarterly: ['2025-07-01', '2025-10-01', '2026-01-01', '2026-04-01', '2026-07-01', '2026-10-01'].map((d, i) => ({
    date_from: d, date_to: d, average_seniority_in_months: 50 + i, leavers: i % 2, turnover_percentage: i % 2 ? 2.44 : 0,
  })),
  monthly: Array.from({ length: 12 }, (_, i) => ({ date: `2026-${String(i + 1).padStart(2, '0')}-01`, sick_leave_percentage_monthly: i / 2, sick_days: i, working_days: 20, working_employees: 42 })),
};

it('shows five charts, each with its numbers as a table', async () => {
  // jsdom lays nothing out: give the chart boxes a width, as a browser would (charts are drawn from 120 px on)
  const width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  stubFetch({ 'GET /api/v1/statistics': snapshot });
  renderWithProviders(<StatisticsPage />);
  for (const id of ['headcount', 'sick-leave', 'gender', 'seniority', 'turnover']) expect(await screen.findByTestId(`chart-${id}`)).toBeInTheDocument();
  const headcount = screen.getByRole('table', { name: 'Headcount' });
  expect(within(headcount).getAllByRole('row')).toHaveLength(3);
  expect(within(headcount).getByText('10.26 %')).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Gender on 27/11/2026' })).getByText('48.78 %')).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Sick leave by month' })).getAllByRole('row')).toHaveLength(13);
  expect(screen.getByText('Employees without a gender, counted apart: 2')).toBeInTheDocument();
  expect(document.querySelectorAll('[data-chart]')).toHaveLength(5);
  width.mockRestore();
});

it('exports the chosen month range', async () => {
  const calls = stubFetch({ 'GET /api/v1/statistics': snapshot, 'POST /api/v1/statistics/exportStats': { file: 'AAAA', name: 'Statistics.xlsx' } });
  renderWithProviders(<StatisticsPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
  const dialog = await screen.findByRole('dialog', { name: 'Export statistics' });
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Download' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual(defaultRange());
  expect(defaultRange(new Date(2026, 10, 27))).toEqual({ date_start: '2025-12-01', date_end: '2026-11-27' });
});
