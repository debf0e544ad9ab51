/**
 * "You don't have access to this page" (issue 12): shown instead of a page whose route needs a
 * permission the user lacks (app/access.ts) or whose data call the server refused with 403, with a
 * way home. Never an empty list, never a silent redirect.
 */
import { Body1, Button, Card } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';

export function NoAccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('noAccess.title')} />
      <Card role="alert">
        <Body1>{t('noAccess.text')}</Body1>
        <Button appearance="primary" onClick={() => navigate('/')}>
          {t('noAccess.home')}
        </Button>
      </Card>
    </>
  );
}
