import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { done, mockApi, ok, page, type Answer, type Route } from '@portal/api-client/testing';
import { diagnosisEndpoints } from '@portal/contracts/endpoints/diagnosis';
import type { Endpoint } from '@portal/contracts/endpoints';
import {
  DiagnosisAnswersBody,
  DiagnosisDetail,
  DiagnosisQuestionnaire,
  DiagnosisRejectBody,
  DiagnosisSummary,
  DigitalProductCard,
} from '@portal/contracts/schemas';
import { renderScreen } from '@portal/ui/testing';
import { signIn, watchBus } from '../../../test/session';
import {
  completedScores,
  diagnosisDetail,
  diagnosisSummary,
  questionnaire,
  recommendedProduct,
} from '../test-fixtures';
import { DiagnosisDetailPage } from './diagnosis-detail-page';

// jsdom has no canvas; the chart's numbers are in the table beside it.
jest.mock('../components/radar-chart', () => ({ RadarChart: () => null }));

const api = mockApi();
const QUESTIONNAIRE = diagnosisEndpoints.questionnaire;
const DIAGNOSIS = diagnosisEndpoints.detail;
const SAVE_DRAFT = diagnosisEndpoints.saveAnswers;
const SUBMIT = diagnosisEndpoints.submit;
const APPROVE = diagnosisEndpoints.approve;
const REJECT = diagnosisEndpoints.reject;
const RECOMMENDED = 'GET /haiguan/api/digital/products';

/** The paths the server received on `route`, in order. */
const pathsOf = (route: Route | Endpoint) => api.requests(route).map((request) => request.path);
/** The JSON bodies the server received on `route`, in order. */
const bodiesOf = (route: Route | Endpoint) => api.requests(route).map((request) => request.body);

const detailPage = () => (
  <DiagnosisDetailPage search="?param=7" pathname="/diagnosisDetail" routeKey="diagnosisDetail" />
);

/**
 * Serves the diagnosis, then the questionnaire again: a route declared later wins, and
 * `/diagnosis/:id` would otherwise answer `/diagnosis/questionnaire` too, which the server routes
 * to the questionnaire.
 */
function serveDiagnosis(answer: Answer) {
  api.on(DIAGNOSIS, answer);
  api.on(QUESTIONNAIRE, ok(DiagnosisQuestionnaire, questionnaire));
}

let bus: ReturnType<typeof watchBus>;
beforeEach(() => {
  bus = watchBus();
  api.on(RECOMMENDED, page(DigitalProductCard, []));
});
afterEach(() => bus.stop());

