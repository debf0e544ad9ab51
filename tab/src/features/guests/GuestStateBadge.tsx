/** The label of a visit (spec 3 §4 Guest): registered, canceled or ended. */
import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Guest } from './guestsApi';

const COLOR = { registered: 'success', canceled: 'danger', ended: 'informative' } as const;

export function GuestStateBadge({ guest }: { guest: Pick<Guest, 'state'> }) {
  const { t } = useTranslation('guests');
  return (
    <Badge appearance="tint" color={COLOR[guest.state]}>
      {t(`states.${guest.state}`)}
    </Badge>
  );
}
