import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, ok } from '@portal/api-client/testing';
import { digitalEndpoints } from '@portal/contracts/endpoints/digital';
import { DigitalOrder, DigitalOrderBody, DigitalProductDetail } from '@portal/contracts/schemas';
import { bus, sessionStore } from '@portal/session';
import { digitalProduct, placedDigitalOrder } from '../test-fixtures';
import { DigitalProductDetailPage } from './digital-product-detail-page';
import { renderScreen } from '@portal/ui/testing';

const api = mockApi();
const PRODUCT = digitalEndpoints.product;
const ORDER = digitalEndpoints.order;

function page(search: string) {
  return (
    <DigitalProductDetailPage
      search={search}
      pathname="/digitalProductDetail"
      routeKey="digitalProductDetail"
    />
  );
}

let navigations: string[] = [];
const onNavigate = ({ to }: { to: string }) => navigations.push(to);
beforeEach(() => {
  navigations = [];
  bus.on('navigate', onNavigate);
  api.on(PRODUCT, ok(DigitalProductDetail, digitalProduct));
});
afterEach(() => {
  bus.off('navigate', onNavigate);
  sessionStore.getState().logout('logout');
});

test('shows the plans with their prices, the dimensions it improves and the stories', async () => {
  renderScreen(page('?id=3'));
  expect(await screen.findByRole('heading', { name: '跨境网店搭建' })).toBeTruthy();
  expect(screen.getByText('¥16,800.00')).toBeTruthy();
  expect(screen.getByText('销售与营销')).toBeTruthy();
  expect(screen.getByText(/18%/)).toBeTruthy();
  expect(api.requests(PRODUCT).map((request) => request.path)).toEqual([
    '/haiguan/api/digital/products/3',
  ]);
});

test('a guest who orders is sent to sign in and back here', async () => {
  renderScreen(page('?id=3'));
  fireEvent.click(await screen.findByRole('button', { name: '订购此套餐: 专业版' }));
  expect(navigations).toHaveLength(1);
  expect(navigations[0]).toMatch(/^\/login\?redirect=/);
  expect(api.requests(ORDER)).toEqual([]);
});

test('a member orders the chosen plan with a contact; a bad phone is refused before sending', async () => {
  sessionStore.getState().login('token-1');
  api.on(ORDER, ok(DigitalOrder, placedDigitalOrder), { body: DigitalOrderBody });
  renderScreen(page('?id=3&diagnosis=5'));
  fireEvent.click(await screen.findByRole('button', { name: '订购此套餐: 专业版' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('联系人'), { target: { value: '王经理' } });
  fireEvent.change(within(dialog).getByLabelText('联系电话'), { target: { value: 'call me' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /提交订单/ }));
  expect(await within(dialog).findByText('联系电话格式不正确')).toBeTruthy();
  expect(api.requests(ORDER)).toEqual([]);

  fireEvent.change(within(dialog).getByLabelText('联系电话'), {
    target: { value: '+86 138 0000 0001' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: /提交订单/ }));
  await waitFor(() =>
    // The note left empty is not sent.
    expect(api.requests(ORDER).map((request) => request.body)).toEqual([
      {
        productId: 3,
        planKey: 'pro',
        contactName: '王经理',
        contactPhone: '+86 138 0000 0001',
        diagnosisId: 5,
      },
    ]),
  );
  expect(await screen.findByText(/DP20261124000007/)).toBeTruthy();
});

test('an unknown id says so and leads back to the catalogue', () => {
  renderScreen(page('?id=abc'));
  fireEvent.click(screen.getByRole('button', { name: '返回数字化产品' }));
  expect(navigations).toEqual(['/digitalProduct']);
});
