/**
 * Profile → General settings (spec 1 §2 Profile, §3 Subscriptions, Setting-history entry): the
 * e-mail subscriptions and the consents as switches; Save sets the changed ones (PUT
 * /users/{id}/subscribe) and appends each change to the settings history (POST /users/settings).
 * The consent history is listed below.
 */
import type { Subscriptions, UserInfo } from '@contracts/users';
import { Button, makeStyles, Spinner, Switch, Text, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/notify';
import { ConsentHistory, consentHistoryKey } from './ConsentHistory';
import { changedSubscriptions, saveSubscriptions, SUBSCRIPTION_GROUPS, userInfoKey } from './profileData';
import { Section } from './ProfileParts';

const useStyles = makeStyles({
  switches: { display: 'grid', gap: tokens.spacingVerticalXXS },
  hint: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalXL },
});

export function GeneralSettingsTab({ info }: { info: UserInfo }) {
  const s = useStyles();
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const qc = useQueryClient();
  const [draft, setDraft] = useState<Subscriptions>(info.subscriptions);
  const [busy, setBusy] = useState(false);
  useEffect(() => setDraft(info.subscriptions), [info.subscriptions]);
  const changes = changedSubscriptions(info.subscriptions, draft);
  const dirty = Object.keys(changes).length > 0;

  const save = async () => {
    setBusy(true);
    try {
      await saveSubscriptions(info.id, changes, 'profile');
      await Promise.all([
        qc.invalidateQueries({ queryKey: userInfoKey(info.id) }),
        qc.invalidateQueries({ queryKey: consentHistoryKey }),
      ]);
      notify.success(t('settings.saved'));
    } catch (err) {
      notify.error(err);
    } finally {
      setBusy(false);
    }
  };

  const group = (title: string, text: string, keys: (keyof Subscriptions)[]) => (
    <Section title={title}>
      <Text className={s.hint}>{text}</Text>
      <div className={s.switches}>
        {keys.map((k) => (
          <Switch key={k} checked={draft[k]} disabled={busy} label={t(`subscriptions.${k}`)} onChange={(_e, d) => setDraft({ ...draft, [k]: d.checked })} />
        ))}
      </div>
    </Section>
  );

  return (
    <>
      {group(t('subscriptions.title'), t('settings.subscriptionsText'), SUBSCRIPTION_GROUPS.subscriptions)}
      {group(t('settings.consentsTitle'), t('settings.consentsText'), SUBSCRIPTION_GROUPS.consents)}
      <div className={s.actions}>
        <Button appearance="primary" disabled={!dirty || busy} onClick={() => void save()} icon={busy ? <Spinner size="tiny" /> : undefined}>
          {t('save')}
        </Button>
        <Button disabled={!dirty || busy} onClick={() => setDraft(info.subscriptions)}>{t('settings.undo')}</Button>
      </div>
      <ConsentHistory />
    </>
  );
}
