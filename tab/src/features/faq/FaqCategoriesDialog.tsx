/**
 * The category manager (spec 3 §2 FAQ "category manager modal"; frequently_asked_questions_write): every
 * category with its number of questions, rename in place, delete after a confirmation (its questions
 * become uncategorised), add a new one. Names required, ≤ 255 (the contract's limit).
 */
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, makeStyles, Text, tokens,
} from '@fluentui/react-components';
import { Add20Regular, Checkmark20Regular, Delete20Regular, Dismiss20Regular, Edit20Regular } from '@fluentui/react-icons';
import { FAQ_LIMITS } from '@contracts/faq';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormInput } from '../../components/FormControls';
import { useNotify } from '../../components/notify';
import { issueKey } from '../../lib/zodForm';
import { useDeleteCategory, useSaveCategory, type FaqCategory } from './faqApi';
import { categoryFormSchema, type CategoryFormValues } from './faqForms';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  row: { display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  name: { flexGrow: 1, minWidth: '160px', paddingTop: tokens.spacingVerticalXS, overflowWrap: 'anywhere' },
  form: { display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  field: { flexGrow: 1, minWidth: '180px' },
  section: { marginTop: tokens.spacingVerticalL },
});

/** A category name form: add (no `category`) or rename. */
function CategoryNameForm({ category, onDone }: { category?: FaqCategory; onDone?: () => void }) {
  const { t } = useTranslation('faq');
  const s = useStyles();
  const notify = useNotify();
  const saving = useSaveCategory();
  const { control, handleSubmit, formState, reset } = useForm<CategoryFormValues>({ resolver: zodResolver(categoryFormSchema), defaultValues: { name: category?.name ?? '' } });
  const key = issueKey(formState.errors.name);
  const save = async (v: CategoryFormValues) => {
    try {
      await saving.mutateAsync({ id: category?.id, name: v.name.trim() });
      notify.success(t(category ? 'faq_category_updated' : 'faq_category_added'));
      reset({ name: '' });
      onDone?.();
    } catch (err) {
      notify.error(err);
    }
  };
  return (
    <form className={s.form} onSubmit={(e) => { e.stopPropagation(); void handleSubmit(save)(e); }} noValidate>
      <Field className={s.field} label={category ? t('renameLabel', { name: category.name }) : t('newCategory')} required
        validationMessage={key ? t(`validation.${key}`, { max: FAQ_LIMITS.categoryName }) : undefined}>
        <FormInput control={control} name="name" maxLength={FAQ_LIMITS.categoryName + 1} autoFocus={Boolean(category)} />
      </Field>
      <Button type="submit" appearance={category ? 'primary' : 'secondary'} icon={category ? <Checkmark20Regular /> : <Add20Regular />} disabled={saving.isPending}>
        {category ? t('saveName') : t('addCategory')}
      </Button>
      {category && <Button icon={<Dismiss20Regular />} onClick={onDone}>{t('cancel')}</Button>}
    </form>
  );
}

export function FaqCategoriesDialog({ categories, onClose }: { categories: FaqCategory[]; onClose: () => void }) {
  const { t } = useTranslation('faq');
  const s = useStyles();
  const notify = useNotify();
  const deleting = useDeleteCategory();
  const [renaming, setRenaming] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<FaqCategory | null>(null);
  const remove = async () => {
    if (!toDelete) return;
    try {
      await deleting.mutateAsync(toDelete.id);
      notify.success(t('faq_category_deleted'));
      setToDelete(null);
    } catch (err) {
      notify.error(err);
    }
  };
  return (
    <>
      <Dialog open onOpenChange={(_e, d) => { if (!d.open) onClose(); }}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('categoriesTitle')}</DialogTitle>
            <DialogContent>
              {categories.length === 0 && <Text>{t('noCategories')}</Text>}
              <ul className={s.list} aria-label={t('categoriesTitle')}>
                {categories.map((c) => (
                  <li key={c.id}>
                    {renaming === c.id ? (
                      <CategoryNameForm category={c} onDone={() => setRenaming(null)} />
                    ) : (
                      <div className={s.row}>
                        <Text className={s.name}>{c.name} ({t('questionCount', { count: c.question_count })})</Text>
                        <Button size="small" icon={<Edit20Regular />} onClick={() => setRenaming(c.id)} aria-label={t('renameCategoryLabel', { name: c.name })}>{t('rename')}</Button>
                        <Button size="small" icon={<Delete20Regular />} onClick={() => setToDelete(c)} aria-label={t('deleteCategoryLabel', { name: c.name })}>{t('delete')}</Button>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
              <div className={s.section}><CategoryNameForm /></div>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>{t('close')}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <ConfirmDialog open={toDelete !== null} title={t('deleteCategoryTitle')} text={toDelete ? t('deleteCategoryText', { name: toDelete.name }) : ''}
        confirmLabel={t('delete')} busy={deleting.isPending} onConfirm={remove} onClose={() => setToDelete(null)} />
    </>
  );
}
