import { cleanup, render, screen } from '@testing-library/react';
import type { Language } from '@portal/contracts';
import { changeLanguage } from '@portal/i18n';
import { fetchFile } from '@portal/api-client';
import '../../../app/locales';
import { FileMessage } from './file-message';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual<object>('@portal/api-client'),
  fetchFile: jest.fn(),
}));

beforeEach(() => {
  jest.mocked(fetchFile).mockResolvedValue(new Blob(['%PDF']));
  URL.createObjectURL = () => 'blob:file';
  URL.revokeObjectURL = () => undefined;
});

afterEach(async () => {
  cleanup();
  jest.resetAllMocks();
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
            { name: 'spec.pdf', url: '/x/1', filePath: '/x/1', fileType: 'file', size: 1536 },
            {
              name: 'plan.pdf',
              url: '/x/2',
              filePath: '/x/2',
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
  },
);
