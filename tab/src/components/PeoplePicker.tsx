/**
 * A multi-select people picker (Fluent TagPicker): the chosen people as dismissible tags with
 * avatars, then a search input; the list offers at most `max` people not yet chosen whose full name
 * contains the typed text (case-insensitive), or a "no match" line that cannot be chosen. Choosing
 * clears the typed text. Put it inside a `<Field>`: the field's label names the input unless
 * `labels.search` is given.
 *
 * ```tsx
 * <Field label={t('label')}>
 *   <PeoplePicker people={byId} selected={ids} onChange={setIds}
 *     labels={{ selected: t('selected'), placeholder: t('placeholder'), noMatch: t('noMatch'), remove: (name) => t('remove', { name }) }} />
 * </Field>
 * ```
 */
import { Avatar, Tag, TagPicker, TagPickerControl, TagPickerGroup, TagPickerInput, TagPickerList, TagPickerOption } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { useNotify } from './notify';
import type { PersonRef } from '@contracts/users';
import { useFluentSlotLabels } from './fluentLabels';

const NO_MATCH = 'no-match';
const fullName = (p: PersonRef) => `${p.name} ${p.surname}`.trim();

/**
 * The people a picker knows, keyed by `String(id)`: both lists merged (an entry of `more` replaces
 * one of `base` with the same id), memoised on the lists.
 */
export function usePeopleMap(base: readonly PersonRef[] | undefined, more: readonly PersonRef[] | undefined): ReadonlyMap<string, PersonRef> {
  return useMemo(() => new Map([...(base ?? []), ...(more ?? [])].map((p) => [String(p.id), p] as const)), [base, more]);
}

/** Shows the first load error of a dialog's queries as a toast and closes the dialog. */
export function useCloseOnLoadError(errors: unknown[], onClose: () => void): void {
  const notify = useNotify();
  const err = errors.find(Boolean);
  useEffect(() => {
    if (err) {
      notify.error(err);
      onClose();
    }
  }, [err, notify, onClose]);
}

export interface PeoplePickerProps {
  /** Everyone who can be named, keyed by `String(id)`; options are listed in the map's order. */
  people: ReadonlyMap<string, PersonRef>;
  /** Chosen ids (`String(id)`); an id missing from `people` shows as `#id`. */
  selected: string[];
  /** The new chosen ids after a choice or a dismissed tag. */
  onChange: (ids: string[]) => void;
  disabled?: boolean;
  /** Ids never offered as options (e.g. the user being edited); still named if chosen. */
  omit?: readonly number[];
  /** Options listed at once (default 50); typing narrows the list. */
  max?: number;
  labels: {
    /** Accessible name of the tag list. */
    selected: string;
    /** Accessible name of the search input (default: the surrounding Field's label). */
    search?: string;
    /** Placeholder while nothing is chosen. */
    placeholder: string;
    /** The unselectable option when nothing matches. */
    noMatch: string;
    /** Accessible name of a tag's dismiss action, e.g. "Remove Ona Petraitė". */
    remove: (name: string) => string;
  };
}

export function PeoplePicker({ people, selected, onChange, disabled, omit, max = 50, labels }: PeoplePickerProps) {
  const slotLabels = useFluentSlotLabels();
  const [query, setQuery] = useState('');
  const q = query.trim().toLocaleLowerCase();
  const options = [...people.values()]
    .filter((p) => !omit?.includes(p.id) && !selected.includes(String(p.id)) && (!q || fullName(p).toLocaleLowerCase().includes(q)))
    .slice(0, max);

  return (
    <TagPicker selectedOptions={selected} disabled={disabled}
      onOptionSelect={(_e, d) => {
        if (d.value === NO_MATCH) return;
        onChange(d.selectedOptions);
        setQuery('');
      }}>
      <TagPickerControl expandIcon={slotLabels.expandIcon}>
        <TagPickerGroup aria-label={labels.selected}>
          {selected.map((id) => {
            const p = people.get(id);
            const who = p ? fullName(p) : `#${id}`;
            return (
              <Tag key={id} value={id} shape="rounded" media={<Avatar name={who} size={16} color="colorful" aria-hidden />}
                dismissible aria-label={labels.remove(who)}>
                {who}
              </Tag>
            );
          })}
        </TagPickerGroup>
        <TagPickerInput value={query} aria-label={labels.search} onChange={(e) => setQuery(e.target.value)}
          placeholder={selected.length ? undefined : labels.placeholder} />
      </TagPickerControl>
      <TagPickerList style={{ maxHeight: 280, overflowY: 'auto' }}>
        {options.length === 0 ? (
          <TagPickerOption value={NO_MATCH}>{labels.noMatch}</TagPickerOption>
        ) : (
          options.map((p) => (
            <TagPickerOption key={p.id} value={String(p.id)} media={<Avatar name={fullName(p)} size={24} color="colorful" aria-hidden />}>
              {fullName(p)}
            </TagPickerOption>
          ))
        )}
      </TagPickerList>
    </TagPicker>
  );
}
