import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { bus, sessionStore } from '@portal/session';
import {
  getExhibition,
  getOwnRegistration,
  registerForExhibition,
  type ExhibitionDetail,
  type OwnRegistration,
} from '../api/exhibitions';
import { ExhibitionDetailPage } from './exhibition-detail-page';

jest.mock('../api/exhibitions', () => ({
  ...jest.requireActual('../api/exhibitions'),
  getExhibition: jest.fn(),
  getOwnRegistration: jest.fn(),
  registerForExhibition: jest.fn(),
}));

const FAIR: ExhibitionDetail = {
  id: 7,
  title: '中葡食品与农产品线上博览会',
  organizer: '澳门贸易投资促进局（示例）',
  summary: '',
  description: '面向中国与葡语国家采购商的食品与农产品线上展会。',
  startsOn: '2026-11-15',
  endsOn: '2026-12-15',
  status: 'ongoing',
  boothCount: 1,
  booths: [
    {
      registrationId: 3,
      companyId: 12,
      companyName: 'Lusitânia Vinhos e Azeites, Lda.',
      country: 'PT',
      verified: true,
      exhibits: [
        {
          id: 41,
          name: 'Vinho do Porto Tawny 10 anos',
          price: '18.50',
          currency: 'EUR',
          unit: '瓶',
          imageUrl: null,
        },
      ],
    },
  ],
};

const PRODUCTS = [
  { id: 51, name: '普洱熟茶饼', price: '120.00', currency: 'CNY', unit: '饼', imageUrl: null },
  { id: 52, name: '滇红功夫茶', price: null, currency: 'CNY', unit: '盒', imageUrl: null },
];

const NOT_REGISTERED: OwnRegistration = {
  status: 0,
  registration: null,
  canRegister: true,
  usage: { exhibitions: { used: 1, quota: 3 }, exhibits: { used: 19, quota: 20 } },
  products: PRODUCTS,
};

function page(search = '?id=7') {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ExhibitionDetailPage
        search={search}
        pathname="/exhibitionDetail"
        routeKey="exhibitionDetail"
      />
    </SWRConfig>
  );
}

let navigations: string[] = [];
const onNavigate = ({ to }: { to: string }) => navigations.push(to);
beforeEach(() => {
  navigations = [];
  bus.on('navigate', onNavigate);
  jest.mocked(getExhibition).mockResolvedValue(FAIR);
});
afterEach(() => {
  bus.off('navigate', onNavigate);
  sessionStore.getState().logout('logout');
  jest.resetAllMocks();
});

test('shows the organizer, the validity and the booths with their exhibits from the supply', async () => {
  render(page());
  expect(await screen.findByRole('heading', { level: 1, name: FAIR.title })).toBeTruthy();
  expect(screen.getByText('澳门贸易投资促进局（示例）')).toBeTruthy();
  expect(screen.getByText('2026/11/15 至 2026/12/15')).toBeTruthy();
  const booth = screen.getByTestId('booth-12');
  expect(
    within(booth).getByRole('link', { name: FAIR.booths[0]!.companyName }).getAttribute('href'),
  ).toBe('/enterpriseInfo?id=12');
  expect(within(booth).getByText('认证企业')).toBeTruthy();
  expect(
    within(booth)
      .getByRole('link', { name: /Vinho do Porto/ })
      .getAttribute('href'),
  ).toBe('/productDetail?id=41');
  expect(getOwnRegistration).not.toHaveBeenCalled();
});

test('a guest is asked to sign in to register', async () => {
  render(page());
  fireEvent.click(await screen.findByRole('button', { name: /登录报名/ }));
  expect(navigations[0]).toMatch(/^\/login\?redirect=/);
});

test('a member registers with chosen products, the exhibit quota x/y counted as they choose', async () => {
  sessionStore.getState().login('token-1');
  jest.mocked(getOwnRegistration).mockResolvedValue(NOT_REGISTERED);
  jest.mocked(registerForExhibition).mockResolvedValue({
    registration: {} as never,
    message: '报名已提交，等待平台审核',
  });
  render(page());
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
  expect(registerForExhibition).not.toHaveBeenCalled();

  fireEvent.click(within(dialog).getByRole('checkbox', { name: /滇红功夫茶/ }));
  jest.mocked(getOwnRegistration).mockResolvedValue({
    ...NOT_REGISTERED,
    status: 1,
    canRegister: false,
  });
  fireEvent.click(within(dialog).getByRole('button', { name: /提交报名/ }));
  await waitFor(() => expect(registerForExhibition).toHaveBeenCalledWith(7, [51]));
  expect(await screen.findByText('报名已提交，等待平台审核')).toBeTruthy();
  expect(await screen.findByText('审核中')).toBeTruthy();
});

test('a rejected registration shows the remark and may be sent again with its exhibits', async () => {
  sessionStore.getState().login('token-1');
  jest.mocked(getOwnRegistration).mockResolvedValue({
    ...NOT_REGISTERED,
    status: 3,
    registration: {
      id: 9,
      exhibitionId: 7,
      exhibitionTitle: FAIR.title,
      startsOn: FAIR.startsOn,
      endsOn: FAIR.endsOn,
      exhibitionStatus: 'ongoing',
      companyId: 5,
      companyName: '云南普洱茶源茶业有限公司',
      status: 3,
      remark: '展品图片与规格不完整',
      exhibits: [PRODUCTS[1]!],
      createTime: '2026-11-20T02:00:00.000Z',
      updateTime: '2026-11-21T02:00:00.000Z',
      reviewTime: '2026-11-21T02:00:00.000Z',
    },
  });
  render(page());
  expect(await screen.findByText('未通过')).toBeTruthy();
  expect(screen.getByText(/展品图片与规格不完整/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /重新报名/ }));
  const dialog = await screen.findByRole('dialog');
  expect(
    (within(dialog).getByRole('checkbox', { name: /滇红功夫茶/ }) as HTMLInputElement).checked,
  ).toBe(true);
});

test('an unknown id says so and leads back to the list', () => {
  render(page('?id=abc'));
  fireEvent.click(screen.getByRole('button', { name: /返回线上展会/ }));
  expect(navigations).toEqual(['/exhibitions']);
});
