/** New/edit book in jsdom (spec 3 §5 Library): images refused by type, cover choice, stored images kept by id, a refused name clash; the dashboard card. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, reply, stubFetch } from '../../test/providers';
import { MyBooksCard } from '../home/MyBooksCard';
import { BookFormDialog } from './BookFormDialog';
import type { Book } from './libraryApi';

let held: string[] = ['library_read', 'library_order', 'library_write'];
jest.mock('../../app/auth', () => ({ useAuth: () => ({ userId: 7, can: (...p: string[]) => p.some((x) => held.includes(x)) }) }));

const can = { edit: true, delete: false, order: false, extend: false, return: false, watch: false, unwatch: false };
const stored: Book = {
  id: 3, title: 'Dune', author: 'Frank Herbert', owner: 'Demo UAB', notes: null, returned: true, taken_by: null, user_id: null, planned_return_date: null,
  extended: false, can_extend: false, watched: false, date_issued: null, cover_url: '/api/v1/books/3/images/11', image_count: 2, can,
};

const file = (name: string, type: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type });

it('adds a new book with the company as owner, refuses a wrong file type and lets the second image be the cover', async () => {
  const calls = stubFetch({
    'GET /api/v1/books/settings': { company_name: 'Demo UAB' },
    'POST /api/v1/books': { message: 'the_book_has_been_added_to_library', book: stored },
  });
  renderWithProviders(<BookFormDialog book={null} onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'New book' });
  await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Owner/ })).toHaveValue('Demo UAB'));
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Title/ }), { target: { value: 'Dune' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Author/ }), { target: { value: 'Frank Herbert' } });

  const input = within(dialog).getByLabelText('Add images', { selector: 'input' });
  fireEvent.change(input, { target: { files: [file('notes.pdf', 'application/pdf')] } });
  expect(await within(dialog).findByText('Bad file type is provided.')).toBeInTheDocument();
  fireEvent.change(input, { target: { files: [file('front.png', 'image/png'), file('back.jpg', 'image/jpeg')] } });
  const group = await within(dialog).findByRole('radiogroup', { name: 'Images' });
  expect(within(group).getByRole('radio', { name: 'Make front.png the cover' })).toBeChecked();
  fireEvent.click(within(group).getByRole('radio', { name: 'Make back.jpg the cover' }));

  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  const body = calls.find((c) => c.method === 'POST')?.body as { title: string; owner: string; attachments: { name: string; data: string; is_cover: boolean }[] };
  expect(body).toMatchObject({ title: 'Dune', author: 'Frank Herbert', owner: 'Demo UAB' });
  expect(body.attachments.map((a) => [a.name, a.is_cover, a.data.length > 0])).toEqual([['front.png', false, true], ['back.jpg', true, true]]);
  expect((await screen.findAllByText('The book has been added to the library.'))[0]).toBeInTheDocument();
});

it('edits a book: keeps the stored images by id and removes one', async () => {
  const calls = stubFetch({
    'GET /api/v1/books/3/attachments': [
      { id: 11, name: 'cover.png', data: 'AA==', is_cover: true, url: '/api/v1/books/3/images/11' },
      { id: 12, name: 'back.png', data: 'AA==', is_cover: false, url: '/api/v1/books/3/images/12' },
    ],
    'PUT /api/v1/books/3': { message: 'the_library_has_been_updated', book: stored },
  });
  renderWithProviders(<BookFormDialog book={stored} onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'Edit “Dune”' });
  const remove = await within(dialog).findByRole('button', { name: 'Remove cover.png' });
  // The stored values are shown in the fields (not only held by the form) once the images are there.
  expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue('Dune');
  expect(within(dialog).getByRole('textbox', { name: /Author/ })).toHaveValue('Frank Herbert');
  fireEvent.click(remove);
  expect(within(dialog).getByRole('radio', { name: 'Make back.png the cover' })).toBeChecked();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ id: 3, title: 'Dune', attachments: [{ id: 12, is_cover: true }] });
});

it('says which image name is taken when the server refuses two images of the book with one name', async () => {
  stubFetch({
    'GET /api/v1/books/3/attachments': [{ id: 11, name: 'cover.png', data: 'AA==', is_cover: true, url: '/api/v1/books/3/images/11' }],
    'PUT /api/v1/books/3': reply(400, { message: 'bad_file_type', error_code: 'bad_file_type', file: 'cover.png', reason: 'duplicate' }),
  });
  renderWithProviders(<BookFormDialog book={{ ...stored, image_count: 1 }} onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'Edit “Dune”' });
  await within(dialog).findByRole('button', { name: 'Remove cover.png' });
  fireEvent.change(within(dialog).getByLabelText('Add images', { selector: 'input' }), { target: { files: [file('cover.png', 'image/png')] } });
  await waitFor(() => expect(within(dialog).getAllByRole('button', { name: 'Remove cover.png' })).toHaveLength(2));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('This book already has an image named “cover.png”. Rename the file or remove one of the two images, then save again.')).toBeInTheDocument();
  expect(screen.queryByText(/Bad file type is provided/)).not.toBeInTheDocument();
});

it('the dashboard card lists my taken books with due dates, an overdue one marked', async () => {
  const taken = (id: number, title: string, date: string) => ({ ...stored, id, title, returned: false, user_id: 7, planned_return_date: date });
  stubFetch({ 'GET /api/v1/books': { books: [taken(1, 'Old book', '2000-01-02'), taken(2, 'New book', '2099-03-04')], currentPage: 1, totalCount: 2 } });
  renderWithProviders(<MyBooksCard />);
  expect(await screen.findByText('Old book')).toBeInTheDocument();
  expect(screen.getByText('Overdue since 02/01/2000')).toBeInTheDocument();
  expect(screen.getByText('Due 04/03/2099')).toBeInTheDocument();
});

it('the dashboard card shows four taken books, the soonest due first', async () => {
  const taken = (id: number, date: string) => ({ ...stored, id, title: `Book ${id}`, returned: false, user_id: 7, planned_return_date: date });
  const books = [taken(1, '2099-05-01'), taken(2, '2099-01-01'), taken(3, '2000-01-01'), taken(4, '2099-03-01'), taken(5, '2099-02-01')];
  stubFetch({ 'GET /api/v1/books': { books, currentPage: 1, totalCount: 5 } });
  renderWithProviders(<MyBooksCard />);
  await screen.findByText('Book 3');
  expect(screen.getAllByText(/^Book \d$/).map((e) => e.textContent)).toEqual(['Book 3', 'Book 2', 'Book 5', 'Book 4']);
});

it('the dashboard card makes no call without library_order', async () => {
  held = ['library_read'];
  const calls = stubFetch({});
  renderWithProviders(<MyBooksCard />);
  expect(await screen.findByText('You have no taken books.')).toBeInTheDocument();
  expect(calls.some((c) => c.path === '/api/v1/books')).toBe(false);
});
