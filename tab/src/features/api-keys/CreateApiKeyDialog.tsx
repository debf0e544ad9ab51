/**
 * The create dialog of /api-keys (issue 11): a name, the permissions (checkboxes limited to the
 * caller's own, since the server refuses any other), an optional last valid day; then the new key,
 * shown this once, with a copy button. The form is react-hook-form with `zodResolver` over the
 * contract's `apiKeyCreateBody` ({@link apiKeyFormSchema}).
 */
import { Button, Checkbox, Field, Input, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Copy20Regular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { API_KEY_NAME_MAX, type ApiKeyCreateBody } from '@contracts/api-keys';
import { PERMISSIONS } from '@contracts/permissions';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateTimeField';
import { useAuth } from '../../app/auth';
import { FormInput } from '../../components/FormControls';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { setServerErrors } from '../../lib/serverErrors';
import { useCompanyZone } from '../../lib/dates';
import { usePermissionLabel } from '../roles/PermissionGroups';
import { useCreateApiKey } from './apiKeysApi';
import { apiKeyFormSchema, fieldMessageKey, type ApiKeyForm } from './apiKeysLogic';

const useStyles = makeStyles({
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold },
  permissions: { columnWidth: '240px', columnGap: tokens.spacingHorizontalL, maxHeight: '40vh', overflowY: 'auto' },
  error: { color: tokens.colorPaletteRedForeground1 },
  keyRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', minWidth: 0 },
  // minWidth 0: the long key scrolls inside its field instead of widening the dialog on a phone
  key: { flex: '1 1 0', minWidth: 0, fontFamily: tokens.fontFamilyMonospace },
});

const today = () => new Date().toISOString().slice(0, 10);

/** Shows the new key once, with a copy button. */
function NewKey({ value, onClose }: { value: string; onClose: () => void }) {
  const { t } = useTranslation('apiKeys');
  const s = useStyles();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <FormDialog title={t('createdTitle')} busy={false} saveHidden cancelLabel={t('done')} onSubmit={onClose} onClose={onClose}>
      <MessageBar intent="warning">
        <MessageBarBody>{t('shownOnce')}</MessageBarBody>
      </MessageBar>
      <div className={s.keyRow}>
        <Input className={s.key} value={value} readOnly aria-label={t('key')} onFocus={(e) => e.target.select()} />
        <Button icon={<Copy20Regular />} onClick={copy}>
          {t('copy')}
        </Button>
      </div>
      {copied && (
        <Text role="status" size={200}>
          {t(copied === 'yes' ? 'copied' : 'copyFailed')}
        </Text>
      )}
      <Text size={200}>{t('howToUse')}</Text>
    </FormDialog>
  );
}

export function CreateApiKeyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('apiKeys');
  const s = useStyles();
  const { can } = useAuth();
  const notify = useNotify();
  const zone = useCompanyZone();
  const label = usePermissionLabel();
  const creating = useCreateApiKey();
  const schema = useMemo(() => apiKeyFormSchema(zone), [zone]);
  const { control, handleSubmit, setError, formState: { errors, isSubmitted } } = useForm<ApiKeyForm, unknown, ApiKeyCreateBody>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', permissions: [], until: '' },
  });
  const [key, setKey] = useState<string | null>(null);

  if (key) return <NewKey value={key} onClose={onClose} />;

  const own = PERMISSIONS.filter((p) => can(p));
  const msg = (field: 'name' | 'permissions' | 'until') => fieldMessageKey(field, errors[field]?.type);
  /** A field's message: the server's (a refused save) or the form's own. */
  const text = (field: 'name' | 'permissions' | 'until', own: string) => (errors[field]?.type === 'server' ? errors[field]?.message : own);

  const save = async (body: ApiKeyCreateBody) => {
    try {
      const created = await creating.mutateAsync(body);
      setKey(created.key);
    } catch (err) {
      notify.error(err);
      const fields = { name: 'name', permissions: 'permissions', expires_at: 'until' } as const;
      setServerErrors(err, setError, (path) => fields[path.split('.')[0] as keyof typeof fields], (code) => t(`errors:${code}`));
    }
  };

  return (
    <FormDialog title={t('create')} busy={creating.isPending} saveDisabled={isSubmitted && Object.keys(errors).length > 0} onSubmit={handleSubmit(save)} onClose={onClose}>
      <Field label={t('name')} required validationMessage={msg('name') ? text('name', t(`validation.${msg('name')}`, { max: API_KEY_NAME_MAX })) : undefined}>
        <FormInput control={control} name="name" maxLength={API_KEY_NAME_MAX} autoFocus />
      </Field>
      <fieldset className={s.fieldset} aria-describedby="api-key-permissions-hint">
        <legend className={s.legend}>{t('permissions')} *</legend>
        <Text id="api-key-permissions-hint" size={200}>
          {t('permissionsHint')}
        </Text>
        <Controller control={control} name="permissions" render={({ field }) => (
          <div className={s.permissions}>
            {own.map((p) => (
              <div key={p}>
                <Checkbox checked={field.value.includes(p)} label={label(p)}
                  onChange={(_e, d) => field.onChange(d.checked ? [...field.value, p] : field.value.filter((x) => x !== p))} />
              </div>
            ))}
          </div>
        )} />
        {msg('permissions') && (
          <Text role="alert" className={s.error}>
            {text('permissions', t('validation.permissions'))}
          </Text>
        )}
      </fieldset>
      <Controller control={control} name="until" render={({ field }) => (
        <DateField label={t('validUntil')} hint={t('validUntilHint')} validationMessage={msg('until') ? text('until', t('validation.expiry')) : undefined}
          value={field.value} min={today()} onChange={field.onChange} />
      )} />
    </FormDialog>
  );
}
