/**
 * The "edit roles and permissions" card of /roles: pick a role, then edit its name, description and
 * permissions in {@link RoleEditorForm}. The picked role is controlled by the page so that the
 * table's edit action (and a newly created role) opens here.
 */
import { Body1, Card, CardHeader, Field, makeStyles, Select, Spinner, tokens, typographyStyles } from '@fluentui/react-components';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { RoleEditorForm } from './RoleEditorForm';
import { useCatalogue, useRolesWithPermissions } from './rolesApi';

const useStyles = makeStyles({
  heading: { ...typographyStyles.subtitle2, margin: 0, scrollMarginTop: '64px', ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' } },
  picker: { maxWidth: '420px' },
  body: { display: 'grid', gap: tokens.spacingVerticalL },
  hint: { color: tokens.colorNeutralForeground3 },
});

interface Props {
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  canWrite: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

export function RoleEditorCard({ selectedId, onSelect, canWrite, headingRef }: Props) {
  const s = useStyles();
  const { t } = useTranslation('roles');
  const roles = useRolesWithPermissions();
  const catalogue = useCatalogue();
  const role = roles.data?.find((r) => r.id === selectedId);
  const title = canWrite ? t('editor.title') : t('editor.titleReadOnly');
  return (
    <Card>
      <CardHeader
        header={<h2 ref={headingRef} tabIndex={-1} className={s.heading}>{title}</h2>}
        description={canWrite ? t('editor.text') : t('editor.textReadOnly')}
      />
      <div className={s.body}>
        <Field label={t('editor.role')} className={s.picker}>
          <Select value={selectedId == null ? '' : String(selectedId)} onChange={(_e, d) => onSelect(d.value ? Number(d.value) : null)}
            disabled={!roles.data}>
            <option value="">{t('editor.pick')}</option>
            {roles.data?.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
          </Select>
        </Field>
        {(roles.isLoading || catalogue.isLoading) && <Spinner size="small" label={t('common:loading')} />}
        {!role && roles.data && <Body1 className={s.hint}>{canWrite ? t('editor.pickHint') : t('editor.pickHintReadOnly')}</Body1>}
        {role && catalogue.data && (
          <RoleEditorForm key={role.id} role={role} catalogue={catalogue.data} canWrite={canWrite} />
        )}
      </div>
    </Card>
  );
}
