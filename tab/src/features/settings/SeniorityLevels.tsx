/**
 * Seniority levels (spec 2 §5 Settings): list, add, rename, delete; name required, at most 255 (the
 * form runs on react-hook-form with the contract's `seniorityLevelBody`).
 */
import { Field } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { SETTINGS_LIMITS, seniorityLevelBody } from '@contracts/settings';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CrudListSection } from '../../components/CrudList';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { api } from '../../lib/api';
import { issueKey } from '../../lib/zodForm';
import { settingsKeys, useDeleteSeniorityLevel, useSaveSeniorityLevel } from './settingsApi';
import { FormInput } from '../../components/FormControls';

interface Level {
  id: number;
  name: string;
}
const KEY = settingsKeys.seniorityLevels;

function LevelDialog({ level, onClose }: { level: Level | null; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const saving = useSaveSeniorityLevel();
  const busy = saving.isPending;
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(seniorityLevelBody),
    mode: 'onTouched',
    defaultValues: { name: level?.name ?? '' },
  });
  const error = issueKey(formState.errors.name);
  const save = async ({ name }: { name: string }) => {
    try {
      await saving.mutateAsync({ id: level?.id, name });
      notify.success(t(level ? 'seniority_level_successfully_edited' : 'seniority_level_successfully_added'));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };
  return (
    <FormDialog title={t(level ? 'editLevel' : 'addLevel')} busy={busy} saveDisabled={formState.isSubmitted && !!error} onSubmit={handleSubmit(save)} onClose={onClose}>
      <Field label={t('name')} required validationMessage={error ? t(`validation.${error}`, { max: SETTINGS_LIMITS.name }) : undefined}>
        <FormInput control={control} name='name' autoFocus />
      </Field>
    </FormDialog>
  );
}

export function SeniorityLevels({ writable }: { writable: boolean }) {
  const { t } = useTranslation('settings');
  const deleting = useDeleteSeniorityLevel();
  const levels = useQuery({ queryKey: KEY, queryFn: () => api<Level[]>('/api/v1/seniority-levels') });
  const [form, setForm] = useState<{ level: Level | null } | null>(null);
  return (
    <CrudListSection<Level>
      title={t('seniorityLevels')}
      addLabel={t('addLevel')}
      onAdd={() => setForm({ level: null })}
      writable={writable}
      items={levels.data}
      loading={levels.isFetching}
      rowLabel={(l) => l.name}
      emptyText={t('noLevels')}
      minWidth="320px"
      columns={[{ key: 'name', header: t('name'), render: (l) => l.name }]}
      onEdit={(l) => setForm({ level: l })}
      remove={{
        title: t('deleteLevelTitle'),
        text: (l) => t('deleteLevelText', { name: l.name }),
        mutation: deleting,
        success: t('seniority_level_successfully_deleted'),
      }}
    >
      {form && <LevelDialog level={form.level} onClose={() => setForm(null)} />}
    </CrudListSection>
  );
}
