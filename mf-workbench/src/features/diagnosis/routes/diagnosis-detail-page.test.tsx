import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@portal/ui/testing';
import { signIn, watchBus } from '../../../test/session';
import {
  approveDiagnosis,
  fetchDiagnosis,
  fetchQuestionnaire,
  fetchRecommended,
  rejectDiagnosis,
  saveDraft,
  submitDiagnosis,
} from '../api/diagnosis';
import {
  completedScores,
  diagnosisDetail,
  questionnaire,
  recommendedProduct,
} from '../test-fixtures';
import { DiagnosisDetailPage } from './diagnosis-detail-page';

jest.mock('../api/diagnosis');
// jsdom has no canvas; the chart's numbers are in the table beside it.
jest.mock('../components/radar-chart', () => ({ RadarChart: () => null }));

const page = () => (
  <DiagnosisDetailPage search="?param=7" pathname="/diagnosisDetail" routeKey="diagnosisDetail" />
);

let bus: ReturnType<typeof watchBus>;
beforeEach(() => {
  bus = watchBus();
  jest.mocked(fetchQuestionnaire).mockResolvedValue(questionnaire);
  jest.mocked(fetchRecommended).mockResolvedValue([]);
});
afterEach(() => {
  bus.stop();
  jest.resetAllMocks();
});

test('a draft is not submitted while questions are unanswered; the list names them and leads there', async () => {
  signIn();
  jest
    .mocked(fetchDiagnosis)
    .mockResolvedValue(diagnosisDetail({ answers: { 'strategy.plan': 'written' } }));
  renderScreen(page());

  expect(await screen.findByText('已答 1 / 3 题')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /提交审核/ }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('问卷必须全部填写，还有 2 题未答');
  expect(within(alert).getByRole('button', { name: '「战略与组织」第 2 题' })).toBeTruthy();
  expect(within(alert).getByRole('button', { name: '「人才与技能」第 1 题' })).toBeTruthy();
  expect(saveDraft).not.toHaveBeenCalled();
  expect(submitDiagnosis).not.toHaveBeenCalled();
});

test('answers are saved as a draft and submitted once complete; "none of these" stands alone', async () => {
  signIn();
  jest
    .mocked(fetchDiagnosis)
    .mockResolvedValue(diagnosisDetail({ answers: { 'strategy.plan': 'written' } }));
  jest.mocked(saveDraft).mockResolvedValue('草稿已保存');
  jest.mocked(submitDiagnosis).mockResolvedValue('诊断已提交，请等待平台审核');
  renderScreen(page());

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
    expect(saveDraft).toHaveBeenCalledWith(7, {
      'strategy.plan': 'written',
      'strategy.budget': 2.5,
      'people.training': ['none'],
    }),
  );
  await waitFor(() => expect(submitDiagnosis).toHaveBeenCalledWith(7));
  expect(bus.notices).toContainEqual(
    expect.objectContaining({ content: '诊断已提交，请等待平台审核' }),
  );
});

test('a completed diagnosis shows its level and every dimension’s score in a table', async () => {
  signIn();
  jest.mocked(fetchDiagnosis).mockResolvedValue(
    diagnosisDetail({
      status: 4,
      overallScore: 52,
      level: 3,
      scores: completedScores,
      strengths: ['strategy'],
      gaps: ['people'],
    }),
  );
  jest.mocked(fetchRecommended).mockResolvedValue([recommendedProduct]);
  renderScreen(page());

  expect((await screen.findByTestId('diagnosis-level')).textContent).toBe('等级 3：集成提升级');
  expect(screen.getByTestId('overall-score').textContent).toBe('52');
  const table = screen.getByRole('table');
  expect(within(table).getByRole('row', { name: /战略与组织 61/ })).toBeTruthy();
  expect(within(table).getByRole('row', { name: /人才与技能 38/ })).toBeTruthy();
  expect(fetchRecommended).toHaveBeenCalledWith(['people']);
  const link = await screen.findByRole('link', { name: /查看并订购/ });
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
  jest.mocked(fetchDiagnosis).mockResolvedValue(diagnosisDetail({ status: 2, answered: 3 }));
  jest.mocked(approveDiagnosis).mockResolvedValue('已通过诊断');
  renderScreen(page());

  expect(await screen.findByText('诊断已提交，等待平台审核。')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /提交审核/ })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: /通\s*过/ }));
  fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
  await waitFor(() => expect(approveDiagnosis).toHaveBeenCalledWith(7));
});

test('a reviewer returns an awaiting diagnosis only with a reason, which its comments then show', async () => {
  signInReviewer();
  const reason = '请补充数字化预算的依据';
  let returned = false;
  jest.mocked(rejectDiagnosis).mockImplementation(async () => {
    returned = true;
    return '已退回诊断';
  });
  jest.mocked(fetchDiagnosis).mockImplementation(async () =>
    returned
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
  );
  renderScreen(page());

  fireEvent.click(await screen.findByRole('button', { name: /退\s*回/ }));
  const dialog = await screen.findByRole('dialog');
  // Without a reason (blank counts as none) nothing is sent.
  fireEvent.change(within(dialog).getByLabelText('退回理由'), { target: { value: '   ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe('拒绝理由不能为空');
  expect(rejectDiagnosis).not.toHaveBeenCalled();

  fireEvent.change(within(dialog).getByLabelText('退回理由'), { target: { value: ` ${reason} ` } });
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  await waitFor(() => expect(rejectDiagnosis).toHaveBeenCalledWith(7, reason));
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
  signIn();
  let resubmitted = false;
  jest.mocked(saveDraft).mockResolvedValue('草稿已保存');
  jest.mocked(submitDiagnosis).mockImplementation(async () => {
    resubmitted = true;
    return '诊断已提交，请等待平台审核';
  });
  jest.mocked(fetchDiagnosis).mockImplementation(async () =>
    resubmitted
      ? diagnosisDetail({ status: 2, answered: 3, answers: { ...complete, 'strategy.budget': 4 } })
      : diagnosisDetail({
          status: 3,
          answered: 3,
          answers: complete,
          rejectReason: '预算比例偏低，请核实',
        }),
  );
  renderScreen(page());

  expect(await screen.findByText('平台退回了这份诊断：预算比例偏低，请核实')).toBeTruthy();
  expect(within(screen.getByRole('heading', { level: 2 })).getByText('已退回')).toBeTruthy();
  const budget = screen.getByRole('spinbutton', { name: /数字化预算占营收的比例/ });
  expect((budget as HTMLInputElement).value).toBe('2.5');
  fireEvent.change(budget, { target: { value: '4' } });
  fireEvent.blur(budget);
  fireEvent.click(screen.getByRole('button', { name: /提交审核/ }));
  await waitFor(() =>
    expect(saveDraft).toHaveBeenCalledWith(7, { ...complete, 'strategy.budget': 4 }),
  );
  await waitFor(() => expect(submitDiagnosis).toHaveBeenCalledWith(7));
  expect(await screen.findByText('诊断已提交，等待平台审核。')).toBeTruthy();
  expect(screen.queryByText(/平台退回了这份诊断/)).toBeNull();
  expect(screen.queryByRole('button', { name: /提交审核/ })).toBeNull();
});
