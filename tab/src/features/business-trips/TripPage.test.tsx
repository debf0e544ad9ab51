/**
 * /trip and /trip/{id} as a signed-in user sees them (jsdom, real RequireAuth over a stubbed fetch):
 * a new trip filed and submitted, the required-section badges, a read-only approved trip with its
 * report, and accounting's edit after completion where only the restricted fields open.
 */
import '../auth/testEnv';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import '../../i18n';
import { RequireAuth } from '../../app/auth';
import { NotifyProvider } from '../../components/notify';
import { session } from '../../lib/session';
import { fetchRoutes, reply } from '../../test/fetchRoutes';
import { TripPage } from './TripPage';

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} } as unknown as typeof ResizeObserver;
}

function renderAt(path: string, state?: unknown) {
  session.signIn(7);
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <FluentProvider theme={webLightTheme}>
      <QueryClientProvider client={qc}>
        <NotifyProvider>
          <MemoryRouter initialEntries={[{ pathname: path, state }]}>
            <RequireAuth>
              <Routes>
                <Route path="/trip" element={<TripPage />} />
                <Route path="/trip/:id" element={<TripPage />} />
                <Route path="/requests" element={<p>Requests page</p>} />
              </Routes>
            </RequireAuth>
          </MemoryRouter>
        </NotifyProvider>
      </QueryClientProvider>
    </FluentProvider>,
  );
}

const person = (id: number, name: string) => ({ id, name, surname: 'Test', username: name.toLowerCase(), email: `${name.toLowerCase()}@demo.lt`, navision_id: null });
const common = {
  'GET /api/v1/users/names': [{ id: 7, name: 'Test', surname: 'User' }, { id: 8, name: 'Ona', surname: 'Test' }],
  'GET /api/v1/business-trips/time-options': [{ id: 1, description: 'Working time', is_travel_time: true, is_work_time: true }],
  'GET /api/v1/navision/countries': [{ Code: 'DE', Name: 'Germany' }, { Code: 'LT', Name: 'Lithuania' }],
};
const trip = (status: string, can: Record<string, boolean>) => ({
  trip: {
    id: 5, traveler_id: 7, project_name: 'Fair', project_number: null, request_date: '2026-11-20', trip_purpose: 'Trade fair', other_arrangements: null,
    travel_time_hours_option_id: 1, work_time_hours_option_id: 1, should_book_flight: true, should_book_accommodation: false, created_by_user_id: null,
    date_start: '2026-12-01', date_end: '2026-12-03', group_id: null,
  },
  traveler: person(7, 'Test'),
  destinations: [{ id: 1, destination_code: 'DE', name: 'Germany', date_start: '2026-12-01', date_end: '2026-12-03' }],
  flights: [{ id: 3, from: 'Vilnius', to: 'Berlin', departure: '2026-12-01T06:00:00.000Z', arrival: '2026-12-01T08:00:00.000Z', request: true, paid: 120.5, notes: null }],
  accommodations: [], travel_times: [], work_times: [], other_travelers: [], linked_trips: [],
  totals: { flights_paid: 120.5, accommodations_paid: 0, paid: 120.5, travel_hours: 0, work_hours: 0, currency: 'EUR' },
  request: { id: 40, status, chain_id: 2 },
  can: { edit: false, editRestrictedFields: false, editBookingAnswers: false, report: false, ...can },
});

