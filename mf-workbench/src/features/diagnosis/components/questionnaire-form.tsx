import { isApiError } from '@portal/api-client';
import { useFormat } from '@portal/i18n';
import { Alert, Button, Checkbox, InputNumber, Progress, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@portal/ui';
import {
  saveDraft,
  submitDiagnosis,
  type Answers,
  type DiagnosisDetail,
  type Question,
  type Questionnaire,
} from '../api/diagnosis';
import { answeredCount, draftPayload, missingQuestions, nextChoices } from './answers';
import { localized } from './format';
import '../locales';

function QuestionField({
  question,
  number,
  value,
  onChange,
}: {
  question: Question;
  number: number;
  value: Answers[string] | undefined;
  onChange: (value: Answers[string] | undefined) => void;
}) {
  const { t } = useTranslation('workbench-diagnosis');
  const { language } = useFormat();
  const legendId = `question-${question.id}`;
  const options = (question.options ?? []).map((option) => ({
    value: option.value,
    label: localized(option.label, language),
  }));
  return (
    <fieldset className="diagnosis-question" data-question={question.id}>
      <legend id={legendId}>
        {t('question', { number })}. {localized(question.text, language)}
      </legend>
      {question.type === 'single' && (
        <Radio.Group
          aria-labelledby={legendId}
          value={value}
          options={options}
          onChange={(event) => onChange(event.target.value as string)}
        />
      )}
      {question.type === 'multiple' && (
        <Checkbox.Group
          aria-labelledby={legendId}
          value={(value as string[] | undefined) ?? []}
          options={options}
          onChange={(next) =>
            onChange(nextChoices(question, (value as string[] | undefined) ?? [], next as string[]))
          }
        />
      )}
      {question.type === 'number' && (
        <div>
          <InputNumber
            aria-labelledby={legendId}
            min={question.min}
            max={question.max}
            precision={question.decimals}
            value={typeof value === 'number' ? value : null}
            onChange={(next) => onChange(next === null ? undefined : Number(next))}
          />{' '}
          <span>{t('unit', { unit: localized(question.unit, language) })}</span>
        </div>
      )}
    </fieldset>
  );
}

/**
 * The questionnaire of an editable diagnosis (draft or returned), one part at a time: saved as
 * a draft whenever the user likes, submitted only when every question is answered (spec §5).
 */
export function QuestionnaireForm({
  questionnaire,
  diagnosis,
  onSubmitted,
}: {
  questionnaire: Questionnaire;
  diagnosis: DiagnosisDetail;
  onSubmitted: () => void;
}) {
  const { t } = useTranslation('workbench-diagnosis');
  const { language } = useFormat();
  const [answers, setAnswers] = useState<Answers>(diagnosis.answers);
  const [part, setPart] = useState(0);
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [missing, setMissing] = useState<ReturnType<typeof missingQuestions>>([]);
  const total = questionnaire.sections.reduce((sum, section) => sum + section.questions.length, 0);
  const answered = answeredCount(questionnaire, answers);
  const section = questionnaire.sections[part]!;

  function answer(id: string, value: Answers[string] | undefined) {
    setAnswers((previous) => {
      const next = { ...previous };
      if (value === undefined) delete next[id];
      else next[id] = value;
      return next;
    });
    setMissing((previous) => previous.filter((entry) => entry.id !== id));
  }

  /** The server's confirmation, or null once the failure is on screen. */
  async function save(): Promise<string | null> {
    setProblem(null);
    try {
      return await saveDraft(diagnosis.id, draftPayload(questionnaire, answers));
    } catch (failure) {
      setProblem(isApiError(failure) ? failure.message : t('loadFailed'));
      return null;
    }
  }

  async function saveOnly() {
    setBusy('save');
    const saved = await save();
    setBusy(null);
    if (saved) notify('success', saved);
  }

  async function submit() {
    const unanswered = missingQuestions(questionnaire, answers);
    setMissing(unanswered);
    if (unanswered.length > 0) {
      setPart(unanswered[0]!.sectionIndex);
      return;
    }
    setBusy('submit');
    try {
      if (await save()) {
        notify('success', await submitDiagnosis(diagnosis.id));
        onSubmitted();
      }
    } catch (failure) {
      setProblem(isApiError(failure) ? failure.message : t('loadFailed'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <form
      aria-label={t('title')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {diagnosis.status === 3 && diagnosis.rejectReason && (
        <Alert
          type="warning"
          showIcon
          title={t('rejected', { reason: diagnosis.rejectReason })}
          className="diagnosis-actions"
        />
      )}
      <Progress
        percent={Math.round((100 * answered) / total)}
        format={() => t('progress', { answered, total })}
        aria-label={t('progress', { answered, total })}
      />
      <nav aria-label={t('sections')}>
        <ol className="diagnosis-sections">
          {questionnaire.sections.map((entry, index) => (
            <li key={entry.key}>
              <Button
                type={index === part ? 'primary' : 'default'}
                aria-current={index === part ? 'step' : undefined}
                onClick={() => setPart(index)}
              >
                {localized(entry.title, language)}
              </Button>
            </li>
          ))}
        </ol>
      </nav>
      <h3>{localized(section.title, language)}</h3>
      {section.questions.map((question, index) => (
        <QuestionField
          key={question.id}
          question={question}
          number={index + 1}
          value={answers[question.id]}
          onChange={(value) => answer(question.id, value)}
        />
      ))}
      {missing.length > 0 && (
        <Alert
          type="error"
          role="alert"
          title={t('missing', { count: missing.length })}
          description={
            <ul>
              {missing.map((entry) => (
                <li key={entry.id}>
                  <button
                    type="button"
                    className="ant-btn ant-btn-link"
                    onClick={() => setPart(entry.sectionIndex)}
                  >
                    {t('missingItem', {
                      section: localized(
                        questionnaire.sections[entry.sectionIndex]!.title,
                        language,
                      ),
                      number: entry.number,
                    })}
                  </button>
                </li>
              ))}
            </ul>
          }
        />
      )}
      {problem && <Alert type="error" role="alert" title={problem} />}
      <div className="diagnosis-actions">
        <Button disabled={part === 0} onClick={() => setPart(part - 1)}>
          {t('previous')}
        </Button>
        <Button
          disabled={part === questionnaire.sections.length - 1}
          onClick={() => setPart(part + 1)}
        >
          {t('next')}
        </Button>
        <Button loading={busy === 'save'} onClick={() => void saveOnly()}>
          {t('saveDraft')}
        </Button>
        <Button type="primary" htmlType="submit" loading={busy === 'submit'}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
