/**
 * Dashboard card "Substitution requests (unconfirmed) and confirmed substitutions" (spec 1 §2;
 * spec 2 §4 Substitution, §6 relational role "substitute"; shown to everyone). Reads GET
 * /api/v1/users/{me}/substitutions (event views, `substitute_confirmed` null = pending, true =
 * confirmed) and answers with PATCH /api/v1/users/{me}/substitutions/{eventId} `{ action:
 * 'approve' | 'reject' }`; rejecting asks first. Success: a toast and the calendar queries (this
 * list included) refresh; failures show the server's error code as a toast.
 */
import { Badge, Body1, Body1Strong, Button, Caption1, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { Checkmark16Regular, Dismiss16Regular, PeopleSwap24Regular } from '@fluentui/react-icons';
import type { EventView } from '@contracts/calendar';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/notify';
import { api } from '../../lib/api';
import { CardEmpty, CardError, CardLoading, DashboardCard } from '../home/DashboardCard';
import { calendarKeys, useAnswerSubstitution } from './calendarApi';
import { useDates } from '../../lib/dates';

const useStyles = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalS, marginBottom: tokens.spacingVerticalM },
  heading: { margin: 0, color: tokens.colorNeutralForeground2 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  item: { display: 'grid', gridTemplateColumns: '6px 1fr', gap: tokens.spacingHorizontalS },
  bar: { alignSelf: 'stretch', borderRadius: tokens.borderRadiusSmall },
  text: { minWidth: 0, display: 'grid', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalXS, flexWrap: 'wrap' },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** A substitution as the list returns it (the event naming the caller as substitute). */
export type Substitution = Pick<EventView, 'id' | 'title' | 'date_start' | 'date_end' | 'user' | 'substitute_confirmed' | 'status'> & {
  event_type?: Pick<EventView['event_type'], 'name' | 'background_color'> | null;
};

/** Query key of the caller's substitutions (under the calendar keys, so calendar refreshes include it). */
export const substitutionsKey = calendarKeys.substitutions;

const ownerName = (s: Substitution) => `${s.user?.name ?? ''} ${s.user?.surname ?? ''}`.trim() || '—';
const isNow = (s: Substitution, now = Date.now()) => Date.parse(s.date_start) <= now && now <= Date.parse(s.date_end);

export function SubstitutionsCard() {
  const s = useStyles();
  const dates = useDates();
  const { t } = useTranslation('dashboard');
  const { userId } = useAuth();
  const notify = useNotify();
  const answerSub = useAnswerSubstitution(userId);
  const busy = answerSub.isPending ? answerSub.variables.id : null;
  const [rejecting, setRejecting] = useState<Substitution | null>(null);
  const q = useQuery({
    queryKey: substitutionsKey(userId),
    queryFn: ({ signal }) => api<Substitution[]>(`/api/v1/users/${userId}/substitutions`, { signal }),
  });
  const rows = q.data ?? [];
  const pending = rows.filter((x) => x.substitute_confirmed == null);
  const confirmed = rows.filter((x) => x.substitute_confirmed === true);

  const answer = async (sub: Substitution, action: 'approve' | 'reject') => {
    try {
      await answerSub.mutateAsync({ id: sub.id, action });
      notify.success(t(action === 'approve' ? 'cards.substitutions.confirmedToast' : 'cards.substitutions.rejectedToast', { name: ownerName(sub) }));
      setRejecting(null);
    } catch (err) {
      notify.error(err);
    }
  };

  const details = (x: Substitution) => (
    <>
      <Caption1 className={s.muted}>{[x.event_type?.name, x.title].filter(Boolean).join(' · ')}</Caption1>
      <Caption1 className={s.muted}>{dates.range(x.date_start, x.date_end)}</Caption1>
    </>
  );
  const bar = (x: Substitution) => <span className={s.bar} style={{ background: x.event_type?.background_color ?? tokens.colorBrandBackground }} aria-hidden />;

  return (
    <DashboardCard title={t('cards.substitutions.title')} icon={<PeopleSwap24Regular />}>
      {q.isLoading && <CardLoading />}
      {q.isError && <CardError error={q.error}>{t('errors:failed_to_retrieve_data')}</CardError>}
      {q.isSuccess && rows.length === 0 && <CardEmpty>{t('cards.substitutions.empty')}</CardEmpty>}
      {rows.length > 0 && (
        <>
          <section className={s.section} aria-label={t('cards.substitutions.pending')}>
            <Body1Strong as="h3" className={s.heading}>{t('cards.substitutions.pending')}</Body1Strong>
            {pending.length === 0 ? <Caption1 className={s.empty}>{t('cards.substitutions.pendingEmpty')}</Caption1> : (
              <ul className={s.list}>
                {pending.map((x) => {
                  const name = ownerName(x);
                  return (
                    <li key={x.id} className={s.item}>
                      {bar(x)}
                      <span className={s.text}>
                        <Body1>{t('cards.substitutions.asks', { name })}</Body1>
                        {details(x)}
                        <span className={s.actions}>
                          <Button size="small" appearance="primary" icon={busy === x.id && !rejecting ? <Spinner size="extra-tiny" /> : <Checkmark16Regular />}
                            disabled={busy !== null} aria-label={t('cards.substitutions.confirmFor', { name })} onClick={() => void answer(x, 'approve')}>
                            {t('cards.substitutions.confirm')}
                          </Button>
                          <Button size="small" icon={<Dismiss16Regular />} disabled={busy !== null}
                            aria-label={t('cards.substitutions.rejectFor', { name })} onClick={() => setRejecting(x)}>
                            {t('cards.substitutions.reject')}
                          </Button>
                        </span>
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
          <section className={s.section} aria-label={t('cards.substitutions.confirmed')}>
            <Body1Strong as="h3" className={s.heading}>{t('cards.substitutions.confirmed')}</Body1Strong>
            {confirmed.length === 0 ? <Caption1 className={s.empty}>{t('cards.substitutions.confirmedEmpty')}</Caption1> : (
              <ul className={s.list}>
                {confirmed.map((x) => (
                  <li key={x.id} className={s.item}>
                    {bar(x)}
                    <span className={s.text}>
                      <Body1>
                        {t('cards.substitutions.youSubstitute', { name: ownerName(x) })}{' '}
                        {isNow(x) && <Badge size="small" appearance="tint" color="success">{t('cards.substitutions.now')}</Badge>}
                      </Body1>
                      {details(x)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <ConfirmDialog
        open={!!rejecting}
        title={t('cards.substitutions.rejectTitle')}
        text={rejecting ? t('cards.substitutions.rejectText', { name: ownerName(rejecting), title: rejecting.title, dates: dates.range(rejecting.date_start, rejecting.date_end) }) : ''}
        confirmLabel={t('cards.substitutions.reject')}
        busy={!!rejecting && busy === rejecting.id}
        onConfirm={() => (rejecting ? answer(rejecting, 'reject') : undefined)}
        onClose={() => setRejecting(null)}
      />
    </DashboardCard>
  );
}
