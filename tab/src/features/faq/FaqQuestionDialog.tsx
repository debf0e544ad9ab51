/**
 * The FAQ question editor (issue 17 item 5) and the "suggest a question" form (spec 3 §7 POST faq/request),
 * one dialog: question (≤ 255), category (none = -1), answer in the shared rich-text editor (HTML, sanitised
 * again on the server). Editing needs frequently_asked_questions_write; suggesting only _read — the
 * suggestion goes to HR through its approval chain, and the answer is optional there.
 */
import { Field, Spinner } from '@fluentui/react-components';
import { FAQ_LIMITS } from '@contracts/faq';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormInput, FormSelect } from '../../components/FormControls';
import { FormDialog } from '../../components/FormDialog';
import { useNotify } from '../../components/notify';
import { issueKey } from '../../lib/zodForm';
import { useSaveQuestion, useSuggestQuestion, type FaqCategory, type FaqQuestion } from './faqApi';
import { NO_CATEGORY, questionFormSchema, toQuestionBody, type QuestionFormValues } from './faqForms';

const RichTextEditor = lazy(() => import('../../components/RichTextEditor'));

interface Props {
  /** `edit` (a question, or a new one when `question` is undefined) or `suggest`. */
  mode: 'edit' | 'suggest';
  question?: FaqQuestion;
  categories: FaqCategory[];
  onClose: () => void;
}

export function FaqQuestionDialog({ mode, question, categories, onClose }: Props) {
  const { t } = useTranslation('faq');
  const notify = useNotify();
  const saving = useSaveQuestion();
  const suggesting = useSuggestQuestion();
  const busy = saving.isPending || suggesting.isPending;
  const { control, handleSubmit, formState } = useForm<QuestionFormValues>({
    resolver: zodResolver(questionFormSchema),
    mode: 'onTouched',
    defaultValues: { question: question?.question ?? '', answer: question?.answer ?? '', category_id: question?.category_id == null ? NO_CATEGORY : String(question.category_id) },
  });
  const message = (field: keyof QuestionFormValues, max?: number) => {
    const key = issueKey(formState.errors[field]);
    return key ? t(`validation.${key}`, { max }) : undefined;
  };

  const save = async (values: QuestionFormValues) => {
    const body = toQuestionBody(values);
    try {
      if (mode === 'suggest') {
        await suggesting.mutateAsync(body);
        notify.success(t('question_request_successfully_submitted'));
      } else {
        await saving.mutateAsync({ id: question?.id, body });
        notify.success(t(question ? 'faq_question_updated' : 'faq_question_added'));
      }
      onClose();
    } catch (err) {
      notify.error(err);
    }
  };

  const title = mode === 'suggest' ? t('suggestTitle') : question ? t('editTitle') : t('newTitle');
  return (
    <FormDialog title={title} busy={busy} saveLabel={mode === 'suggest' ? t('send') : undefined}
      saveDisabled={formState.isSubmitted && !formState.isValid} onSubmit={handleSubmit(save)} onClose={onClose}>
      <Field label={t('question')} required validationMessage={message('question', FAQ_LIMITS.question)}>
        <FormInput control={control} name="question" maxLength={FAQ_LIMITS.question + 1} autoFocus />
      </Field>
      <Field label={t('category')}>
        <FormSelect control={control} name="category_id">
          <option value={NO_CATEGORY}>{t('noCategory')}</option>
          {categories.map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
        </FormSelect>
      </Field>
      <Field label={mode === 'suggest' ? t('suggestedAnswer') : t('answer')} hint={mode === 'suggest' ? t('suggestedAnswerHint') : undefined} validationMessage={message('answer', FAQ_LIMITS.answer)}>
        {(fieldProps) => (
          <Controller control={control} name="answer" render={({ field }) => (
            <Suspense fallback={<Spinner size="tiny" />}>
              <RichTextEditor id={fieldProps.id} aria-labelledby={fieldProps['aria-labelledby']} aria-describedby={fieldProps['aria-describedby']}
                aria-invalid={Boolean(formState.errors.answer)} format="html" value={field.value} onChange={field.onChange} onBlur={field.onBlur} minHeight={140} />
            </Suspense>
          )} />
        )}
      </Field>
    </FormDialog>
  );
}
