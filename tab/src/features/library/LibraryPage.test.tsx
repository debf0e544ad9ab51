/**
 * /library in jsdom (spec 3 §2 Library screen, §5, §8): lists hidden while empty, buttons by
 * permission, the request form opened by the Requests chooser's navigation state, the 60-day clamp
 * warning from the order reply, delete only after confirmation, the request sent and submitted.
 */
import '../auth/testEnv';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, type InitialEntry } from 'react-router-dom';
import '../../i18n';
import { NotifyProvider } from '../../components/notify';
import type { Book } from './libraryApi';
import { LibraryPage } from './LibraryPage';
import { fakeApi, type FakeCall } from '../../test/providers';

let held: string[] = [];
jest.mock('../../app/auth', () => ({ useAuth: () => ({ userId: 7, can: (...p: string[]) => p.some((x) => held.includes(x)) }) }));

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

const can = { edit: false, delete: false, order: false, extend: false, return: false, watch: false, unwatch: false };
const book = (id: number, title: string, extra: Partial<Book> = {}): Book => ({
  id, title, author: 'Author', owner: 'Demo UAB', notes: null, returned: true, taken_by: null, user_id: null, planned_return_date: null,
  extended: false, can_extend: false, watched: false, date_issued: null, cover_url: null, image_count: 0, ...extra, can: { ...can, ...extra.can },
});

type Call = FakeCall;


const lists = (byType: Record<string, Book[]>) => (c: Call) => {
  if (c.method === 'GET' && c.path === '/api/v1/books') {
    const books = byType[c.query.get('type') ?? 'library'] ?? [];
    return { books, currentPage: 1, totalCount: books.length };
  }
  return undefined;
};

function renderPage(entry: InitialEntry = '/library') {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <FluentProvider theme={webLightTheme}>
      <QueryClientProvider client={qc}>
        <NotifyProvider>
          <MemoryRouter initialEntries={[entry]}><LibraryPage /></MemoryRouter>
        </NotifyProvider>
      </QueryClientProvider>
    </FluentProvider>,
  );
}

const dune = book(1, 'Dune', { can: { ...can, order: true, edit: true, delete: true } });
const mine = book(2, 'Refactoring', { returned: false, user_id: 7, taken_by: 'Ona Onaitė', planned_return_date: '2000-01-10', can: { ...can, extend: true, return: true } });

it('shows my taken books and the books, hides the empty watchlist, and the buttons of the permissions held', async () => {
  held = ['library_read', 'library_order'];
  fakeApi(lists({ library: [dune, mine], taken: [mine], watched: [] }));
  renderPage();
  expect(await screen.findByRole('heading', { name: 'My taken books' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Books' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'My watchlist' })).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Request a book' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'New book' })).not.toBeInTheDocument();
  const taken = screen.getByRole('table', { name: 'My taken books' });
  expect(within(taken).getByText(/Until 10\/01\/2000 · overdue/)).toBeInTheDocument();
  expect(within(taken).getByRole('button', { name: 'Extend Refactoring' })).toBeInTheDocument();
  expect(within(taken).getByRole('button', { name: 'Return Refactoring' })).toBeInTheDocument();
});

it('a reader sees the books only, without buttons', async () => {
  held = ['library_read'];
  const calls = fakeApi(lists({ library: [dune] }));
  renderPage();
  expect(await screen.findByRole('table', { name: 'Books' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Request a book' })).not.toBeInTheDocument();
  expect(calls.filter((c) => c.path === '/api/v1/books').every((c) => c.query.get('type') === 'library')).toBe(true);
});

it('opens the request form on arrival from the Requests chooser, then sends and submits the request', async () => {
  held = ['library_read', 'library_order'];
  const calls = fakeApi((c) => {
    if (c.method === 'POST' && c.path === '/api/v1/books/request') return { message: 'book_request_successfully_submitted', id: 5, request_id: 9, status: 'not_initialized' };
    if (c.method === 'PATCH' && c.path === '/api/v1/requests/object/5/init/BookRequest') return { message: 'ok' };
    return lists({ library: [dune] })(c);
  });
  renderPage({ pathname: '/library', state: { openRequestBookForm: true } });
  const dialog = await screen.findByRole('dialog', { name: 'Request a book' });
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(dialog).getAllByText('This field is required.')).toHaveLength(3));
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Notes/ }), { target: { value: 'x'.repeat(2049) } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Title/ }), { target: { value: ' Clean Code ' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Author/ }), { target: { value: 'Robert C. Martin' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Link/ }), { target: { value: 'https://example.com/clean-code' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('At most 2048 characters.')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Notes/ }), { target: { value: 'For the team' } });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect((await screen.findAllByText('The book request has been successfully submitted.'))[0]).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ title: 'Clean Code', author: 'Robert C. Martin', link: 'https://example.com/clean-code', notes: 'For the team' });
  expect(calls.some((c) => c.method === 'PATCH' && c.path === '/api/v1/requests/object/5/init/BookRequest')).toBe(true);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request a book' })).not.toBeInTheDocument());
});

