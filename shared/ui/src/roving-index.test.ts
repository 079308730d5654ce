import { nextRovingIndex } from './roving-index';

test('arrows step and wrap around; Home and End go to the ends', () => {
  expect(nextRovingIndex('ArrowRight', 0, 3)).toBe(1);
  expect(nextRovingIndex('ArrowRight', 2, 3)).toBe(0);
  expect(nextRovingIndex('ArrowLeft', 0, 3)).toBe(2);
  expect(nextRovingIndex('Home', 2, 3)).toBe(0);
  expect(nextRovingIndex('End', 0, 3)).toBe(2);
});

test('up and down move only where the widget runs both ways; other keys are left alone', () => {
  expect(nextRovingIndex('ArrowDown', 0, 3)).toBeNull();
  expect(nextRovingIndex('ArrowDown', 0, 3, 'both')).toBe(1);
  expect(nextRovingIndex('ArrowUp', 0, 3, 'both')).toBe(2);
  expect(nextRovingIndex('Enter', 1, 3, 'both')).toBeNull();
  expect(nextRovingIndex('ArrowRight', 0, 0)).toBeNull();
});
