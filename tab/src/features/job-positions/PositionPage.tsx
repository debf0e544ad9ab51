/**
 * /positions/{id} (spec 3 §2 Position page; no gate: a published position for anyone signed in, a draft for its
 * administrators and hiring manager — the server decides): the referral-level ribbon, tags (seniority, location,
 * hiring manager, valid until, external link), the description shown read-only by the shared editor (never
 * injected as HTML), apply-now and refer-a-friend dialogs while the position takes applications, and the way to
 * the submissions for those who may see them.
 */
import { Badge, Link, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular, People20Regular, PersonAdd20Regular, Send20Regular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { errorCode } from '../../components/notify';
import { PageHeader, type HeaderAction } from '../../components/PageHeader';
import { showDay } from '../../lib/dates';
import { ApplicationDialog } from './ApplicationDialog';
import { useFooter } from './PositionCard';
import { usePosition } from './positionsApi';

const RichTextView = lazy(() => import('../../components/RichTextView'));

const useStyles = makeStyles({
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, marginBottom: tokens.spacingVerticalM },
  ribbon: {
    display: 'inline-block', padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, borderRadius: tokens.borderRadiusMedium,
    fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalM,
  },
  silver: { backgroundColor: tokens.colorNeutralBackground5, color: tokens.colorNeutralForeground1 },
  gold: { backgroundColor: tokens.colorPaletteMarigoldBackground2, color: tokens.colorNeutralForeground1 },
  platinum: { backgroundColor: tokens.colorPaletteLavenderBackground2, color: tokens.colorNeutralForeground1 },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, listStyle: 'none', margin: `0 0 ${tokens.spacingVerticalL}`, padding: 0 },
  tag: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center', overflowWrap: 'anywhere' },
  label: { color: tokens.colorNeutralForeground3 },
  description: { maxWidth: '72ch' },
  note: { marginBottom: tokens.spacingVerticalM },
});

export function PositionPage() {
  const { t } = useTranslation(['positions', 'errors']);
  const s = useStyles();
  const navigate = useNavigate();
  const footer = useFooter();
  const id = Number(useParams().id);
  const q = usePosition(id);
  const [dialog, setDialog] = useState<'apply' | 'refer' | null>(null);
  const p = q.data;
  const back = (
    <Link className={s.back} href="/positions" onClick={(e) => { e.preventDefault(); navigate('/positions'); }}>
      <ArrowLeft20Regular aria-hidden />{t('back')}
    </Link>
  );
  if (!p) {
    return (
      <>
        {back}
        {q.isError ? (
          <MessageBar intent="error"><MessageBarBody>{t(`errors:${errorCode(q.error)}`, { defaultValue: t('notFound') })}</MessageBarBody></MessageBar>
        ) : (
          <Spinner label={t('common:loading')} />
        )}
      </>
    );
  }
  const actions: HeaderAction[] = [
    ...(p.can.apply ? [
      { key: 'apply', label: t('applyNow'), icon: <Send20Regular />, primary: true, onClick: () => setDialog('apply') },
      { key: 'refer', label: t('refer'), icon: <PersonAdd20Regular />, onClick: () => setDialog('refer') },
    ] : []),
    ...(p.can.view_applications ? [{ key: 'submissions', label: t('viewSubmissions'), icon: <People20Regular />, onClick: () => navigate(`/positions/${p.id}/applications`) }] : []),
  ];
  const tags: [string, React.ReactNode][] = [
    ...(p.seniority_level_name ? [[t('tags.seniority'), p.seniority_level_name] as [string, string]] : []),
    ...(p.location ? [[t('tags.location'), p.location] as [string, string]] : []),
    [t('tags.manager'), p.hiring_manager_name],
    ...(p.date_valid_until ? [[t('tags.validUntil'), showDay(p.date_valid_until)] as [string, string]] : []),
    ...(p.external_link ? [[t('tags.externalLink'), <Link key="l" href={p.external_link} target="_blank" rel="noopener noreferrer">{p.external_link}</Link>] as [string, React.ReactNode]] : []),
  ];
  return (
    <>
      {back}
      <PageHeader title={p.title} actions={actions} />
      <div className={`${s.ribbon} ${s[p.referral_level]}`}>{t('referralRibbon', { level: t(`referral_level_${p.referral_level}`) })}</div>
      <ul className={s.tags}>
        {tags.map(([label, value]) => (
          <li key={label}><Badge appearance="outline" size="large" className={s.tag}><span className={s.label}>{label}:</span> {value}</Badge></li>
        ))}
        <li><Badge appearance="tint" size="large" color={p.footer === 'closed' ? 'subtle' : 'success'}>{footer(p)}</Badge></li>
      </ul>
      {!p.can.apply && <MessageBar className={s.note} intent="info"><MessageBarBody>{t('notAccepting')}</MessageBarBody></MessageBar>}
      <section className={s.description} aria-label={t('fields.description')}>
        {isEmpty(p.description) ? <Text>{t('noDescription')}</Text> : (
          <Suspense fallback={<Spinner size="tiny" />}>
            <RichTextView format="json" value={JSON.stringify(p.description)} />
          </Suspense>
        )}
      </section>
      {dialog && <ApplicationDialog position={p} self={dialog === 'apply'} onClose={() => setDialog(null)} />}
    </>
  );
}

/** A document without any text or rule. */
function isEmpty(doc: Record<string, unknown>): boolean {
  return !JSON.stringify(doc).includes('"text"') && !JSON.stringify(doc).includes('horizontalRule');
}