describe('TripPage', () => {
  it('files a new trip: purpose and a destination are required, then save and submit sends the form', async () => {
    const calls = fetchRoutes({ ...common, 'POST /api/v1/business-trips': { id: 9, request_id: 41, status: 'in_progress', trip: {} } }, { id: 7, permissions: ['event_types_read'] });
    renderAt('/trip', { editor: 'user' });
    expect(await screen.findByRole('heading', { name: 'New business trip' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save and submit' }));
    expect(await screen.findByText('Enter the trip purpose. Add at least one destination.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /Trip purpose/ }), { target: { value: 'Trade fair' } });
    const flights = within(screen.getByRole('radiogroup', { name: /plane tickets/ }));
    fireEvent.click(flights.getByRole('radio', { name: 'Yes' }));
    const section = await screen.findByRole('region', { name: 'Flights' });
    expect(within(section).getByLabelText('Plane tickets were requested: add at least one flight.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add destination' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add destination' });
    const country = await within(dialog).findByRole('combobox', { name: /Country/, hidden: true });
    fireEvent.click(country);
    fireEvent.change(country, { target: { value: 'Germ' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Germany', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Destinations' })).getByText(/Germany/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save and submit' }));
    expect(await screen.findByText('Saved. Going to the requests in 5 s.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and submit' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Go to requests now' }));
    expect(await screen.findByText('Requests page')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/v1/business-trips');
    expect(post?.body).toMatchObject({
      submit: true, trip: { traveler_id: 7, trip_purpose: 'Trade fair', should_book_flight: true, should_book_accommodation: false },
      destinations: [{ destination_code: 'DE' }], flights: [],
    });
  });

  it('shows an approved trip read-only with its report', async () => {
    const open = jest.fn(() => ({}) as Window);
    window.open = open as unknown as typeof window.open;
    URL.createObjectURL = jest.fn(() => 'blob:report');
    URL.revokeObjectURL = jest.fn();
    const calls = fetchRoutes({
      ...common, 'GET /api/v1/business-trips/5': trip('approved', { report: true }),
      'GET /api/v1/business-trips/5/report': { filename: 'trip.pdf', content_type: 'application/pdf', data: btoa('%PDF-1.4') },
    });
    renderAt('/trip/5', { readOnly: true });
    expect(await screen.findByRole('heading', { name: 'Business trip' })).toBeInTheDocument();
    expect(screen.getByText('Status: Approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add destination' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Trip purpose/ })).toBeDisabled();
    expect(screen.getAllByText('€120.50').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Open report' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:report', '_blank'));
    expect(calls.some((c) => c.path === '/api/v1/business-trips/5/report' && c.query.get('lang') === 'en')).toBe(true);
  });

  it('after completion opens only the restricted fields and saves them', async () => {
    const calls = fetchRoutes({
      ...common, 'GET /api/v1/business-trips/5': trip('approved', { edit: true, editRestrictedFields: true, report: true }),
      'PUT /api/v1/business-trips/5': trip('approved', { edit: true, editRestrictedFields: true, report: true }),
    }, { id: 7, permissions: ['business_trips_restricted_fields_write'] });
    renderAt('/trip/5');
    expect(await screen.findByRole('heading', { name: 'Business trip: edit after completion' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add flight' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and submit' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Vilnius – Berlin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flight' });
    expect(await within(dialog).findByRole('textbox', { name: /From/, hidden: true })).toBeDisabled();
    const paid = within(dialog).getByRole('spinbutton', { name: /Paid/, hidden: true });
    expect(paid).toBeEnabled();
    // The departure reads at the company's clock (06:00Z = 08:00 in Vilnius; jest runs in UTC).
    expect(within(dialog).getAllByDisplayValue('08:00', { exact: false }).length).toBeGreaterThan(0);
    fireEvent.change(paid, { target: { value: '-200.4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(screen.getAllByText('€200.40').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // §9: the page goes to the requests by itself 5 seconds after the save, counting down.
    expect(await screen.findByText('Saved. Going to the requests in 4 s.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('Requests page', {}, { timeout: 8000 })).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ flights: [{ id: 3, paid: 200.4, from: 'Vilnius', departure: '2026-12-01T06:00:00.000Z', arrival: '2026-12-01T08:00:00.000Z' }], trip: { trip_purpose: 'Trade fair' } });
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });
  it('a saved new trip can stay open: it becomes /trip/{id}', async () => {
    fetchRoutes({
      ...common, 'POST /api/v1/business-trips': { id: 5, request_id: 40, status: 'not_initialized', trip: {} },
      'GET /api/v1/business-trips/5': trip('not_initialized', { edit: true, editBookingAnswers: true }),
    }, { id: 7, permissions: ['event_types_read'] });
    renderAt('/trip', { editor: 'user' });
    expect(await screen.findByRole('heading', { name: 'New business trip' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Trip purpose/ }), { target: { value: 'Trade fair' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add destination' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add destination' });
    const country = await within(dialog).findByRole('combobox', { name: /Country/, hidden: true });
    fireEvent.click(country);
    fireEvent.change(country, { target: { value: 'Germ' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Germany', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stay on this trip' }));
    expect(await screen.findByRole('heading', { name: 'Edit business trip' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 1500));
    expect(screen.queryByText('Requests page')).not.toBeInTheDocument();
    expect(screen.queryByText(/Going to the requests/)).not.toBeInTheDocument();
  });

  it('a refused save shows the error at the field the server names and keeps what the user typed', async () => {
    const draft = trip('not_initialized', { edit: true, editBookingAnswers: true });
    const calls = fetchRoutes({
      ...common, 'GET /api/v1/business-trips/5': draft,
      'PUT /api/v1/business-trips/5': reply(400, { message: 'provided_invalid_data', error_code: 'provided_invalid_data', fields: [{ path: 'trip.project_name', message: 'too long' }] }),
    }, { id: 7, permissions: ['event_types_read'] });
    renderAt('/trip/5');
    expect(await screen.findByRole('heading', { name: 'Edit business trip' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Trip purpose/ }), { target: { value: 'Trade fair and customer visit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/v1/business-trips/5' && c.method === 'GET').length).toBeGreaterThan(1));
    expect(screen.getByRole('textbox', { name: /Trip purpose/ })).toHaveValue('Trade fair and customer visit');
    expect(await screen.findByText('The server did not accept this value.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Project name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Requests page')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and submit' })).toBeEnabled();
  });
});
