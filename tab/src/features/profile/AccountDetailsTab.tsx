/**
 * Profile → Account details (spec 1 §2 Profile): account data, manager, substitute, subordinates
 * and a read-only list of the subscriptions (they are changed under General settings).
 */
import type { SubscriptionName, UserInfo } from '@contracts/users';
import { Badge, makeStyles, Persona, tokens } from '@fluentui/react-components';
import { CheckmarkCircle16Regular, DismissCircle16Regular, People24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_GROUPS } from './profileData';
import { EmptyState, FieldList, MISSING, Section } from './ProfileParts';

const useStyles = makeStyles({
  people: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalM, listStyle: 'none', padding: 0, margin: 0 },
  subs: { display: 'grid', gap: tokens.spacingVerticalS, listStyle: 'none', padding: 0, margin: 0 },
  sub: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, maxWidth: '520px' },
});

export function AccountDetailsTab({ info }: { info: UserInfo }) {
  const s = useStyles();
  const { t } = useTranslation('profile');
  const role = info.temp_role_name ? `${info.role_name ?? MISSING}, ${info.temp_role_name}` : info.role_name ?? '';
  const badgeList = (title: string, keys: SubscriptionName[], kind: 'subscriptions' | 'consents') => (
    <Section title={title}>
      <ul className={s.subs}>
        {keys.map((k) => (
          <li key={k} className={s.sub}>
            <span>{t(`subscriptions.${k}`)}</span>
            {info.subscriptions[k] ? (
              <Badge appearance="tint" color="success" icon={<CheckmarkCircle16Regular />}>{t(`${kind}.on`)}</Badge>
            ) : (
              <Badge appearance="tint" color="subtle" icon={<DismissCircle16Regular />}>{t(`${kind}.off`)}</Badge>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
  return (
    <>
      <Section title={t('account.title')}>
        <FieldList
          items={[
            { label: t('fields.email'), value: info.email },
            { label: t('fields.username'), value: info.username },
            { label: t('fields.role'), value: role },
            { label: t('fields.manager'), value: info.manager ? <Persona size="small" textAlignment="center" name={`${info.manager.name} ${info.manager.surname}`} /> : MISSING },
            { label: t('account.substitute'), value: MISSING },
          ]}
        />
      </Section>
      <Section title={t('account.subordinates')}>
        {info.subordinates.length === 0 ? (
          <EmptyState icon={<People24Regular aria-hidden />}>{t('account.noSubordinates')}</EmptyState>
        ) : (
          <ul className={s.people} aria-label={t('account.subordinates')}>
            {info.subordinates.map((p) => (
              <li key={p.id}><Persona size="small" textAlignment="center" name={`${p.name} ${p.surname}`} /></li>
            ))}
          </ul>
        )}
      </Section>
      {badgeList(t('subscriptions.title'), SUBSCRIPTION_GROUPS.subscriptions, 'subscriptions')}
      {badgeList(t('settings.consentsTitle'), SUBSCRIPTION_GROUPS.consents, 'consents')}
    </>
  );
}
