import { LIMITS } from '@portal/contracts';

/**
 * Every validation message of spec §5, in one place so the browser forms and the server show
 * byte-identical text.
 */
export const MESSAGES = {
  accountRequired: '请输入账号',
  accountFormat: '账号格式不正确',
  accountMismatch: '内容与用户绑定账号不一致',
  codeRequired: '验证码不能为空',
  // The spec bounds the input at 6 characters but gives no message for a longer value.
  codeTooLong: `验证码不能超过${LIMITS.codeLength}个字符`,
  passwordRequired: '密码不能为空',
  passwordRule: '8-18个字符，含字母大、小写+符号(@-#._*%$)+数字',
  passwordTooCommon: '密码过于常见，请更换',
  confirmPasswordRequired: '请再次输入密码',
  confirmPasswordMismatch: '两次输入密码不一致',
  phoneFormat: '手机号格式不正确',
  emailFormat: '邮箱格式不正确',
  linkFormat: '链接格式不正确',
  formInvalid: '请检查填写内容',
  // Said by the order actions and by every operator's review (certification, membership,
  // diagnosis): the server answers with it and the forms check it first.
  reasonRequired: '拒绝理由不能为空',
} as const;

export type ValidationMessage = (typeof MESSAGES)[keyof typeof MESSAGES];
