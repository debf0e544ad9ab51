/**
 * DateField / TimeField / DateTimeField: DD/MM/YYYY and HH:mm in both languages (field, placeholder
 * and hint alike), typing commits nothing until blur or Enter, the picker commits a day, years
 * outside 1900–2100 and bad texts are refused at the field with a message.
 */
import '@testing-library/jest-dom';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import i18n from '../i18n';
import { DateField, DateTimeField, parseClock, parseDay, TimeField } from './DateTimeField';

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

type Kind = 'date' | 'time' | 'datetime';
function Harness({ kind, initial, onChange }: { kind: Kind; initial: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  const Comp = kind === 'date' ? DateField : kind === 'time' ? TimeField : DateTimeField;
  return (
    <>
      <Comp label="Start" value={value} onChange={(v) => { onChange(v); setValue(v); }} />
      <output data-testid="value">{value}</output>
      <button type="button">elsewhere</button>
    </>
  );
}

function setup(kind: Kind, initial = '') {
  const onChange = jest.fn();
  render(<FluentProvider theme={webLightTheme}><Harness kind={kind} initial={initial} onChange={onChange} /></FluentProvider>);
  return { onChange, user: userEvent.setup() };
}

const dateInput = () => screen.getByRole('combobox', { name: /^Start/ }) as HTMLInputElement;

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('date parsing', () => {
  it('reads DD/MM/YYYY (and YYYY-MM-DD), refuses days that do not exist', () => {
    expect(parseDay('25/12/2026')).toEqual(new Date(2026, 11, 25));
    expect(parseDay('5.1.2027')).toEqual(new Date(2027, 0, 5));
    expect(parseDay('2026-12-25')).toEqual(new Date(2026, 11, 25));
    expect(parseDay('0900-01-01')?.getFullYear()).toBe(900);
    expect(parseDay('31/02/2026')).toBeNull();
    expect(parseDay('12/25/2026')).toBeNull();
    expect(parseDay('25/12/26')).toBeNull();
    expect(parseClock('8:05')).toBe('08:05');
    expect(parseClock('1730')).toBe('17:30');
    expect(parseClock('24:00')).toBeNull();
    expect(parseClock('8 am')).toBeNull();
  });
});

describe('DateField', () => {
  it.each(['en', 'lt'])('shows the value and its hint as DD/MM/YYYY in %s', async (lang) => {
    await act(() => i18n.changeLanguage(lang));
    setup('date', '2026-12-05');
    expect(screen.getByDisplayValue('05/12/2026')).toBeInTheDocument();
    expect(screen.getByText(lang === 'en' ? 'Format: DD/MM/YYYY' : 'Formatas: DD/MM/YYYY')).toBeInTheDocument();
    expect(dateInput()).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  });

  it('commits a typed date only on blur, never while typing', async () => {
    const { onChange, user } = setup('date', '2026-12-05');
    await user.clear(dateInput());
    await user.type(dateInput(), '24/12/2026');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('value')).toHaveTextContent('2026-12-05');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('2026-12-24');
    expect(dateInput()).toHaveValue('24/12/2026');
  });

  it('refuses a year outside 1900–2100 with a message and keeps the committed value', async () => {
    const { onChange, user } = setup('date', '2026-12-05');
    await user.clear(dateInput());
    await user.type(dateInput(), '10/12/0900');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a year from 1900 to 2100.');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('value')).toHaveTextContent('2026-12-05');
    // A valid year clears the message.
    await user.clear(dateInput());
    await user.type(dateInput(), '10/12/2100');
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(onChange).toHaveBeenLastCalledWith('2100-12-10');
  });

  it('says how to write a date when the text is none (in Lithuanian too)', async () => {
    await act(() => i18n.changeLanguage('lt'));
    const { onChange, user } = setup('date', '2026-12-05');
    await user.clear(dateInput());
    await user.type(dateInput(), '12/31/2026');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Įveskite datą formatu DD/MM/YYYY.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a day before its earliest one with a message naming it', async () => {
    const onChange = jest.fn();
    render(<FluentProvider theme={webLightTheme}><DateField label="Until" value="" min="2026-12-01" onChange={onChange} /></FluentProvider>);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Until' }), '30/11/2026');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose 01/12/2026 or later.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('judges a refused early day again when the earliest day moves: a new message, or the day taken', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<FluentProvider theme={webLightTheme}><DateField label="Until" value="" min="2026-10-10" onChange={onChange} /></FluentProvider>);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Until' }), '01/10/2026');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose 10/10/2026 or later.');
    rerender(<FluentProvider theme={webLightTheme}><DateField label="Until" value="" min="2026-10-20" onChange={onChange} /></FluentProvider>);
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose 20/10/2026 or later.');
    expect(onChange).not.toHaveBeenCalled();
    rerender(<FluentProvider theme={webLightTheme}><DateField label="Until" value="" min="2026-09-01" onChange={onChange} /></FluentProvider>);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('2026-10-01'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('commits the day chosen in the picker', async () => {
    const { onChange, user } = setup('date', '2026-12-05');
    await user.click(screen.getByRole('button', { name: 'Open the calendar: Start' }));
    await user.click(await screen.findByRole('button', { name: /^18, December, 2026/ }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('2026-12-18'));
    expect(dateInput()).toHaveValue('18/12/2026');
  });

  it('names the months in the interface language', async () => {
    await act(() => i18n.changeLanguage('lt'));
    const { user } = setup('date', '2026-12-05');
    await user.click(screen.getByRole('button', { name: 'Atidaryti kalendorių: Start' }));
    expect(await screen.findByRole('button', { name: /^gruodis 2026/ })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Kalendorius' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ankstesnis mėnuo lapkritis' })).toBeInTheDocument();
  });
});

