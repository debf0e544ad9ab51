/**
 * /FAQ with a large category (issue 17; spec 3 §7 FAQ paging): a category of 150 questions shows its
 * first 100 and "Show more" loads the rest from the server's next page, so every question can be read.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderWithProviders } from '../../test/providers';
import type { FaqQuestion } from './faqApi';
import { FaqPage } from './FaqPage';

const TOTAL = 150;
const question = (n: number): FaqQuestion => ({
  id: n, question: `Question ${String(n).padStart(3, '0')}`, answer: `<p>Answer ${n}</p>`, category_id: 1, helpful: 0, not_helpful: 0, my_vote: null,
  can: { edit: false, delete: false, vote: true },
});

it('shows all 150 questions of a category: 100 at first, the other 50 after "Show more"', async () => {
  const calls = fakeApi((c) => {
    if (c.path === '/api/v1/faq/categories') return { data: [{ id: 1, name: 'Leave', question_count: TOTAL }], uncategorized_count: 0, can_write: false };
    if (c.path === '/api/v1/faq' && c.query.get('category_id') === '1') {
      const page = Number(c.query.get('page'));
      const size = Number(c.query.get('pageSize'));
      const data = Array.from({ length: TOTAL }, (_, i) => question(i + 1)).slice((page - 1) * size, page * size);
      return { currentPage: page, data, totalCount: TOTAL };
    }
    return undefined;
  });
  renderWithProviders(<FaqPage />);
  fireEvent.click(await screen.findByRole('button', { name: /Leave/ }));
  expect(await screen.findByText('Question 100')).toBeInTheDocument();
  expect(screen.queryByText('Question 101')).toBeNull();
  expect(screen.getByText('Showing 100 of 150 questions.')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
  expect(await screen.findByText('Question 150')).toBeInTheDocument();
  expect(screen.getByText('Question 001')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull());
  const pages = calls.filter((c) => c.path === '/api/v1/faq').map((c) => [c.query.get('page'), c.query.get('pageSize')]);
  expect(pages).toEqual([['1', '100'], ['2', '100']]);
});
