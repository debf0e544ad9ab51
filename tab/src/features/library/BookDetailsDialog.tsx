/**
 * Book details (spec 3 §2 "Book details modal"): the cover, the other images (a gallery: choosing a
 * thumbnail shows it large), title, author, who is reading it (and until when), owner and notes, with
 * the actions the caller may take on it (the row's `can`). Images are the files of GET
 * books/{id}/images/{imageId} (cached by the browser), listed by GET books/{id}/attachments.
 */
import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { BookOpen24Regular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { showDay } from '../../lib/dates';
import { BookStatus, type BookAction } from './BookSection';
import { useBookAttachments, type Book } from './libraryApi';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: 'calc(100vw - 32px)' },
  layout: { display: 'grid', gridTemplateColumns: 'minmax(0, 240px) minmax(0, 1fr)', gap: tokens.spacingHorizontalXL, '@media (max-width: 599px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  main: { width: '100%', maxHeight: '340px', objectFit: 'contain', background: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium, display: 'block' },
  none: {
    height: '200px', display: 'flex', alignItems: 'center', justifyContent: 'center', flexDirection: 'column', gap: tokens.spacingVerticalS,
    background: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground3, borderRadius: tokens.borderRadiusMedium,
  },
  gallery: { listStyle: 'none', padding: 0, margin: `${tokens.spacingVerticalS} 0 0`, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  thumbButton: { padding: '2px', minWidth: 0, height: 'auto' },
  thumb: { width: '48px', height: '64px', objectFit: 'cover', display: 'block' },
  facts: { margin: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, alignContent: 'start' },
  label: { color: tokens.colorNeutralForeground3, margin: 0 },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalM },
});

const ACTIONS: BookAction[] = ['order', 'extend', 'return', 'watch', 'unwatch', 'edit'];

interface Props {
  book: Book;
  today: string;
  mine: boolean;
  onAction: (action: BookAction, book: Book) => void;
  onClose: () => void;
}

export function BookDetailsDialog({ book, today, mine, onAction, onClose }: Props) {
  const s = useStyles();
  const { t } = useTranslation('library');
  const images = useBookAttachments(book.id, book.image_count > 0);
  const [shown, setShown] = useState<number | null>(null);
  const list = images.data ?? [];
  const current = list.find((i) => i.id === shown) ?? list.find((i) => i.is_cover) ?? list[0];

  let picture;
  if (book.image_count > 0 && images.isPending) picture = <div className={s.none}><Spinner size="small" label={t('details.loadingImages')} /></div>;
  else if (current) picture = <img className={s.main} src={current.url} alt={current.is_cover ? t('details.coverAlt', { title: book.title }) : t('details.imageAlt', { title: book.title, name: current.name })} />;
  else if (book.cover_url) picture = <img className={s.main} src={book.cover_url} alt={t('details.coverAlt', { title: book.title })} />;
  else picture = <div className={s.none}><BookOpen24Regular aria-hidden /><span>{t('details.noImages')}</span></div>;

  const fact = (label: string, value: ReactNode) => (
    <>
      <dt className={s.label}>{label}</dt>
      <dd className={s.value}>{value}</dd>
    </>
  );
  const allowed = ACTIONS.filter((a) => book.can[a as keyof Book['can']]);
  return (
    <FormDialog title={book.title} busy={false} saveHidden cancelLabel={t('close')} surfaceClassName={s.surface} onSubmit={onClose} onClose={onClose}>
      <div className={s.layout}>
        <div>
          {picture}
          {list.length > 1 && (
            <ul className={s.gallery} aria-label={t('details.gallery')}>
              {list.map((img, n) => (
                <li key={img.id}>
                  <Button className={s.thumbButton} appearance={img.id === current?.id ? 'primary' : 'subtle'} aria-pressed={img.id === current?.id}
                    aria-label={t('details.showImage', { n: n + 1, name: img.name })} onClick={() => setShown(img.id)}>
                    <img className={s.thumb} src={img.url} alt="" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <dl className={s.facts}>
            {fact(t('fields.author'), book.author)}
            {fact(t('fields.status'), <BookStatus book={book} today={today} mine={mine} />)}
            {fact(t('fields.readBy'), book.returned ? t('details.nobody') : (book.taken_by ?? t('status.someone')))}
            {!book.returned && book.date_issued && fact(t('fields.issued'), showDay(book.date_issued))}
            {!book.returned && book.planned_return_date && fact(t('fields.plannedReturn'), showDay(book.planned_return_date))}
            {fact(t('fields.owner'), book.owner)}
            {fact(t('fields.notes'), book.notes || '—')}
          </dl>
          {allowed.length > 0 && (
            <div className={s.actions}>
              {allowed.map((a) => (
                <Button key={a} appearance={a === 'order' ? 'primary' : 'secondary'} onClick={() => onAction(a, book)}>{t(`actions.${a}`)}</Button>
              ))}
            </div>
          )}
        </div>
      </div>
    </FormDialog>
  );
}
