/**
 * /entry-page (spec 1 §2, §4 First sign in; spec 3 Entry page): welcome text, the policy documents
 * to sign, the consent preferences and Save. Saving sets the consents (PUT subscribe), records each
 * choice in the settings history (POST /users/settings), ends the entry page (POST
 * /users/end-entry-page) and goes to /.
 *
 * The policy documents are the entry-page ones (GET policy-documents/entry-page, each with the caller's
 * `signed`); each can be opened (download or link) and signed with the phrase "I agree" (SignDialog).
 * The consent choices and Save stay disabled until every one is signed (spec 3 §4, §5); the server
 * refuses end-entry-page otherwise too (409 policy_documents_not_signed).
 */
import type { Subscriptions } from '@contracts/users';
import {
  Badge, Body1, Button, Card, Divider, makeStyles, MessageBar, MessageBarBody, Spinner, Subtitle2, Switch, Text, Title2, tokens,
} from '@fluentui/react-components';
import { DocumentCheckmark24Regular, Signature20Regular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { useNotify } from '../../components/notify';
import { PreferenceSwitches } from '../../components/PreferenceSwitches';
import { OpenDocumentButton } from '../policy-documents/OpenDocumentButton';
import { useEntryPageDocuments, type PolicyDocument } from '../policy-documents/policyDocumentsApi';
import { SignDialog } from '../policy-documents/SignDialog';
import { useEndEntryPage, useSaveSubscriptions } from '../profile/profileApi';
import { changedSubscriptions, SUBSCRIPTION_GROUPS, useMyInfo } from '../profile/profileData';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'grid', placeItems: 'center', padding: tokens.spacingHorizontalL, boxSizing: 'border-box' },
  card: { width: 'min(720px, 100%)', padding: tokens.spacingHorizontalXXL, display: 'grid', gap: tokens.spacingVerticalL },
  top: { display: 'flex', justifyContent: 'flex-end' },
  heading: { margin: 0 },
  section: { display: 'grid', gap: tokens.spacingVerticalS },
  empty: {
    display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium, background: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground2,
  },
  consents: { display: 'grid', gap: tokens.spacingVerticalXS },
  hint: { color: tokens.colorNeutralForeground3 },
  docs: { display: 'grid', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyle: 'none' },
  doc: {
    display: 'grid', gap: tokens.spacingVerticalXS, padding: tokens.spacingVerticalM, borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  docHead: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  docTitle: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere', margin: 0, fontSize: tokens.fontSizeBase300 },
  docText: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: tokens.colorNeutralForeground2 },
  docActions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  actions: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export function EntryPage() {
  const s = useStyles();
  const { t } = useTranslation('entry');
  const { userId, signOut } = useAuth();
  const info = useMyInfo();
  const notify = useNotify();
  const navigate = useNavigate();
  const [choices, setChoices] = useState<Subscriptions | null>(null);
  const [signing, setSigning] = useState<PolicyDocument | null>(null);
  const docs = useEntryPageDocuments();
  const saving = useSaveSubscriptions();
  const ending = useEndEntryPage();
  const busy = saving.isPending || ending.isPending;

  useEffect(() => {
    document.title = `${t('title')} · ${t('common:appName')}`;
  }, [t]);
  useEffect(() => {
    if (info.data && !choices) setChoices(info.data.subscriptions);
  }, [info.data, choices]);
  useEffect(() => {
    if (info.isError) notify.error(info.error);
  }, [info.isError, info.error, notify]);

  if (info.isPending || docs.isPending) return <FullPageSpinner />;

  const documents = docs.data ?? [];
  const unsignedDocuments = documents.filter((d) => !d.signed).length;
  const locked = unsignedDocuments > 0;

  const save = async () => {
    try {
      if (info.data && choices) {
        const consents = Object.fromEntries(SUBSCRIPTION_GROUPS.consents.map((k) => [k, choices[k]])) as Partial<Subscriptions>;
        await saving.mutateAsync({ userId, changes: changedSubscriptions(info.data.subscriptions, choices), source: 'entry_page', record: consents });
      }
      await ending.mutateAsync(userId);
      navigate('/', { replace: true });
    } catch (err) {
      notify.error(err);
    }
  };

  const name = info.data?.name ?? '';
  return (
    <div className={s.page}>
      <Card className={s.card}>
        <div className={s.top}><PreferenceSwitches /></div>
        <div className={s.section}>
          <Title2 as="h1" className={s.heading}>{name ? t('welcomeName', { name }) : t('welcome')}</Title2>
          <Body1>{t('intro')}</Body1>
          <Body1>{t('introNext')}</Body1>
        </div>
        <Divider />
        <section className={s.section} aria-labelledby="entry-policies">
          <Subtitle2 as="h2" id="entry-policies" className={s.heading}>{t('policiesTitle')}</Subtitle2>
          {docs.isError && (
            <MessageBar intent="error" layout="multiline">
              <MessageBarBody>{t('policiesUnavailable')}</MessageBarBody>
            </MessageBar>
          )}
          {!docs.isError && documents.length === 0 && (
            <div className={s.empty}>
              <DocumentCheckmark24Regular aria-hidden />
              <Text>{t('policiesNone')}</Text>
            </div>
          )}
          {documents.length > 0 && (
            <>
              <Text className={s.hint} role="status">{t('policiesCount', { signed: documents.length - unsignedDocuments, total: documents.length })}</Text>
              <ul className={s.docs}>
                {documents.map((d) => (
                  <li key={d.id} className={s.doc} aria-label={d.title}>
                    <div className={s.docHead}>
                      <h3 className={s.docTitle}>{d.title}</h3>
                      <Badge appearance="tint" color={d.signed ? 'success' : 'warning'}>{d.signed ? t('signed') : t('notSigned')}</Badge>
                    </div>
                    {d.description && <Text className={s.docText}>{d.description}</Text>}
                    <div className={s.docActions}>
                      <OpenDocumentButton document={d} />
                      {!d.signed && (
                        <Button appearance="primary" icon={<Signature20Regular />} onClick={() => setSigning(d)} aria-label={t('signNamed', { title: d.title })}>
                          {t('sign')}
                        </Button>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <section className={s.section} aria-labelledby="entry-consents">
          <Subtitle2 as="h2" id="entry-consents" className={s.heading}>{t('consentsTitle')}</Subtitle2>
          <Text className={s.hint}>{t('consentsText')}</Text>
          {info.isError && (
            <MessageBar intent="error" layout="multiline">
              <MessageBarBody>{t('consentsUnavailable')}</MessageBarBody>
            </MessageBar>
          )}
          {choices && (
            <div className={s.consents}>
              {SUBSCRIPTION_GROUPS.consents.map((k) => (
                <Switch
                  key={k}
                  checked={choices[k]}
                  disabled={locked || busy}
                  label={t(`consent.${k}`)}
                  onChange={(_e, d) => setChoices({ ...choices, [k]: d.checked })}
                />
              ))}
            </div>
          )}
          <Text size={200} className={s.hint}>{t('changeLater')}</Text>
        </section>
        {locked && (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>{t('signFirst')}</MessageBarBody>
          </MessageBar>
        )}
        <div className={s.actions}>
          <Button appearance="subtle" onClick={() => void signOut().then(() => navigate('/login', { replace: true }))}>
            {t('common:shell.logout')}
          </Button>
          <Button appearance="primary" onClick={() => void save()} disabled={locked || busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
            {t('save')}
          </Button>
        </div>
      </Card>
      {signing && <SignDialog document={signing} onClose={() => setSigning(null)} />}
    </div>
  );
}
