/** Conference or training details (spec 3 §2 Conferences screen, details modal): every field with its display state, read only. */
import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useDates } from '../../lib/dates';
import type { Conference } from './conferencesApi';
import { ConferenceStateBadge } from './ConferenceStateBadge';

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'minmax(110px, 35%) minmax(0, 1fr)', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
});

export function ConferenceDetailsDialog({ item, onClose }: { item: Conference; onClose: () => void }) {
  const { t } = useTranslation('conferences');
  const s = useStyles();
  const dates = useDates();
  const rows: [string, React.ReactNode][] = [
    [t('name'), item.title],
    [t('state'), <ConferenceStateBadge key="state" state={item.state} />],
    [t('description'), item.description],
    [t('location'), item.location],
    [t('start'), dates.instant(item.date_start)],
    [t('end'), dates.instant(item.date_end)],
    [t('price'), t('priceValue', { price: item.price_per_person.toFixed(2) })],
    [t('participants'), item.max_participants ? t('participantsOf', { n: item.participants, max: item.max_participants }) : t('participantsUnlimited', { n: item.participants })],
    [t('link'), item.link ? <Link key="link" href={item.link} target="_blank" rel="noreferrer">{item.link}</Link> : '—'],
    [t('type'), item.conference_type_name ?? '—'],
    [t('createdBy'), item.employee_name],
  ];
  return (
    <FormDialog title={t('detailsTitle', { name: item.title })} busy={false} saveHidden cancelLabel={t('close')} onSubmit={onClose} onClose={onClose}>
      <dl className={s.list}>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={s.term}>{term}</dt>
            <dd className={s.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </FormDialog>
  );
}
