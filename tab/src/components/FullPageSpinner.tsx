import { Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** A centred loading indicator for whole pages. */
export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <Spinner label={t('loading')} />
    </div>
  );
}
