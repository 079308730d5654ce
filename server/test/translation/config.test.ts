import { ConfigError, loadConfig } from '../../src/config';

describe('translator settings', () => {
  it('is off unless TRANSLATOR names a service', () => {
    expect(loadConfig({}).translator).toBeUndefined();
  });

  it('names the keys a chosen service still needs', () => {
    expect(() =>
      loadConfig({ TRANSLATOR: 'baidu', BAIDU_TRANSLATE_APP_ID: '2015063000000001' }),
    ).toThrow(
      new ConfigError(
        'Invalid environment:\n  BAIDU_TRANSLATE_SECRET="": required with TRANSLATOR=baidu',
      ),
    );
    expect(() => loadConfig({ TRANSLATOR: 'systran' })).toThrow(
      /TRANSLATOR="systran": must be one of deepl, google, baidu, tencent/,
    );
  });

  it('takes the keys, the optional base URL and the Tencent region', () => {
    expect(
      loadConfig({
        TRANSLATOR: 'deepl',
        DEEPL_AUTH_KEY: 'key:fx',
        TRANSLATOR_URL: 'http://127.0.0.1:5000',
      }).translator,
    ).toEqual({ provider: 'deepl', authKey: 'key:fx', baseUrl: 'http://127.0.0.1:5000' });
    expect(
      loadConfig({ TRANSLATOR: 'tencent', TENCENT_SECRET_ID: 'id', TENCENT_SECRET_KEY: 'key' })
        .translator,
    ).toEqual({
      provider: 'tencent',
      secretId: 'id',
      secretKey: 'key',
      region: 'ap-guangzhou',
      baseUrl: undefined,
    });
  });
});
