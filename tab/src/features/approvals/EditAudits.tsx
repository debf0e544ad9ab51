/** Edit audits of a request (spec 2 §3 Edit audit): who changed which field, from what to what. */
import { Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useCompanyZone } from '../../lib/dates';
import { formatDateTime } from './requestLogic';
import type { ChainInfo } from './requestsApi';

type Audit = ChainInfo['edits'][number];

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'grid', gap: tokens.spacingVerticalXS },
  change: { display: 'block', wordBreak: 'break-word' },
  old: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
});

/** A value of an audit as text (dates on the company clock `zone`, objects as JSON). */
export const auditValue = (v: unknown, zone: string): string => {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'string') return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) ? formatDateTime(v, zone) : v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
};

export function EditAudits({ audits }: { audits: Audit[] }) {
  const s = useStyles();
  const { t } = useTranslation('requests');
  const zone = useCompanyZone();
  if (audits.length === 0) return null;
  return (
    <ul className={s.list} aria-label={t('chainInfo.edits')}>
      {audits.map((a, i) => (
        <li key={i}>
          <Caption1>{t('chainInfo.editedBy', { date: formatDateTime(a.at, zone), name: a.by ? `${a.by.name} ${a.by.surname}` : t('common:na') })}</Caption1>
          {a.changes.map((c) => (
            <Text key={c.field} size={200} className={s.change}>
              {c.field}: <span className={s.old}>{auditValue(c.old, zone)}</span> → {auditValue(c.new, zone)}
            </Text>
          ))}
        </li>
      ))}
    </ul>
  );
}
