import { aliyunSignature } from '../../src/platform/messaging/sms/aliyun';
import { createSmsGateway } from '../../src/platform/messaging/sms';
import { ALIYUN, startSmsStandIn, TWILIO } from '../code-stand-ins';

let standIn: Awaited<ReturnType<typeof startSmsStandIn>>;
beforeAll(async () => {
  standIn = await startSmsStandIn();
});
afterAll(() => standIn.close());

const aliyunSettings = () => ({
  provider: 'aliyun' as const,
  baseUrl: standIn.url,
  ...ALIYUN,
  signName: '中葡经贸通',
  templateCode: 'SMS_100',
  noticeTemplateCode: undefined,
});

describe('Aliyun SMS', () => {
  it("signs as Alibaba Cloud's documented SendSms example", () => {
    const documented = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(aliyunSignature('GET', documented, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('sends the code through the template, international numbers without the plus', async () => {
    const send = createSmsGateway(aliyunSettings(), () => {});
    await send({ to: '+351912345678', body: 'ignored by templates', code: '042917' });
    const received = await standIn.next();
    expect(received.to).toBe('351912345678');
    expect(received.fields).toMatchObject({
      SignName: '中葡经贸通',
      TemplateCode: 'SMS_100',
      TemplateParam: '{"code":"042917"}',
    });
  });

  it('refuses with what the gateway said', async () => {
    const send = createSmsGateway({ ...aliyunSettings(), accessKeySecret: 'wrong' }, () => {});
    await expect(send({ to: '13800000001', body: '', code: '000000' })).rejects.toThrow(
      /SignatureDoesNotMatch/,
    );
  });

  it('leaves a notice untexted, and says so, without a notice template', async () => {
    const skipped: string[] = [];
    const send = createSmsGateway(aliyunSettings(), (reason) => skipped.push(reason));
    await send({ to: '13800000001', body: 'someone tried to register this number' });
    expect(skipped).toEqual([expect.stringContaining('ALIYUN_SMS_NOTICE_TEMPLATE_CODE')]);
  });
});

describe('Twilio', () => {
  it('sends the whole text from a Messaging Service, mainland numbers in E.164', async () => {
    const send = createSmsGateway(
      { provider: 'twilio', baseUrl: standIn.url, ...TWILIO, from: `MG${'3'.repeat(32)}` },
      () => {},
    );
    await send({
      to: '13800000001',
      body: '【中葡经贸通】您的登录验证码为 123456',
      code: '123456',
    });
    const received = await standIn.next();
    expect(received.to).toBe('+8613800000001');
    expect(received.fields).toMatchObject({
      MessagingServiceSid: `MG${'3'.repeat(32)}`,
      Body: '【中葡经贸通】您的登录验证码为 123456',
    });
  });

  it('refuses when the gateway does not accept the credentials', async () => {
    const send = createSmsGateway(
      {
        provider: 'twilio',
        baseUrl: standIn.url,
        ...TWILIO,
        authToken: 'wrong',
        from: '+15005550006',
      },
      () => {},
    );
    await expect(send({ to: '13800000001', body: 'x' })).rejects.toThrow(/HTTP 401/);
  });
});
