import { recordsEndpoints } from '@portal/contracts/endpoints/records';
import { StrictMode } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { done, mockApi } from '@portal/api-client/testing';
import { EntityReferenceBody } from '@portal/contracts/schemas';
import { sessionStore } from '@portal/session';
import type { RecordEntityType } from './api/entity-reference';
import { describeDevice } from './device-info';
import { useRecordView } from './use-record-view';

const api = mockApi();
const RECORD = recordsEndpoints.recordView;
/** The views the server was told of, in order. */
const recorded = () => api.requests(RECORD).map((request) => request.body);

beforeEach(() => api.on(RECORD, done('操作成功'), { body: EntityReferenceBody }));

function Viewer({ type, id }: { type: RecordEntityType; id: number | null }) {
  useRecordView(type, id);
  return null;
}

afterEach(() => {
  sessionStore.getState().logout('logout');
});

test('a signed-in visit is recorded once, even under StrictMode and re-renders', async () => {
  sessionStore.getState().login('token-1');
  const { rerender } = render(
    <StrictMode>
      <Viewer type="company" id={3} />
    </StrictMode>,
  );
  rerender(
    <StrictMode>
      <Viewer type="company" id={3} />
    </StrictMode>,
  );
  await waitFor(() =>
    expect(recorded()).toEqual([expect.objectContaining({ entityType: 'company', entityId: 3 })]),
  );
  expect(recorded()[0]).not.toHaveProperty('viewIp');

  rerender(
    <StrictMode>
      <Viewer type="company" id={4} />
    </StrictMode>,
  );
  // The requests arrive in the order they were sent: a second record of 3 would come before 4.
  await waitFor(() =>
    expect(recorded()).toEqual([
      expect.objectContaining({ entityId: 3 }),
      expect.objectContaining({ entityId: 4 }),
    ]),
  );
});

test('guests and missing ids are not recorded', async () => {
  const { rerender } = render(<Viewer type="news" id={2} />);
  rerender(<Viewer type="news" id={null} />);
  act(() => sessionStore.getState().login('token-1'));
  // A visit recorded afterwards: any request sent before it would have arrived first.
  rerender(<Viewer type="news" id={5} />);
  await waitFor(() => expect(recorded()).toHaveLength(1));
  expect(recorded()).toEqual([expect.objectContaining({ entityType: 'news', entityId: 5 })]);
});

test.each([
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Chrome 131 · Windows',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    'Edge 131 · Windows',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Safari 17 · iOS',
  ],
  ['x'.repeat(300), 'x'.repeat(200)],
])('describes %s briefly', (userAgent, description) => {
  expect(describeDevice(userAgent)).toBe(description);
});
