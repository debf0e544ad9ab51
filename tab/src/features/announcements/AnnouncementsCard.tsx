/**
 * Dashboard card "Announcements" (spec 1 §2: 4 shown; one under 6 days old is highlighted; the preview is
 * the first one or two sentences — computed by the server — and "read more" appears when the text goes on).
 * Read more (and a link /?announcement={id} from Teams or e-mail) opens the whole text in a dialog.
 * Without announcement_read the card shows its empty text without a call.
 */
import { Badge, Caption1, Link, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { Megaphone24Regular } from '@fluentui/react-icons';
import { ANNOUNCEMENT_LIMITS } from '@contracts/announcements';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { useDates } from '../../lib/dates';
import { CardEmpty, CardError, CardLoading, DashboardCard } from '../home/DashboardCard';
import { AnnouncementReadDialog } from './AnnouncementReadDialog';
import { type Announcement, useAnnouncement, useAnnouncements } from './announcementsApi';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  item: { display: 'grid', gap: tokens.spacingVerticalXXS, padding: tokens.spacingVerticalXS, borderRadius: tokens.borderRadiusMedium },
  fresh: { backgroundColor: tokens.colorBrandBackground2 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  meta: { color: tokens.colorNeutralForeground3 },
  more: { justifySelf: 'start' },
});

/** Younger than the highlight window (6 days) at `now`. */
export const isFresh = (creationDate: string, now = Date.now()) => now - Date.parse(creationDate) < ANNOUNCEMENT_LIMITS.highlightDays * 86_400_000;

export function AnnouncementsCard() {
  const { t } = useTranslation(['announcements', 'dashboard']);
  const s = useStyles();
  const dates = useDates();
  const { can } = useAuth();
  const reads = can('announcement_read');
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('announcement')) || null;
  const [open, setOpen] = useState<Announcement | null>(null);
  const list = useAnnouncements({ page: 1, pageSize: 5 }, reads);
  const fromLink = useAnnouncement(reads ? linked : null);
  const shown = open ?? fromLink.data ?? null;
  const close = () => {
    setOpen(null);
    if (linked) {
      const next = new URLSearchParams(params);
      next.delete('announcement');
      setParams(next, { replace: true });
    }
  };

  let body;
  const items = list.data?.data.slice(0, ANNOUNCEMENT_LIMITS.dashboard);
  if (!reads || items?.length === 0) body = <CardEmpty>{t('card.empty')}</CardEmpty>;
  else if (list.isError) body = <CardError error={list.error}>{t('card.failed')}</CardError>;
  else if (!items) body = <CardLoading />;
  else {
    body = (
      <ul className={s.list}>
        {items.map((a) => {
          const fresh = isFresh(a.creation_date);
          return (
            <li key={a.id} className={mergeClasses(s.item, fresh && s.fresh)}>
              <div className={s.head}>
                <Text weight="semibold">{a.title}</Text>
                {fresh && <Badge appearance="filled" color="brand" size="small">{t('card.new')}</Badge>}
              </div>
              <Caption1 className={s.meta}>{dates.instant(a.creation_date)}</Caption1>
              {a.preview && <Text>{a.preview}</Text>}
              {a.has_more && (
                <Link className={s.more} onClick={() => setOpen(a)} aria-label={t('card.readMoreAbout', { title: a.title })}>{t('card.readMore')}</Link>
              )}
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <DashboardCard title={t('dashboard:cards.announcements.title')} icon={<Megaphone24Regular />}>
      {body}
      {shown && <AnnouncementReadDialog item={shown} onClose={close} />}
    </DashboardCard>
  );
}
