import { act, fireEvent, screen } from '@testing-library/react';
import { list, mockApi } from '@portal/api-client/testing';
import { HsCodeEntry } from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { renderScreen } from '@portal/ui/testing';
import { teaHsCodes } from '../test-fixtures';
import { HsPicker } from './hs-picker';
import { productEndpoints } from '@portal/contracts/endpoints/products';

const api = mockApi();

beforeEach(() => {
  api.on(productEndpoints.hsCodes, ({ query }) =>
    list(
      HsCodeEntry,
      query.parent === '0902' ? [teaHsCodes.green, teaHsCodes.black] : [teaHsCodes.heading],
    ),
  );
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('zh'));
});

test.each([
  ['pt', 'Chá verde (não fermentado)', null],
  ['zh', 'Tea, green', 'en'],
])(
  'in %s a subheading reads in the reader’s language, or in English marked as such',
  async (language, green, lang) => {
    await act(() => i18n.changeLanguage(language));
    renderScreen(<HsPicker value="" label="HS" onChange={() => undefined} />);
    fireEvent.click(await screen.findByTestId('hs-0902'));
    const greenName = await screen.findByText(green);
    expect(greenName.getAttribute('lang')).toBe(lang);
    // A code the Mercosur nomenclature does not name keeps its English in every language.
    expect(screen.getByText('Tea, black; fermented').getAttribute('lang')).toBe('en');
  },
);
