import { fireEvent, render, screen } from '@testing-library/react';
import '@portal/i18n';
import { ListState } from './list-state';

function rows(data: string[]) {
  return (
    <ul>
      {data.map((row) => (
        <li key={row}>{row}</li>
      ))}
    </ul>
  );
}

test('before the first answer it says it is loading', () => {
  render(
    <ListState data={undefined} error={undefined} onRetry={jest.fn()}>
      {rows}
    </ListState>,
  );
  expect(screen.getByRole('status').textContent).toBe('正在加载…');
});

test('a failed first load is an alert with a retry', () => {
  const onRetry = jest.fn();
  render(
    <ListState data={undefined} error={new Error('down')} onRetry={onRetry}>
      {rows}
    </ListState>,
  );
  expect(screen.getByRole('alert').textContent).toBe('加载失败');
  fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('an empty answer shows the empty message, the caller’s or the default one', () => {
  const isEmpty = (data: string[]) => data.length === 0;
  const { rerender } = render(
    <ListState data={[]} error={undefined} onRetry={jest.fn()} isEmpty={isEmpty}>
      {rows}
    </ListState>,
  );
  expect(screen.getByText('暂无数据')).toBeTruthy();
  rerender(
    <ListState
      data={[]}
      error={undefined}
      onRetry={jest.fn()}
      isEmpty={isEmpty}
      emptyText="还没有订单"
    >
      {rows}
    </ListState>,
  );
  expect(screen.getByText('还没有订单')).toBeTruthy();
  expect(screen.queryByRole('list')).toBeNull();
});

test('rows stay on screen when a reload fails', () => {
  render(
    <ListState data={['Vinho do Porto']} error={new Error('down')} onRetry={jest.fn()}>
      {rows}
    </ListState>,
  );
  expect(screen.getByRole('listitem').textContent).toBe('Vinho do Porto');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('status')).toBeNull();
});