it('also opens the request form with ?request=1', async () => {
  held = ['library_read', 'library_order'];
  fakeApi(lists({ library: [dune] }));
  renderPage('/library?request=1');
  expect(await screen.findByRole('dialog', { name: 'Request a book' })).toBeInTheDocument();
});

it('orders a book and shows the clamp warning with the last possible date from the reply', async () => {
  held = ['library_read', 'library_order'];
  const calls = fakeApi((c) => {
    if (c.method === 'POST' && c.path === '/api/v1/books/1/order') {
      return { message: 'the_book_has_been_successfully_ordered', book: mine, warning: { code: 'book_too_long_period', last_possible_date: '2099-02-01' } };
    }
    return lists({ library: [dune] })(c);
  });
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Order Dune' }));
  const dialog = await screen.findByRole('dialog', { name: 'Order “Dune”' });
  const input = await within(dialog).findByRole('combobox', { name: /Planned return date/ });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Choose the planned return date.')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  fireEvent.change(input, { target: { value: '01/06/2099' } });
  fireEvent.blur(input);
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(/so the planned return date was set to 01\/02\/2099, the last possible day/)).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ planned_return_date: '2099-06-01' });
  expect(screen.getAllByText('The book has been successfully ordered.')[0]).toBeInTheDocument();
});

it('deletes a returned book only after confirmation', async () => {
  held = ['library_read', 'library_write'];
  const calls = fakeApi((c) => (c.method === 'DELETE' ? { message: 'the_book_has_been_successfully_deleted' } : lists({ library: [dune] })(c)));
  renderPage();
  expect(await screen.findByRole('button', { name: 'New book' })).toBeInTheDocument();
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Dune' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Delete the book', hidden: true });
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  fireEvent.click(await within(confirm).findByRole('button', { name: 'Delete', hidden: true }));
  await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/v1/books/1')).toBe(true));
  expect((await screen.findAllByText('The book has been successfully deleted.'))[0]).toBeInTheDocument();
});

it('extends my book 1 to 14 days after its planned date: Save waits for a date, a date outside the window is refused', async () => {
  held = ['library_read', 'library_order'];
  const planned = book(2, 'Refactoring', { ...mine, planned_return_date: '2099-03-10' });
  const calls = fakeApi((c) => (c.method === 'PATCH' ? { message: 'the_book_order_has_been_successfully_extended', book: planned } : lists({ taken: [planned], library: [planned] })(c)));
  renderPage();
  fireEvent.click((await screen.findAllByRole('button', { name: 'Extend Refactoring' }))[0]);
  const dialog = await screen.findByRole('dialog', { name: 'Extend “Refactoring”' });
  expect(within(dialog).getByText(/Choose a new date from 11\/03\/2099 to 24\/03\/2099/)).toBeInTheDocument();
  expect(await within(dialog).findByRole('button', { name: 'Save' })).toBeDisabled();
  const input = within(dialog).getByRole('combobox', { name: /New planned return date/ });
  fireEvent.change(input, { target: { value: '25/03/2099' } });
  fireEvent.blur(input);
  expect(await within(dialog).findByText('Choose a date from 11/03/2099 to 24/03/2099.')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  fireEvent.change(input, { target: { value: '24/03/2099' } });
  fireEvent.blur(input);
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ planned_return_date: '2099-03-24' }));
  expect(calls.find((c) => c.method === 'PATCH')?.path).toBe('/api/v1/books/2/extend');
  expect((await screen.findAllByText('The book order has been successfully extended.'))[0]).toBeInTheDocument();
});
