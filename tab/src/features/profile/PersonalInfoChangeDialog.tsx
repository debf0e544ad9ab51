/**
 * The personal information change request dialog opened from the profile header (spec 1 §2
 * Profile, §4 User info change request). The form (field, value, images, submission to its
 * approval chain) lives with the requests feature: {@link PersonalInfoChangeForm}.
 *
 * Mounted with the profile page, it also marks the signed-in user's info stale when the page is
 * opened: a change approved by someone else since the last visit (the approval applies the new
 * value on the server) shows at once instead of after the query's stale time.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../../app/auth';
import { PersonalInfoChangeForm } from '../approvals/PersonalInfoChangeForm';
import { userInfoKey } from './profileData';

export interface PersonalInfoChangeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function PersonalInfoChangeDialog({ open, onOpenChange }: PersonalInfoChangeDialogProps) {
  const qc = useQueryClient();
  const { userId } = useAuth();
  useEffect(() => {
    void qc.invalidateQueries({ queryKey: userInfoKey(userId) });
  }, [qc, userId]);
  return <PersonalInfoChangeForm open={open} onOpenChange={onOpenChange} />;
}
