/** Guest details (spec 3 §2 Guests screen): every field of the visit with its state, read only. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useDates } from '../../lib/dates';
import type { Guest } from './guestsApi';
import { GuestStateBadge } from './GuestStateBadge';

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'minmax(110px, 35%) minmax(0, 1fr)', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
});

export function GuestDetailsDialog({ guest, onClose }: { guest: Guest; onClose: () => void }) {
  const { t } = useTranslation('guests');
  const s = useStyles();
  const dates = useDates();
  const rows: [string, React.ReactNode][] = [
    [t('name'), guest.name],
    [t('state'), <GuestStateBadge key="state" guest={guest} />],
    [t('purpose'), guest.purpose],
    [t('phone'), guest.phone_number],
    [t('arriving'), dates.instant(guest.date_start)],
    [t('leaving'), dates.instant(guest.date_end)],
    [t('isEmployee'), guest.is_employee ? t('yes') : t('no')],
    [t('registeredBy'), guest.registrator_name],
    [t('notes'), guest.notes || '—'],
  ];
  return (
    <FormDialog title={t('detailsTitle', { name: guest.name })} busy={false} saveHidden cancelLabel={t('close')} onSubmit={onClose} onClose={onClose}>
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
