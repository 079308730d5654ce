import { API, createTestApp, login, openTestDb, type TestApp, type TestDb } from '../helpers';

let testDb: TestDb;
let context: TestApp;
let token: string;

beforeAll(async () => {
  testDb = await openTestDb();
  context = await createTestApp({ db: testDb.db });
  token = await login(context.app, 'demo.pt@example.com');
});
afterAll(async () => {
  await context.close();
  await testDb.close();
});

async function ask(
  language: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  signedIn = false,
) {
  const response = await context.app.inject({
    method,
    url: `${API}${url}`,
    headers: {
      'accept-language': language,
      ...(signedIn && { authorization: `Bearer ${token}` }),
    },
    ...(payload && { payload }),
  });
  return response.json<{ code: number; msg: string }>();
}

describe('server messages follow Accept-Language', () => {
  const wrongPassword = { username: '13800000001', password: 'Wrong@2026' };

  it('keeps the spec’s exact Chinese for zh and answers the other three in theirs', async () => {
    expect(await ask('zh-CN', 'POST', '/loginApi/login', wrongPassword)).toEqual({
      code: 400,
      msg: '用户不存在/密码错误',
    });
    expect(await ask('zh-Hant-MO', 'POST', '/loginApi/login', wrongPassword)).toEqual({
      code: 400,
      msg: '用戶不存在/密碼錯誤',
    });
    expect(await ask('pt-PT,pt;q=0.9', 'POST', '/loginApi/login', wrongPassword)).toEqual({
      code: 400,
      msg: 'Utilizador inexistente ou palavra-passe errada',
    });
    expect(await ask('en-GB', 'POST', '/loginApi/login', wrongPassword)).toEqual({
      code: 400,
      msg: 'Unknown user or wrong password',
    });
  });

  it('translates not-found answers, validators’ messages and successes alike', async () => {
    expect((await ask('en', 'GET', '/news/99999999')).msg).toBe('The news item does not exist');
    expect((await ask('pt', 'GET', '/news/99999999')).msg).toBe('A notícia não existe');
    const badPhone = await ask('pt', 'POST', '/loginApi/register', {
      phone: '1391234567',
      code: '123456',
      password: 'Good@2026pass',
      confirmPassword: 'Good@2026pass',
    });
    expect(badPhone).toEqual({ code: 400, msg: 'O número de telemóvel não é válido' });
    const page = await ask('en', 'GET', '/news/list?pageNum=1&pageSize=1');
    expect(page).toMatchObject({ code: 200, msg: 'Done' });
    expect(await ask('cht', 'DELETE', '/browsingHistory/clear', undefined, true)).toMatchObject({
      code: 200,
      msg: '已清空瀏覽記錄',
    });
  });
});
