/**
 * /onboarding/categories/{id}/tasks and /offboarding/categories/{id}/tasks (spec 3 §2 category tasks screen; gate
 * {kind}_tasks_read): back button, the category's name as heading, add-task button, tasks table (name, responsible,
 * notifications); row actions edit, notifications, delete (with the extra safety text to type). Changes need
 * {kind}_tasks_write.
 */
import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { Add20Regular, Alert20Regular, ArrowLeft20Regular, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { loadErrorCode, useNotify } from '../../components/notify';
import { PageHeader, type HeaderAction } from '../../components/PageHeader';
import { useCategoryTasks, useDeleteTask, type ChecklistKind, type ChecklistTask } from './onboardingApi';
import { TaskFormDialog } from './TaskFormDialog';
import { TaskNotificationsDialog } from './TaskNotificationsDialog';

const useStyles = makeStyles({ back: { marginBottom: tokens.spacingVerticalS } });

type Modal = { kind: 'form'; task?: ChecklistTask } | { kind: 'notifications' | 'delete'; task: ChecklistTask } | null;

function CategoryTasksPage({ kind }: { kind: ChecklistKind }) {
  const { t } = useTranslation('onboarding');
  const s = useStyles();
  const { can } = useAuth();
  const navigate = useNavigate();
  const notify = useNotify();
  const categoryId = Number(useParams().id);
  const writable = can(kind === 'onboarding' ? 'onboarding_tasks_write' : 'offboarding_tasks_write');
  const data = useCategoryTasks(kind, categoryId);
  const deleting = useDeleteTask(kind, categoryId);
  const [modal, setModal] = useState<Modal>(null);
  const title = data.data?.category.name ?? t('tasks');

  const actions: HeaderAction[] = writable && data.data ? [{ key: 'add', label: t('addTask'), icon: <Add20Regular />, primary: true, onClick: () => setModal({ kind: 'form' }) }] : [];
  const responsible = (task: ChecklistTask) =>
    task.is_assigned_to_offboarder ? t('responsible.offboarder') : task.role_id !== null ? (task.role_name ?? '') : t('responsible.manager');
  const remove = async () => {
    if (modal?.kind !== 'delete') return;
    try {
      await deleting.mutateAsync(modal.task.id);
      notify.success(t('taskDeleted'));
      setModal(null);
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <>
      <Button className={s.back} appearance="subtle" icon={<ArrowLeft20Regular />} onClick={() => navigate(`/${kind}/categories`)}>{t('back')}</Button>
      <PageHeader title={title} actions={actions} />
      {data.isError && <MessageBar intent="error"><MessageBarBody>{t(`errors:${loadErrorCode(data.error, `failed_to_get_${kind}_category_tasks_data`)}`)}</MessageBarBody></MessageBar>}
      <DataTable
        ariaLabel={title}
        items={data.data?.tasks}
        loading={data.isFetching}
        getRowId={(task) => task.id}
        rowLabel={(task) => task.name}
        emptyText={t('noTasks')}
        columns={[
          { key: 'name', header: t('taskName'), card: 'title', render: (task) => task.name },
          { key: 'responsible', header: t('responsibleColumn'), width: '26%', render: responsible },
          { key: 'notifications', header: t('notifications'), width: '16%', render: (task) => String(task.notifications_count) },
        ]}
        actions={[
          { key: 'edit', label: t('common:edit'), icon: <Edit20Regular />, onClick: (task) => setModal({ kind: 'form', task }), visible: () => writable },
          { key: 'notifications', label: t('notifications'), icon: <Alert20Regular />, onClick: (task) => setModal({ kind: 'notifications', task }) },
          { key: 'delete', label: t('common:delete'), icon: <Delete20Regular />, onClick: (task) => setModal({ kind: 'delete', task }), visible: () => writable },
        ]}
      />
      {modal?.kind === 'form' && <TaskFormDialog kind={kind} categoryId={categoryId} task={modal.task} onClose={() => setModal(null)} />}
      {modal?.kind === 'notifications' && <TaskNotificationsDialog kind={kind} task={modal.task} writable={writable} onClose={() => setModal(null)} />}
      <ConfirmDialog
        open={modal?.kind === 'delete'}
        title={t('deleteTaskTitle')}
        text={modal?.kind === 'delete' ? t('deleteTaskText', { name: modal.task.name }) : ''}
        confirmLabel={t('common:delete')}
        confirmWord={t('deleteWord')}
        busy={deleting.isPending}
        onConfirm={remove}
        onClose={() => setModal(null)}
      />
    </>
  );
}

/** /onboarding/categories/:id/tasks */
export const OnboardingCategoryTasksPage = () => <CategoryTasksPage kind="onboarding" />;
/** /offboarding/categories/:id/tasks */
export const OffboardingCategoryTasksPage = () => <CategoryTasksPage kind="offboarding" />;
