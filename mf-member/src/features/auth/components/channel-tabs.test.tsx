import { fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { mockApi, raw } from '@portal/api-client/testing';
import { CodeChannelsAnswer } from '@portal/contracts/schemas';
import { accountsEndpoints } from '@portal/contracts/endpoints/accounts';
import '../../../app/locales';
import { ChannelTabs } from './channel-tabs';

const api = mockApi();
beforeEach(() => {
  api.on(
    accountsEndpoints.codeChannels,
    raw(CodeChannelsAnswer, { code: 200, msg: '操作成功', data: { sms: true, email: true } }),
  );
});

/** Renders the tabs once the server has said which channels it sends codes on. */
async function renderTabs() {
  render(
    <ChannelTabs
      leadingTabs={[{ key: 'password', label: '账密登录', children: <input aria-label="账号" /> }]}
      renderChannel={(channel) => <input aria-label={channel === 'phone' ? '手机号' : '邮箱'} />}
    />,
  );
  await screen.findByRole('tab', { name: '邮箱验证码' });
}

const selectedTab = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

test('the first tab is shown; only the selected tab is in the tab order', async () => {
  await renderTabs();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    '账密登录',
    '手机验证码',
    '邮箱验证码',
  ]);
  expect(selectedTab()?.textContent).toBe('账密登录');
  expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  const panel = screen.getByRole('tabpanel');
  expect(within(panel).getByLabelText('账号')).toBeTruthy();
  expect(panel.getAttribute('aria-labelledby')).toBe(selectedTab()?.id);
});

test('arrows, Home and End move between the tabs, with focus, and show the panel they reach', async () => {
  await renderTabs();
  const [password, phone, email] = screen.getAllByRole('tab');

  fireEvent.keyDown(password!, { key: 'ArrowRight' });
  expect(selectedTab()).toBe(phone);
  expect(document.activeElement).toBe(phone);
  expect(within(screen.getByRole('tabpanel')).getByLabelText('手机号')).toBeTruthy();

  fireEvent.keyDown(phone!, { key: 'End' });
  expect(document.activeElement).toBe(email);
  fireEvent.keyDown(email!, { key: 'ArrowRight' });
  expect(document.activeElement).toBe(password);
  fireEvent.keyDown(password!, { key: 'ArrowLeft' });
  expect(document.activeElement).toBe(email);
  fireEvent.keyDown(email!, { key: 'Home' });
  expect(selectedTab()).toBe(password);
});

test('what was typed in a tab is still there after visiting another', async () => {
  await renderTabs();
  fireEvent.click(screen.getByRole('tab', { name: '邮箱验证码' }));
  fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'li@example.com' } });

  fireEvent.click(screen.getByRole('tab', { name: '账密登录' }));
  expect(within(screen.getByRole('tabpanel')).queryByLabelText('邮箱')).toBeNull();
  fireEvent.click(screen.getByRole('tab', { name: '邮箱验证码' }));
  expect((screen.getByLabelText('邮箱') as HTMLInputElement).value).toBe('li@example.com');
});

test('a server that sends codes on no channel is said to, instead of an empty screen', async () => {
  api.on(
    accountsEndpoints.codeChannels,
    raw(CodeChannelsAnswer, { code: 200, msg: '操作成功', data: { sms: false, email: false } }),
  );
  // A cache of its own: the other tests' answer (both channels) must not stand in for this one.
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ChannelTabs renderChannel={(channel) => <input aria-label={channel} />} />
    </SWRConfig>,
  );
  expect((await screen.findByRole('status')).textContent).toBe(
    '本平台暂未开通验证码发送，无法在此完成操作，请联系平台客服',
  );
  expect(screen.queryByRole('tab')).toBeNull();
});
