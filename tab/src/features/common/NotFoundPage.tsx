import { Body1, Button, Card } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';

/** Unknown paths inside the shell. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <Card>
        <Body1>{t('notFound.text')}</Body1>
        <Button appearance="primary" onClick={() => navigate('/')}>{t('notFound.home')}</Button>
      </Card>
    </>
  );
}
