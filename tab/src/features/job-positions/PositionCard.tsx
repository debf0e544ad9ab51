/**
 * One job position as a card of the /positions list (spec 3 §2 Job position screens, §4): the title (a link to
 * the position page), the referral level, tags (seniority, location), the footer (open until / closed / open),
 * the star and, for administrators, a menu: edit, clone, publish or unpublish, view submissions, delete. What the
 * card offers comes from the server's `can` (job-positions.policy.ts).
 */
import {
  Badge, Body1, Button, Caption1, Card, Link, makeStyles, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Subtitle2, tokens, ToggleButton, Tooltip,
} from '@fluentui/react-components';
import { Copy20Regular, Delete20Regular, Edit20Regular, Eye20Regular, EyeOff20Regular, MoreHorizontal20Regular, People20Regular, Star20Filled, Star20Regular } from '@fluentui/react-icons';
import { JOB_POSITION_LIMITS } from '@contracts/job-positions';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showDay } from '../../lib/dates';
import type { JobPosition } from './positionsApi';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL, minWidth: 0 },
  head: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  title: { flexGrow: 1, margin: 0, overflowWrap: 'anywhere' },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  footer: { marginTop: 'auto', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  closed: { color: tokens.colorNeutralForeground3 },
  star: { color: tokens.colorPaletteMarigoldForeground1 },
});

export type CardAction = 'edit' | 'clone' | 'publish' | 'delete' | 'star';

interface Props {
  position: JobPosition;
  onAction: (action: CardAction, position: JobPosition) => void;
  /** An action of this card is running. */
  busy?: boolean;
}

/** The footer text of a position (spec 3 §4). */
export function useFooter() {
  const { t } = useTranslation('positions');
  return (p: Pick<JobPosition, 'footer' | 'date_valid_until'>) => t(`footer.${p.footer}`, { date: p.date_valid_until ? showDay(p.date_valid_until) : '' });
}

export function PositionCard({ position: p, onAction, busy }: Props) {
  const { t } = useTranslation('positions');
  const s = useStyles();
  const navigate = useNavigate();
  const footer = useFooter();
  const admin = p.can.edit;
  const to = `/positions/${p.id}`;
  const starLabel = p.is_priority ? t('unstar', { title: p.title }) : t('star', { title: p.title });
  return (
    <Card className={s.card} role="article" aria-label={p.title}>
      <div className={s.head}>
        <Subtitle2 as="h3" className={s.title}>
          <Link href={to} onClick={(e) => { e.preventDefault(); navigate(to); }}>{p.title}</Link>
        </Subtitle2>
        {admin ? (
          <Tooltip content={p.can.prioritize ? starLabel : t('starLimit', { max: JOB_POSITION_LIMITS.max_prioritized })} relationship="description">
            <ToggleButton appearance="subtle" aria-label={starLabel} checked={p.is_priority} disabledFocusable={!p.can.prioritize || busy}
              icon={p.is_priority ? <Star20Filled className={s.star} /> : <Star20Regular />} onClick={() => onAction('star', p)} />
          </Tooltip>
        ) : (
          p.is_priority && <Star20Filled className={s.star} aria-label={t('prioritised')} role="img" />
        )}
        {(admin || p.can.view_applications) && (
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button appearance="subtle" icon={<MoreHorizontal20Regular />} aria-label={t('actionsOf', { title: p.title })} disabled={busy} />
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {admin && <MenuItem icon={<Edit20Regular />} onClick={() => onAction('edit', p)}>{t('edit')}</MenuItem>}
                {admin && <MenuItem icon={<Copy20Regular />} onClick={() => onAction('clone', p)}>{t('clone')}</MenuItem>}
                {p.can.publish && (
                  <MenuItem icon={p.published ? <EyeOff20Regular /> : <Eye20Regular />} onClick={() => onAction('publish', p)}>{p.published ? t('unpublish') : t('publish')}</MenuItem>
                )}
                {p.can.view_applications && <MenuItem icon={<People20Regular />} onClick={() => navigate(`${to}/applications`)}>{t('viewSubmissions')}</MenuItem>}
                {p.can.delete && <MenuItem icon={<Delete20Regular />} onClick={() => onAction('delete', p)}>{t('delete')}</MenuItem>}
              </MenuList>
            </MenuPopover>
          </Menu>
        )}
      </div>
      <div className={s.tags}>
        <Badge appearance="tint" color="brand">{t('referralRibbon', { level: t(`referral_level_${p.referral_level}`) })}</Badge>
        {p.seniority_level_name && <Badge appearance="outline" color="informative">{p.seniority_level_name}</Badge>}
        {p.location && <Badge appearance="outline" color="informative">{p.location}</Badge>}
      </div>
      <Body1>{p.hiring_manager_name}</Body1>
      <div className={s.footer}>
        <Caption1 className={p.footer === 'closed' ? s.closed : undefined}>{footer(p)}</Caption1>
      </div>
    </Card>
  );
}
