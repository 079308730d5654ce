import { StrictMode } from 'react';
import { act, render } from '@testing-library/react';
import { sessionStore } from '@portal/session';
import { recordView } from './api/record-view';
import type { RecordEntityType } from './api/entity-reference';
import { describeDevice } from './device-info';
import { useRecordView } from './use-record-view';

jest.mock('./api/record-view');

function Viewer({ type, id }: { type: RecordEntityType; id: number | null }) {
  useRecordView(type, id);
  return null;
}

afterEach(() => {
  sessionStore.getState().logout('logout');
  jest.resetAllMocks();
});

test('a signed-in visit is recorded once, even under StrictMode and re-renders', () => {
  jest.mocked(recordView).mockResolvedValue();
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
  expect(recordView).toHaveBeenCalledTimes(1);
  expect(recordView).toHaveBeenCalledWith(
    expect.objectContaining({ entityType: 'company', entityId: 3 }),
  );
  expect(jest.mocked(recordView).mock.calls[0]![0]).not.toHaveProperty('viewIp');

  rerender(
    <StrictMode>
      <Viewer type="company" id={4} />
    </StrictMode>,
  );
  expect(recordView).toHaveBeenCalledTimes(2);
});

test('guests and missing ids are not recorded', () => {
  jest.mocked(recordView).mockResolvedValue();
  const { rerender } = render(<Viewer type="news" id={2} />);
  rerender(<Viewer type="news" id={null} />);
  act(() => sessionStore.getState().login('token-1'));
  expect(recordView).not.toHaveBeenCalled();
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
