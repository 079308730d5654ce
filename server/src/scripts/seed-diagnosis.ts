import type { DbExecutor } from '../platform/db/db';
import { QUESTIONNAIRE_VERSION } from '../modules/diagnosis/questionnaire';
import { scoreDiagnosis, type Answers } from '../modules/diagnosis/scoring';

/**
 * Demo diagnoses (docs/diagnosis.md): the Chinese tea company's completed one — diagnosis 1,
 * level 3, which the demo notification "数字化转型诊断报告已生成" opens — and the Portuguese
 * company's, awaiting the operator's review. The other companies have none, so a visitor can
 * start one from the header's "企业诊断".
 */
const TEA_ANSWERS: Answers = {
  'strategy.plan': 'written',
  'strategy.owner': 'executive',
  'strategy.budget': 1.5,
  'strategy.marketIntelligence': ['tradeStatistics', 'platforms', 'chambers'],
  'strategy.kpis': 'sometimes',
  'production.planning': 'spreadsheet',
  'production.inventory': 'system',
  'production.traceability': 'productCode',
  'production.manualEntries': 4,
  'production.systems': ['erp', 'oa'],
  'supplyChain.customs': 'singleWindow',
  'supplyChain.tracking': 'websites',
  'supplyChain.suppliers': 'chat',
  'supplyChain.orderToDispatchDays': 20,
  'supplyChain.electronicDocuments': ['invoice', 'packingList', 'origin'],
  'marketing.channels': ['b2bPlatform', 'marketplace', 'social', 'live'],
  'marketing.onlineShare': 30,
  'marketing.customers': 'spreadsheet',
  'marketing.languages': ['zh', 'en'],
  'marketing.analytics': 'occasionally',
  'finance.accounting': 'cloud',
  'finance.invoicing': 'electronic',
  'finance.closeDays': 8,
  'finance.payments': ['crossBorder', 'localWallets'],
  'finance.currencyRisk': 'timing',
  'finance.financing': 'aware',
  'dataIt.backups': 'occasional',
  'dataIt.hosting': 'partlyCloud',
  'dataIt.security': ['updates', 'roles'],
  'dataIt.integration': 'retyped',
  'dataIt.reporting': 'spreadsheet',
  'people.skills': 'office',
  'people.trainingHours': 6,
  'people.digitalStaff': 2,
  'people.collaboration': ['chat', 'documents', 'video'],
  'people.culture': 'afterTraining',
};

/** A wine and olive-oil exporter that sells mostly through distributors. */
const LUSITANIA_ANSWERS: Answers = {
  ...TEA_ANSWERS,
  'strategy.plan': 'idea',
  'strategy.owner': 'manager',
  'strategy.budget': 0.8,
  'production.traceability': 'system',
  'supplyChain.customs': 'fromSystem',
  'supplyChain.orderToDispatchDays': 12,
  'marketing.channels': ['b2bPlatform', 'ownShop'],
  'marketing.onlineShare': 12,
  'marketing.languages': ['pt', 'en', 'zh'],
  'finance.accounting': 'integrated',
  'finance.invoicing': 'autoFiled',
  'finance.payments': ['localWallets', 'cards'],
  'dataIt.backups': 'offsite',
  'dataIt.security': ['twoFactor', 'updates', 'privacyPolicy'],
  'people.trainingHours': 3,
  'people.digitalStaff': 1,
};

const DAY = 86_400_000;

async function memberId(tx: DbExecutor, username: string): Promise<number> {
  const { rows } = await tx.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [
    username,
  ]);
  return rows[0]!.id;
}

/** Called by seedDemoData in its transaction, after the companies and members exist. */
export async function seedDemoDiagnoses(tx: DbExecutor, now: Date): Promise<void> {
  const operator = await memberId(tx, 'operator@example.com');
  const seeds = [
    {
      username: '13800000001',
      answers: TEA_ANSWERS,
      submittedDaysAgo: 9,
      reviewed: true,
      comment:
        '茶叶批次溯源做得很好。建议先把进销存与电商店铺的库存打通，并建立异地自动备份，再考虑上线 CRM。',
    },
    {
      username: 'demo.pt@example.com',
      answers: LUSITANIA_ANSWERS,
      submittedDaysAgo: 1,
      reviewed: false,
    },
  ];
  for (const seed of seeds) {
    const member = await memberId(tx, seed.username);
    const score = scoreDiagnosis(seed.answers);
    const submittedAt = new Date(now.getTime() - seed.submittedDaysAgo * DAY);
    const reviewedAt = seed.reviewed ? new Date(submittedAt.getTime() + DAY) : null;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO diagnoses (company_id, questionnaire_version, status, answers, dimension_scores,
         overall_score, level, created_by, submitted_by, submitted_at, reviewed_by, reviewed_at,
         created_at, updated_at)
       SELECT company_id, $2, $3, $4::jsonb, $5::jsonb, $6, $7, id, id, $8, $9, $10, $11, $12
         FROM members WHERE id = $1
       RETURNING id`,
      [
        member,
        QUESTIONNAIRE_VERSION,
        seed.reviewed ? 4 : 2,
        JSON.stringify(seed.answers),
        JSON.stringify(score.dimensions),
        score.overall,
        score.level,
        submittedAt,
        seed.reviewed ? operator : null,
        reviewedAt,
        new Date(submittedAt.getTime() - DAY),
        reviewedAt ?? submittedAt,
      ],
    );
    if (seed.comment) {
      await tx.query(
        `INSERT INTO diagnosis_comments (diagnosis_id, author_id, kind, content, created_at)
         VALUES ($1, $2, 'comment', $3, $4)`,
        [rows[0]!.id, operator, seed.comment, reviewedAt],
      );
    }
  }
}
