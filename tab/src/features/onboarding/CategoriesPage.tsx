/**
 * /onboarding/categories and /offboarding/categories (spec 3 §2; gate {kind}_tasks_read): new-category button,
 * table with name and task deadline in days; row actions edit, view tasks, delete (confirmed; a category with
 * tasks is refused by the server with {kind}_category_has_tasks). Changes need {kind}_tasks_write.
 */
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, Edit20Regular, TaskListSquareLtr20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { loadErrorCode, useNotify } from '../../components/notify';
import { PageHeader, type HeaderAction } from '../../components/PageHeader';
import { CategoryFormDialog } from './CategoryFormDialog';
import { secondsToDays } from './checklistForm';
import { useCategories, useDeleteCategory, type ChecklistCategory, type ChecklistKind } from './onboardingApi';

function CategoriesPage({ kind }: { kind: ChecklistKind }) {
  const { t } = useTranslation('onboarding');
  const { can } = useAuth();
  const navigate = useNavigate();
  const notify = useNotify();
  const writable = can(kind === 'onboarding' ? 'onboarding_tasks_write' : 'offboarding_tasks_write');
  const categories = useCategories(kind);
  const deleting = useDeleteCategory(kind);
  const [modal, setModal] = useState<{ kind: 'form'; category?: ChecklistCategory } | { kind: 'delete'; category: ChecklistCategory } | null>(null);

  const actions: HeaderAction[] = writable ? [{ key: 'new', label: t('newCategory'), icon: <Add20Regular />, primary: true, onClick: () => setModal({ kind: 'form' }) }] : [];
  const remove = async () => {
    if (modal?.kind !== 'delete') return;
    try {
      await deleting.mutateAsync(modal.category.id);
      notify.success(t('categoryDeleted'));
      setModal(null);
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <>
      <PageHeader title={t(`${kind}.categoriesTitle`)} actions={actions} />
      {categories.isError && <MessageBar intent="error"><MessageBarBody>{t(`errors:${loadErrorCode(categories.error, `failed_to_get_${kind}_tasks_categories_data`)}`)}</MessageBarBody></MessageBar>}
      <DataTable
        ariaLabel={t(`${kind}.categoriesTitle`)}
        items={categories.data}
        loading={categories.isFetching}
        getRowId={(c) => c.id}
        rowLabel={(c) => c.name}
        emptyText={t('noCategories')}
        columns={[
          { key: 'name', header: t('categoryName'), card: 'title', render: (c) => c.name },
          { key: 'days', header: t('deadlineDays'), width: '22%', render: (c) => String(secondsToDays(c.seconds_to_complete)) },
          { key: 'tasks', header: t('tasksCount'), width: '14%', render: (c) => String(c.tasks_count) },
        ]}
        actions={[
          { key: 'edit', label: t('common:edit'), icon: <Edit20Regular />, onClick: (c) => setModal({ kind: 'form', category: c }), visible: () => writable },
          { key: 'tasks', label: t('viewTasks'), icon: <TaskListSquareLtr20Regular />, onClick: (c) => navigate(`/${kind}/categories/${c.id}/tasks`) },
          { key: 'delete', label: t('common:delete'), icon: <Delete20Regular />, onClick: (c) => setModal({ kind: 'delete', category: c }), visible: () => writable },
        ]}
      />
      {modal?.kind === 'form' && <CategoryFormDialog kind={kind} category={modal.category} onClose={() => setModal(null)} />}
      <ConfirmDialog
        open={modal?.kind === 'delete'}
        title={t('deleteCategoryTitle')}
        text={modal?.kind === 'delete' ? t('deleteCategoryText', { name: modal.category.name }) : ''}
        confirmLabel={t('common:delete')}
        busy={deleting.isPending}
        onConfirm={remove}
        onClose={() => setModal(null)}
      />
    </>
  );
}

/** /onboarding/categories */
export const OnboardingCategoriesPage = () => <CategoriesPage kind="onboarding" />;
/** /offboarding/categories */
export const OffboardingCategoriesPage = () => <CategoriesPage kind="offboarding" />;
