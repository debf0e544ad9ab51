/**
 * Post a wish (spec 3 §5 Wishlist: required, max 255): react-hook-form + zodResolver over the contract's
 * item rule, so the limit is written once (contracts/wishlist.ts).
 */
import { Field } from '@fluentui/react-components';
import { wishCreateBody, WISHLIST_LIMITS as L } from '@contracts/wishlist';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useAuth } from '../../app/auth';
import { FormTextarea } from '../../components/FormControls';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { issueKey } from '../../lib/zodForm';
import { useAddWish } from './wishlistApi';

const schema = z.object({ item: wishCreateBody.shape.item });
type Values = z.infer<typeof schema>;

export function WishFormDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('wishlist');
  const notify = useNotify();
  const { userId } = useAuth();
  const adding = useAddWish();
  const { control, handleSubmit, formState } = useForm<Values>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { item: '' } });
  const key = issueKey(formState.errors.item);

  const save = async (v: Values) => {
    try {
      await adding.mutateAsync({ item: v.item, user_id: userId });
      notify.success(t('wish_created'));
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <FormDialog title={t('addWishTitle')} busy={adding.isPending} saveLabel={t('addWish')} onSubmit={handleSubmit(save)} onClose={onClose}>
      <Field label={t('wish')} required validationMessage={key ? t(`validation.${key}`, { max: L.item }) : undefined}>
        <FormTextarea control={control} name="item" maxLength={L.item + 1} resize="vertical" autoFocus />
      </Field>
    </FormDialog>
  );
}
