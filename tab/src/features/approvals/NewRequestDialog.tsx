/**
 * The new-request chooser (spec 2 §2): each request type opens the page that files it (business
 * trip → /trip with editor=user, expense claim → /expenses, …). Choices whose page the user may not
 * open (app/access.ts, e.g. /expenses without expense_claims_read) are left out.
 */
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens,
} from '@fluentui/react-components';
import {
  Airplane20Regular, Book20Regular, CalendarAdd20Regular, Certificate20Regular, Money20Regular, PeopleAudience20Regular, PersonEdit20Regular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { mayOpen } from '../../app/access';
import { NEW_REQUEST_TARGETS } from './requestLogic';

const ICONS: Record<string, ReactElement> = {
  expense_claim: <Money20Regular />,
  business_trip: <Airplane20Regular />,
  book_request: <Book20Regular />,
  certificate: <Certificate20Regular />,
  event: <CalendarAdd20Regular />,
  conference_participation: <PeopleAudience20Regular />,
  user_info_change: <PersonEdit20Regular />,
};

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: tokens.spacingHorizontalS },
  choice: { justifyContent: 'flex-start', minHeight: '44px' },
});

export function NewRequestDialog({ onClose }: { onClose: () => void }) {
  const s = useStyles();
  const { t } = useTranslation('requests');
  const navigate = useNavigate();
  const { can } = useAuth();
  const targets = NEW_REQUEST_TARGETS.filter((target) => mayOpen(target.to, can, { hasOnboarding: false, hasOffboarding: false }));
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('newRequest.title')}</DialogTitle>
          <DialogContent>
            <div className={s.grid} role="group" aria-label={t('newRequest.choose')}>
              {targets.map((target) => (
                <Button key={target.key} className={s.choice} icon={ICONS[target.key]} onClick={() => navigate(target.to, { state: target.state })}>
                  {t(`types.${target.key}`)}
                </Button>
              ))}
            </div>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common:cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