test('a draft is not submitted while questions are unanswered; the list names them and leads there', async () => {
  signIn();
  serveDiagnosis(ok(DiagnosisDetail, diagnosisDetail({ answers: { 'strategy.plan': 'written' } })));
  renderScreen(detailPage());

  expect(await screen.findByText('已答 1 / 3 题')).toBeTruthy();
  expect(pathsOf(DIAGNOSIS)).toEqual(['/haiguan/api/diagnosis/7']);
  fireEvent.click(screen.getByRole('button', { name: /提交审核/ }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('问卷必须全部填写，还有 2 题未答');
  expect(within(alert).getByRole('button', { name: '「战略与组织」第 2 题' })).toBeTruthy();
  expect(within(alert).getByRole('button', { name: '「人才与技能」第 1 题' })).toBeTruthy();
  // No route answers SAVE_DRAFT or SUBMIT here: either request would fail the test.
});

test('answers are saved as a draft and submitted once complete; "none of these" stands alone', async () => {
  api.on(SAVE_DRAFT, ok(DiagnosisSummary, diagnosisSummary(), '草稿已保存'), {
    body: DiagnosisAnswersBody,
  });
  api.on(
    SUBMIT,
    ok(DiagnosisSummary, diagnosisSummary({ status: 2 }), '诊断已提交，请等待平台审核'),
  );
  signIn();
  serveDiagnosis(ok(DiagnosisDetail, diagnosisDetail({ answers: { 'strategy.plan': 'written' } })));
  renderScreen(detailPage());

  const budget = await screen.findByRole('spinbutton', { name: /数字化预算占营收的比例/ });
  fireEvent.change(budget, { target: { value: '2.5' } });
  fireEvent.blur(budget);
  fireEvent.click(screen.getByRole('button', { name: '人才与技能' }));
  fireEvent.click(await screen.findByRole('checkbox', { name: '跨境电商' }));
  fireEvent.click(screen.getByRole('checkbox', { name: '以上都没有' }));
  expect((screen.getByRole('checkbox', { name: '跨境电商' }) as HTMLInputElement).checked).toBe(
    false,
  );
  fireEvent.click(screen.getByRole('button', { name: /提交审核/ }));
  await waitFor(() =>
    expect(bodiesOf(SAVE_DRAFT)).toEqual([
      {
        answers: {
          'strategy.plan': 'written',
          'strategy.budget': 2.5,
          'people.training': ['none'],
        },
      },
    ]),
  );
  expect(pathsOf(SAVE_DRAFT)).toEqual(['/haiguan/api/diagnosis/7']);
  await waitFor(() => expect(pathsOf(SUBMIT)).toEqual(['/haiguan/api/diagnosis/7/submit']));
  expect(bus.notices).toContainEqual(
    expect.objectContaining({ content: '诊断已提交，请等待平台审核' }),
  );
});

test('a completed diagnosis shows its level and every dimension’s score in a table', async () => {
  signIn();
  serveDiagnosis(
    ok(
      DiagnosisDetail,
      diagnosisDetail({
        status: 4,
        overallScore: 52,
        level: 3,
        scores: completedScores,
        strengths: ['strategy'],
        gaps: ['people'],
      }),
    ),
  );
  api.on(RECOMMENDED, page(DigitalProductCard, [recommendedProduct]));
  renderScreen(detailPage());

  expect((await screen.findByTestId('diagnosis-level')).textContent).toBe('等级 3：集成提升级');
  expect(screen.getByTestId('overall-score').textContent).toBe('52');
  const table = screen.getByRole('table');
  expect(within(table).getByRole('row', { name: /战略与组织 61/ })).toBeTruthy();
  expect(within(table).getByRole('row', { name: /人才与技能 38/ })).toBeTruthy();
  const link = await screen.findByRole('link', { name: /查看并订购/ });
  expect(api.requests(RECOMMENDED).map((request) => request.query)).toEqual([
    { dimension: 'people', pageNum: '1', pageSize: '6' },
  ]);
  expect(link.textContent).toContain('数字技能培训');
  expect(link.getAttribute('href')).toBe('/digitalProductDetail?id=10&diagnosis=7');
  expect(screen.queryByRole('button', { name: /通\s*过/ })).toBeNull();
});

/** A platform reviewer: every permission, and a company of its own (not the diagnosed one). */
const signInReviewer = () =>
  signIn(['*:*:*'], {
    id: 90,
    mid: 0,
    username: 'operator@example.com',
    status: 2,
    corporateLabel: 2,
    comName: '中葡经贸通平台',
    touxiang: null,
    logo: null,
    email: 'operator@example.com',
    name: '平台运营',
    phone: null,
  });

/** Every question of the questionnaire above answered. */
const complete = {
  'strategy.plan': 'written',
  'strategy.budget': 2.5,
  'people.training': ['ecommerce'],
};

test('a reviewer approves another company’s awaiting diagnosis after confirming', async () => {
  signInReviewer();
  serveDiagnosis(ok(DiagnosisDetail, diagnosisDetail({ status: 2, answered: 3 })));
  api.on(APPROVE, done('已通过诊断'));
  renderScreen(detailPage());

  expect(await screen.findByText('诊断已提交，等待平台审核。')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /提交审核/ })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: /通\s*过/ }));
  fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
  await waitFor(() =>
    expect(pathsOf(APPROVE)).toEqual(['/haiguan/api/operator/diagnoses/7/approve']),
  );
});

