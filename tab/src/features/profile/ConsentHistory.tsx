/**
 * The consent history of the general-settings tab: the caller's settings-history entries of both
 * consents (GET /users/settings/{key}/all), newest first, in a small table.
 */
import type { SettingEntry, SubscriptionName } from '@contracts/users';
import { Badge, Skeleton, SkeletonItem, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { SUBSCRIPTION_GROUPS } from './subscriptions';
import { EmptyState, Section } from './ProfileParts';

export const consentHistoryKey = ['settings-history'] as const;
/** Rows shown; the history can grow with every change. */
const MAX_ROWS = 20;

interface Row extends SettingEntry {
  key: SubscriptionName;
}

/** Both consents' histories merged, newest first. */
export function mergeHistories(histories: { key: SubscriptionName; entries: SettingEntry[] }[]): Row[] {
  return histories.flatMap((h) => h.entries.map((e) => ({ ...e, key: h.key }))).sort((a, b) => b.time.localeCompare(a.time));
}

export function ConsentHistory() {
  const { t, i18n } = useTranslation('profile');
  const history = useQuery({
    queryKey: [...consentHistoryKey, 'consents'],
    queryFn: async () =>
      mergeHistories(
        await Promise.all(
          SUBSCRIPTION_GROUPS.consents.map(async (key) => ({ key, entries: await api<SettingEntry[]>(`/api/v1/users/settings/${key}/all`) })),
        ),
      ),
  });
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'lt' ? 'lt-LT' : 'en-GB', { dateStyle: 'short', timeStyle: 'short' });

  let body;
  if (history.isPending) {
    body = (
      <Skeleton aria-label={t('common:loading')} style={{ display: 'grid', gap: tokens.spacingVerticalS }}>
        <SkeletonItem size={16} />
        <SkeletonItem size={16} />
      </Skeleton>
    );
  } else if (history.isError) {
    body = <Text role="alert">{t('history.failed')}</Text>;
  } else if (history.data.length === 0) {
    body = <EmptyState>{t('history.empty')}</EmptyState>;
  } else {
    body = (
      <Table size="small" aria-label={t('history.title')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('history.consent')}</TableHeaderCell>
            <TableHeaderCell>{t('history.choice')}</TableHeaderCell>
            <TableHeaderCell>{t('history.time')}</TableHeaderCell>
            <TableHeaderCell>{t('history.where')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {history.data.slice(0, MAX_ROWS).map((r, i) => (
            <TableRow key={`${r.key}-${r.time}-${i}`}>
              <TableCell>{t(`subscriptions.${r.key}`)}</TableCell>
              <TableCell>
                <Badge appearance="tint" color={r.checked ? 'success' : 'warning'}>{t(r.checked ? 'history.given' : 'history.withdrawn')}</Badge>
              </TableCell>
              <TableCell>{when.format(new Date(r.time))}</TableCell>
              <TableCell>{r.value === 'entry_page' || r.value === 'profile' ? t(`history.source.${r.value}`) : r.value ?? '--'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }
  return <Section title={t('history.title')}>{body}</Section>;
}
