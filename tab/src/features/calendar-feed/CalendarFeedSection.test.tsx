/** The profile's calendar feed section (issue 18 item 3): create and copy, the address shown once, regenerate and revoke with confirmation, states. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderWithProviders } from '../../test/providers';
import { CalendarFeedSection } from './CalendarFeedSection';

const URL_1 = 'https://portal.example/ical/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const URL_2 = 'https://portal.example/ical/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';

/** A server that keeps the feed's state: status, create (a new address each time), revoke. */
function feedServer(initial: { active: boolean; created_at: string | null }) {
  let state = initial;
  let n = 0;
  return fakeApi((c) => {
    if (c.path !== '/api/v2/calendar-feed') return undefined;
    if (c.method === 'GET') return state;
    if (c.method === 'POST') {
      n += 1;
      state = { active: true, created_at: '2026-11-27T08:00:00.000Z' };
      return { url: n === 1 ? URL_1 : URL_2 };
    }
    if (c.method === 'DELETE') {
      state = { active: false, created_at: null };
      return { message: 'ok' };
    }
    return undefined;
  });
}

it('creates an address and shows it once, as http(s) and webcal, with copy buttons and the steps for Outlook and Google', async () => {
  const writeText = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const calls = feedServer({ active: false, created_at: null });
  renderWithProviders(<CalendarFeedSection />);
  expect(await screen.findByText('You have no calendar address yet.')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Calendar feed' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Outlook on the web' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Google Calendar' })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Create address' }));
  expect(await screen.findByDisplayValue(URL_1)).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue(URL_1);
  expect(screen.getByRole('textbox', { name: 'Address for calendar apps (webcal)' })).toHaveValue(URL_1.replace('https://', 'webcal://'));
  expect(screen.getByText(/shown only this once/)).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Copy the webcal address' }));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(URL_1.replace('https://', 'webcal://')));
  expect(await within(screen.getByRole('status')).findByText('Copied to the clipboard.')).toBeInTheDocument();

  // hidden, the address is gone for good: the section says one exists and offers a new one
  fireEvent.click(screen.getByRole('button', { name: 'Hide the address' }));
  expect(await screen.findByText(/You have a calendar address, created 27\/11\/2026/)).toBeInTheDocument();
  expect(screen.queryByDisplayValue(URL_1)).not.toBeInTheDocument();
});

it('regenerates only after confirming that the old address stops working', async () => {
  const calls = feedServer({ active: true, created_at: '2026-11-01T10:00:00.000Z' });
  renderWithProviders(<CalendarFeedSection />);
  fireEvent.click(await screen.findByRole('button', { name: 'Create a new address' }));
  // (jsdom leaves the surface of a dialog opened from the page aria-hidden: query it as hidden)
  const dialog = await screen.findByRole('alertdialog', { name: 'Create a new address?', hidden: true });
  expect(within(dialog).getByText(/stops working at once/)).toBeInTheDocument();
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Cancel', hidden: true }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
  expect(calls.some((c) => c.method === 'POST')).toBe(false);

  fireEvent.click(screen.getByRole('button', { name: 'Create a new address' }));
  const again = await screen.findByRole('alertdialog', { name: 'Create a new address?', hidden: true });
  fireEvent.click(await within(again).findByRole('button', { name: 'Create new address', hidden: true }));
  expect(await screen.findByDisplayValue(URL_1)).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
});

it('revokes after confirming, then offers to create one again', async () => {
  const calls = feedServer({ active: true, created_at: '2026-11-01T10:00:00.000Z' });
  renderWithProviders(<CalendarFeedSection />);
  fireEvent.click(await screen.findByRole('button', { name: 'Revoke address' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Revoke the calendar address?', hidden: true });
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Revoke', hidden: true }));
  expect(await screen.findByText('You have no calendar address yet.')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  expect(await screen.findByText('Calendar address revoked.')).toBeInTheDocument();
});

it('shows an error with a retry when the status cannot be read', async () => {
  fakeApi(() => undefined);
  renderWithProviders(<CalendarFeedSection />);
  expect(await screen.findByText('The calendar feed could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
