/** Read-only details of a chain (spec 2 §2 details viewer): empty values show N/A. */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
});

/** A dialog listing label → value pairs; empty values read N/A. */
export function DetailsDialog({ title, rows, onClose }: { title: string; rows: [string, string | null | undefined][]; onClose: () => void }) {
  const s = useStyles();
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <dl className={s.list}>
              {rows.map(([label, value]) => (
                <div key={label} style={{ display: 'contents' }}>
                  <dt className={s.term}>{label}</dt>
                  <dd className={s.value}><Text>{value && String(value).trim() ? value : t('na')}</Text></dd>
                </div>
              ))}
            </dl>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>{t('close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
