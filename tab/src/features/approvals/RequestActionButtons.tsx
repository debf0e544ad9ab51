/**
 * Row actions of a request (spec 2 §2): at most two visible buttons, the rest in an overflow menu.
 * Every control's accessible name carries the row's label ("Approve Event 2026-03-05 09:00").
 */
import { Button, makeStyles, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, tokens } from '@fluentui/react-components';
import {
  ArrowUndo20Regular, Checkmark20Regular, Delete20Regular, Dismiss20Regular, DismissCircle20Regular, Edit20Regular, Eye20Regular,
  MoreHorizontal20Regular, PersonArrowLeft20Regular, Send20Regular, Timeline20Regular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { splitActions, type RequestAction } from './requestLogic';

export const ACTION_ICONS: Record<RequestAction, ReactElement> = {
  approve: <Checkmark20Regular />,
  reject: <Dismiss20Regular />,
  return: <ArrowUndo20Regular />,
  returnToOwner: <PersonArrowLeft20Regular />,
  submit: <Send20Regular />,
  edit: <Edit20Regular />,
  inspect: <Eye20Regular />,
  cancel: <DismissCircle20Regular />,
  delete: <Delete20Regular />,
  chainInfo: <Timeline20Regular />,
};

const useStyles = makeStyles({
  root: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center', flexWrap: 'wrap', rowGap: tokens.spacingVerticalXS },
  button: { whiteSpace: 'nowrap', flexShrink: 0 },
});

interface Props {
  actions: RequestAction[];
  /** Names the row for screen readers. */
  rowLabel: string;
  onAction: (a: RequestAction) => void;
  disabled?: boolean;
}

export function RequestActionButtons({ actions, rowLabel, onAction, disabled }: Props) {
  const s = useStyles();
  const { t } = useTranslation('requests');
  const { visible, overflow } = splitActions(actions);
  const name = (a: RequestAction) => t('common:table.actionFor', { action: t(`actions.${a}`), item: rowLabel });
  return (
    <div className={s.root}>
      {visible.map((a) => (
        <Button key={a} className={s.button} size="small" appearance={a === 'approve' ? 'primary' : 'secondary'} icon={ACTION_ICONS[a]} aria-label={name(a)}
          disabled={disabled} onClick={() => onAction(a)}>
          {t(`actions.${a}`)}
        </Button>
      ))}
      {overflow.length > 0 && (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button size="small" appearance="subtle" icon={<MoreHorizontal20Regular />} disabled={disabled}
              aria-label={t('common:table.actionFor', { action: t('moreActions'), item: rowLabel })} />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {overflow.map((a) => (
                <MenuItem key={a} icon={ACTION_ICONS[a]} onClick={() => onAction(a)}>{t(`actions.${a}`)}</MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      )}
    </div>
  );
}
