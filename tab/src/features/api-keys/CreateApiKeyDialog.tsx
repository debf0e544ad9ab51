/**
 * The create dialog of /api-keys (issue 11): a name, the permissions (checkboxes limited to the
 * caller's own, since the server refuses any other), an optional last valid day; then the new key,
 * shown this once, with a copy button. Validation follows the contract's `apiKeyCreateBody`.
 */
import { Button, Checkbox, Field, Input, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Copy20Regular } from '@fluentui/react-icons';
import { API_KEY_NAME_MAX, apiKeyCreateBody } from '@contracts/api-keys';
import { PERMISSIONS, type Permission } from '@contracts/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateTimeField';
import { useAuth } from '../../app/auth';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { useCompanyZone } from '../../lib/dates';
import { usePermissionLabel } from '../roles/PermissionGroups';
import { useCreateApiKey } from './apiKeysApi';
import { expiryAfterDay, formErrors } from './apiKeysLogic';

const useStyles = makeStyles({
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold },
  permissions: { columnWidth: '240px', columnGap: tokens.spacingHorizontalL, maxHeight: '40vh', overflowY: 'auto' },
  error: { color: tokens.colorPaletteRedForeground1 },
  keyRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  key: { flexGrow: 1, fontFamily: tokens.fontFamilyMonospace },
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
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<Permission[]>([]);
  const [until, setUntil] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [key, setKey] = useState<string | null>(null);

  if (key) return <NewKey value={key} onClose={onClose} />;

  const own = PERMISSIONS.filter((p) => can(p));
  const body = { name, permissions: chosen, expires_at: until ? expiryAfterDay(until, zone) : null };
  const errors = formErrors(apiKeyCreateBody.safeParse(body).error?.issues ?? []);
  const shown = submitted ? errors : {};
  const toggle = (p: Permission, on: boolean) => setChosen((c) => (on ? [...c, p] : c.filter((x) => x !== p)));

  const save = async () => {
    setSubmitted(true);
    if (Object.keys(errors).length) return;
    try {
      const created = await creating.mutateAsync(apiKeyCreateBody.parse(body));
      setKey(created.key);
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <FormDialog title={t('create')} busy={creating.isPending} saveDisabled={submitted && Object.keys(errors).length > 0} onSubmit={save} onClose={onClose}>
      <Field label={t('name')} required validationMessage={shown.name ? t(`validation.${shown.name}`, { max: API_KEY_NAME_MAX }) : undefined}>
        <Input value={name} onChange={(_e, d) => setName(d.value)} maxLength={API_KEY_NAME_MAX} autoFocus />
      </Field>
      <fieldset className={s.fieldset} aria-describedby="api-key-permissions-hint">
        <legend className={s.legend}>{t('permissions')} *</legend>
        <Text id="api-key-permissions-hint" size={200}>
          {t('permissionsHint')}
        </Text>
        <div className={s.permissions}>
          {own.map((p) => (
            <div key={p}>
              <Checkbox checked={chosen.includes(p)} onChange={(_e, d) => toggle(p, !!d.checked)} label={label(p)} />
            </div>
          ))}
        </div>
        {shown.permissions && (
          <Text role="alert" className={s.error}>
            {t('validation.permissions')}
          </Text>
        )}
      </fieldset>
      <DateField label={t('validUntil')} hint={t('validUntilHint')} validationMessage={shown.expires_at ? t('validation.expiry') : undefined}
        value={until} min={today()} onChange={setUntil} />
    </FormDialog>
  );
}
