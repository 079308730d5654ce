import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@portal/contracts';
import { VALIDATION_CATALOGUE, placeholdersOf } from '@portal/validators';
import { SERVER_CATALOGUE, translateMessage } from '../../src/platform/language/message-catalogue';

const CJK = /[\u4e00-\u9fff]/;
const catalogue = [...VALIDATION_CATALOGUE, ...SERVER_CATALOGUE];

describe('the message catalogue', () => {
  it('has every entry in all four languages with the same placeholders, once', () => {
    const seen = new Set<string>();
    for (const entry of catalogue) {
      expect(seen.has(entry.zh)).toBe(false);
      seen.add(entry.zh);
      for (const language of LANGUAGES) {
        expect({ zh: entry.zh, [language]: entry[language].trim() }).not.toEqual({
          zh: entry.zh,
          [language]: '',
        });
        expect(placeholdersOf(entry[language])).toEqual(placeholdersOf(entry.zh));
      }
      expect({ zh: entry.zh, pt: CJK.test(entry.pt), en: CJK.test(entry.en) }).toEqual({
        zh: entry.zh,
        pt: false,
        en: false,
      });
    }
  });

  it('translates exact texts and texts with values, and leaves the rest alone', () => {
    expect(translateMessage('手机号格式不正确', 'pt')).toBe('O número de telemóvel não é válido');
    expect(translateMessage('手机号格式不正确', 'zh')).toBe('手机号格式不正确');
    expect(translateMessage('子账号数量已达会员上限（2/2），请升级会员', 'en')).toBe(
      'Your membership’s sub-account limit is reached (2/2); upgrade your membership',
    );
    expect(translateMessage('产品「普洱熟茶饼」价格为面议，请先确定价格', 'cht')).toBe(
      '產品「普洱熟茶饼」價格為面議，請先確定價格',
    );
    expect(translateMessage('Unknown words', 'en')).toBe('Unknown words');
  });
});

/**
 * Texts in the server's code that are not answers to the request that produced them: SQL, schema
 * descriptions, the mail sender's name. Everything else with Chinese in it must be in the
 * catalogue; the codes and notices sent by SMS and e-mail are written per language
 * (code-messages.ts).
 */
const NOT_ANSWERS = [
  /^中葡经贸通 </,
  /SELECT /,
  /^unit price incl\. tax|^null: price on request|^decimal ≥ 0|^\d (suggestion|submitted)/,
  /^面议$/,
  // The word the segmenter is warmed up with at start (modules/search/text-analysis.ts).
  /^预热$/,
];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory())
      return ['reference', 'scripts'].includes(name) ? [] : sourceFiles(full);
    return full.endsWith('.ts') ? [full] : [];
  });
}

/** Files whose texts are written per language already. */
const LOCALISED =
  /(notice-texts|diagnosis[/]questionnaire|message-catalogue|exchange-rates|errors)\.ts$/;

/**
 * A module's messages.ts is written per language when it holds Traditional Chinese beside the
 * Simplified; one of Simplified constants alone is translated by the catalogue, and checked here.
 */
const writtenPerLanguage = (file: string, code: string) =>
  /[-/]messages\.ts$/.test(file) && /\bcht\b/.test(code);

test('every Chinese text the server answers with is in the catalogue', () => {
  const untranslated: string[] = [];
  let checked = 0;
  for (const file of sourceFiles(path.join(__dirname, '../../src'))) {
    if (LOCALISED.test(file)) continue;
    if (writtenPerLanguage(file, readFileSync(file, 'utf8'))) continue;
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const match of code.matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)) {
      const text = match[1] ?? match[2]!;
      if (!CJK.test(text) || NOT_ANSWERS.some((pattern) => pattern.test(text))) continue;
      // A template's values stand in as plain figures.
      checked += 1;
      const sample = text.replace(/\$\{[^}]*\}/g, '7');
      if (CJK.test(translateMessage(sample, 'en')))
        untranslated.push(`${path.basename(file)}: ${text}`);
    }
  }
  expect(untranslated).toEqual([]);
  // The scan did read the routes.
  expect(checked).toBeGreaterThan(150);
});
