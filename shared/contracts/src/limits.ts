/** Business constants of spec §9. */
export const LIMITS = {
  requestTimeoutMs: 15_000,
  chunkLoadTimeoutMs: 120_000,
  toastSeconds: 2,
  chatPageSize: 30,
  conversationPageSize: 9999,
  systemNoticePageSize: 30,
  codeResendSeconds: 60,
  codeLength: 6,
  searchMaxLength: 50,
  chatTextMaxLength: 500,
  uploadMaxFiles: 9,
  uploadMaxBytes: 5 * 1024 * 1024,
  badgeMax: 99,
  passwordMinLength: 8,
  passwordMaxLength: 18,
} as const;
