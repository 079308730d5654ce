import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import '../../../app/locales';
import { EmojiPicker } from './emoji-picker';

test('opening the picker puts focus on the first emoji; Escape closes it and returns to the button', async () => {
  const picked: string[] = [];
  render(<EmojiPicker onPick={(emoji) => picked.push(emoji)} />);
  const trigger = screen.getByRole('button', { name: '表情' });
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(trigger);
  const grid = await screen.findByRole('group', { name: '表情' });
  await waitFor(() => expect(document.activeElement).toBe(within(grid).getAllByRole('button')[0]));
  expect(trigger.getAttribute('aria-expanded')).toBe('true');

  act(() => {
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  });
  expect(document.activeElement).toBe(trigger);

  fireEvent.click(trigger);
  fireEvent.click(within(await screen.findByRole('group', { name: '表情' })).getByText('🍵'));
  expect(picked).toEqual(['🍵']);
});
