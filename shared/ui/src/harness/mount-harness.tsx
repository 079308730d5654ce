import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { Alert, App as AntdApp, Button, Input, Select, Space, Tag } from 'antd';
import { haiguanApi } from '@portal/api-client';
import { findRoute, LANGUAGES, routesOf, type Language, type RemoteName } from '@portal/contracts';
import type { EndpointAnswer } from '@portal/contracts/endpoints';
import { accountsEndpoints } from '@portal/contracts/endpoints/accounts';
import { companiesEndpoints } from '@portal/contracts/endpoints/companies';
import { changeLanguage, currentLanguage } from '@portal/i18n';
import { bus, sessionStore, useSession, type Notice } from '@portal/session';
import { AppProviders } from '../app-providers';
import { AntdProviders } from '../antd-providers';
import type { RemoteProps } from '../remote-lifecycles';
import './harness.css';

/** The demo logins of the README; all use the demo password. */
const DEMO_USERS = ['13800000001', '13800000002', 'demo.pt@example.com', 'operator@example.com'];
const DEMO_PASSWORD = 'Demo@2026';

type Captcha = EndpointAnswer<typeof accountsEndpoints.captcha>;

function fetchCaptcha(): Promise<Captcha> {
  return haiguanApi.call(accountsEndpoints.captcha);
}

async function loadProfile() {
  const [user, membership, menu] = await Promise.all([
    haiguanApi.call(companiesEndpoints.userInfo),
    haiguanApi.call(companiesEndpoints.highestMembership),
    haiguanApi.call(companiesEndpoints.menu),
  ]);
  sessionStore.getState().setProfile({
    user: user.data,
    membership: membership.data,
    permissions: menu.data.map((entry) => entry.perms),
  });
}

