import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { signIn, watchBus } from '../../../test/session';
import {
  fetchOwnDiagnoses,
  fetchReviewQueue,
  startDiagnosis,
  type DiagnosisSummary,
} from '../api/diagnosis';
import { DiagnosisRecordPage } from './diagnosis-record-page';

jest.mock('../api/diagnosis');

const summary = (overrides: Partial<DiagnosisSummary>): DiagnosisSummary => ({
  id: 3,
  status: 4,
  answered: 36,
  questionCount: 36,
  overallScore: 52,
  level: 3,
  rejectReason: null,
  createTime: '2026-10-01T08:00:00.000Z',
  updateTime: '2026-10-02T08:00:00.000Z',
  submitTime: '2026-10-01T09:00:00.000Z',
  reviewTime: '2026-10-02T08:00:00.000Z',
  ...overrides,
});

const page = (search = '') => (
  <DiagnosisRecordPage search={search} pathname="/diagnosisRecord" routeKey="diagnosisRecord" />
);

let bus: ReturnType<typeof watchBus>;
beforeEach(() => {
  bus = watchBus();
});
afterEach(() => {
  bus.stop();
  jest.resetAllMocks();
});

test('with only completed diagnoses a member starts a new one and lands on it', async () => {
  signIn();
  jest.mocked(fetchOwnDiagnoses).mockResolvedValue({ rows: [summary({})], total: 1 });
  jest.mocked(startDiagnosis).mockResolvedValue(11);
  render(page());
  expect(await screen.findByText('已完成')).toBeTruthy();
  expect(screen.queryByRole('tab', { name: '审核队列' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '开始诊断' }));
  await waitFor(() => expect(bus.navigations).toEqual(['/diagnosisDetail?param=11']));
});

test('an open diagnosis is continued, not started again', async () => {
  signIn();
  jest.mocked(fetchOwnDiagnoses).mockResolvedValue({
    rows: [
      summary({ id: 12, status: 3, rejectReason: '请补充数据', overallScore: null }),
      summary({}),
    ],
    total: 2,
  });
  render(page());
  fireEvent.click(await screen.findByRole('button', { name: '继续填写诊断' }));
  expect(bus.navigations).toEqual(['/diagnosisDetail?param=12']);
  expect(startDiagnosis).not.toHaveBeenCalled();
});

describe('from the header (?resume)', () => {
  test('the open diagnosis opens at once, in place of this page', async () => {
    signIn();
    jest.mocked(fetchOwnDiagnoses).mockResolvedValue({
      rows: [summary({ id: 12, status: 1, overallScore: null }), summary({})],
      total: 2,
    });
    render(page('?resume'));
    await waitFor(() => expect(bus.navigations).toEqual(['/diagnosisDetail?param=12']));
    expect(startDiagnosis).not.toHaveBeenCalled();
  });

  test('a company with no diagnosis starts its first one', async () => {
    signIn();
    jest.mocked(fetchOwnDiagnoses).mockResolvedValue({ rows: [], total: 0 });
    jest.mocked(startDiagnosis).mockResolvedValue(21);
    render(page('?resume'));
    await waitFor(() => expect(bus.navigations).toEqual(['/diagnosisDetail?param=21']));
    expect(startDiagnosis).toHaveBeenCalledTimes(1);
  });

  test('a company with finished reports stays on the list to read them or start anew', async () => {
    signIn();
    jest.mocked(fetchOwnDiagnoses).mockResolvedValue({ rows: [summary({})], total: 1 });
    render(page('?resume'));
    expect(await screen.findByRole('button', { name: '开始诊断' })).toBeTruthy();
    expect(bus.navigations).toEqual([]);
    expect(startDiagnosis).not.toHaveBeenCalled();
  });
});

test('a reviewer also gets the queue of submitted diagnoses', async () => {
  signIn(['platform:diagnosis:review']);
  jest.mocked(fetchOwnDiagnoses).mockResolvedValue({ rows: [], total: 0 });
  jest.mocked(fetchReviewQueue).mockResolvedValue({
    rows: [
      {
        ...summary({ id: 2, status: 2, overallScore: null, level: null }),
        companyId: 4,
        companyName: 'Lusitânia Vinhos e Azeites, Lda.',
        country: 'PT',
        submitterName: 'João Ferreira',
      },
    ],
    total: 1,
  });
  render(page());
  fireEvent.click(await screen.findByRole('tab', { name: '审核队列' }));
  expect(
    await screen.findByRole('cell', { name: 'Lusitânia Vinhos e Azeites, Lda.' }),
  ).toBeTruthy();
  expect(fetchReviewQueue).toHaveBeenCalledWith(2, 1, 10);
});
