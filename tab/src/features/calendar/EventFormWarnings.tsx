/**
 * The warnings block of the event form (spec 2 §5 Old event form: substitute mandatory, overlapping
 * dates, monthly limit, minimum advance, more than one substitution, going on leave with active
 * substitutions, past event, may need approval). Each warning is a key of `calendar:warnings.*`
 * with its intent; errors block the submit, the others inform. Announced politely to screen readers.
 */
import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** One warning: key under `warnings.`, intent, interpolation values. */
export type FormWarning = { key: string; intent: 'warning' | 'error' | 'info'; opts?: Record<string, unknown> };

const useStyles = makeStyles({ list: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalXS } });

/** Renders the warnings that apply, in the given order. */
export function EventFormWarnings({ warnings }: { warnings: (FormWarning | false | null | undefined)[] }) {
  const s = useStyles();
  const { t } = useTranslation('calendar');
  return (
    <div className={s.list} aria-live="polite">
      {warnings.filter((w): w is FormWarning => !!w).map((w) => (
        <MessageBar key={w.key} intent={w.intent} layout="multiline">
          <MessageBarBody>{t(`warnings.${w.key}`, w.opts)}</MessageBarBody>
        </MessageBar>
      ))}
    </div>
  );
}
