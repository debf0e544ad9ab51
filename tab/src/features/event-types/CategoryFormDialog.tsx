/** Add or edit an event category (spec 2 §5 Event category): name required ≤255, description ≤255. */
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Spinner, Textarea,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/notify';
import { api } from '../../lib/api';
import { categoryErrors, TEXT_MAX } from './eventTypeLogic';
import { invalidateEventTypes, type EventCategory } from './eventTypesApi';

export function CategoryFormDialog({ category, onClose }: { category: EventCategory | null; onClose: () => void }) {
  const { t } = useTranslation('eventTypes');
  const notify = useNotify();
  const qc = useQueryClient();
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = categoryErrors({ name, description });
  const invalid = Object.keys(errors).length > 0;
  const msg = (e?: string) => (e ? t(`validation.${e}`, { max: TEXT_MAX }) : undefined);

  const save = async () => {
    setTouched(true);
    if (invalid) return;
    setBusy(true);
    try {
      const body = { name: name.trim(), description: description.trim() || null, active: category?.active ?? true };
      if (category) await api(`/api/v1/event-categories/${category.id}`, { method: 'PUT', body: { id: category.id, ...body } });
      else await api('/api/v1/event-categories', { method: 'POST', body });
      await invalidateEventTypes(qc);
      notify.success(t(category ? 'categoryUpdated' : 'categoryAdded'));
      onClose();
    } catch (err) {
      notify.error(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && !busy && onClose()}>
      <DialogSurface>
        <form onSubmit={(e) => { e.preventDefault(); void save(); }}>
          <DialogBody>
            <DialogTitle>{t(category ? 'editCategory' : 'addCategory')}</DialogTitle>
            <DialogContent style={{ display: 'grid', gap: 12 }}>
              <Field label={t('fields.name')} required validationMessage={touched ? msg(errors.name) : undefined}>
                <Input value={name} onChange={(_e, d) => setName(d.value)} autoFocus />
              </Field>
              <Field label={t('fields.description')} validationMessage={msg(errors.description)}>
                <Textarea value={description} onChange={(_e, d) => setDescription(d.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={busy}>{t('common:cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={busy || (touched && invalid)} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {t('common:save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
