/**
 * Permission checkboxes of the role editor, one fieldset per catalogue group (translated group and
 * permission names from the roles namespace, the server's display name as fallback). A permission
 * implied by a ticked one is ticked, disabled and marked with a lock; its tooltip (and its
 * accessible name) names the parent. A permission the editor does not hold (`held`) cannot be given
 * (the server refuses it): it is disabled and locked too, its tooltip says why.
 */
import { Checkbox, makeStyles, Text, tokens, Tooltip } from '@fluentui/react-components';
import { LockClosed12Regular } from '@fluentui/react-icons';
import { isPermission } from '@contracts/permissions';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionStates, togglePermission } from './permissionSelection';
import type { PermissionCatalogue } from './rolesApi';

const useStyles = makeStyles({
  // Columns pack groups of uneven length; groups never split across columns.
  grid: { columnWidth: '260px', columnGap: tokens.spacingHorizontalL },
  group: {
    margin: `0 0 ${tokens.spacingVerticalL}`, minWidth: 0, breakInside: 'avoid', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS} ${tokens.spacingVerticalS}`, display: 'grid',
  },
  legend: { padding: `0 ${tokens.spacingHorizontalXS}`, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  groupCount: { marginLeft: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
  label: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  lock: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  hidden: {
    position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
  },
});

/** Translated name of a permission (roles `permissions.<name>`), else the given fallback. */
export function usePermissionLabel() {
  const { t, i18n } = useTranslation('roles');
  return (name: string, fallback?: string) => (i18n.exists(`roles:permissions.${name}`) ? t(`permissions.${name}`) : (fallback ?? name));
}

interface Props {
  catalogue: PermissionCatalogue;
  selected: string[];
  onChange: (selected: string[]) => void;
  disabled?: boolean;
  /** Whether the editor holds a permission (only those can be given); default all. */
  held?: (permission: string) => boolean;
}

export function PermissionGroups({ catalogue, selected, onChange, disabled, held = () => true }: Props) {
  const s = useStyles();
  const { t, i18n } = useTranslation('roles');
  const label = usePermissionLabel();
  const states = useMemo(() => permissionStates(selected), [selected]);
  const groupName = (g: string) => (i18n.exists(`roles:groups.${g}`) ? t(`groups.${g}`) : g);
  return (
    <div className={s.grid}>
      {catalogue.groups.map((g) => {
        const ticked = g.permissions.filter((p) => isPermission(p.name) && states[p.name].checked).length;
        return (
          <fieldset key={g.group} className={s.group}>
            <legend className={s.legend}>
              {groupName(g.group)}
              <Text size={200} className={s.groupCount}>{t('editor.groupCount', { ticked, total: g.permissions.length })}</Text>
            </legend>
            {g.permissions.map((p) => {
              const name = p.name;
              if (!isPermission(name)) return null;
              const st = states[name];
              const notHeld = !held(name);
              const locked = st.locked || notHeld;
              const lockText = st.parent ? t('editor.lockedBy', { parent: label(st.parent) }) : notHeld ? t('editor.notHeld') : '';
              const box = (
                <Checkbox
                  checked={st.checked}
                  disabled={disabled || locked}
                  onChange={(_e, d) => onChange(togglePermission(selected, name, d.checked === true))}
                  label={
                    <span className={s.label}>
                      {label(name, p.display_name)}
                      {locked && <LockClosed12Regular className={s.lock} aria-hidden />}
                      {locked && <span className={s.hidden}>({lockText})</span>}
                    </span>
                  }
                />
              );
              return locked ? (
                <Tooltip key={name} content={lockText} relationship="description" positioning="above-start">
                  <div>{box}</div>
                </Tooltip>
              ) : (
                <div key={name}>{box}</div>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}
