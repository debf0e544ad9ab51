/**
 * "Calendar feed" in the profile (issue 18 item 3): the caller's secret iCalendar subscription address
 * for Outlook and Google Calendar. Without one: a create button. Right after creating: the address,
 * shown this once (the server keeps only a hash), as http(s) and webcal:// with a Copy button each. With
 * one: since when, "create a new address" (confirm: the old one stops working) and "revoke" (confirm).
 * Then the subscription steps for Outlook on the web, Outlook for Windows/Mac and Google Calendar.
 * Copy results are announced in a polite live region; the status query has loading and error states.
 */
import {
  Body1, Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens,
} from '@fluentui/react-components';
import { ArrowSync20Regular, CalendarAdd20Regular, Copy20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/notify';
import { useDates } from '../../lib/dates';
import { Section } from '../profile/ProfileParts';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed, webcalOf } from './calendarFeedApi';

const useStyles = makeStyles({
  stack: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM, maxWidth: '720px', minWidth: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  addressRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', minWidth: 0 },
  address: { flexGrow: 1, minWidth: 0, width: '100%', fontFamily: tokens.fontFamilyMonospace },
  how: { display: 'grid', gap: tokens.spacingVerticalS },
  howHeading: { margin: `${tokens.spacingVerticalS} 0 0` },
  steps: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'grid', gap: tokens.spacingVerticalXXS },
});

const STEPS = [1, 2, 3] as const;
const APPS = ['outlookWeb', 'outlookDesktop', 'google'] as const;

/** One address with its label and a Copy button; reports the copy result to `onCopied`. */
function AddressField({ label, copyLabel, value, onCopied }: { label: string; copyLabel: string; value: string; onCopied: (ok: boolean) => void }) {
  const s = useStyles();
  const { t } = useTranslation('calendarFeed');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      onCopied(true);
    } catch {
      onCopied(false);
    }
  };
  return (
    <Field label={label}>
      <div className={s.addressRow}>
        <Input className={s.address} value={value} readOnly onFocus={(e) => e.target.select()} />
        <Button icon={<Copy20Regular />} onClick={() => void copy()} aria-label={copyLabel}>{t('copy')}</Button>
      </div>
    </Field>
  );
}

/** The subscription steps of each calendar app, as headed ordered lists. */
function Instructions() {
  const s = useStyles();
  const { t } = useTranslation('calendarFeed');
  return (
    <div className={s.how}>
      <Text as="h3" weight="semibold" size={400} className={s.howHeading}>{t('howTitle')}</Text>
      {APPS.map((app) => (
        <div key={app}>
          <Text as="h4" weight="semibold" className={s.howHeading}>{t(app)}</Text>
          <ol className={s.steps}>
            {STEPS.map((n) => <li key={n}><Body1>{t(`${app}Step${n}`)}</Body1></li>)}
          </ol>
        </div>
      ))}
    </div>
  );
}

export function CalendarFeedSection() {
  const s = useStyles();
  const { t } = useTranslation('calendarFeed');
  const notify = useNotify();
  const { instant } = useDates();
  const status = useCalendarFeed();
  const creating = useCreateCalendarFeed();
  const revoking = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const [confirm, setConfirm] = useState<'regenerate' | 'revoke' | null>(null);

  const create = async () => {
    try {
      const reply = await creating.mutateAsync();
      setUrl(reply.url);
      setCopied(null);
      setConfirm(null);
      notify.success(t('createdToast'));
    } catch (err) {
      notify.error(err);
    }
  };
  const revoke = async () => {
    try {
      await revoking.mutateAsync();
      setUrl(null);
      setConfirm(null);
      notify.success(t('revokedToast'));
    } catch (err) {
      notify.error(err);
    }
  };

  let body;
  if (status.isPending) body = <Spinner size="small" label={t('loading')} />;
  else if (status.isError) {
    body = (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{t('loadFailed')}</MessageBarBody>
        <Button size="small" onClick={() => void status.refetch()}>{t('retry')}</Button>
      </MessageBar>
    );
  } else if (url) {
    body = (
      <>
        <MessageBar intent="warning">
          <MessageBarBody>{t('created')}</MessageBarBody>
        </MessageBar>
        <AddressField label={t('addressLabel')} copyLabel={t('copyAddress')} value={url} onCopied={setCopied} />
        <AddressField label={t('webcalLabel')} copyLabel={t('copyWebcal')} value={webcalOf(url)} onCopied={setCopied} />
        <div className={s.actions}>
          <Button onClick={() => setUrl(null)}>{t('hide')}</Button>
        </div>
      </>
    );
  } else if (status.data.active) {
    body = (
      <>
        <Body1>{t('activeSince', { date: instant(status.data.created_at) })}</Body1>
        <Body1>{t('lostHint')}</Body1>
        <div className={s.actions}>
          <Button icon={<ArrowSync20Regular />} onClick={() => setConfirm('regenerate')}>{t('regenerate')}</Button>
          <Button icon={<Delete20Regular />} onClick={() => setConfirm('revoke')}>{t('revoke')}</Button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <Body1>{t('none')}</Body1>
        <div className={s.actions}>
          <Button appearance="primary" icon={<CalendarAdd20Regular />} disabled={creating.isPending} onClick={() => void create()}>
            {creating.isPending ? t('creating') : t('create')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <Section title={t('title')}>
      <div className={s.stack}>
        <Body1>{t('intro')}</Body1>
        <Body1>{t('secret')}</Body1>
        {body}
        <div role="status" aria-live="polite">
          {copied !== null && <Text size={200}>{t(copied ? 'copied' : 'copyFailed')}</Text>}
        </div>
        <Instructions />
      </div>
      <ConfirmDialog
        open={confirm === 'regenerate'}
        title={t('regenerateTitle')}
        text={t('regenerateText')}
        confirmLabel={t('regenerateConfirm')}
        busy={creating.isPending}
        onConfirm={create}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'revoke'}
        title={t('revokeTitle')}
        text={t('revokeText')}
        confirmLabel={t('revokeConfirm')}
        busy={revoking.isPending}
        onConfirm={revoke}
        onClose={() => setConfirm(null)}
      />
    </Section>
  );
}
