import { LANGUAGES } from '@portal/contracts';
import { codeMessages } from '../../src/modules/accounts/messages';

const HAN = /\p{Script=Han}/u;
const FULL_WIDTH = /[：，（）！？；。、【】《》「」]/u;

/** Every text a language's set can produce, with sample values. */
function allTexts(language: (typeof LANGUAGES)[number]): string[] {
  const text = codeMessages(language);
  const purposes = Object.values(text.purposes);
  const targets = Object.values(text.targets);
  return [
    text.brand,
    ...purposes,
    ...targets,
    ...purposes.flatMap((purpose) => [
      text.codeSubject({ purpose }),
      text.codeBody({ purpose, code: '123456', minutes: 5 }),
    ]),
    text.registerTakenSubject,
    ...targets.map((target) => text.registerTakenBody({ target })),
    text.accountNoticeSubject,
    text.emailTakenBody,
    ...targets.map((target) => text.staffTakenBody({ target })),
    text.emailChangedSubject,
    text.emailChangedBody({ email: 'l***@example.com' }),
  ];
}

test('the Simplified Chinese texts are the ones the portal has always sent', () => {
  const zh = codeMessages('zh');
  const login = zh.purposes.login;
  expect(`${zh.brand}${zh.codeSubject({ purpose: login })}`).toBe('【中葡经贸通】登录验证码');
  expect(`${zh.brand}${zh.codeBody({ purpose: login, code: '123456', minutes: 5 })}`).toBe(
    '【中葡经贸通】您的登录验证码为 123456，5分钟内有效。',
  );
  expect(zh.staffTakenBody({ target: zh.targets.email })).toBe(
    '有企业申请将本邮箱添加为员工账号，因本邮箱已注册，未发送验证码。如非本人操作请忽略。',
  );
  expect(zh.emailChangedBody({ email: 'l***@example.com' })).toBe(
    '您的账号邮箱已更改为 l***@example.com。如非本人操作，请立即修改密码并联系平台客服。',
  );
});

test.each(['pt', 'en'] as const)(
  'every %s text is written without Chinese characters or punctuation',
  (language) => {
    const texts = allTexts(language);
    expect(texts.filter((text) => !text.trim() || HAN.test(text) || FULL_WIDTH.test(text))).toEqual(
      [],
    );
  },
);

test('Traditional Chinese uses no simplified-only character of the Simplified texts', () => {
  const simplifiedOnly = /[验码账号册邮员绑录设请发该业内为钟须联系]/u;
  expect(allTexts('zh').some((text) => simplifiedOnly.test(text))).toBe(true);
  expect(allTexts('cht').filter((text) => simplifiedOnly.test(text))).toEqual([]);
});
