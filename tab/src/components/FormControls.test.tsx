/** FormInput / FormTextarea: a react-hook-form form that starts with values shows them, and reset() clears what was typed. */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { useEffect, useState } from 'react';
import { FormInput, FormSelect, FormTextarea } from './FormControls';

function EditForm({ onSave }: { onSave: (v: { name: string; notes: string }) => void }) {
  const { control, handleSubmit, reset } = useForm({ defaultValues: { name: 'Clean Code', notes: 'Second shelf' } });
  return (
    <form onSubmit={handleSubmit(onSave)}>
      <label htmlFor="name">Name</label>
      <FormInput control={control} name="name" id="name" />
      <label htmlFor="notes">Notes</label>
      <FormTextarea control={control} name="notes" id="notes" />
      <button type="submit">Save</button>
      <button type="button" onClick={() => reset({ name: '', notes: '' })}>Clear</button>
    </form>
  );
}

it('shows the starting values, sends what was typed and shows a reset', async () => {
  const saved: unknown[] = [];
  render(<FluentProvider theme={webLightTheme}><EditForm onSave={(v) => saved.push(v)} /></FluentProvider>);
  const name = screen.getByLabelText('Name') as HTMLInputElement;
  const notes = screen.getByLabelText('Notes') as HTMLTextAreaElement;
  expect(name.value).toBe('Clean Code');
  expect(notes.value).toBe('Second shelf');

  fireEvent.change(name, { target: { value: 'Refactoring' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saved).toEqual([{ name: 'Refactoring', notes: 'Second shelf' }]));

  fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
  await waitFor(() => expect([name.value, notes.value]).toEqual(['', '']));
});

function LateOptions() {
  const { control } = useForm({ defaultValues: { trip: '7' } });
  const [options, setOptions] = useState<string[]>([]);
  useEffect(() => {
    const timer = setTimeout(() => setOptions(['7']), 10); // the trips arrive after the form's value
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <label htmlFor="trip">Trip</label>
      <FormSelect control={control} name="trip" id="trip">
        <option value="">No trip</option>
        {options.map((o) => <option key={o} value={o}>Trip {o}</option>)}
      </FormSelect>
    </>
  );
}

it('a select shows its value once the option arrives after the form started', async () => {
  render(<FluentProvider theme={webLightTheme}><LateOptions /></FluentProvider>);
  await waitFor(() => expect((screen.getByLabelText('Trip') as HTMLSelectElement).value).toBe('7'));
});
