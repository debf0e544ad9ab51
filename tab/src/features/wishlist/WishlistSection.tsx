/**
 * The wishlist of /genie (spec 3 §2 Genie screen, §4 Wishlist, §9): a table of 20 rows (most liked first) with
 * the author, the like count and a like toggle per wish; the caller's likes left of 3 shown above it. A fourth
 * like is refused by the server (wishlist_vote_deny, shown as a toast); liking a liked wish takes the like back.
 * Delete (the author or wishlist_write, the row's `can.delete`) asks first.
 */
import { Badge, Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { Delete20Regular, Heart20Filled, Heart20Regular } from '@fluentui/react-icons';
import { WISHLIST_LIMITS } from '@contracts/wishlist';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { errorCode, useNotify } from '../../components/notify';
import { useDates } from '../../lib/dates';
import { useDeleteWish, useVoteWish, useWishes, type Wish } from './wishlistApi';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalS, flexWrap: 'wrap' },
  likes: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export function WishlistSection() {
  const { t } = useTranslation('wishlist');
  const s = useStyles();
  const notify = useNotify();
  const dates = useDates();
  const { userId } = useAuth();
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<Wish | null>(null);
  const wishes = useWishes({ page, pageSize: WISHLIST_LIMITS.rows });
  const voting = useVoteWish();
  const deleting = useDeleteWish();
  const left = wishes.data?.likes_left;

  const vote = async (w: Wish) => {
    try {
      const r = await voting.mutateAsync({ wish_id: w.id, user_id: userId });
      notify.success(t(r.liked ? 'liked' : 'unliked', { left: r.likes_left }));
    } catch (err) {
      notify.error(err);
    }
  };
  const remove = async () => {
    if (!removing) return;
    try {
      await deleting.mutateAsync(removing.id);
      notify.success(t('wish_deleted'));
      setRemoving(null);
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <>
      <div className={s.bar}>
        <Text role="status" aria-live="polite" data-testid="likes-left">
          {left === undefined ? '' : t('likesLeft', { left, total: WISHLIST_LIMITS.likes })}
        </Text>
      </div>
      {wishes.isError && (
        <MessageBar intent="error"><MessageBarBody>{t(`errors:${errorCode(wishes.error)}`)}</MessageBarBody></MessageBar>
      )}
      <DataTable
        ariaLabel={t('wishlist')}
        items={wishes.data?.data}
        loading={wishes.isFetching}
        getRowId={(w) => w.id}
        rowLabel={(w) => w.item}
        emptyText={t('noWishes')}
        paging={{ page, pageSize: WISHLIST_LIMITS.rows, pageSizes: [WISHLIST_LIMITS.rows], totalCount: wishes.data?.totalCount ?? 0, onPageChange: setPage, onPageSizeChange: () => undefined }}
        columns={[
          { key: 'item', header: t('wish'), card: 'title', render: (w) => w.item },
          { key: 'author', header: t('author'), width: '20%', render: (w) => w.user_name },
          { key: 'date', header: t('date'), width: '14%', render: (w) => dates.instant(w.creation_date) },
          {
            key: 'likes', header: t('likes'), width: '16%',
            render: (w) => (
              <span className={s.likes}>
                <Button appearance="subtle" size="small" aria-pressed={w.liked} disabled={voting.isPending}
                  icon={w.liked ? <Heart20Filled /> : <Heart20Regular />}
                  aria-label={t(w.liked ? 'unlikeWish' : 'likeWish', { item: w.item })}
                  onClick={() => void vote(w)} />
                <Badge appearance="tint" color={w.liked ? 'brand' : 'informative'} aria-label={t('likeCount', { n: w.likes })}>{w.likes}</Badge>
              </span>
            ),
          },
        ]}
        actions={[
          { key: 'delete', label: t('delete'), icon: <Delete20Regular />, onClick: (w) => setRemoving(w), visible: (w) => w.can.delete },
        ]}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('deleteWishTitle')}
        text={removing ? t('deleteWishText', { item: removing.item }) : ''}
        confirmLabel={t('delete')}
        busy={deleting.isPending}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
