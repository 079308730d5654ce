import type { LoginCodeScene, Static } from '@portal/contracts/schemas';

/** What a code sent by `getSms` / `getEmailSms` is for; the server checks it on use. */
export type CodeScene = Static<typeof LoginCodeScene>;
