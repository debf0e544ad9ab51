/**
 * /FAQ (spec 3 §2 FAQ screen; gate frequently_asked_questions_read; issue 17 item 5): a search box (words
 * over questions and answers, the matching words marked), the categories as an accordion (each loads its
 * questions when opened) and the uncategorised questions, votes under every answer, "suggest a question"
 * for every reader, and for frequently_asked_questions_write a new-question editor (shared rich-text
 * editor), edit / delete per question and the category manager. Loading, empty and error states. A
 * category shows its first 100 questions and "Show more" loads the next 100 (server-side pages).
 */
import {
  Accordion, AccordionHeader, AccordionItem, AccordionPanel, Button, CounterBadge, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens,
  type AccordionToggleEventHandler,
} from '@fluentui/react-components';
import { Add20Regular, Folder20Regular, QuestionCircle20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorCode, useNotify } from '../../components/notify';
import { PageHeader, type HeaderAction } from '../../components/PageHeader';
import { SearchInput } from '../../components/SearchInput';
import { FaqCategoriesDialog } from './FaqCategoriesDialog';
import { FaqQuestionDialog } from './FaqQuestionDialog';
import { QuestionAccordion, SearchResults, type QuestionActions } from './FaqQuestionList';
import { useDeleteQuestion, useFaqCategories, useFaqCategoryQuestions, useFaqSearch, type FaqQuestion } from './faqApi';

const UNCATEGORISED = -1;

const useStyles = makeStyles({
  search: { maxWidth: '560px', width: '100%', marginBottom: tokens.spacingVerticalL },
  // the box takes the row's width (its own width cut the placeholder: "Search questions and answe")
  searchInput: { width: '100%' },
  note: { marginBottom: tokens.spacingVerticalM },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  empty: { color: tokens.colorNeutralForeground3, display: 'block', padding: `${tokens.spacingVerticalM} 0` },
  section: { marginTop: tokens.spacingVerticalL },
  more: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', paddingTop: tokens.spacingVerticalS },
});

/** The questions of one category, loaded when its panel first opens, 100 at a time with "Show more". */
function CategoryQuestions({ categoryId, open, ...actions }: { categoryId: number; open: boolean } & QuestionActions) {
  const { t } = useTranslation('faq');
  const s = useStyles();
  const [seen, setSeen] = useState(open);
  if (open && !seen) setSeen(true);
  const questions = useFaqCategoryQuestions(categoryId, seen);
  if (questions.isError && !questions.data) return <Text role="alert">{t(`errors:${errorCode(questions.error)}`)}</Text>;
  if (!questions.data) return <Spinner size="tiny" label={t('loading')} />;
  const shown = questions.data.pages.flatMap((p) => p.data);
  const total = questions.data.pages[questions.data.pages.length - 1]?.totalCount ?? shown.length;
  return (
    <>
      <QuestionAccordion questions={shown} {...actions} />
      {questions.hasNextPage && (
        <div className={s.more}>
          <Text role="status">{t('shownOf', { shown: shown.length, total })}</Text>
          <Button onClick={() => void questions.fetchNextPage()} disabled={questions.isFetchingNextPage}
            icon={questions.isFetchingNextPage ? <Spinner size="tiny" /> : undefined}>
            {t('showMore')}
          </Button>
        </div>
      )}
      {questions.isFetchNextPageError && <Text role="alert">{t(`errors:${errorCode(questions.error)}`)}</Text>}
    </>
  );
}

type Dialog = { kind: 'new' | 'suggest' | 'categories' } | { kind: 'edit' | 'delete'; question: FaqQuestion } | null;

