/**
 * One person's onboarding or offboarding checklist (spec 3 §2 per-person modal): collapsible categories sorted by
 * seconds_to_complete with completed/total, the first with an incomplete task open; a checkbox per task (enabled
 * when the server says the caller may tick it: `can_toggle`), its deadline and an overdue mark.
 */
import {
  Accordion, AccordionHeader, AccordionItem, AccordionPanel, Badge, Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface,
  DialogTitle, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { loadErrorCode, useNotify } from '../../components/notify';
import { useReturnFocus } from '../../components/useReturnFocus';
import { showDay } from '../../lib/dates';
import { firstOpenCategory } from './checklistForm';
import { useProgress, useToggleTask, type ChecklistKind } from './onboardingApi';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(720px, 96vw)', width: '100%' },
  header: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  task: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', paddingBlock: tokens.spacingVerticalXXS },
  meta: { color: tokens.colorNeutralForeground3 },
  list: { listStyle: 'none', margin: 0, padding: 0 },
});

export function PersonChecklistDialog({ kind, userId, name, onClose }: { kind: ChecklistKind; userId: number; name: string; onClose: () => void }) {
  const { t } = useTranslation('onboarding');
  const s = useStyles();
  const notify = useNotify();
  useReturnFocus();
  const progress = useProgress(kind, userId);
  const toggling = useToggleTask(kind);
  const open = firstOpenCategory(progress.data);

  const toggle = async (taskId: number) => {
    try {
      const r = await toggling.mutateAsync({ user_id: userId, task_id: taskId });
      notify.success(t(r.completed ? 'taskDone' : 'taskUndone'));
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface className={s.surface}>
        <DialogBody>
          <DialogTitle>{t(`${kind}.personTitle`, { name })}</DialogTitle>
          <DialogContent>
            {progress.isLoading && <Spinner label={t('loading')} />}
            {progress.isError && <MessageBar intent="error"><MessageBarBody>{t(`errors:${loadErrorCode(progress.error, 'failed_to_refresh_subordinates_tasks_data')}`)}</MessageBarBody></MessageBar>}
            {progress.data && progress.data.categories.length === 0 && <Text>{t('noTasksForPerson')}</Text>}
            {progress.data && progress.data.categories.length > 0 && (
              <Accordion multiple collapsible defaultOpenItems={open !== undefined ? [open] : []}>
                {progress.data.categories.map((c) => (
                  <AccordionItem key={c.id} value={c.id}>
                    <AccordionHeader>
                      <span className={s.header}>
                        {c.name}
                        <Badge appearance="tint" color={c.completed === c.total ? 'success' : 'informative'} aria-label={t('doneOf', { done: c.completed, total: c.total })}>
                          {`${c.completed}/${c.total}`}
                        </Badge>
                      </span>
                    </AccordionHeader>
                    <AccordionPanel>
                      <ul className={s.list}>
                        {c.tasks_in_category.map((task) => (
                          <li key={task.task_id} className={s.task}>
                            <Checkbox
                              checked={task.completed}
                              disabled={!task.can_toggle || toggling.isPending}
                              label={task.task_name}
                              onChange={() => void toggle(task.task_id)}
                            />
                            <Text size={200} className={s.meta}>
                              {t('deadline', { date: showDay(task.deadline) })} · {task.responsible === 'role' ? task.role_name : t(`responsible.${task.responsible}`)}
                            </Text>
                            {task.overdue && <Badge appearance="filled" color="danger">{t('overdue')}</Badge>}
                          </li>
                        ))}
                      </ul>
                    </AccordionPanel>
                  </AccordionItem>
                ))}
              </Accordion>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common:close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