test('a reviewer returns an awaiting diagnosis only with a reason, which its comments then show', async () => {
  signInReviewer();
  const reason = '请补充数字化预算的依据';
  api.on(REJECT, done('已退回诊断'), { body: DiagnosisRejectBody });
  serveDiagnosis(() =>
    ok(
      DiagnosisDetail,
      api.requests(REJECT).length > 0
        ? diagnosisDetail({
            status: 3,
            answered: 3,
            answers: complete,
            rejectReason: reason,
            comments: [
              {
                id: 1,
                kind: 'rejection',
                content: reason,
                authorName: '平台运营',
                createTime: '2026-11-21T08:00:00.000Z',
              },
            ],
          })
        : diagnosisDetail({ status: 2, answered: 3, answers: complete }),
    ),
  );
  renderScreen(detailPage());

  fireEvent.click(await screen.findByRole('button', { name: /退\s*回/ }));
  const dialog = await screen.findByRole('dialog');
  // Without a reason (blank counts as none) nothing is sent.
  fireEvent.change(within(dialog).getByLabelText('退回理由'), { target: { value: '   ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe('拒绝理由不能为空');
  expect(api.requests(REJECT)).toEqual([]);

  fireEvent.change(within(dialog).getByLabelText('退回理由'), { target: { value: ` ${reason} ` } });
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  await waitFor(() => expect(bodiesOf(REJECT)).toEqual([{ reason }]));
  expect(pathsOf(REJECT)).toEqual(['/haiguan/api/operator/diagnoses/7/reject']);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(bus.notices).toContainEqual(expect.objectContaining({ content: '已退回诊断' }));
  // Returned: no longer the reviewer's to decide; the reason stands in the comments.
  const title = screen.getByRole('heading', { level: 2 });
  expect(await within(title).findByText('已退回')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /通\s*过/ })).toBeNull();
  const comments = screen.getByRole('region', { name: '平台评语' });
  expect(within(comments).getByText(/退回理由/).textContent).toContain('平台运营');
  expect(within(comments).getByText(reason)).toBeTruthy();
});

test('a returned diagnosis shows the company why, to edit and submit it again', async () => {
  api.on(SAVE_DRAFT, ok(DiagnosisSummary, diagnosisSummary(), '草稿已保存'), {
    body: DiagnosisAnswersBody,
  });
  api.on(
    SUBMIT,
    ok(DiagnosisSummary, diagnosisSummary({ status: 2 }), '诊断已提交，请等待平台审核'),
  );
  signIn();
  serveDiagnosis(() =>
    ok(
      DiagnosisDetail,
      api.requests(SUBMIT).length > 0
        ? diagnosisDetail({
            status: 2,
            answered: 3,
            answers: { ...complete, 'strategy.budget': 4 },
          })
        : diagnosisDetail({
            status: 3,
            answered: 3,
            answers: complete,
            rejectReason: '预算比例偏低，请核实',
          }),
    ),
  );
  renderScreen(detailPage());

  expect(await screen.findByText('平台退回了这份诊断：预算比例偏低，请核实')).toBeTruthy();
  expect(within(screen.getByRole('heading', { level: 2 })).getByText('已退回')).toBeTruthy();
  const budget = screen.getByRole('spinbutton', { name: /数字化预算占营收的比例/ });
  expect((budget as HTMLInputElement).value).toBe('2.5');
  fireEvent.change(budget, { target: { value: '4' } });
  fireEvent.blur(budget);
  fireEvent.click(screen.getByRole('button', { name: /提交审核/ }));
  await waitFor(() =>
    expect(bodiesOf(SAVE_DRAFT)).toEqual([{ answers: { ...complete, 'strategy.budget': 4 } }]),
  );
  await waitFor(() => expect(pathsOf(SUBMIT)).toEqual(['/haiguan/api/diagnosis/7/submit']));
  expect(await screen.findByText('诊断已提交，等待平台审核。')).toBeTruthy();
  expect(screen.queryByText(/平台退回了这份诊断/)).toBeNull();
  expect(screen.queryByRole('button', { name: /提交审核/ })).toBeNull();
});
