/**
 * Page title (also the document title) with the page's actions on the right.
 *
 * `actions` is either free content (rendered as given, wrapping under the title when narrow) or a
 * list of {@link HeaderAction}s: buttons on a wide screen; on a phone (issue 12, under 600 px) the
 * `primary` ones stay buttons and the rest fold into one "More actions" menu, so a page's actions
 * never stack into a wall of buttons.
 */
import { Button, makeStyles, Menu, MenuButton, MenuGroup, MenuGroupHeader, MenuItem, MenuList, MenuPopover, MenuTrigger, Title2, tokens } from '@fluentui/react-components';
import { MoreHorizontal20Regular } from '@fluentui/react-icons';
import { ReactElement, ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from './useLayout';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalL },
  title: { flexGrow: 1, margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** A page action: a button, or with `items` a menu button of those choices. */
export interface HeaderAction {
  key: string;
  label: string;
  icon?: ReactElement;
  onClick?: () => void;
  disabled?: boolean;
  /** Stays a button on a phone (the page's main action); shown in the primary colour. */
  primary?: boolean;
  /** A toggle's state (aria-pressed). */
  pressed?: boolean;
  items?: readonly { key: string; label: string; onClick: () => void }[];
}

function ActionButton({ a }: { a: HeaderAction }) {
  if (!a.items) {
    return (
      <Button appearance={a.primary ? 'primary' : 'secondary'} icon={a.icon} disabled={a.disabled} aria-pressed={a.pressed} onClick={a.onClick}>
        {a.label}
      </Button>
    );
  }
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton icon={a.icon} disabled={a.disabled}>{a.label}</MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {a.items.map((i) => <MenuItem key={i.key} onClick={i.onClick}>{i.label}</MenuItem>)}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/** The actions that are not primary, as one overflow menu (a menu button's choices under its name). */
function OverflowMenu({ list }: { list: readonly HeaderAction[] }) {
  const { t } = useTranslation();
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<MoreHorizontal20Regular />} aria-label={t('moreActions')} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {list.map((a) =>
            a.items ? (
              <MenuGroup key={a.key}>
                <MenuGroupHeader>{a.label}</MenuGroupHeader>
                {a.items.map((i) => <MenuItem key={i.key} disabled={a.disabled} onClick={i.onClick}>{i.label}</MenuItem>)}
              </MenuGroup>
            ) : (
              <MenuItem key={a.key} icon={a.icon} disabled={a.disabled} onClick={a.onClick}>{a.label}</MenuItem>
            ),
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

export function PageHeader({ title, actions }: { title: string; actions?: ReactNode | readonly HeaderAction[] }) {
  const s = useStyles();
  const { t } = useTranslation();
  const phone = usePhone();
  useEffect(() => {
    document.title = `${title} · ${t('appName')}`;
  }, [title, t]);
  let content: ReactNode;
  if (Array.isArray(actions)) {
    const list = actions as readonly HeaderAction[];
    const shown = phone ? list.filter((a) => a.primary) : list;
    const folded = phone ? list.filter((a) => !a.primary) : [];
    content = list.length > 0 && (
      <>
        {shown.map((a) => <ActionButton key={a.key} a={a} />)}
        {folded.length > 0 && <OverflowMenu list={folded} />}
      </>
    );
  } else content = actions as ReactNode;
  return (
    <div className={s.root}>
      <Title2 as="h1" className={s.title}>{title}</Title2>
      {content && <div className={s.actions}>{content}</div>}
    </div>
  );
}
