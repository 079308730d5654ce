import { useFormat } from '@portal/i18n';
import { AppLink, VISUALLY_HIDDEN } from '@portal/ui';
import { Empty, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import {
  fetchRecommended,
  type AnswerValue,
  type DiagnosisDetail,
  type Question,
  type Questionnaire,
} from '../api/diagnosis';
import { localized } from './format';
import { RadarChart } from './radar-chart';
import '../locales';

function answerText(
  question: Question,
  value: AnswerValue | undefined,
  language: 'zh' | 'cht' | 'pt' | 'en',
) {
  if (value === undefined) return '—';
  if (question.type === 'number') return `${value} ${localized(question.unit, language)}`;
  const chosen = [value].flat();
  return (question.options ?? [])
    .filter((option) => chosen.includes(option.value))
    .map((option) => localized(option.label, language))
    .join(language === 'zh' || language === 'cht' ? '、' : ', ');
}

/** The answers as they were sent, part by part. */
export function AnswerList({
  questionnaire,
  diagnosis,
}: {
  questionnaire: Questionnaire;
  diagnosis: DiagnosisDetail;
}) {
  const { t } = useTranslation('workbench-diagnosis');
  const { language } = useFormat();
  return (
    <details>
      <summary>{t('report.answers')}</summary>
      {questionnaire.sections.map((section) => (
        <section key={section.key}>
          <h4>{localized(section.title, language)}</h4>
          <dl className="diagnosis-answers">
            {section.questions.map((question, index) => (
              <div key={question.id}>
                <dt>
                  {t('question', { number: index + 1 })}. {localized(question.text, language)}
                </dt>
                <dd>{answerText(question, diagnosis.answers[question.id], language)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </details>
  );
}

export function CommentList({ diagnosis }: { diagnosis: DiagnosisDetail }) {
  const { t } = useTranslation('workbench-diagnosis');
  const format = useFormat();
  return (
    <section aria-labelledby="diagnosis-comments">
      <h3 id="diagnosis-comments">{t('report.comments')}</h3>
      {diagnosis.comments.length === 0 ? (
        <p>{t('report.noComments')}</p>
      ) : (
        <ul>
          {diagnosis.comments.map((comment) => (
            <li key={comment.id}>
              <strong>
                {comment.kind === 'rejection' ? `${t('report.rejection')} · ` : ''}
                {comment.authorName}
              </strong>{' '}
              <time dateTime={comment.createTime}>{format.dateTime(comment.createTime)}</time>
              <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
                {comment.content}
              </Typography.Paragraph>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A completed diagnosis's report: overall score and level, the seven dimensions as a radar chart
 * and a table of the same numbers, strengths, gaps, and the digital products for the gaps.
 */
export function DiagnosisReport({
  questionnaire,
  diagnosis,
}: {
  questionnaire: Questionnaire;
  diagnosis: DiagnosisDetail;
}) {
  const { t } = useTranslation('workbench-diagnosis');
  const { language } = useFormat();
  const titleOf = (key: string) =>
    localized(questionnaire.sections.find((section) => section.key === key)?.title, language);
  const level = questionnaire.levels.find((entry) => entry.level === diagnosis.level);
  // Looked up by the questionnaire's section keys, which the schema types as any string.
  const scores: Partial<Record<string, number>> = diagnosis.scores ?? {};
  const rows = questionnaire.sections.map((section) => ({
    key: section.key,
    name: localized(section.title, language),
    score: scores[section.key] ?? 0,
  }));
  const recommended = useSWR(['recommended-products', diagnosis.gaps, language], () =>
    fetchRecommended(diagnosis.gaps),
  );

  return (
    <section aria-labelledby="diagnosis-report" className="diagnosis-report">
      <h2 id="diagnosis-report">{t('report.title')}</h2>
      <div className="diagnosis-report__summary">
        <div>
          <div>{t('report.overall')}</div>
          <div className="diagnosis-report__score" data-testid="overall-score">
            {diagnosis.overallScore}
          </div>
        </div>
        {level && (
          <div>
            <h3 data-testid="diagnosis-level">
              {t('report.level', { level: level.level, name: localized(level.name, language) })}
            </h3>
            <p>{localized(level.description, language)}</p>
          </div>
        )}
      </div>
      <div className="diagnosis-report__grid">
        <RadarChart
          dimensions={rows}
          description={t('report.chart', {
            summary: rows.map((row) => `${row.name} ${row.score}`).join(', '),
          })}
        />
        <div className="diagnosis-table">
          <Table
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={rows}
            data-testid="dimension-scores"
            columns={[
              { title: t('report.dimension'), dataIndex: 'name' },
              { title: t('report.score'), dataIndex: 'score', align: 'right' },
            ]}
          />
        </div>
      </div>
      <div className="diagnosis-report__grid">
        <section>
          <h3>{t('report.strengths')}</h3>
          <p>{diagnosis.strengths.map(titleOf).join(' · ') || t('report.none')}</p>
        </section>
        <section>
          <h3>{t('report.gaps')}</h3>
          <p>{diagnosis.gaps.map(titleOf).join(' · ') || t('report.none')}</p>
        </section>
      </div>
      {diagnosis.gaps.length > 0 && (
        <section aria-labelledby="diagnosis-recommended">
          <h3 id="diagnosis-recommended">{t('report.recommended')}</h3>
          <p>{t('report.recommendedIntro')}</p>
          {recommended.data && recommended.data.length === 0 ? (
            <Empty />
          ) : (
            <ul className="diagnosis-products" aria-busy={recommended.isValidating}>
              {(recommended.data ?? []).map((product) => (
                <li key={product.id}>
                  <strong>{product.name}</strong>
                  <p>{product.summary}</p>
                  <AppLink to={`/digitalProductDetail?id=${product.id}&diagnosis=${diagnosis.id}`}>
                    {t('report.viewProduct')}
                    <span className={VISUALLY_HIDDEN}>: {product.name}</span>
                  </AppLink>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </section>
  );
}
