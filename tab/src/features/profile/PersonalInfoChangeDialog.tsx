/**
 * The personal information change request dialog opened from the profile header (spec 1 §2
 * Profile, §4 User info change request). The form (field, value, images, submission to its
 * approval chain) lives with the requests feature: {@link PersonalInfoChangeForm}.
 */
import { PersonalInfoChangeForm } from '../requests/PersonalInfoChangeForm';

export interface PersonalInfoChangeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function PersonalInfoChangeDialog({ open, onOpenChange }: PersonalInfoChangeDialogProps) {
  return <PersonalInfoChangeForm open={open} onOpenChange={onOpenChange} />;
}
