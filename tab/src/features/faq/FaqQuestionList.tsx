/**
 * FAQ questions as the /FAQ page lists them: an accordion of questions (the answer as rich text when
 * opened) while browsing a category, or expanded results with the matching words marked while searching.
 * Under each answer: the votes (Helpful / Not helpful once; afterwards the caller's own vote) and, for
 * frequently_asked_questions_write, edit and delete. What a row offers comes from the server's `can`.
 */
import {
  Accordion, AccordionHeader, AccordionItem, AccordionPanel, Button, makeStyles, Text, tokens,
} from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular, ThumbDislike20Regular, ThumbLike20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../components/RichTextView';
import { useNotify } from '../../components/notify';
import { useVote, type FaqQuestion } from './faqApi';
import { Highlighted, plainText } from './highlight';

const useStyles = makeStyles({
  votes: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS },
  answer: { overflowWrap: 'anywhere' },
  result: {
    padding: `${tokens.spacingVerticalM} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '& mark': { backgroundColor: tokens.colorPaletteYellowBackground2, color: tokens.colorNeutralForeground1 },
  },
  question: { margin: `0 0 ${tokens.spacingVerticalXS}`, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  empty: { color: tokens.colorNeutralForeground3, padding: `${tokens.spacingVerticalS} 0` },
});

export interface QuestionActions {
  onEdit: (q: FaqQuestion) => void;
  onDelete: (q: FaqQuestion) => void;
}

/** The votes of a question and, for writers, edit and delete. */
function QuestionFooter({ question: q, onEdit, onDelete }: { question: FaqQuestion } & QuestionActions) {
  const { t } = useTranslation('faq');
  const s = useStyles();
  const notify = useNotify();
  const voting = useVote();
  const vote = async (isHelpful: boolean) => {
    try {
      await voting.mutateAsync({ question_id: q.id, is_helpful: isHelpful });
      notify.success(t('voteThanks'));
    } catch (err) {
      notify.error(err);
    }
  };
  const counts = t('voteCounts', { helpful: q.helpful, notHelpful: q.not_helpful });
  return (
    <div className={s.votes}>
      {q.my_vote === null ? (
        <>
          <Text>{t('wasItHelpful')}</Text>
          {q.can.vote && (
            <>
              <Button size="small" icon={<ThumbLike20Regular />} disabled={voting.isPending} onClick={() => void vote(true)} aria-label={t('helpfulCount', { count: q.helpful })}>
                {t('helpful')} ({q.helpful})
              </Button>
              <Button size="small" icon={<ThumbDislike20Regular />} disabled={voting.isPending} onClick={() => void vote(false)} aria-label={t('notHelpfulCount', { count: q.not_helpful })}>
                {t('notHelpful')} ({q.not_helpful})
              </Button>
            </>
          )}
        </>
      ) : (
        <Text role="status">{q.my_vote ? t('youFoundHelpful') : t('youFoundNotHelpful')} {counts}</Text>
      )}
      {q.can.edit && <Button size="small" appearance="subtle" icon={<Edit20Regular />} onClick={() => onEdit(q)}>{t('edit')}</Button>}
      {q.can.delete && <Button size="small" appearance="subtle" icon={<Delete20Regular />} onClick={() => onDelete(q)}>{t('delete')}</Button>}
    </div>
  );
}

/** An accordion of questions (a category's, or the uncategorised ones). */
export function QuestionAccordion({ questions, ...actions }: { questions: FaqQuestion[] } & QuestionActions) {
  const { t } = useTranslation('faq');
  const s = useStyles();
  if (!questions.length) return <Text className={s.empty}>{t('emptyCategory')}</Text>;
  return (
    <Accordion multiple collapsible>
      {questions.map((q) => (
        <AccordionItem key={q.id} value={q.id}>
          <AccordionHeader as="h3">{q.question}</AccordionHeader>
          <AccordionPanel>
            {q.answer ? <RichTextView value={q.answer} className={s.answer} /> : <Text className={s.empty}>{t('noAnswer')}</Text>}
            <QuestionFooter question={q} {...actions} />
          </AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

/** Search results: each question and its answer's text with the matching words marked. */
export function SearchResults({ questions, query, ...actions }: { questions: FaqQuestion[]; query: string } & QuestionActions) {
  const { t } = useTranslation('faq');
  const s = useStyles();
  return (
    <ul aria-label={t('results')} className={s.list}>
      {questions.map((q) => (
        <li key={q.id} className={s.result}>
          <h3 className={s.question}><Highlighted text={q.question} query={query} /></h3>
          <Text as="p" className={s.answer}>{q.answer ? <Highlighted text={plainText(q.answer)} query={query} /> : t('noAnswer')}</Text>
          <QuestionFooter question={q} {...actions} />
        </li>
      ))}
    </ul>
  );
}
