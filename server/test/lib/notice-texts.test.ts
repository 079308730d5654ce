import { LANGUAGES } from '@portal/contracts';
import { NOTICE_KEYS, renderNotice } from '../../src/lib/notice-texts';

const VALUES = {
  orderNo: 'HG202611250000001',
  reason: 'R',
  company: 'C',
  title: 'T',
  tier: 'silver',
  until: '2027-11-25',
  feedback: 'F',
  reply: 'Y',
  product: 'P',
  quantity: 3,
  unit: 'kg',
  destination: 'Luanda',
  message: 'M',
  score: 72,
  level: 3,
  status: 2,
  product_zh: '产品',
  product_cht: '產品',
  product_pt: 'Produto',
  product_en: 'Product',
};

test('every notification reads in all four languages, with no placeholder left', () => {
  for (const key of NOTICE_KEYS) {
    const texts = LANGUAGES.map((language) => renderNotice({ key, params: VALUES }, language));
    for (const text of texts) {
      expect(text.title.trim()).not.toBe('');
      expect(`${text.title} ${text.brief ?? ''} ${text.sender ?? ''}`).not.toMatch(
        /\{\w+\}|undefined/,
      );
    }
    // four languages, four different titles (cht may share a title with zh only when the
    // characters are the same in both scripts, so compare pt and en with zh)
    expect(texts[2]!.title).not.toBe(texts[0]!.title);
    expect(texts[3]!.title).not.toBe(texts[0]!.title);
  }
});

test('a tier is named in the reader’s language and the values stay as the event gave them', () => {
  const text = renderNotice({ key: 'membership.activated', params: VALUES }, 'pt');
  expect(text.brief).toBe('A sua adesão Membro Prata está ativa até 2027-11-25.');
  const inquiry = renderNotice(
    { key: 'product.inquiry', params: { ...VALUES, message: '<b>' } },
    'en',
  );
  expect(inquiry.title).toBe('New inquiry: P');
  expect(inquiry.content).toContain('&lt;b&gt;');
});
