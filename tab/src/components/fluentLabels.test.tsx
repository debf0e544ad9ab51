/**
 * Fluent's English accessible names are replaced in the reader's language: the search box's clear button
 * and the time field's list arrow (a combobox), in Lithuanian.
 */
import '@testing-library/jest-dom';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen } from '@testing-library/react';
import i18n from '../i18n';
import { TimeField } from './DateTimeField';
import { SearchInput } from './SearchInput';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

it('names the search box clear button and the time list arrow in Lithuanian, not in Fluent\'s English', async () => {
  await act(() => i18n.changeLanguage('lt'));
  render(
    <FluentProvider theme={webLightTheme}>
      <SearchInput label="Paieška" onSearch={() => undefined} defaultValue="Jonas" />
      <TimeField label="Pradžia" value="" onChange={() => undefined} />
    </FluentProvider>,
  );
  const names = [...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'));
  expect(names).toEqual(expect.arrayContaining(['Išvalyti paiešką', 'Atidaryti sąrašą']));
  expect(names).not.toEqual(expect.arrayContaining(['clear']));
  expect(names.filter((n) => n?.startsWith('Open'))).toEqual([]);
  expect(screen.getByRole('searchbox', { name: 'Paieška' })).toHaveValue('Jonas');
});
