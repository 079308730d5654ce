import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, ok } from '@portal/api-client/testing';
import { exhibitionEndpoints } from '@portal/contracts/endpoints/exhibitions';
import {
  ExhibitionDetail,
  ExhibitionRegistration,
  OwnExhibitionRegistration,
} from '@portal/contracts/schemas';
import { bus, sessionStore } from '@portal/session';
import { exhibitionDetail, notRegistered, registration } from '../test-fixtures';
import { ExhibitionDetailPage } from './exhibition-detail-page';
import { renderScreen } from '@portal/ui/testing';

const api = mockApi();
const EXHIBITION = exhibitionEndpoints.detail;
const OWN_REGISTRATION = exhibitionEndpoints.ownRegistration;
const REGISTER = exhibitionEndpoints.register;

function page(search = '?id=7') {
  return (
    <ExhibitionDetailPage
      search={search}
      pathname="/exhibitionDetail"
      routeKey="exhibitionDetail"
    />
  );
}

let navigations: string[] = [];
const onNavigate = ({ to }: { to: string }) => navigations.push(to);
beforeEach(() => {
  navigations = [];
  bus.on('navigate', onNavigate);
  api.on(EXHIBITION, ok(ExhibitionDetail, exhibitionDetail));
});
afterEach(() => {
  bus.off('navigate', onNavigate);
  sessionStore.getState().logout('logout');
});

test('shows the organizer, the validity and the booths with their exhibits from the supply', async () => {
  renderScreen(page());
  expect(
    await screen.findByRole('heading', { level: 1, name: exhibitionDetail.title }),
  ).toBeTruthy();
  expect(screen.getByText('澳门贸易投资促进局（示例）')).toBeTruthy();
  expect(screen.getByText('2026/11/15 至 2026/12/15')).toBeTruthy();
  const booth = screen.getByTestId('booth-12');
  expect(
    within(booth)
      .getByRole('link', { name: exhibitionDetail.booths[0]!.companyName })
      .getAttribute('href'),
  ).toBe('/enterpriseInfo?id=12');
  expect(within(booth).getByText('认证企业')).toBeTruthy();
  expect(
    within(booth)
      .getByRole('link', { name: /Vinho do Porto/ })
      .getAttribute('href'),
  ).toBe('/productDetail?id=41');
  // A guest's page asks for the exhibition alone, never for a registration.
  expect(api.requests().map((request) => request.path)).toEqual(['/haiguan/api/exhibitions/7']);
});

test('a guest is asked to sign in to register', async () => {
  renderScreen(page());
  fireEvent.click(await screen.findByRole('button', { name: /登录报名/ }));
  expect(navigations[0]).toMatch(/^\/login\?redirect=/);
});

test('a member registers with chosen products, the exhibit quota x/y counted as they choose', async () => {
  sessionStore.getState().login('token-1');
  // Once registered, the company's registration reads as under review.
  api.on(OWN_REGISTRATION, () =>
    ok(
      OwnExhibitionRegistration,
      api.requests(REGISTER).length === 0
        ? notRegistered
        : { ...notRegistered, status: 1, canRegister: false },
    ),
  );
  api.on(REGISTER, ok(ExhibitionRegistration, registration(1), '报名已提交，等待平台审核'));
  renderScreen(page());
  expect(await screen.findByText('未报名')).toBeTruthy();
  expect(screen.getByText('展会 1/3')).toBeTruthy();
  expect(screen.getByText('展品 19/20')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /报名参展/ }));
  const dialog = await screen.findByRole('dialog');

  fireEvent.click(within(dialog).getByRole('button', { name: /提交报名/ }));
  expect(await within(dialog).findByText('请至少选择一件展品')).toBeTruthy();

  fireEvent.click(within(dialog).getByRole('checkbox', { name: /普洱熟茶饼/ }));
  fireEvent.click(within(dialog).getByRole('checkbox', { name: /滇红功夫茶/ }));
  expect(within(dialog).getByText('已选 2 件，本次之后展品将为 21/20')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: /提交报名/ }));
  expect(
    await within(dialog).findByText('展品数量超出会员上限，请减少展品或升级会员'),
  ).toBeTruthy();
  expect(api.requests(REGISTER)).toEqual([]);

  fireEvent.click(within(dialog).getByRole('checkbox', { name: /滇红功夫茶/ }));
  fireEvent.click(within(dialog).getByRole('button', { name: /提交报名/ }));
  await waitFor(() =>
    expect(api.requests(REGISTER).map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/haiguan/api/exhibitions/7/registration', body: { productIds: [51] } },
    ]),
  );
  expect(await screen.findByText('报名已提交，等待平台审核')).toBeTruthy();
  expect(await screen.findByText('审核中')).toBeTruthy();
});

test('a rejected registration shows the remark and may be sent again with its exhibits', async () => {
  sessionStore.getState().login('token-1');
  api.on(
    OWN_REGISTRATION,
    ok(OwnExhibitionRegistration, {
      ...notRegistered,
      status: 3,
      registration: registration(3, '展品图片与规格不完整'),
    }),
  );
  renderScreen(page());
  expect(await screen.findByText('未通过')).toBeTruthy();
  expect(screen.getByText(/展品图片与规格不完整/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /重新报名/ }));
  const dialog = await screen.findByRole('dialog');
  expect(
    (within(dialog).getByRole('checkbox', { name: /滇红功夫茶/ }) as HTMLInputElement).checked,
  ).toBe(true);
});

test('an unknown id says so and leads back to the list', () => {
  renderScreen(page('?id=abc'));
  fireEvent.click(screen.getByRole('button', { name: /返回线上展会/ }));
  expect(navigations).toEqual(['/exhibitions']);
});
