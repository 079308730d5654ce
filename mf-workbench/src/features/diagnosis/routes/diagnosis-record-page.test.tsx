import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '@portal/ui/testing';
import { signIn, watchBus } from '../../../test/session';
import { fetchOwnDiagnoses, fetchReviewQueue, startDiagnosis } from '../api/diagnosis';
import { diagnosisSummary, reviewEntry } from '../test-fixtures';
import { DiagnosisRecordPage } from './diagnosis-record-page';

jest.mock('../api/diagnosis');

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
  jest.mocked(fetchOwnDiagnoses).mockResolvedValue({ rows: [diagnosisSummary({})], total: 1 });
  jest.mocked(startDiagnosis).mockResolvedValue(11);
  renderScreen(page());
  expect(await screen.findByText('已完成')).toBeTruthy();
  expect(screen.queryByRole('tab', { name: '审核队列' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '开始诊断' }));
  await waitFor(() => expect(bus.navigations).toEqual(['/diagnosisDetail?param=11']));
});

test('an open diagnosis is continued, not started again', async () => {
  signIn();
  jest.mocked(fetchOwnDiagnoses).mockResolvedValue({
    rows: [
      diagnosisSummary({ id: 12, status: 3, rejectReason: '请补充数据', overallScore: null }),
      diagnosisSummary({}),
    ],
    total: 2,
  });
  renderScreen(page());
  fireEvent.click(await screen.findByRole('button', { name: '继续填写诊断' }));
  expect(bus.navigations).toEqual(['/diagnosisDetail?param=12']);
  expect(startDiagnosis).not.toHaveBeenCalled();
});

describe('from the header (?resume)', () => {
  test('the open diagnosis opens at once, in place of this page', async () => {
    signIn();
    jest.mocked(fetchOwnDiagnoses).mockResolvedValue({
      rows: [diagnosisSummary({ id: 12, status: 1, overallScore: null }), diagnosisSummary({})],
      total: 2,
    });
    renderScreen(page('?resume'));
    await waitFor(() => expect(bus.navigations).toEqual(['/diagnosisDetail?param=12']));
    expect(startDiagnosis).not.toHaveBeenCalled();
  });

  test('a company with no diagnosis starts its first one', async () => {
    signIn();
    jest.mocked(fetchOwnDiagnoses).mockResolvedValue({ rows: [], total: 0 });
    jest.mocked(startDiagnosis).mockResolvedValue(21);
    renderScreen(page('?resume'));
    await waitFor(() => expect(bus.navigations).toEqual(['/diagnosisDetail?param=21']));
    expect(startDiagnosis).toHaveBeenCalledTimes(1);
  });

  test('a company with finished reports stays on the list to read them or start anew', async () => {
    signIn();
    jest.mocked(fetchOwnDiagnoses).mockResolvedValue({ rows: [diagnosisSummary({})], total: 1 });
    renderScreen(page('?resume'));
    expect(await screen.findByRole('button', { name: '开始诊断' })).toBeTruthy();
    expect(bus.navigations).toEqual([]);
    expect(startDiagnosis).not.toHaveBeenCalled();
  });
});

test('a reviewer also gets the queue of submitted diagnoses', async () => {
  signIn(['platform:diagnosis:review']);
  jest.mocked(fetchOwnDiagnoses).mockResolvedValue({ rows: [], total: 0 });
  jest.mocked(fetchReviewQueue).mockResolvedValue({
    rows: [reviewEntry],
    total: 1,
  });
  renderScreen(page());
  fireEvent.click(await screen.findByRole('tab', { name: '审核队列' }));
  expect(
    await screen.findByRole('cell', { name: 'Lusitânia Vinhos e Azeites, Lda.' }),
  ).toBeTruthy();
  expect(fetchReviewQueue).toHaveBeenCalledWith(2, 1, 10);
});
