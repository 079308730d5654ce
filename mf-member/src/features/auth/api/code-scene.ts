/** What a code sent by `getSms` / `getEmailSms` is for; the server checks it on use. */
export type CodeScene = 'login' | 'forgotPassword' | 'changePassword';
