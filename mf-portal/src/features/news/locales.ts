import { registerMessages } from '@portal/i18n';

const zh = {
  title: '新闻政策',
  loading: '正在加载…',
  failed: '新闻暂时无法加载',
  retry: '重新加载',
  empty: '暂无新闻',
  pages: '新闻分页',
  back: '返回新闻列表',
  notFound: '新闻不存在',
  notFoundHint: '该新闻不存在或已下线。',
};

type NewsMessages = typeof zh;

const cht: NewsMessages = {
  title: '新聞政策',
  loading: '正在載入…',
  failed: '新聞暫時無法載入',
  retry: '重新載入',
  empty: '暫無新聞',
  pages: '新聞分頁',
  back: '返回新聞列表',
  notFound: '新聞不存在',
  notFoundHint: '該新聞不存在或已下線。',
};

const pt: NewsMessages = {
  title: 'Notícias e políticas',
  loading: 'A carregar…',
  failed: 'Não foi possível carregar as notícias',
  retry: 'Recarregar',
  empty: 'Ainda não há notícias',
  pages: 'Páginas de notícias',
  back: 'Voltar às notícias',
  notFound: 'Notícia não encontrada',
  notFoundHint: 'Esta notícia não existe ou já não está publicada.',
};

const en: NewsMessages = {
  title: 'News & policy',
  loading: 'Loading…',
  failed: 'The news could not be loaded',
  retry: 'Reload',
  empty: 'No news yet',
  pages: 'News pages',
  back: 'Back to the news',
  notFound: 'News item not found',
  notFoundHint: 'This news item does not exist or is no longer published.',
};

registerMessages('portal', {
  zh: { newsPages: zh },
  cht: { newsPages: cht },
  pt: { newsPages: pt },
  en: { newsPages: en },
});
