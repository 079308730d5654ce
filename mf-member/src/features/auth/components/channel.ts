/** Where a verification code is sent: the field of that name holds the phone or e-mail. */
export type Channel = 'phone' | 'email';

export const CHANNELS: readonly Channel[] = ['phone', 'email'];
