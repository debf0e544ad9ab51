import { Body1, Card } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';

/** A titled page for a module that is not built yet (its issue comes later). */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`nav.${title}`)} />
      <Card>
        <Body1>{t('placeholder.notYet')}</Body1>
      </Card>
    </>
  );
}
