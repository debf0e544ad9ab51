/** Participants of a conference or training (spec 3 §2 participants modal, §3 Participant): name and participation state; rejected = completed and not confirmed. */
import { Badge, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useParticipants, type Conference, type Participant } from './conferencesApi';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalS },
  row: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

/** The participant's state key: confirmed, rejected, canceled or waiting. */
export function participantState(p: Pick<Participant, 'status' | 'confirmed'>): 'confirmed' | 'rejected' | 'canceled' | 'waiting' {
  if (p.status === 'canceled') return 'canceled';
  if (p.confirmed) return 'confirmed';
  return p.status === 'completed' ? 'rejected' : 'waiting';
}
const COLOR = { confirmed: 'success', rejected: 'danger', canceled: 'informative', waiting: 'warning' } as const;

export function ParticipantsDialog({ item, onClose }: { item: Conference; onClose: () => void }) {
  const { t } = useTranslation('conferences');
  const s = useStyles();
  const list = useParticipants(item.kind, item.id);
  return (
    <FormDialog title={t('participantsTitle', { name: item.title })} busy={false} saveHidden cancelLabel={t('close')} onSubmit={onClose} onClose={onClose}>
      {list.isPending && <Spinner size="small" label={t('loading')} />}
      {list.isError && (
        <MessageBar intent="error"><MessageBarBody>{t(item.kind === 'training' ? 'failed_to_get_training_participations' : 'failed_to_get_conference_participations')}</MessageBarBody></MessageBar>
      )}
      {list.data && list.data.length === 0 && <p>{t('noParticipants')}</p>}
      {list.data && list.data.length > 0 && (
        <ul className={s.list}>
          {list.data.map((p) => {
            const state = participantState(p);
            return (
              <li key={p.id} className={s.row}>
                <span>{p.user_name}</span>
                <Badge appearance="tint" color={COLOR[state]}>{t(`participant.${state}`)}</Badge>
              </li>
            );
          })}
        </ul>
      )}
    </FormDialog>
  );
}
