/**
 * Profile → General settings (spec 1 §2 Profile, §3 Subscriptions, Setting-history entry): the
 * e-mail subscriptions and the consents as switches; Save sets the changed ones (PUT
 * /users/{id}/subscribe) and appends each change to the settings history (POST /users/settings).
 * The consent history is listed below.
 */
import type { Subscriptions, UserInfo } from '@contracts/users';
import { Button, makeStyles, Spinner, Switch, Text, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/notify';
import { ConsentHistory } from './ConsentHistory';
import { useSaveSubscriptions } from './profileApi';
import { changedSubscriptions, SUBSCRIPTION_GROUPS } from './profileData';
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
  const [draft, setDraft] = useState<Subscriptions>(info.subscriptions);
  const saving = useSaveSubscriptions();
  const busy = saving.isPending;
  useEffect(() => setDraft(info.subscriptions), [info.subscriptions]);
  const changes = changedSubscriptions(info.subscriptions, draft);
  const dirty = Object.keys(changes).length > 0;

  const save = async () => {
    try {
      await saving.mutateAsync({ userId: info.id, changes, source: 'profile' });
      notify.success(t('settings.saved'));
    } catch (err) {
      notify.error(err);
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
