import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, ok, page } from '@portal/api-client/testing';
import { PERMISSIONS } from '@portal/contracts';
import { diagnosisEndpoints } from '@portal/contracts/endpoints/diagnosis';
import {
  DiagnosisCreatedId,
  DiagnosisReviewEntry,
  DiagnosisSummary,
} from '@portal/contracts/schemas';
import { renderScreen } from '@portal/ui/testing';
import { signIn, watchBus } from '../../../test/session';
import { diagnosisSummary, reviewEntry } from '../test-fixtures';
import { DiagnosisRecordPage } from './diagnosis-record-page';

const api = mockApi();
const OWN = diagnosisEndpoints.ownList;
const START = diagnosisEndpoints.start;
const QUEUE = diagnosisEndpoints.reviewQueue;

const recordPage = (search = '') => (
  <DiagnosisRecordPage search={search} pathname="/diagnosisRecord" routeKey="diagnosisRecord" />
);

let bus: ReturnType<typeof watchBus>;
beforeEach(() => {
  bus = watchBus();
});
afterEach(() => bus.stop());

test('with only completed diagnoses a member starts a new one and lands on it', async () => {
  signIn();
  api.on(OWN, page(DiagnosisSummary, [diagnosisSummary({})]));
  api.on(START, ok(DiagnosisCreatedId, { id: 11 }));
  renderScreen(recordPage());
  expect(await screen.findByText('已完成')).toBeTruthy();
  expect(screen.queryByRole('tab', { name: '审核队列' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '开始诊断' }));
  await waitFor(() => expect(bus.navigations).toEqual(['/diagnosisDetail?param=11']));
});

test('an open diagnosis is continued, not started again', async () => {
  signIn();
  api.on(
    OWN,
    page(DiagnosisSummary, [
      diagnosisSummary({ id: 12, status: 3, rejectReason: '请补充数据', overallScore: null }),
      diagnosisSummary({}),
    ]),
  );
  renderScreen(recordPage());
  fireEvent.click(await screen.findByRole('button', { name: '继续填写诊断' }));
  expect(bus.navigations).toEqual(['/diagnosisDetail?param=12']);
  // No route answers START here: a diagnosis started after all would fail the test.
});

describe('from the header (?resume)', () => {
  test('the open diagnosis opens at once, in place of this page', async () => {
    signIn();
    api.on(
      OWN,
      page(DiagnosisSummary, [
        diagnosisSummary({ id: 12, status: 1, overallScore: null }),
        diagnosisSummary({}),
      ]),
    );
    renderScreen(recordPage('?resume'));
    await waitFor(() => expect(bus.navigations).toEqual(['/diagnosisDetail?param=12']));
    // No route answers START here: a diagnosis started after all would fail the test.
  });

  test('a company with no diagnosis starts its first one', async () => {
    signIn();
    api.on(OWN, page(DiagnosisSummary, []));
    api.on(START, ok(DiagnosisCreatedId, { id: 21 }));
    renderScreen(recordPage('?resume'));
    await waitFor(() => expect(bus.navigations).toEqual(['/diagnosisDetail?param=21']));
    expect(api.requests(START)).toHaveLength(1);
  });

  test('a company with finished reports stays on the list to read them or start anew', async () => {
    signIn();
    api.on(OWN, page(DiagnosisSummary, [diagnosisSummary({})]));
    renderScreen(recordPage('?resume'));
    expect(await screen.findByRole('button', { name: '开始诊断' })).toBeTruthy();
    expect(bus.navigations).toEqual([]);
    // No route answers START here: a diagnosis started after all would fail the test.
  });
});

test('a reviewer also gets the queue of submitted diagnoses', async () => {
  signIn([PERMISSIONS.diagnosisReview]);
  api.on(OWN, page(DiagnosisSummary, []));
  api.on(QUEUE, page(DiagnosisReviewEntry, [reviewEntry]));
  renderScreen(recordPage());
  fireEvent.click(await screen.findByRole('tab', { name: '审核队列' }));
  expect(
    await screen.findByRole('cell', { name: 'Lusitânia Vinhos e Azeites, Lda.' }),
  ).toBeTruthy();
  expect(api.requests(QUEUE).map((request) => request.query)).toContainEqual({
    status: '2',
    pageNum: '1',
    pageSize: '10',
  });
});
