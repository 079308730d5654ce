import { useState } from 'react';
import { Button, Popover } from 'antd';
import { useTranslation } from 'react-i18next';

/** A small fixed set: plain Unicode, so it needs no picker library and renders everywhere. */
const EMOJI_LINE =
  '😀 😂 😊 😍 🤔 😅 😉 😎 😢 😮 🙏 👍 👏 🤝 💪 👌 🎉 🌹 ☕ 🍵 🍷 📦 🚢 ✈️ 💰 📄 ✅ ❌ ❤️ ⭐';
const EMOJI = EMOJI_LINE.split(' ');

export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const grid = (
    <div className="emoji-grid" role="listbox" aria-label={t('composer.emoji')}>
      {EMOJI.map((emoji) => (
        <button
          key={emoji}
          type="button"
          role="option"
          aria-selected="false"
          className="emoji-grid__item"
          onClick={() => {
            onPick(emoji);
            setOpen(false);
          }}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
  return (
    <Popover content={grid} trigger="click" open={open} onOpenChange={setOpen}>
      <Button type="text" aria-label={t('composer.emoji')} title={t('composer.emoji')}>
        😊
      </Button>
    </Popover>
  );
}
