/**
 * Edit-subordinates dialog of /users (needs employee_relationships_read and _write; not offered for
 * users from the external system). A multi-select people picker over GET /users/names, starting
 * from GET /users/{id}/subordinates; Save → PUT /users/{id}/subordinates { subordinates: ids }.
 * A failed save shows the server's error (e.g. manager_cycle) and stops the spinner.
 */
import { Field, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { PeoplePicker, useCloseOnLoadError, usePeopleMap } from '../../components/PeoplePicker';
import { fullName, useSaveSubordinates, useSubordinates, useUserNames, type UserRow } from './usersApi';

const useStyles = makeStyles({
  surface: { maxWidth: '640px' },
  content: { display: 'grid', gap: tokens.spacingVerticalM, minHeight: '160px' },
});

/** The dialog for `user`; closes itself after a successful save (lists re-read) or a failed load. */
export function SubordinatesDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const { t } = useTranslation('users');
  const s = useStyles();
  const notify = useNotify();
  const names = useUserNames();
  const current = useSubordinates(user.id);
  const [selected, setSelected] = useState<string[] | null>(null);
  const saving = useSaveSubordinates();
  const busy = saving.isPending;

  useEffect(() => {
    if (current.data && selected === null) setSelected(current.data.map((p) => String(p.id)));
  }, [current.data, selected]);
  useCloseOnLoadError([names.error, current.error], onClose);
  const people = usePeopleMap(names.data, current.data);

  const chosen = selected ?? [];

  const save = async () => {
    try {
      await saving.mutateAsync({ id: user.id, subordinates: chosen.map(Number) });
      notify.success(t('subordinates.saved', { name: fullName(user) }));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };

  const ready = selected !== null && !!names.data;
  return (
    <FormDialog title={t('subordinates.title', { name: fullName(user) })} busy={busy} saveDisabled={!ready} onSubmit={save} onClose={onClose}
      surfaceClassName={s.surface} contentClassName={s.content}>
      {!ready ? (
        <Spinner label={t('common:loading')} />
      ) : (
        <Field label={t('subordinates.label')} hint={t('subordinates.hint', { count: chosen.length })}>
          <PeoplePicker people={people} selected={chosen} onChange={setSelected} disabled={busy} omit={[user.id]}
            labels={{ selected: t('subordinates.selected'), placeholder: t('subordinates.placeholder'), noMatch: t('subordinates.noMatch'),
              remove: (name) => t('subordinates.remove', { name }) }} />
        </Field>
      )}
    </FormDialog>
  );
}
