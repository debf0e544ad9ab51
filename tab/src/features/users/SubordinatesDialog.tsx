/**
 * Edit-subordinates dialog of /users (needs employee_relationships_read and _write; not offered for
 * users from the external system). A multi-select people picker over GET /users/names, starting
 * from GET /users/{id}/subordinates; Save → PUT /users/{id}/subordinates { subordinates: ids }.
 * A failed save shows the server's error (e.g. manager_cycle) and stops the spinner. The picked
 * people are a react-hook-form value (`zodResolver(subordinatesSchema)`, sent as unique numbers).
 */
import { Field, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { PeoplePicker, useCloseOnLoadError, usePeopleMap } from '../../components/PeoplePicker';
import { fullName, useSaveSubordinates, useSubordinates, useUserNames, type UserRow } from './usersApi';

const useStyles = makeStyles({
  surface: { maxWidth: '640px' },
  content: { display: 'grid', gap: tokens.spacingVerticalM, minHeight: '160px' },
});

/** The picked people's ids as the picker holds them (text), sent as unique numbers. */
export const subordinatesSchema = z.object({ subordinates: z.array(z.string()).transform((ids) => [...new Set(ids.map(Number))]) });

/** The dialog for `user`; closes itself after a successful save (lists re-read) or a failed load. */
export function SubordinatesDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const { t } = useTranslation('users');
  const s = useStyles();
  const notify = useNotify();
  const names = useUserNames();
  const current = useSubordinates(user.id);
  const [loaded, setLoaded] = useState(false);
  const { control, handleSubmit, reset } = useForm<z.input<typeof subordinatesSchema>, unknown, z.output<typeof subordinatesSchema>>({
    resolver: zodResolver(subordinatesSchema),
    defaultValues: { subordinates: [] },
  });
  const chosen = useWatch({ control, name: 'subordinates' });
  const saving = useSaveSubordinates();
  const busy = saving.isPending;

  // The stored subordinates fill the form once they arrive.
  useEffect(() => {
    if (current.data && !loaded) {
      reset({ subordinates: current.data.map((p) => String(p.id)) });
      setLoaded(true);
    }
  }, [current.data, loaded, reset]);
  useCloseOnLoadError([names.error, current.error], onClose);
  const people = usePeopleMap(names.data, current.data);

  const save = async ({ subordinates }: z.output<typeof subordinatesSchema>) => {
    try {
      await saving.mutateAsync({ id: user.id, subordinates });
      notify.success(t('subordinates.saved', { name: fullName(user) }));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };

  const ready = loaded && !!names.data;
  return (
    <FormDialog title={t('subordinates.title', { name: fullName(user) })} busy={busy} saveDisabled={!ready} onSubmit={handleSubmit(save)} onClose={onClose}
      surfaceClassName={s.surface} contentClassName={s.content}>
      {!ready ? (
        <Spinner label={t('common:loading')} />
      ) : (
        <Field label={t('subordinates.label')} hint={t('subordinates.hint', { count: chosen.length })}>
          <Controller control={control} name="subordinates" render={({ field }) => (
            <PeoplePicker people={people} selected={field.value} onChange={field.onChange} disabled={busy} omit={[user.id]}
              labels={{ selected: t('subordinates.selected'), placeholder: t('subordinates.placeholder'), noMatch: t('subordinates.noMatch'),
                remove: (name) => t('subordinates.remove', { name }) }} />
          )} />
        </Field>
      )}
    </FormDialog>
  );
}
