import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CalendarItem } from '../calendar/calendarApi';
import { fetchRoutes, renderSignedIn, reply } from '../../test/fetchRoutes';
import { OnCallInspect } from './OnCallDialog';

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
    expect(calls.some((c) => c.path === '/api/v2/exports/12')).toBe(true);
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
