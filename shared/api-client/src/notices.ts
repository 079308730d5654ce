/** Texts the client shows (spec §8), exported so screens and tests never retype them. */
export const NOTICE_TEXT = {
  sessionExpired: '登录已失效，请重新登录',
  serverBusy: '系统繁忙，请稍候...',
  maintenance: '系统正在维护，请稍候再试',
  serverFault: '系统出了点小问题',
  timeout: '请求超时，请稍后重试',
  networkDown: '网络连接异常，请检查网络',
  storageDisabled: '未配置对象存储，无法发送语音、图片、视频或文件',
} as const;
