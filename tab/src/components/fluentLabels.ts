/**
 * Fluent's own accessible names are English ("Open" on a combobox's or picker's arrow, "clear" on a search
 * box's dismiss button); screen readers read them in a Lithuanian page too. Spread the slot a component
 * has into it:
 *
 * ```tsx
 * const labels = useFluentSlotLabels();
 * <Combobox expandIcon={labels.expandIcon} … />
 * <SearchBox dismiss={labels.dismiss} … />
 * ```
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function useFluentSlotLabels() {
  const { t } = useTranslation();
  return useMemo(() => ({ expandIcon: { 'aria-label': t('openList') }, dismiss: { 'aria-label': t('clearSearch') } }), [t]);
}
