/**
 * The personal information change request dialog opened from the profile header (spec 1 §2
 * Profile, §4 User info change request). A placeholder: the request form (field, value, images,
 * submission to its approval chain) belongs to the approval-engine work, which replaces this file
 * keeping the same props.
 */
import { Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export interface PersonalInfoChangeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function PersonalInfoChangeDialog({ open, onOpenChange }: PersonalInfoChangeDialogProps) {
  const { t } = useTranslation('profile');
  return (
    <Dialog open={open} onOpenChange={(_e, d) => onOpenChange(d.open)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('changeRequest.title')}</DialogTitle>
          <DialogContent>
            <Body1>{t('changeRequest.comingSoon')}</Body1>
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="primary">{t('common:close')}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
