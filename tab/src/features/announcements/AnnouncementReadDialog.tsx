/**
 * An announcement to read (the dashboard's "read more", the admin table's title, a link /?announcement={id}
 * from Teams or e-mail): title, date and author, and the body through the shared RichTextView (DOMPurify;
 * loaded lazily with the dialog).
 */
import { Caption1, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useDates } from '../../lib/dates';
import type { Announcement } from './announcementsApi';

const RichTextView = lazy(() => import('../../components/RichTextView'));

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: '100%' },
  meta: { color: tokens.colorNeutralForeground3 },
});

export function AnnouncementReadDialog({ item, onClose }: { item: Announcement; onClose: () => void }) {
  const { t } = useTranslation('announcements');
  const s = useStyles();
  const dates = useDates();
  return (
    <FormDialog title={item.title} busy={false} saveHidden cancelLabel={t('close')} surfaceClassName={s.surface} onSubmit={onClose} onClose={onClose}>
      <Caption1 className={s.meta}>{item.author ? t('byOn', { author: item.author, date: dates.instant(item.creation_date) }) : dates.instant(item.creation_date)}</Caption1>
      <Suspense fallback={<Spinner size="small" label={t('common:loading')} />}>
        <RichTextView value={item.announcement} />
      </Suspense>
    </FormDialog>
  );
}
