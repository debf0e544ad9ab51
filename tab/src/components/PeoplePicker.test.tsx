/** PeoplePicker: typing narrows the options, choosing adds a tag, dismissing a tag removes it. */
import { Field, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';

/** The options' accessible names (avatar initials are aria-hidden). */
const optionNames = () => screen.getAllByRole('option').map((o) => o.textContent?.replace(o.querySelector('[aria-hidden]')?.textContent ?? '', ''));
import { PeoplePicker } from './PeoplePicker';

const PEOPLE = new Map(
  [
    { id: 1, name: 'Ona', surname: 'Petraitė' },
    { id: 2, name: 'Jonas', surname: 'Jonaitis' },
    { id: 3, name: 'Rūta', surname: 'Jonaitienė' },
    { id: 4, name: 'Self', surname: 'User' },
  ].map((p) => [String(p.id), p]),
);

function Harness({ initial = [] as string[], onChange = jest.fn() }) {
  const [ids, setIds] = useState(initial);
  return (
    <FluentProvider theme={webLightTheme}>
      <Field label="People">
        <PeoplePicker people={PEOPLE} selected={ids} omit={[4]} max={2}
          onChange={(next) => { setIds(next); onChange(next); }}
          labels={{ selected: 'Chosen', placeholder: 'Type a name', noMatch: 'Nobody matches', remove: (name) => `Remove ${name}` }} />
      </Field>
    </FluentProvider>
  );
}

describe('PeoplePicker', () => {
  it('lists at most max people, narrows by the typed name and says when nobody matches', () => {
    render(<Harness />);
    const search = screen.getByRole('combobox', { name: 'People' });
    expect(search).toHaveAttribute('placeholder', 'Type a name');
    fireEvent.click(search);
    expect(optionNames()).toEqual(['Ona Petraitė', 'Jonas Jonaitis']);
    fireEvent.change(search, { target: { value: '  JONAIT' } });
    expect(optionNames()).toEqual(['Jonas Jonaitis', 'Rūta Jonaitienė']);
    fireEvent.change(search, { target: { value: 'self' } });
    expect(optionNames()).toEqual(['Nobody matches']);
  });

  it('choosing adds a tag and clears the search; dismissing the tag removes it', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const search = screen.getByRole('combobox', { name: 'People' });
    fireEvent.click(search);
    fireEvent.change(search, { target: { value: 'rūt' } });
    fireEvent.click(screen.getByRole('option', { name: 'Rūta Jonaitienė' }));
    expect(onChange).toHaveBeenLastCalledWith(['3']);
    expect(within(screen.getByRole('listbox', { name: 'Chosen' })).getByText('Rūta Jonaitienė')).toBeInTheDocument();
    expect(search).toHaveValue('');
    expect(search).not.toHaveAttribute('placeholder');

    fireEvent.click(screen.getByLabelText('Remove Rūta Jonaitienė'));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByText('Rūta Jonaitienė')).not.toBeInTheDocument();
  });

  it('the no-match line cannot be chosen; an unknown chosen id shows as #id', () => {
    const onChange = jest.fn();
    render(<Harness initial={['99']} onChange={onChange} />);
    expect(screen.getByText('#99')).toBeInTheDocument();
    const search = screen.getByRole('combobox', { name: 'People' });
    fireEvent.click(search);
    fireEvent.change(search, { target: { value: 'zzz' } });
    fireEvent.click(screen.getByRole('option', { name: 'Nobody matches' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
