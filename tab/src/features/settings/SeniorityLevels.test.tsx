import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch } from '../../test/fakeFetch';
import { renderWithProviders } from '../../test/providers';
import { SeniorityLevels } from './SeniorityLevels';

/** A fetch stub whose level list grows with each POST and whose writes wait for `release()`. */
function stubLevels() {
  const levels = [{ id: 1, name: 'Junior' }];
  let release: () => void = () => undefined;
  const calls = fakeFetch(async ({ method, body }) => {
    if (method === 'POST') {
      await new Promise<void>((r) => (release = r));
      levels.push({ id: levels.length + 1, name: (body as { name: string }).name });
    }
    return { body: method === 'GET' ? [...levels] : { id: levels.length } };
  });
  return { calls, release: () => release() };
}

describe('SeniorityLevels (level form on react-hook-form over seniorityLevelBody)', () => {
  it('shows the contract limits, keeps Save busy while saving and lists the new level after', async () => {
    const { calls, release } = stubLevels();
    renderWithProviders(<SeniorityLevels writable />);
    await screen.findByText('Junior');
    fireEvent.click(screen.getByRole('button', { name: 'Add seniority level' }));
    // Fluent marks the surface aria-hidden in jsdom while its open motion runs: query it with hidden.
    const dialog = await screen.findByRole('dialog', { name: 'Add seniority level', hidden: true });
    const save = await within(dialog).findByRole('button', { name: 'Save', hidden: true });

    fireEvent.click(save);
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /Name/, hidden: true });
    fireEvent.change(name, { target: { value: 'x'.repeat(256) } });
    expect(await within(dialog).findByText('At most 255 characters.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(name, { target: { value: ' Senior ' } });
    await waitFor(() => expect(within(dialog).queryByText('At most 255 characters.')).not.toBeInTheDocument());
    fireEvent.click(save);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Senior' });
    expect(save).toBeDisabled();

    release();
    expect(await screen.findByText('Senior')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
  });
});