function LoginBar() {
  const user = useSession((state) => state.user);
  const [username, setUsername] = useState(
    () => new URLSearchParams(window.location.search).get('as') ?? DEMO_USERS[0]!,
  );
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function refreshCaptcha() {
    const answer = await fetchCaptcha();
    setCaptcha(answer);
  }

  async function login(current: Captcha | null = captcha) {
    setError(null);
    try {
      const answer = await haiguanApi.call(accountsEndpoints.passwordLogin, {
        body: { username, password: DEMO_PASSWORD, code, uuid: current?.uuid },
      });
      sessionStore.getState().login(answer.token);
      await loadProfile();
    } catch (failure) {
      setError((failure as { msg?: string }).msg ?? String(failure));
      void refreshCaptcha();
    }
  }

  useEffect(() => {
    // With `?as=<login>` and the captcha off, the harness signs in by itself (for QA automation).
    const automatic = new URLSearchParams(window.location.search).has('as');
    const showFailure = (failure: { msg?: string }) => setError(failure.msg ?? String(failure));
    if (sessionStore.getState().token) void loadProfile().catch(showFailure);
    void fetchCaptcha()
      .then((answer) => {
        setCaptcha(answer);
        if (automatic && !answer.captchaEnabled && !sessionStore.getState().token)
          void login(answer);
      })
      .catch(showFailure);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (user) {
    return (
      <Space>
        <Tag color="blue" data-testid="harness-user">
          {user.username}
        </Tag>
        <Button size="small" onClick={() => sessionStore.getState().logout('logout')}>
          Log out
        </Button>
      </Space>
    );
  }
  return (
    <Space wrap>
      <Select
        size="small"
        value={username}
        style={{ width: 200 }}
        onChange={setUsername}
        options={DEMO_USERS.map((value) => ({ value, label: value }))}
      />
      {captcha?.captchaEnabled && (
        <>
          <img src={captcha.img} alt="captcha" height={28} onClick={() => void refreshCaptcha()} />
          <Input
            size="small"
            maxLength={6}
            style={{ width: 90 }}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </>
      )}
      <Button size="small" type="primary" onClick={() => void login()}>
        Log in as demo user
      </Button>
      {error && <Alert type="error" title={error} showIcon />}
    </Space>
  );
}

/** Shows the API client's notices, as the shell does. */
function Notices() {
  const { message } = AntdApp.useApp();
  useEffect(() => {
    const show = (notice: Notice) =>
      void message.open({
        type: notice.type,
        content: notice.content,
        duration: notice.duration ?? 2,
      });
    bus.on('notify', show);
    return () => bus.off('notify', show);
  }, [message]);
  return null;
}

function currentLocation() {
  return { pathname: window.location.pathname, search: window.location.search };
}

function HarnessFrame({
  remote,
  lifecycles,
}: {
  remote: RemoteName;
  lifecycles: ParcelConfig<RemoteProps>;
}) {
  const routes = routesOf(remote);
  const [location, setLocation] = useState(currentLocation);
  const [foreign, setForeign] = useState<string | null>(null);
  const [crashed, setCrashed] = useState<Error | null>(null);
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const container = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);
  const route = findRoute(location.pathname) ?? routes[0]!;
  const props = {
    pathname: location.pathname,
    search: location.search,
    routeKey: route.meta.title,
  };

  useEffect(() => {
    const onNavigate = ({ to }: { to: string }) => {
      const target = new URL(to, window.location.origin);
      if (findRoute(target.pathname)?.remote !== remote) {
        setForeign(to);
        return;
      }
      setForeign(null);
      window.history.pushState(null, '', to);
      setLocation(currentLocation());
    };
    const onPop = () => setLocation(currentLocation());
    bus.on('navigate', onNavigate);
    window.addEventListener('popstate', onPop);
    return () => {
      bus.off('navigate', onNavigate);
      window.removeEventListener('popstate', onPop);
    };
  }, [remote]);

  useEffect(() => {
    parcel.current = mountRootParcel(lifecycles, {
      domElement: container.current!,
      ...props,
      reportError: setCrashed,
    });
    return () => void parcel.current?.unmount();
    // Mounted once; later locations arrive through update() below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lifecycles]);

  useEffect(() => {
    const mounted = parcel.current;
    if (mounted?.getStatus() === 'MOUNTED') void mounted.update?.(props);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.search]);

  return (
    <div className="harness">
      <header className="harness__bar">
        <strong>{remote} · standalone</strong>
        <Select
          size="small"
          value={route.path}
          style={{ width: 200 }}
          onChange={(path: string) => bus.emit('navigate', { to: path })}
          options={routes.map((entry) => ({ value: entry.path, label: entry.path }))}
        />
        <Select
          size="small"
          value={language}
          onChange={(next: Language) => void changeLanguage(next).then(() => setLanguage(next))}
          options={LANGUAGES.map((value) => ({ value, label: value }))}
        />
        <LoginBar />
      </header>
      {foreign && (
        <Alert
          type="info"
          showIcon
          title={`${foreign} belongs to another app (the shell would navigate there).`}
        />
      )}
      {crashed && <Alert type="error" showIcon title={`The remote crashed: ${crashed.message}`} />}
      <main ref={container} data-testid="harness-content" />
    </div>
  );
}

/**
 * The standalone host a remote's own team and QA use: the remote's lifecycles mounted as a
 * parcel, with the same session package and providers as in the shell, against the real server.
 */
export function mountHarness(remote: RemoteName, lifecycles: ParcelConfig<RemoteProps>): void {
  // As in the shell: a login anywhere (the remote's own login page included) loads the profile.
  bus.on('session:login', () => void loadProfile().catch(() => undefined));
  createRoot(document.getElementById('root')!).render(
    <AppProviders>
      <AntdProviders>
        <AntdApp>
          <Notices />
          <HarnessFrame remote={remote} lifecycles={lifecycles} />
        </AntdApp>
      </AntdProviders>
    </AppProviders>,
  );
}
