/**
 * The suggestion cloud of /genie (spec 3 §2 Genie screen, §3 Suggestion, §4, §5): a form to submit a suggestion
 * (suggestions_write; 1 to 253 characters enable the button, the contract allows 254) with an "anonymous"
 * switch — anonymous sends user_id null and the server keeps no user; and, for suggestions_read, the cloud
 * itself: cards of the suggestions, unread first, each with its author (or "Anonymous"), a read checkbox and a
 * delete after a confirmation.
 */
import { Button, Card, Checkbox, Field, makeStyles, MessageBar, MessageBarBody, Spinner, Switch, Text, tokens } from '@fluentui/react-components';
import { Delete20Regular, Send20Regular } from '@fluentui/react-icons';
import { suggestionCreateBody, WISHLIST_LIMITS as L } from '@contracts/wishlist';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useAuth } from '../../app/auth';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormTextarea } from '../../components/FormControls';
import { errorCode, useNotify } from '../../components/notify';
import { Pager } from '../../components/Pager';
import { useDates } from '../../lib/dates';
import { issueKey } from '../../lib/zodForm';
import { useAddSuggestion, useDeleteSuggestion, useMarkSuggestion, useSuggestions, type Suggestion } from './wishlistApi';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalS, maxWidth: '720px', marginBottom: tokens.spacingVerticalL },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' },
  cloud: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, listStyle: 'none', padding: 0, margin: `0 0 ${tokens.spacingVerticalM}` },
  item: { flex: '1 1 260px', maxWidth: '420px', minWidth: 0 },
  unread: { borderLeft: `${tokens.strokeWidthThicker} solid ${tokens.colorBrandStroke1}` },
  text: { overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

const schema = z.object({ suggestion: suggestionCreateBody.shape.suggestion, anonymous: z.boolean() });
type Values = z.infer<typeof schema>;

/** The submit form (suggestions_write). */
function SuggestionForm() {
  const { t } = useTranslation('wishlist');
  const s = useStyles();
  const notify = useNotify();
  const { userId } = useAuth();
  const adding = useAddSuggestion();
  const { control, handleSubmit, formState, watch, setValue, reset } = useForm<Values>({
    resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { suggestion: '', anonymous: false },
  });
  const text = watch('suggestion');
  const anonymous = watch('anonymous');
  const length = text.trim().length;
  const key = issueKey(formState.errors.suggestion);

  const submit = async (v: Values) => {
    try {
      await adding.mutateAsync({ suggestion: v.suggestion, user_id: v.anonymous ? null : userId });
      notify.success(t('suggestion_accept'));
      reset({ suggestion: '', anonymous: v.anonymous });
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <form className={s.form} onSubmit={handleSubmit(submit)} noValidate>
      <Field label={t('suggestion')} hint={t('suggestionHint', { n: length, max: L.suggestion - 1 })}
        validationMessage={key ? t(`validation.${key}`, { max: L.suggestion - 1 }) : undefined}>
        <FormTextarea control={control} name="suggestion" maxLength={L.suggestion} resize="vertical" />
      </Field>
      <div className={s.row}>
        <Switch label={t('anonymous')} checked={anonymous} onChange={(_e, d) => setValue('anonymous', d.checked)} />
        <Button appearance="primary" type="submit" icon={<Send20Regular />} disabled={length < 1 || length > L.suggestion - 1 || adding.isPending}>
          {t('submit')}
        </Button>
      </div>
      {anonymous && <Text size={200} className={s.meta}>{t('anonymousNote')}</Text>}
    </form>
  );
}

/** The cloud (suggestions_read). */
function SuggestionCloud() {
  const { t } = useTranslation('wishlist');
  const s = useStyles();
  const notify = useNotify();
  const dates = useDates();
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<Suggestion | null>(null);
  const list = useSuggestions({ page, pageSize: L.rows });
  const marking = useMarkSuggestion();
  const deleting = useDeleteSuggestion();

  const mark = async (x: Suggestion, isRead: boolean) => {
    try {
      await marking.mutateAsync({ id: x.id, is_read: isRead });
    } catch (err) {
      notify.error(err);
    }
  };
  const remove = async () => {
    if (!removing) return;
    try {
      await deleting.mutateAsync(removing.id);
      notify.success(t('suggestion_deleted'));
      setRemoving(null);
    } catch (err) {
      notify.error(err);
    }
  };

  if (list.isError) return <MessageBar intent="error"><MessageBarBody>{t(`errors:${errorCode(list.error)}`)}</MessageBarBody></MessageBar>;
  if (!list.data) return <Spinner label={t('loading')} />;
  return (
    <>
      <Text role="status">{t('unreadCount', { n: list.data.unread })}</Text>
      {list.data.data.length === 0 ? (
        <Text as="p">{t('noSuggestions')}</Text>
      ) : (
        <ul className={s.cloud} aria-label={t('cloud')}>
          {list.data.data.map((x) => (
            <li key={x.id} className={s.item}>
              <Card className={x.is_read ? undefined : s.unread}>
                <Text className={s.text}>{x.suggestion}</Text>
                <Text size={200} className={s.meta}>
                  {x.user_id === null ? t('anonymousAuthor') : `${x.user_name ?? ''} ${x.user_surname ?? ''}`.trim()} · {dates.instant(x.creation_date)}
                </Text>
                <div className={s.actions}>
                  <Checkbox label={t('read')} checked={x.is_read} disabled={marking.isPending} onChange={(_e, d) => void mark(x, d.checked === true)} />
                  <Button appearance="subtle" icon={<Delete20Regular />} aria-label={t('deleteSuggestion', { text: x.suggestion.slice(0, 40) })} onClick={() => setRemoving(x)} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {list.data.totalCount > L.rows && <Pager page={page} pageSize={L.rows} pageSizes={[L.rows]} totalCount={list.data.totalCount} onPageChange={setPage} onPageSizeChange={() => undefined} />}
      <ConfirmDialog
        open={removing !== null}
        title={t('deleteSuggestionTitle')}
        text={removing ? t('deleteSuggestionText', { text: removing.suggestion }) : ''}
        confirmLabel={t('delete')}
        busy={deleting.isPending}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

export function SuggestionSection() {
  const { can } = useAuth();
  return (
    <>
      {can('suggestions_write', 'suggestions_read') && <SuggestionForm />}
      {can('suggestions_read') && <SuggestionCloud />}
    </>
  );
}
