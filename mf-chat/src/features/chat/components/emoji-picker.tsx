import { useRef, useState } from 'react';
import { SmileOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useTranslation } from 'react-i18next';

/** A small fixed set: plain Unicode, so it needs no picker library and renders everywhere. */
const EMOJI_LINE =
  '😀 😂 😊 😍 🤔 😅 😉 😎 😢 😮 🙏 👍 👏 🤝 💪 👌 🎉 🌹 ☕ 🍵 🍷 📦 🚢 ✈️ 💰 📄 ✅ ❌ ❤️ ⭐';
const EMOJI = EMOJI_LINE.split(' ');

/**
 * The emoji button and its grid. The grid opens in a popover outside the composer, so focus is
 * moved into it on opening (Tab then walks the emoji) and back to the button on Escape.
 */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const grid = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const content = (
    <div
      ref={grid}
      className="emoji-grid"
      role="group"
      aria-label={t('composer.emoji')}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      {EMOJI.map((emoji) => (
        <button
          key={emoji}
          type="button"
          className="emoji-grid__item"
          onClick={() => {
            onPick(emoji);
            close();
          }}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
  return (
    <Popover
      content={content}
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      afterOpenChange={(visible) => {
        if (visible) grid.current?.querySelector('button')?.focus();
      }}
    >
      {/* An SVG icon: an emoji would be an empty box where no emoji font is installed. */}
      <Button
        ref={trigger}
        type="text"
        aria-label={t('composer.emoji')}
        aria-expanded={open}
        title={t('composer.emoji')}
        icon={<SmileOutlined />}
      />
    </Popover>
  );
}
