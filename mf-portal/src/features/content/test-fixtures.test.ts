import {
  CaseCard,
  CaseFilters,
  ContentPage,
  ContentPageTexts,
  EditableContentPage,
  OperatorCase,
  schemaErrors,
  type TSchema,
} from '@portal/contracts/schemas';
import {
  aphServicePage,
  caseCards,
  caseFilters,
  coffeeEditablePage,
  coffeeTexts,
  laoshanCasePage,
  laoshanEditablePage,
  laoshanTexts,
  operatorCases,
} from './test-fixtures';

// The screens are tested against these fixtures; a fixture the server could not send would let a
// test pass against a shape that never arrives.
type Case = [name: string, schema: TSchema, fixture: unknown];

test.each<Case>([
  ['laoshanCasePage', ContentPage, laoshanCasePage],
  ['aphServicePage', ContentPage, aphServicePage],
  ['laoshanTexts', ContentPageTexts, laoshanTexts],
  ['coffeeTexts', ContentPageTexts, coffeeTexts],
  ['laoshanEditablePage', EditableContentPage, laoshanEditablePage],
  ['coffeeEditablePage', EditableContentPage, coffeeEditablePage],
  ...caseCards.map((card, index): Case => [`caseCards[${index}]`, CaseCard, card]),
  ['caseFilters', CaseFilters, caseFilters],
  ...operatorCases.map((row, index): Case => [`operatorCases[${index}]`, OperatorCase, row]),
])('the fixture %s satisfies its schema', (_name, schema, fixture) => {
  expect(schemaErrors(schema, fixture)).toEqual([]);
});
