/**
 * One request's audit trail (issue 18 item 4) for the request details: each recorded transition with
 * time, who (and on whose behalf), what and from which client, oldest first
 * (GET /api/v2/requests/{id}/audit; whoever may read the request may read its trail).
 */
import { Caption1, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { errorCode } from '../../components/notify';
import { useDates } from '../../lib/dates';
import { useRequestTrail } from './auditApi';
import { actionLabel } from './auditLabels';

const useStyles = makeStyles({
  block: { marginTop: tokens.spacingVerticalL, display: 'grid', gap: tokens.spacingVerticalS },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'grid', gap: tokens.spacingVerticalXS },
  meta: { color: tokens.colorNeutralForeground3 },
});

export function RequestTrail({ requestId }: { requestId: number }) {
  const s = useStyles();
  const { t } = useTranslation('audit');
  const dates = useDates();
  const trail = useRequestTrail(requestId);
  return (
    <section className={s.block} aria-label={t('trailTitle')}>
      <Text weight="semibold">{t('trailTitle')}</Text>
      {trail.isPending && <Spinner size="tiny" />}
      {trail.isError && <Caption1>{t(`errors:${errorCode(trail.error)}`)}</Caption1>}
      {trail.data && !trail.data.length && <Caption1>{t('trailEmpty')}</Caption1>}
      {!!trail.data?.length && (
        <ol className={s.list}>
          {trail.data.map((e) => {
            const transition = typeof e.details?.transition === 'string' ? e.details.transition : null;
            return (
              <li key={e.id}>
                <Text>{transition ? t(`transitions.${transition}`, { defaultValue: transition }) : actionLabel(t, e.action)}</Text>{' '}
                <Caption1 className={s.meta}>
                  {[
                    dates.instant(e.time),
                    e.actor_name ?? t('system'),
                    e.on_behalf_of_id != null ? t('onBehalfOf', { name: e.on_behalf_of_name ?? `#${e.on_behalf_of_id}` }) : null,
                    t(`clients.${e.client}`),
                  ].filter(Boolean).join(' · ')}
                </Caption1>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
