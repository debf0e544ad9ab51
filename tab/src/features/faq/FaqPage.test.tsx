/**
 * /FAQ in jsdom (issue 17 item 5; spec 3 §2 FAQ screen, §7 FAQ): the categories accordion loading a
 * category's questions when opened, the uncategorised questions, the search with the matching words marked,
 * a vote (POST faq/votes; afterwards the caller's own vote instead of the buttons), the writer's buttons by
 * the server's can_write, and suggesting a question (POST faq/request).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderWithProviders, type FakeCall } from '../../test/providers';
import type { FaqQuestion } from './faqApi';
import { FaqPage } from './FaqPage';
import { matchRanges } from './highlight';

type Call = FakeCall;

const q = (id: number, question: string, extra: Partial<FaqQuestion> = {}): FaqQuestion => ({
  id, question, answer: '<p>You get <strong>20 working days</strong> of vacation.</p>', category_id: 1, helpful: 2, not_helpful: 0, my_vote: null,
  can: { edit: false, delete: false, vote: true }, ...extra,
});
/**
 * Dialog queries include aria-hidden nodes (`hidden: true`): in jsdom tabster's modalizer can leave a Fluent
 * dialog itself aria-hidden while Chromium shows it (the e2e flow checks what is really visible).
 */
const SLOW = { timeout: 8000 };
const page = (data: FaqQuestion[]) => ({ currentPage: 1, data, totalCount: data.length });

function faq(canWrite: boolean, voted = { value: false }) {
  return (c: Call) => {
    if (c.path === '/api/v1/faq/categories') return { data: [{ id: 1, name: 'Leave', question_count: 1 }, { id: 2, name: 'IT', question_count: 0 }], uncategorized_count: 1, can_write: canWrite };
    if (c.method === 'POST' && c.path === '/api/v1/faq/votes') {
      voted.value = true;
      return { message: 'faq_vote_recorded', question: q(10, 'How many vacation days do I get?', { my_vote: true, helpful: 3 }) };
    }
    if (c.method === 'POST' && c.path === '/api/v1/faq/request') return { message: 'question_request_successfully_submitted', id: 5, request_id: 9, status: 'in_progress' };
    if (c.path === '/api/v1/faq' && c.query.get('q')) return page([q(10, 'How many vacation days do I get?', voted.value ? { my_vote: true, helpful: 3, can: { edit: false, delete: false, vote: false } } : {})]);
    if (c.path === '/api/v1/faq' && c.query.get('category_id') === '1') return page([q(10, 'How many vacation days do I get?')]);
    if (c.path === '/api/v1/faq' && c.query.get('category_id') === '-1') return page([q(11, 'Where is the coffee machine?', { category_id: null, answer: '<p>Kitchen</p>' })]);
    return undefined;
  };
}

it('marks every word starting with a search stem, diacritics folded', () => {
  const text = 'Kiek atostogų dienų per vacations?';
  expect(matchRanges(text, 'atostogu vacation').map(([a, b]) => text.slice(a, b))).toEqual(['atostogų', 'vacations']);
  expect(matchRanges(text, 'how do I')).toEqual([]);
});

it('lists categories in an accordion (questions load when opened) and the uncategorised questions', async () => {
  const calls = fakeApi(faq(false));
  renderWithProviders(<FaqPage />);
  expect(await screen.findByRole('button', { name: /Leave/ })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Where is the coffee machine?' })).toBeInTheDocument();
  expect(calls.some((c) => c.query.get('category_id') === '1')).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: /Leave/ }));
  fireEvent.click(await screen.findByRole('button', { name: 'How many vacation days do I get?' }));
  expect(await screen.findByText('20 working days')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'New question' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Categories' })).toBeNull();
});

it('searches, marks the matches and votes once', async () => {
  const calls = fakeApi(faq(false));
  renderWithProviders(<FaqPage />);
  fireEvent.change(await screen.findByRole('searchbox', { name: 'Search the FAQ' }), { target: { value: 'vacation days' } });
  const results = await screen.findByRole('list', { name: 'Search results' });
  await waitFor(() => expect(within(results).getAllByText((_, el) => el?.tagName === 'MARK').map((m) => m.textContent)).toEqual(['vacation', 'days', 'days', 'vacation']));
  fireEvent.click(within(results).getByRole('button', { name: /^Helpful/ }));
  await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ question_id: 10, is_helpful: true }));
  expect(await within(results).findByText(/You found this helpful/)).toBeInTheDocument();
  expect(within(results).queryByRole('button', { name: /^Helpful/ })).toBeNull();
});

it('suggests a question; writers get the new-question and categories buttons', async () => {
  const calls = fakeApi(faq(true));
  renderWithProviders(<FaqPage />);
  expect(await screen.findByRole('button', { name: 'New question' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Suggest a question' }));
  const dialog = await screen.findByRole('dialog', { hidden: true }, SLOW);
  fireEvent.change(await within(dialog).findByRole('textbox', { name: /Question/, hidden: true }, SLOW), { target: { value: 'Is there a gym discount?' } });
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Send', hidden: true }, SLOW));
  await waitFor(() => expect(calls.find((c) => c.path === '/api/v1/faq/request')?.body).toEqual({ question: 'Is there a gym discount?', answer: '', category_id: -1 }));
});

it('manages categories: adds one, renames one and deletes one after a confirmation', async () => {
  const calls = fakeApi((c) => {
    if (c.method === 'POST' && c.path === '/api/v1/faq/categories') return { message: 'faq_category_added', category: { id: 3, name: 'Payroll', question_count: 0 } };
    if (c.method === 'PUT' && c.path === '/api/v1/faq/categories/2') return { message: 'faq_category_updated', category: { id: 2, name: 'IT help', question_count: 0 } };
    if (c.method === 'DELETE') return { message: 'faq_category_deleted' };
    return faq(true)(c);
  });
  renderWithProviders(<FaqPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Categories' }));
  const dialog = await screen.findByRole('dialog', { name: 'FAQ categories', hidden: true }, SLOW);
  fireEvent.change(await within(dialog).findByRole('textbox', { name: /New category/, hidden: true }, SLOW), { target: { value: 'Payroll' } });
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Add', hidden: true }, SLOW));
  await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Payroll' }));

  fireEvent.click(await within(dialog).findByRole('button', { name: 'Rename IT', hidden: true }, SLOW));
  const rename = await within(dialog).findByRole('textbox', { name: /New name for IT/, hidden: true }, SLOW);
  fireEvent.change(rename, { target: { value: 'IT help' } });
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Save', hidden: true }, SLOW));
  await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'IT help' }));

  fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete Leave', hidden: true }, SLOW));
  const confirm = await screen.findByRole('alertdialog', { hidden: true }, SLOW);
  fireEvent.click(await within(confirm).findByRole('button', { name: 'Delete', hidden: true }, SLOW));
  await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/v1/faq/categories/1')).toBe(true));
});
