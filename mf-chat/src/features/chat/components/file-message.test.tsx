import { cleanup, render, screen } from '@testing-library/react';
import type { Language } from '@portal/contracts';
import { file, mockApi } from '@portal/api-client/testing';
import { filesEndpoints } from '@portal/contracts/endpoints/files';
import { changeLanguage } from '@portal/i18n';
import '../../../app/locales';
import { FileMessage } from './file-message';

const api = mockApi();
const FILE = filesEndpoints.download;
/** A stored file is served as its bytes; the link reads them as a blob. */
const pdfBytes = file('%PDF', 'application/pdf');

beforeEach(() => {
  api.on(FILE, pdfBytes);
  URL.createObjectURL = () => 'blob:file';
  URL.revokeObjectURL = () => undefined;
});

afterEach(async () => {
  cleanup();
  await changeLanguage('zh');
});

test.each<[Language, string[]]>([
  ['zh', ['1.50 KB', '2,048.00 KB']],
  ['cht', ['1.50 KB', '2,048.00 KB']],
  ['pt', ['1,50 KB', '2.048,00 KB']],
  ['en', ['1.50 KB', '2,048.00 KB']],
])(
  'in %s each file shows its size in KB, the number written the reader’s way',
  async (language, sizes) => {
    await changeLanguage(language);
    render(
      <FileMessage
        payload={{
          fileList: [
            {
              name: 'spec.pdf',
              url: '/haiguan/api/files/1',
              filePath: '/haiguan/api/files/1',
              fileType: 'file',
              size: 1536,
            },
            {
              name: 'plan.pdf',
              url: '/haiguan/api/files/2',
              filePath: '/haiguan/api/files/2',
              fileType: 'file',
              size: 2 * 1024 * 1024,
            },
          ],
        }}
      />,
    );
    expect(await screen.findByRole('link', { name: 'spec.pdf' })).toBeTruthy();
    const shown = Array.from(document.querySelectorAll('.chat-file__size')).map(
      (size) => size.textContent,
    );
    expect(shown).toEqual(sizes);
    expect(await screen.findByRole('link', { name: 'plan.pdf' })).toBeTruthy();
    expect(api.requests(FILE).map((request) => request.path)).toEqual([
      '/haiguan/api/files/1',
      '/haiguan/api/files/2',
    ]);
  },
);
