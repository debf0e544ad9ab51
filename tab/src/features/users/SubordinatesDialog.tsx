/**
 * Edit-subordinates dialog of /users (needs employee_relationships_read and _write; not offered for
 * users from the external system). A multi-select people picker over GET /users/names, starting
 * from GET /users/{id}/subordinates; Save → PUT /users/{id}/subordinates { subordinates: ids }.
 * A failed save shows the server's error (e.g. manager_cycle) and stops the spinner.
 */
import {
  Avatar, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Spinner, Tag, TagPicker,
  TagPickerControl, TagPickerGroup, TagPickerInput, TagPickerList, TagPickerOption, tokens,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/notify';
import { api } from '../../lib/api';
import { fullName, invalidateUsers, useSubordinates, useUserNames, type PersonRef, type UserRow } from './usersApi';

const NO_MATCH = 'no-match';
/** Options listed at once; typing narrows the list. */
const MAX_OPTIONS = 50;

export function SubordinatesDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const { t } = useTranslation('users');
  const notify = useNotify();
  const qc = useQueryClient();
  const names = useUserNames();
  const current = useSubordinates(user.id);
  const [selected, setSelected] = useState<string[] | null>(null);
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (current.data && selected === null) setSelected(current.data.map((p) => String(p.id)));
  }, [current.data, selected]);
  useEffect(() => {
    const err = names.error ?? current.error;
    if (err) {
      notify.error(err);
      onClose();
    }
  }, [names.error, current.error, notify, onClose]);

  const people = useMemo(() => {
    const m = new Map<string, PersonRef>();
    for (const p of names.data ?? []) m.set(String(p.id), p);
    for (const p of current.data ?? []) m.set(String(p.id), p);
    return m;
  }, [names.data, current.data]);

  const chosen = selected ?? [];
  const q = query.trim().toLocaleLowerCase();
  const options = [...people.values()]
    .filter((p) => p.id !== user.id && !chosen.includes(String(p.id)) && (!q || fullName(p).toLocaleLowerCase().includes(q)))
    .slice(0, MAX_OPTIONS);

  const save = async () => {
    setBusy(true);
    try {
      await api(`/api/v1/users/${user.id}/subordinates`, { method: 'PUT', body: { subordinates: chosen.map(Number) } });
      notify.success(t('subordinates.saved', { name: fullName(user) }));
      await invalidateUsers(qc);
      onClose();
    } catch (err) {
      notify.error(err);
      setBusy(false);
    }
  };

  const ready = selected !== null && !!names.data;
  return (
    <Dialog open onOpenChange={(_e, d) => { if (!d.open && !busy) onClose(); }}>
      <DialogSurface style={{ maxWidth: 640 }}>
        <form onSubmit={(e) => { e.preventDefault(); void save(); }}>
          <DialogBody>
            <DialogTitle>{t('subordinates.title', { name: fullName(user) })}</DialogTitle>
            <DialogContent style={{ display: 'grid', gap: tokens.spacingVerticalM, minHeight: 160 }}>
              {!ready ? (
                <Spinner label={t('common:loading')} />
              ) : (
                <Field label={t('subordinates.label')} hint={t('subordinates.hint', { count: chosen.length })}>
                  <TagPicker
                    selectedOptions={chosen}
                    disabled={busy}
                    onOptionSelect={(_e, d) => {
                      if (d.value === NO_MATCH) return;
                      setSelected(d.selectedOptions);
                      setQuery('');
                    }}
                  >
                    <TagPickerControl>
                      <TagPickerGroup aria-label={t('subordinates.selected')}>
                        {chosen.map((id) => {
                          const p = people.get(id);
                          const name = p ? fullName(p) : `#${id}`;
                          return (
                            <Tag key={id} value={id} shape="rounded" media={<Avatar name={name} size={16} color="colorful" aria-hidden />}
                              dismissible aria-label={t('subordinates.remove', { name })}>
                              {name}
                            </Tag>
                          );
                        })}
                      </TagPickerGroup>
                      <TagPickerInput value={query} onChange={(e) => setQuery(e.target.value)} placeholder={chosen.length ? undefined : t('subordinates.placeholder')} />
                    </TagPickerControl>
                    <TagPickerList style={{ maxHeight: 280, overflowY: 'auto' }}>
                      {options.length === 0 ? (
                        <TagPickerOption value={NO_MATCH}>{t('subordinates.noMatch')}</TagPickerOption>
                      ) : (
                        options.map((p) => (
                          <TagPickerOption key={p.id} value={String(p.id)} media={<Avatar name={fullName(p)} size={24} color="colorful" aria-hidden />}>
                            {fullName(p)}
                          </TagPickerOption>
                        ))
                      )}
                    </TagPickerList>
                  </TagPicker>
                </Field>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={busy}>{t('common:cancel')}</Button>
              <Button type="submit" appearance="primary" disabled={!ready || busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {t('common:save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