export function FaqPage() {
  const { t } = useTranslation('faq');
  const s = useStyles();
  const notify = useNotify();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<number[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const categories = useFaqCategories();
  const search = useFaqSearch(query);
  const deleting = useDeleteQuestion();
  const list = categories.data?.data ?? [];
  const canWrite = categories.data?.can_write ?? false;

  const actions: HeaderAction[] = [
    { key: 'suggest', label: t('suggest'), icon: <QuestionCircle20Regular />, primary: !canWrite, onClick: () => setDialog({ kind: 'suggest' }) },
    ...(canWrite ? [
      { key: 'new', label: t('newQuestion'), icon: <Add20Regular />, primary: true, onClick: () => setDialog({ kind: 'new' }) },
      { key: 'categories', label: t('manageCategories'), icon: <Folder20Regular />, onClick: () => setDialog({ kind: 'categories' }) },
    ] : []),
  ];
  const questionActions: QuestionActions = {
    onEdit: (q) => setDialog({ kind: 'edit', question: q }),
    onDelete: (q) => setDialog({ kind: 'delete', question: q }),
  };
  const onToggle: AccordionToggleEventHandler<number> = (_e, d) => setOpen(d.openItems);
  const remove = async () => {
    if (dialog?.kind !== 'delete') return;
    try {
      await deleting.mutateAsync(dialog.question.id);
      notify.success(t('faq_question_deleted'));
      setDialog(null);
    } catch (err) {
      notify.error(err);
    }
  };

  const browse = () => {
    if (categories.isError) return null;
    if (!categories.data) return <Spinner label={t('loading')} />;
    const uncategorised = categories.data.uncategorized_count;
    if (!list.length && !uncategorised) return <Text className={s.empty}>{t('empty')}</Text>;
    return (
      <>
        {list.length > 0 && (
          <Accordion multiple collapsible openItems={open} onToggle={onToggle} aria-label={t('categories')}>
            {list.map((c) => (
              <AccordionItem key={c.id} value={c.id}>
                <AccordionHeader as="h2" size="large">
                  <span className={s.header}>{c.name}<CounterBadge count={c.question_count} showZero appearance="ghost" aria-label={t('questionCount', { count: c.question_count })} /></span>
                </AccordionHeader>
                <AccordionPanel><CategoryQuestions categoryId={c.id} open={open.includes(c.id)} {...questionActions} /></AccordionPanel>
              </AccordionItem>
            ))}
          </Accordion>
        )}
        {uncategorised > 0 && (
          <section className={s.section} aria-labelledby="faq-uncategorised">
            <h2 id="faq-uncategorised">{t('uncategorised')}</h2>
            <CategoryQuestions categoryId={UNCATEGORISED} open {...questionActions} />
          </section>
        )}
      </>
    );
  };

  const results = () => {
    if (search.isError) return <Text role="alert">{t(`errors:${errorCode(search.error)}`)}</Text>;
    if (!search.data) return <Spinner label={t('searching')} />;
    if (!search.data.data.length) return <Text className={s.empty} role="status">{t('noMatches', { query })}</Text>;
    return (
      <>
        <Text role="status">{t('matches', { count: search.data.totalCount })}</Text>
        <SearchResults questions={search.data.data} query={query} {...questionActions} />
      </>
    );
  };

  return (
    <>
      <PageHeader title={t('title')} actions={actions} />
      <div className={s.search}><SearchInput className={s.searchInput} label={t('search')} placeholder={t('searchPlaceholder')} onSearch={setQuery} /></div>
      {categories.isError && (
        <MessageBar className={s.note} intent="error">
          <MessageBarBody>{t(`errors:${errorCode(categories.error)}`)}</MessageBarBody>
        </MessageBar>
      )}
      {query ? results() : browse()}
      {(dialog?.kind === 'new' || dialog?.kind === 'suggest') && <FaqQuestionDialog mode={dialog.kind === 'new' ? 'edit' : 'suggest'} categories={list} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <FaqQuestionDialog mode="edit" question={dialog.question} categories={list} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'categories' && <FaqCategoriesDialog categories={list} onClose={() => setDialog(null)} />}
      <ConfirmDialog open={dialog?.kind === 'delete'} title={t('deleteQuestionTitle')}
        text={dialog?.kind === 'delete' ? t('deleteQuestionText', { question: dialog.question.question }) : ''}
        confirmLabel={t('delete')} busy={deleting.isPending} onConfirm={remove} onClose={() => setDialog(null)} />
    </>
  );
}
