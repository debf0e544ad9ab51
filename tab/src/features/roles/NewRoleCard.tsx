/** The new-role card of /roles: name (required, ≤255) and description (≤255) → POST /roles. */
import { Button, Card, CardHeader, Field, Input, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { LIMITS } from '@contracts/common';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/notify';
import { useCreateRole } from './rolesApi';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/** Validation message keys (roles namespace) of the role name and description. */
export function roleTextErrors(name: string, description: string): { name?: string; description?: string } {
  const n = name.trim();
  return {
    name: !n ? 'validation.required' : n.length > LIMITS.short ? 'validation.tooLong' : undefined,
    description: description.trim().length > LIMITS.short ? 'validation.tooLong' : undefined,
  };
}

export function NewRoleCard({ onCreated }: { onCreated: (id: number) => void }) {
  const s = useStyles();
  const { t } = useTranslation('roles');
  const notify = useNotify();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const creating = useCreateRole();
  const busy = creating.isPending;
  const errors = roleTextErrors(name, description);
  const msg = (key?: string) => (key ? t(key, { max: LIMITS.short }) : undefined);

  const submit = async () => {
    setTouched(true);
    if (errors.name || errors.description) return;
    try {
      const r = await creating.mutateAsync({ name: name.trim(), description: description.trim() || null });
      notify.success(t('created', { name: name.trim() }));
      setName('');
      setDescription('');
      setTouched(false);
      onCreated(r.id);
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <Card>
      <CardHeader header={<Subtitle2 as="h2">{t('new.title')}</Subtitle2>} description={t('new.text')} />
      <form className={s.form} onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
        <Field label={t('fields.name')} required validationMessage={errors.name === 'validation.required' && !touched ? undefined : msg(errors.name)}>
          <Input value={name} onChange={(_e, d) => setName(d.value)} />
        </Field>
        <Field label={t('fields.description')} validationMessage={msg(errors.description)}>
          <Input value={description} onChange={(_e, d) => setDescription(d.value)} />
        </Field>
        <div className={s.actions}>
          <Button type="submit" appearance="primary" icon={busy ? <Spinner size="tiny" /> : <Add20Regular />} disabled={busy}>{t('new.create')}</Button>
        </div>
      </form>
    </Card>
  );
}
