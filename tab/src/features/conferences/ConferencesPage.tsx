/**
 * /conferences (spec 3 §2 Conferences screen; gate conferences_read): two sections with the same
 * structure, Conferences and Trainings and seminars, each with my items, upcoming items, a
 * canceled/ended toggle and a new button (ConferenceSection).
 */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { ConferenceSection } from './ConferenceSection';

export function ConferencesPage() {
  const { t } = useTranslation('conferences');
  return (
    <>
      <PageHeader title={t('title')} />
      <ConferenceSection kind="conference" />
      <ConferenceSection kind="training" />
    </>
  );
}
