// Builds names-pt.csv (code,name_pt: HS headings and subheadings in Portuguese) from the NCM
// table that Brazil's Receita Federal publishes as JSON on the Siscomex single window
// ("Tabela NCM vigente"). Run: node ncm-to-names-pt.mjs path/to/ncm.json > names-pt.csv
//
// The NCM's first four digits are the HS heading and its first six the HS subheading. Its text
// is a tree: a subheading reads "-- Outros" under "- Bovinos domésticos:", so a name is its
// own text after the texts of the dash levels above it, and after the heading's when the
// outermost of those does not name a product by itself ("Outros", "De peso …", "Em …").
import { readFileSync } from 'node:fs';

const table = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const clean = (text) =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/^[-\s]+/, '')
    .replace(/[\s:.]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
const dashes = (text) => /^(-*)/.exec(text.trim())[1].length;
const startsWithoutProduct =
  /^(outr[oa]s?|os demais|as demais|de|do|da|dos|das|com|em|para|sem|não)\b/i;
const continuing = (text) => (/^\p{Lu}\p{Ll}/u.test(text) ? text[0].toLowerCase() + text.slice(1) : text);

const names = new Map();
let heading = null;
const openLevels = []; // texts of the dash levels above the current entry, by level (1-based)
for (const { Codigo: dotted, Descricao: description } of table.Nomenclaturas) {
  const digits = dotted.replace(/\./g, '');
  if (digits.length === 4) {
    heading = clean(description);
    names.set(digits, heading);
    openLevels.length = 0;
    continue;
  }
  if (/^\d{4}(00|0000)$/.test(digits) && dashes(description) === 0) {
    // A heading the HS does not subdivide is listed once, as "0205.00.00" (or "0903.00" when the
    // NCM splits it): it names both the heading and its one subheading.
    heading = clean(description);
    names.set(digits.slice(0, 4), heading);
    names.set(digits.slice(0, 6), heading);
    openLevels.length = 0;
    continue;
  }
  if (digits.length < 5 || !heading) continue;
  const level = dashes(description);
  if (level === 0) continue; // national (NCM) split below the HS
  openLevels.length = level - 1;
  const own = clean(description);
  openLevels[level - 1] = own;
  const isSubheading =
    digits.length === 6 || (digits.length === 8 && digits.endsWith('00') && !names.has(digits.slice(0, 6)));
  if (!isSubheading) continue;
  const parts = openLevels.filter(Boolean);
  if (startsWithoutProduct.test(parts[0])) parts.unshift(heading);
  names.set(digits.slice(0, 6), parts.map((part, index) => (index ? continuing(part) : part)).join(': '));
}

const quote = (text) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
process.stdout.write('code,name_pt\n');
for (const [code, name] of [...names].sort(([a], [b]) => a.localeCompare(b))) {
  process.stdout.write(`${code},${quote(name)}\n`);
}
