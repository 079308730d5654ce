import { registerMessages } from '@portal/i18n';
import { useTranslation } from 'react-i18next';

/** The texts of the listing-languages editor (listing-languages-editor.tsx). */
registerMessages('ui-listing-languages', {
  zh: {
    title: '其他语言',
    hint: '买家看到自己语言的版本；没有填写的语言显示原文，并注明原文语言。',
    original: '原文语言',
    missing_one: '还缺 {{count}} 种语言',
    missing_other: '还缺 {{count}} 种语言',
    complete: '四种语言都已填写',
    missingMark: '缺',
    machineMark: '机器翻译，待审核',
    machineHint:
      '这段文字是机器翻译：核对并修改后保存，或标记为已审核。未审核的文字在买家页面标明“机器翻译”。',
    reviewed: '标记为已审核',
    prefill: '机器翻译补全缺少的语言',
    prefillNeedsFirst: '请先填写{{field}}，再补全其他语言',
    prefilled_one: '已补全 {{count}} 种语言，请审核',
    prefilled_other: '已补全 {{count}} 种语言，请审核',
    prefillFailed: '机器翻译暂时不可用，请稍后再试',
    originalHasTranslation: '原文已改为{{language}}，请删除{{language}}译文后再保存',
    dropTranslation: '删除该译文',
    field: '{{field}}（{{language}}）',
  },
  cht: {
    title: '其他語言',
    hint: '買家看到自己語言的版本；沒有填寫的語言顯示原文，並註明原文語言。',
    original: '原文語言',
    missing_one: '還缺 {{count}} 種語言',
    missing_other: '還缺 {{count}} 種語言',
    complete: '四種語言都已填寫',
    missingMark: '缺',
    machineMark: '機器翻譯，待審核',
    machineHint:
      '這段文字是機器翻譯：核對並修改後儲存，或標記為已審核。未審核的文字在買家頁面標明「機器翻譯」。',
    reviewed: '標記為已審核',
    prefill: '機器翻譯補全缺少的語言',
    prefillNeedsFirst: '請先填寫{{field}}，再補全其他語言',
    prefilled_one: '已補全 {{count}} 種語言，請審核',
    prefilled_other: '已補全 {{count}} 種語言，請審核',
    prefillFailed: '機器翻譯暫時無法使用，請稍後再試',
    originalHasTranslation: '原文已改為{{language}}，請刪除{{language}}譯文後再儲存',
    dropTranslation: '刪除該譯文',
    field: '{{field}}（{{language}}）',
  },
  pt: {
    title: 'Outras línguas',
    hint: 'Cada comprador vê a sua língua; onde falta uma, vê o original, com a indicação da língua.',
    original: 'Língua do original',
    missing_one: 'Falta {{count}} língua',
    missing_other: 'Faltam {{count}} línguas',
    complete: 'As quatro línguas estão preenchidas',
    missingMark: 'em falta',
    machineMark: 'tradução automática, por rever',
    machineHint:
      'Este texto é uma tradução automática: reveja-o e corrija-o antes de guardar, ou marque-o como revisto. Enquanto não for revisto, os compradores veem a indicação «tradução automática».',
    reviewed: 'Marcar como revisto',
    prefill: 'Completar as línguas em falta com tradução automática',
    prefillNeedsFirst: 'Preencha primeiro o campo «{{field}}» e depois complete as outras línguas',
    prefilled_one: '{{count}} língua completada; reveja-a',
    prefilled_other: '{{count}} línguas completadas; reveja-as',
    prefillFailed: 'A tradução automática não está disponível de momento; tente mais tarde',
    originalHasTranslation:
      'O original passou a estar em {{language}}: apague a tradução para {{language}} antes de guardar',
    dropTranslation: 'Apagar essa tradução',
    field: '{{field}} ({{language}})',
  },
  en: {
    title: 'Other languages',
    hint: "Each buyer sees their own language; where it is missing they see the original, marked with the original's language.",
    original: 'Language of the original',
    missing_one: '{{count}} language missing',
    missing_other: '{{count}} languages missing',
    complete: 'All four languages are filled in',
    missingMark: 'missing',
    machineMark: 'machine translation, to review',
    machineHint:
      'This text is a machine translation: check and correct it before saving, or mark it as reviewed. Until it is reviewed, buyers see it marked "machine translation".',
    reviewed: 'Mark as reviewed',
    prefill: 'Fill the missing languages by machine translation',
    prefillNeedsFirst: 'Fill in "{{field}}" first, then the other languages',
    prefilled_one: '{{count}} language filled in; please review it',
    prefilled_other: '{{count}} languages filled in; please review them',
    prefillFailed: 'Machine translation is not available right now; try again later',
    originalHasTranslation:
      'The original is now in {{language}}: delete the {{language}} translation before saving',
    dropTranslation: 'Delete that translation',
    field: '{{field}} ({{language}})',
  },
});

export function useListingLanguagesTranslation() {
  return useTranslation('ui-listing-languages');
}
