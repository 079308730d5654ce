import { registerMessages } from '@portal/i18n';

const zh = {
  title: '浏览记录',
  viewTime: '最近浏览',
  viewCount: '浏览次数',
  device: '设备',
  removeConfirm: '确定删除这条浏览记录吗？',
  clear: '清空浏览记录',
  clearConfirm: '确定清空全部浏览记录吗？清空后无法恢复。',
  confirmClear: '清空',
  empty: '暂无浏览记录',
  hint: '浏览记录按最近浏览时间排列，同一内容只保留一条。',
};

type HistoryMessages = typeof zh;

const cht: HistoryMessages = {
  title: '瀏覽記錄',
  viewTime: '最近瀏覽',
  viewCount: '瀏覽次數',
  device: '裝置',
  removeConfirm: '確定刪除這條瀏覽記錄嗎？',
  clear: '清空瀏覽記錄',
  clearConfirm: '確定清空全部瀏覽記錄嗎？清空後無法復原。',
  confirmClear: '清空',
  empty: '暫無瀏覽記錄',
  hint: '瀏覽記錄按最近瀏覽時間排列，同一內容只保留一條。',
};

const pt: HistoryMessages = {
  title: 'Histórico de navegação',
  viewTime: 'Última visita',
  viewCount: 'Visitas',
  device: 'Dispositivo',
  removeConfirm: 'Remover esta entrada do histórico?',
  clear: 'Limpar histórico',
  clearConfirm: 'Limpar todo o histórico de navegação? Esta ação não pode ser anulada.',
  confirmClear: 'Limpar',
  empty: 'O histórico está vazio',
  hint: 'Ordenado pela visita mais recente; cada conteúdo aparece uma só vez.',
};

const en: HistoryMessages = {
  title: 'Browsing history',
  viewTime: 'Last viewed',
  viewCount: 'Views',
  device: 'Device',
  removeConfirm: 'Remove this entry from your history?',
  clear: 'Clear history',
  clearConfirm: 'Clear your whole browsing history? This cannot be undone.',
  confirmClear: 'Clear',
  empty: 'Your browsing history is empty',
  hint: 'Sorted by the latest visit; each item appears once.',
};

registerMessages('member', {
  zh: { history: zh },
  cht: { history: cht },
  pt: { history: pt },
  en: { history: en },
});
