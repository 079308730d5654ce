import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/config';

describe('loadConfig', () => {
  it('is safe by default: production, no demo data, no outbox, no trusted proxy', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(REPO_ROOT, '.data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      redisPrefix: 'portal',
      demoData: false,
      devOutbox: false,
      devOutboxPublic: false,
      trustProxy: false,
      captchaEnabled: true,
      remotesConfigPath: path.join(REPO_ROOT, 'deploy/remotes.local.json'),
      staticRoot: REPO_ROOT,
      releasesDir: path.join(REPO_ROOT, '.data', 'releases'),
      nodeEnv: 'production',
      logLevel: 'info',
      smtpUrl: undefined,
      mailFrom: '中葡经贸通 <no-reply@localhost>',
      smsGateway: undefined,
      fileStorage: 'local',
      s3: undefined,
      rateLimits: {},
      connectionsPerIp: undefined,
      productSearchCacheSeconds: 30,
      migrateOnStart: true,
      shutdownTimeoutSeconds: 10,
    });
  });

  it('reads the start-up and shutdown settings', () => {
    const config = loadConfig({ MIGRATE_ON_START: 'false', SHUTDOWN_TIMEOUT_SECONDS: '30' });
    expect(config).toMatchObject({ migrateOnStart: false, shutdownTimeoutSeconds: 30 });
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
  });

  it('serves the development outbox only when asked, outside production, on loopback', () => {
    expect(
      loadConfig({ DEV_OUTBOX: 'true', NODE_ENV: 'development', HOST: '127.0.0.1' }).devOutbox,
    ).toBe(true);
    expect(() => loadConfig({ DEV_OUTBOX: 'true', HOST: '127.0.0.1' })).toThrow(
      /never served with NODE_ENV=production/,
    );
    expect(() =>
      loadConfig({ DEV_OUTBOX: 'true', NODE_ENV: 'production', HOST: '127.0.0.1' }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ DEV_OUTBOX: 'true', NODE_ENV: 'development' })).toThrow(
      /HOST="0.0.0.0": with DEV_OUTBOX on, the server listens on a loopback address only/,
    );
    expect(
      loadConfig({
        DEV_OUTBOX: 'true',
        DEV_OUTBOX_PUBLIC: 'true',
        NODE_ENV: 'development',
        HOST: '0.0.0.0',
      }).devOutboxPublic,
    ).toBe(true);
    for (const host of ['localhost', '::1', '127.0.0.2']) {
      expect(loadConfig({ DEV_OUTBOX: 'true', NODE_ENV: 'test', HOST: host }).host).toBe(host);
    }
  });

  it('reads which proxies to trust', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('reads the file storage switch', () => {
    expect(loadConfig({ FILE_STORAGE: 'disabled' }).fileStorage).toBe('disabled');
    expect(() => loadConfig({ FILE_STORAGE: 'ftp' })).toThrow(/FILE_STORAGE.*local, s3, disabled/);
  });

  it('reads the S3 settings, with the path style where an endpoint is given', () => {
    const keys = { S3_ACCESS_KEY_ID: 'AKIA1', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'portal-files', ...keys })).toMatchObject({
      fileStorage: 's3',
      s3: {
        bucket: 'portal-files',
        endpoint: undefined,
        region: 'us-east-1',
        accessKeyId: 'AKIA1',
        secretAccessKey: 'secret',
        forcePathStyle: false,
      },
    });
    const minio = { FILE_STORAGE: 's3', S3_BUCKET: 'uploads', S3_ENDPOINT: 'http://minio:9000' };
    expect(loadConfig({ ...minio, ...keys }).s3).toMatchObject({
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
    });
    expect(
      loadConfig({ ...minio, ...keys, S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'false' }).s3,
    ).toMatchObject({ region: 'eu-west-1', forcePathStyle: false });
    // Only FILE_STORAGE=s3 uses them.
    expect(loadConfig({ S3_BUCKET: 'uploads' }).s3).toBeUndefined();
  });

  it('refuses incomplete or malformed S3 settings, naming each variable', () => {
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_ACCESS_KEY_ID: 'AKIA1' })).toThrow(
      new ConfigError(
        'Invalid environment:\n' +
          '  S3_BUCKET="": required with FILE_STORAGE=s3\n' +
          '  S3_SECRET_ACCESS_KEY="": required with FILE_STORAGE=s3',
      ),
    );
    expect(() =>
      loadConfig({
        FILE_STORAGE: 's3',
        S3_BUCKET: 'Not_A_Bucket',
        S3_ENDPOINT: 'minio:9000',
        S3_ACCESS_KEY_ID: 'AKIA1',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toThrow(/S3_BUCKET="Not_A_Bucket".*\n.*S3_ENDPOINT="minio:9000"/);
  });

  it('reads raised per-IP throttles', () => {
    expect(
      loadConfig({ RATE_LIMIT: '9000', LOGIN_RATE_LIMIT: '500', CODE_SENDS_PER_IP: '300' })
        .rateLimits,
    ).toEqual({
      global: 9000,
      login: 500,
      codeSendsPerIp: 300,
    });
    expect(() => loadConfig({ LOGIN_RATE_LIMIT: '0' })).toThrow(ConfigError);
  });

  it('converts strings and treats empty variables as unset', () => {
    const config = loadConfig({
      PORT: '9090',
      DEMO_DATA: 'false',
      CAPTCHA_ENABLED: 'false',
      HOST: '',
      NODE_ENV: 'test',
    });
    expect(config).toMatchObject({
      port: 9090,
      demoData: false,
      captchaEnabled: false,
      host: '0.0.0.0',
      logLevel: 'silent',
    });
  });

  it('keeps published remote releases under DATA_DIR unless RELEASES_DIR says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/srv/portal' }).releasesDir).toBe(
      path.resolve('/srv/portal/releases'),
    );
    expect(loadConfig({ DATA_DIR: '/srv/portal', RELEASES_DIR: '/mnt/releases' }).releasesDir).toBe(
      path.resolve('/mnt/releases'),
    );
  });

  it('reads the mail settings', () => {
    expect(
      loadConfig({ SMTP_URL: 'smtps://user:pass@smtp.example.com', MAIL_FROM: 'a@example.com' }),
    ).toMatchObject({ smtpUrl: 'smtps://user:pass@smtp.example.com', mailFrom: 'a@example.com' });
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow('SMTP_URL="http://mail"');
  });

  it('reads an SMS gateway with everything it needs, at its public address unless told', () => {
    const sid = `AC${'a'.repeat(32)}`;
    expect(
      loadConfig({
        SMS_GATEWAY: 'twilio',
        TWILIO_ACCOUNT_SID: sid,
        TWILIO_AUTH_TOKEN: 'token',
        TWILIO_FROM: '+15005550006',
      }).smsGateway,
    ).toEqual({
      provider: 'twilio',
      baseUrl: 'https://api.twilio.com',
      accountSid: sid,
      authToken: 'token',
      from: '+15005550006',
    });
    const aliyun = {
      SMS_GATEWAY: 'aliyun',
      SMS_GATEWAY_URL: 'http://127.0.0.1:9000',
      ALIYUN_ACCESS_KEY_ID: 'id',
      ALIYUN_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '中葡经贸通',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    };
    expect(loadConfig(aliyun).smsGateway).toMatchObject({
      provider: 'aliyun',
      baseUrl: 'http://127.0.0.1:9000',
      noticeTemplateCode: undefined,
    });
    expect(() => loadConfig({ ...aliyun, ALIYUN_SMS_TEMPLATE_CODE: '' })).toThrow(
      'ALIYUN_SMS_TEMPLATE_CODE="": required with SMS_GATEWAY=aliyun',
    );
    expect(() => loadConfig({ SMS_GATEWAY: 'carrier-pigeon' })).toThrow(
      'SMS_GATEWAY="carrier-pigeon": must be one of twilio, aliyun',
    );
  });

  it('names every bad variable', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT="eighty"');
      expect(message).toContain(
        'LOG_LEVEL="loud": must be one of fatal, error, warn, info, debug, trace, silent',
      );
      expect(message).toContain('DATABASE_URL');
    }
  });
});