describe('TimeField', () => {
  it('shows HH:mm and commits a typed time on blur only', async () => {
    const { onChange, user } = setup('time', '08:00');
    const input = screen.getByRole('combobox', { name: 'Start' });
    expect(input).toHaveValue('08:00');
    expect(screen.getByText('Format: HH:mm')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '17:45');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onChange).toHaveBeenLastCalledWith('17:45');
  });

  it('refuses a time that is none with a message', async () => {
    const { onChange, user } = setup('time', '08:00');
    const input = screen.getByRole('combobox', { name: 'Start' });
    await user.clear(input);
    await user.type(input, '25:00');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a time as HH:mm (00:00–23:59).');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('DateTimeField', () => {
  it.each(['en', 'lt'])('shows DD/MM/YYYY and HH:mm with the same format in its hint (%s)', async (lang) => {
    await act(() => i18n.changeLanguage(lang));
    setup('datetime', '2026-12-10T08:00');
    expect(screen.getByRole('combobox', { name: 'Start' })).toHaveValue('10/12/2026');
    expect(screen.getByRole('combobox', { name: lang === 'en' ? 'Start, time' : 'Start, laikas' })).toHaveValue('08:00');
    expect(screen.getByText(`${lang === 'en' ? 'Format' : 'Formatas'}: DD/MM/YYYY HH:mm`)).toBeInTheDocument();
  });

  it('commits the whole value when a part is committed, nothing while typing', async () => {
    const { onChange, user } = setup('datetime', '2026-12-10T08:00');
    const day = screen.getByRole('combobox', { name: 'Start' });
    const time = screen.getByRole('combobox', { name: 'Start, time' });
    await user.clear(day);
    await user.type(day, '25/12/2026');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(time);
    expect(onChange).toHaveBeenLastCalledWith('2026-12-25T08:00');
    await user.clear(time);
    await user.type(time, '9:30');
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-12-25T09:30');
  });

  it('commits nothing partial: an empty field waits for both parts', async () => {
    const { onChange, user } = setup('datetime', '');
    await user.type(screen.getByRole('combobox', { name: 'Start' }), '01/02/2027');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Start' })).toHaveValue('01/02/2027');
    await user.type(screen.getByRole('combobox', { name: 'Start, time' }), '07:15');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onChange).toHaveBeenCalledWith('2027-02-01T07:15');
  });

  it('refuses year 0900 at the field', async () => {
    const { onChange, user } = setup('datetime', '2026-12-10T08:00');
    const day = screen.getByRole('combobox', { name: 'Start' });
    await user.clear(day);
    await user.type(day, '10/12/0900');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a year from 1900 to 2100.');
    expect(onChange).not.toHaveBeenCalled();
  });
});
