/**
 * A debounced Fluent SearchBox for server-searched lists: `onSearch` receives the trimmed text
 * `delay` ms (default 400) after the user stops typing, and at once when the box is cleared or
 * Enter is pressed. Callers usually reset to page 1 in `onSearch`.
 *
 * ```tsx
 * <SearchInput label={t('search')} onSearch={(q) => { setQ(q); setPage(1); }} />
 * ```
 */
import { SearchBox } from '@fluentui/react-components';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFluentSlotLabels } from './fluentLabels';

export interface SearchInputProps {
  /** Accessible name (also the placeholder unless one is given). */
  label: string;
  placeholder?: string;
  onSearch: (q: string) => void;
  /** Initial text. */
  defaultValue?: string;
  delay?: number;
  className?: string;
}

/** The value, updated only after it stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = 400): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(id);
  }, [value, delay]);
  return debounced;
}

export function SearchInput({ label, placeholder, onSearch, defaultValue = '', delay = 400, className }: SearchInputProps) {
  const slotLabels = useFluentSlotLabels();
  const [text, setText] = useState(defaultValue);
  const last = useRef(defaultValue.trim());
  const callback = useRef(onSearch);
  useEffect(() => {
    callback.current = onSearch;
  });
  const emit = useCallback((value: string) => {
    const q = value.trim();
    if (q === last.current) return;
    last.current = q;
    callback.current(q);
  }, []);
  useEffect(() => {
    const id = setTimeout(() => emit(text), text.trim() === '' ? 0 : delay);
    return () => clearTimeout(id);
  }, [text, delay, emit]);
  return (
    <SearchBox
      className={className}
      aria-label={label}
      dismiss={slotLabels.dismiss}
      placeholder={placeholder ?? label}
      value={text}
      onChange={(_e, d) => setText(d.value)}
      onKeyDown={(e) => { if (e.key === 'Enter') emit(text); }}
    />
  );
}
