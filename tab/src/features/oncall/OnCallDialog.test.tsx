import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../i18n';
import type { CalendarItem } from '../calendar/calendarApi';
import { fetchRoutes, renderSignedIn, reply } from '../../test/fetchRoutes';
import { OnCallDialog, OnCallInspect } from './OnCallDialog';

const item = { id: 5, type: 'OnCall', title: 'On-call', start: '2026-11-21T06:00:00.000Z', end: '2026-11-21T18:00:00.000Z', requestId: 12 } as CalendarItem;
const DETAILS = 'GET /api/v2/calendar/events/5/details';
const details = { ...item, description: 'Weekend', factualTimes: [], requestId: 12 };

describe('OnCallInspect report', () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:oncall') as typeof URL.createObjectURL;
    URL.revokeObjectURL = jest.fn();
    open = jest.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
  });
  afterEach(() => open.mockRestore());

  it('opens the on-call request PDF from /api/v2/exports/{userChainId} in a new window', async () => {
    const calls = fetchRoutes({ [DETAILS]: details, 'GET /api/v2/exports/12': new Blob(['%PDF-1.4'], { type: 'application/pdf' }) });
    renderSignedIn(<OnCallInspect item={item} onClose={() => undefined} />);
    const report = await screen.findByRole('button', { name: 'Open the on-call report (PDF)' });
    expect(report).toHaveTextContent('Report');
    fireEvent.click(report);
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:oncall', '_blank'));
    expect(calls.find((c) => c.path === '/api/v2/exports/12')?.query.get('lang')).toBe('en');
  });

  it('asks for the on-call report in Lithuanian when the tab is in Lithuanian', async () => {
    await act(() => i18n.changeLanguage('lt'));
    try {
      const calls = fetchRoutes({ [DETAILS]: details, 'GET /api/v2/exports/12': new Blob(['%PDF-1.4'], { type: 'application/pdf' }) });
      renderSignedIn(<OnCallInspect item={item} onClose={() => undefined} />);
      fireEvent.click(await screen.findByRole('button', { name: 'Atidaryti budėjimo ataskaitą (PDF)' }));
      await waitFor(() => expect(open).toHaveBeenCalledWith('blob:oncall', '_blank'));
      expect(calls.find((c) => c.path === '/api/v2/exports/12')?.query.get('lang')).toBe('lt');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('offers a download link when the popup is blocked, and shows server errors', async () => {
    open.mockImplementation(() => null);
    fetchRoutes({ [DETAILS]: details, 'GET /api/v2/exports/12': new Blob(['%PDF-1.4'], { type: 'application/pdf' }) });
    const { unmount } = renderSignedIn(<OnCallInspect item={item} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open the on-call report (PDF)' }));
    expect(await screen.findByRole('link', { name: 'Download oncall-12.pdf' })).toHaveAttribute('href', 'blob:oncall');
    unmount();

    fetchRoutes({ [DETAILS]: details, 'GET /api/v2/exports/12': reply(403, { error_code: 'missing_permissions' }) });
    renderSignedIn(<OnCallInspect item={item} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open the on-call report (PDF)' }));
    expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
  });

  it('has no Report button for an on-call without a request', async () => {
    fetchRoutes({ [DETAILS]: { ...details, requestId: null } });
    renderSignedIn(<OnCallInspect item={{ ...item, requestId: null } as CalendarItem} onClose={() => undefined} />);
    expect(await screen.findByText('Weekend')).toBeInTheDocument();
    // The stored times at the company's clock, the zone named (jest runs in UTC): 06:00Z is 08:00 in Vilnius.
    expect(screen.getByText('21/11/2026 08:00 (Europe/Vilnius)')).toBeInTheDocument();
    expect(screen.getByText('21/11/2026 20:00 (Europe/Vilnius)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open the on-call report (PDF)' })).not.toBeInTheDocument();
  });
});

describe('OnCallInspect loading', () => {
  it('opens one titled modal at once, with a spinner until the details come, then shows them in the same modal', async () => {
    let answer: (v: unknown) => void = () => undefined;
    fetchRoutes({ [DETAILS]: () => new Promise((resolve) => (answer = resolve)) });
    renderSignedIn(<OnCallInspect item={item} onClose={() => undefined} />);
    const modal = await screen.findByRole('dialog', { name: 'On-call' });
    expect(within(modal).getByText('Loading…')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await act(async () => answer({ ...details, factualTimes: [{ start: '2026-11-21T07:00:00.000Z', end: '2026-11-21T09:00:00.000Z' }] }));
    expect(await within(modal).findByText('Weekend')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'On-call' })).toBe(modal);
    expect(within(modal).queryByText('Loading…')).not.toBeInTheDocument();
    expect(within(modal).getByText('21/11/2026 09:00 (Europe/Vilnius)')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Open the on-call report (PDF)' })).toBeInTheDocument();
  });

  it("warns inside the modal when the details cannot be read, and shows the calendar item's own values", async () => {
    fetchRoutes({ [DETAILS]: reply(500, { error_code: 'failed_to_retrieve_data' }) });
    renderSignedIn(<OnCallInspect item={item} onClose={() => undefined} />);
    const modal = await screen.findByRole('dialog', { name: 'On-call' });
    expect(await within(modal).findByText('Failed to retrieve data.')).toBeInTheDocument();
    expect(within(modal).getByText('21/11/2026 08:00 (Europe/Vilnius)')).toBeInTheDocument();
  });
});

describe('OnCallDialog form (react-hook-form over the on-call rules and the oncallBody contract)', () => {
  const initial = { start: '2026-11-21T08:00', end: '2026-11-21T20:00', factualTimes: [{ start: '2026-11-21T07:00', end: '2026-11-21T09:00' }] };
  const commit = (name: string, value: string) => {
    const input = screen.getByRole('combobox', { name });
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  };

  it('shows the given values, refuses a missing title and a factual time before the on-call at the fields without sending, then submits the body', async () => {
    const onClose = jest.fn();
    const calls = fetchRoutes({ 'POST /api/v2/chains': { message: 'ok' } });
    renderSignedIn(<OnCallDialog initial={initial} onClose={onClose} />);
    const title = await screen.findByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('On-call');
    expect(screen.getByRole('combobox', { name: 'Start, time' })).toHaveValue('08:00');
    expect(screen.getByRole('combobox', { name: 'Factual start, time' })).toHaveValue('07:00');

    fireEvent.change(title, { target: { value: ' ' } });
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(await screen.findByText('The factual start must be later than the on-call start.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(title, { target: { value: 'Weekend duty' } });
    commit('Factual start, time', '10:00');
    commit('Factual end, time', '12:30');
    await waitFor(() => expect(screen.queryByText(/The factual start must be/)).not.toBeInTheDocument());
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // the company's clock (Europe/Vilnius, UTC+2 in November) sent as instants
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      requestType: 'oncall', title: 'Weekend duty', description: null, start: '2026-11-21T06:00:00.000Z', end: '2026-11-21T18:00:00.000Z',
      factualTimes: [{ start: '2026-11-21T08:00:00.000Z', end: '2026-11-21T10:30:00.000Z' }],
    });
  });

  it('a new on-call needs its start and end before a draft is saved', async () => {
    const calls = fetchRoutes({ 'POST /api/v2/chains': { message: 'ok' } });
    renderSignedIn(<OnCallDialog onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Start is required')).toBeInTheDocument();
    expect(screen.getByText('End is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
