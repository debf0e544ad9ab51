/** The display state of a conference or training (spec 3 §4, computed by the server) as a coloured badge. */
import { Badge } from '@fluentui/react-components';
import type { ConferenceState } from '@contracts/conferences';
import { useTranslation } from 'react-i18next';

const COLOR: Record<ConferenceState, 'danger' | 'informative' | 'warning' | 'important' | 'success' | 'brand'> = {
  canceled: 'danger', ended: 'informative', full: 'danger', waiting_for_approval: 'warning', attending: 'success', none: 'brand',
};

export function ConferenceStateBadge({ state }: { state: ConferenceState }) {
  const { t } = useTranslation('conferences');
  return <Badge appearance="tint" color={COLOR[state]}>{t(`states.${state}`)}</Badge>;
}
