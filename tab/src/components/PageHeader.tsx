import { makeStyles, Title2, tokens } from '@fluentui/react-components';
import { ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalL },
  title: { flexGrow: 1, margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** Page title (also the document title) with optional action buttons on the right. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  const s = useStyles();
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('appName')}`;
  }, [title, t]);
  return (
    <div className={s.root}>
      <Title2 as="h1" className={s.title}>{title}</Title2>
      {actions && <div className={s.actions}>{actions}</div>}
    </div>
  );
}
