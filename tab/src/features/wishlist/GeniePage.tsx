/**
 * /genie (spec 3 §2 Genie screen; gate wishlist_read or suggestions_write): the wishlist (wishlist_read: 20 rows,
 * likes left, add, like, delete) and the suggestion cloud (suggestions_write submits, suggestions_read reads,
 * marks and deletes). Each part shows only with its permission.
 */
import { makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { PageHeader, type HeaderAction } from '../../components/PageHeader';
import { SuggestionSection } from './SuggestionSection';
import { WishFormDialog } from './WishFormDialog';
import { WishlistSection } from './WishlistSection';

const useStyles = makeStyles({
  section: { marginBottom: tokens.spacingVerticalXXL },
  heading: { display: 'block', marginBottom: tokens.spacingVerticalS },
});

export function GeniePage() {
  const { t } = useTranslation('wishlist');
  const s = useStyles();
  const { can } = useAuth();
  const [adding, setAdding] = useState(false);
  const wishes = can('wishlist_read', 'wishlist_write');
  const actions: HeaderAction[] = wishes ? [{ key: 'add', label: t('addWish'), icon: <Add20Regular />, primary: true, onClick: () => setAdding(true) }] : [];
  return (
    <>
      <PageHeader title={t('title')} actions={actions} />
      {wishes && (
        <section className={s.section} aria-labelledby="genie-wishlist">
          <Subtitle1 as="h2" id="genie-wishlist" className={s.heading}>{t('wishlist')}</Subtitle1>
          <WishlistSection />
        </section>
      )}
      {can('suggestions_write', 'suggestions_read') && (
        <section className={s.section} aria-labelledby="genie-cloud">
          <Subtitle1 as="h2" id="genie-cloud" className={s.heading}>{t('cloud')}</Subtitle1>
          <SuggestionSection />
        </section>
      )}
      {adding && <WishFormDialog onClose={() => setAdding(false)} />}
    </>
  );
}
