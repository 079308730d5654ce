import type { Language } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { parsePayload } from '../../chat/api/chat-payload';
import type { LastMessage } from '../api/conversation';

/**
 * One line for the conversation list, for a reader of `language`: the text, or what kind of
 * message it was (a card by its product's or demand's name in that language where it has one).
 */
export function messagePreview(
  message: LastMessage | null,
  t: TFunction<'chat'>,
  language: Language,
): string {
  if (!message) return t('preview.none');
  if (message.recalled) return t('preview.recalled');
  const payload = parsePayload(message.type, message.payload);
  switch (payload.type) {
    case 'text':
      return payload.value.text ?? '';
    case 'order':
      return t('preview.order', { name: payload.value.name ?? '' });
    case 'inquiry':
      return t('preview.inquiry', {
        name: payload.value.productNames?.[language]?.name ?? payload.value.productName ?? '',
      });
    case 'demand':
      return t('preview.demand', {
        title: payload.value.demandTexts?.[language]?.title ?? payload.value.title ?? '',
      });
    case 'customFile': {
      const kinds = new Set((payload.value.fileList ?? []).map((file) => file.fileType));
      if (kinds.size === 1 && kinds.has('image')) return t('preview.image');
      if (kinds.size === 1 && kinds.has('video')) return t('preview.video');
      return t('preview.file');
    }
  }
}
