import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { format } from 'date-fns';
import i18n from '../../i18n';
import { fetchRoutes, renderSignedIn, reply } from '../../test/fetchRoutes';
import { showDay } from '../../lib/dates';
import { monthPeriod, ReportsDialog } from './ReportsDialog';

const TEMPLATE = 'GET /api/v2/calendar/events/template';
const file = (name: string) => ({ filename: name, content_type: 'application/pdf', data: btoa('%PDF-1.4') });
const noSubordinates = { eventCategories: [], subordinates: [], substitutes: [] };

describe('monthPeriod', () => {
  it('gives the first and last day of a month relative to now', () => {
    const now = new Date(2026, 1, 10);
    expect(monthPeriod(0, now)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthPeriod(-1, now)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(monthPeriod(1, new Date(2026, 11, 31))).toEqual({ from: '2027-01-01', to: '2027-01-31' });
  });
});

describe('ReportsDialog', () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:report') as typeof URL.createObjectURL;
    URL.revokeObjectURL = jest.fn();
    open = jest.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
  });
  afterEach(() => open.mockRestore());

  it("opens my vacation report for the current month in a new window", async () => {
    const onClose = jest.fn();
    const calls = fetchRoutes({ [TEMPLATE]: noSubordinates, 'GET /api/v1/users/7/events/report': file('vacation.pdf') });
    renderSignedIn(<ReportsDialog kind="vacation" onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: 'Vacation report' })).toBeInTheDocument();
    const month = monthPeriod();
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue(showDay(month.from));
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue(showDay(month.to));
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByLabelText('Whose report')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open report' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:report', '_blank'));
    const call = calls.find((c) => c.path === '/api/v1/users/7/events/report')!;
    expect(Object.fromEntries(call.query)).toEqual({ ...month, lang: 'en' });
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for the report in Lithuanian when the tab is in Lithuanian', async () => {
    await act(() => i18n.changeLanguage('lt'));
    try {
      const calls = fetchRoutes({ [TEMPLATE]: noSubordinates, 'GET /api/v1/users/7/overtimes/report': file('overtime-report-7.pdf') });
      renderSignedIn(<ReportsDialog kind="overtime" onClose={() => undefined} />);
      expect(await screen.findByRole('dialog', { name: 'Viršvalandžių ataskaita' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Atidaryti ataskaitą' }));
      await waitFor(() => expect(open).toHaveBeenCalledWith('blob:report', '_blank'));
      const call = calls.find((c) => c.path === '/api/v1/users/7/overtimes/report')!;
      expect(Object.fromEntries(call.query)).toEqual({ ...monthPeriod(), lang: 'lt' });
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('offers a download link when the popup is blocked', async () => {
    open.mockImplementation(() => null);
    const onClose = jest.fn();
    fetchRoutes({ [TEMPLATE]: noSubordinates, 'GET /api/v1/users/7/overtimes/report': file('overtime-report-7.pdf') });
    renderSignedIn(<ReportsDialog kind="overtime" onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open report' }));
    const link = await screen.findByRole('link', { name: 'Download overtime-report-7.pdf' });
    expect(link).toHaveAttribute('href', 'blob:report');
    expect(link).toHaveAttribute('download', 'overtime-report-7.pdf');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("lets a manager pick a subordinate and a quick month", async () => {
    const calls = fetchRoutes({
      [TEMPLATE]: { ...noSubordinates, subordinates: [{ id: 9, fullName: 'Laura Petrauskaitė' }] },
      'GET /api/v1/users/9/overtimes/report': file('o.pdf'),
    });
    renderSignedIn(<ReportsDialog kind="overtime" onClose={() => undefined} />);
    const who = await screen.findByLabelText('Whose report');
    expect(who).toHaveDisplayValue('Myself');
    fireEvent.change(who, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open report' }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    const call = calls.find((c) => c.path === '/api/v1/users/9/overtimes/report')!;
    expect(Object.fromEntries(call.query)).toEqual({ ...monthPeriod(-1), lang: 'en' });
  });

  it('lists everyone for all_events_read', async () => {
    fetchRoutes({ 'GET /api/v1/users/names': [{ id: 7, name: 'Test', surname: 'User' }, { id: 30, name: 'Ona', surname: 'Kairė' }] }, { id: 7, permissions: ['event_types_read', 'all_events_read'] });
    renderSignedIn(<ReportsDialog kind="vacation" onClose={() => undefined} />);
    const who = await screen.findByLabelText('Whose report');
    expect([...(who as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Myself', 'Ona Kairė']);
  });

  it('blocks an end before the start and shows server errors', async () => {
    const calls = fetchRoutes({ [TEMPLATE]: noSubordinates, 'GET /api/v1/users/7/events/report': reply(403, { error_code: 'missing_permissions' }) });
    renderSignedIn(<ReportsDialog kind="vacation" onClose={() => undefined} />);
    const to = await screen.findByRole('combobox', { name: 'To' });
    fireEvent.change(to, { target: { value: format(new Date(2000, 0, 1), 'dd/MM/yyyy') } });
    fireEvent.blur(to);
    expect(screen.getByText('The end cannot be before the start')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open report' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'This month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open report' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v1/users/7/events/report')).toBe(true));
    expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });
});
