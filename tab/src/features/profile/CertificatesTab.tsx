/**
 * Profile → My certificates (spec 1 §2 Profile; spec 3 Certificates). The certificates module
 * (catalogue, the user's certificates table, requesting and adding) is built later; until then
 * this tab says so instead of showing a table.
 */
import { Ribbon24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState, Section } from './ProfileParts';

export function CertificatesTab() {
  const { t } = useTranslation('profile');
  return (
    <Section title={t('certificates.title')}>
      <EmptyState icon={<Ribbon24Regular aria-hidden />}>{t('certificates.empty')}</EmptyState>
    </Section>
  );
}
