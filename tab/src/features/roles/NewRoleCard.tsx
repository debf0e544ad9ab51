/**
 * The new-role card of /roles: name (required, ≤255) and description (≤255) → POST /roles. The form
 * runs on react-hook-form with the contract's `roleBody` (the limits written once).
 */
import { Button, Card, CardHeader, Field, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@contracts/common';
import { roleBody } from '@contracts/roles';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/notify';
import { issueKey } from '../../lib/zodForm';
import { useCreateRole } from './rolesApi';
import { FormInput } from '../../components/FormControls';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

export function NewRoleCard({ onCreated }: { onCreated: (id: number) => void }) {
  const s = useStyles();
  const { t } = useTranslation('roles');
  const notify = useNotify();
  const creating = useCreateRole();
  const busy = creating.isPending;
  const { control, handleSubmit, formState, reset } = useForm({ resolver: zodResolver(roleBody), mode: 'onTouched', defaultValues: { name: '', description: '' } });
  const msg = (e?: { type: string }) => {
    const key = issueKey(e);
    return key ? t(`validation.${key}`, { max: LIMITS.short }) : undefined;
  };

  const submit = async (v: { name: string; description: string | null }) => {
    try {
      const r = await creating.mutateAsync(v);
      notify.success(t('created', { name: v.name }));
      reset();
      onCreated(r.id);
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <Card>
      <CardHeader header={<Subtitle2 as="h2">{t('new.title')}</Subtitle2>} description={t('new.text')} />
      <form className={s.form} onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
        <Field label={t('fields.name')} required validationMessage={msg(formState.errors.name)}>
          <FormInput control={control} name='name' />
        </Field>
        <Field label={t('fields.description')} validationMessage={msg(formState.errors.description)}>
          <FormInput control={control} name='description' />
        </Field>
        <div className={s.actions}>
          <Button type="submit" appearance="primary" icon={busy ? <Spinner size="tiny" /> : <Add20Regular />} disabled={busy}>{t('new.create')}</Button>
        </div>
      </form>
    </Card>
  );
}
