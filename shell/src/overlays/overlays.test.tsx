import { act, screen } from '@testing-library/react';
import { changeLanguage } from '@portal/i18n';
import { NOTICE_TEXT } from '@portal/api-client';
import { showNotice } from './overlays';

afterEach(async () => {
  await changeLanguage('zh');
});

test.each([
  ['en', NOTICE_TEXT.sessionExpired, 'Your session has expired; please sign in again'],
  ['pt', NOTICE_TEXT.serverFault, 'Ocorreu um problema no sistema'],
  ['cht', NOTICE_TEXT.storageDisabled, '未設定物件儲存，無法傳送語音、圖片、影片或檔案'],
  ['zh', NOTICE_TEXT.timeout, '请求超时，请稍后重试'],
] as const)(
  'in %s the API client’s notice reads in that language',
  async (language, text, shown) => {
    await changeLanguage(language);
    await act(async () => {
      void showNotice({ type: 'error', content: text });
    });
    expect(await screen.findByText(shown)).toBeTruthy();
  },
);
