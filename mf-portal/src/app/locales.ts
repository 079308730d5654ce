import { registerMessages } from '@portal/i18n';

const zh = {
  hero: {
    title: '连接中国与葡语国家的外贸服务平台',
    body: '产品与企业检索、在线询价、贸易订单、合同与分期付款、物流与通关——经澳门，一站完成。',
    register: '免费注册企业',
    statistics: '查看贸易数据',
  },
  figures: {
    title: '贸易概览',
    chinaTotal: '中国—葡语国家贸易总额（{{year}}）',
    chinaExports: '中国对葡语国家出口（{{year}}）',
    macauTotal: '澳门—葡语国家贸易总额（{{year}}）',
    trend: '中国—葡语国家贸易额走势（亿美元）',
    partners: '{{year}} 年主要贸易伙伴',
    failed: '贸易数据暂时无法加载',
    retry: '重新加载',
    source: '数据来源：{{source}}',
  },
  services: {
    title: '平台服务',
    digitalProduct: '数字化产品与企业诊断',
    demandHall: '供需大厅与在线报价',
    successCase: '茶叶、玫瑰、大米等行业案例',
    messages: '企业在线沟通',
    workbench: '订单、合同与物流管理',
  },
  news: { title: '新闻政策', more: '更多', empty: '暂无新闻', failed: '新闻暂时无法加载' },
  partner: {
    Angola: '安哥拉',
    Brazil: '巴西',
    'Cabo Verde': '佛得角',
    'Equatorial Guinea': '赤道几内亚',
    'Guinea-Bissau': '几内亚比绍',
    Mozambique: '莫桑比克',
    Portugal: '葡萄牙',
    'Sao Tome and Principe': '圣多美和普林西比',
    'Timor-Leste': '东帝汶',
  },
};
type Messages = typeof zh;

const cht: Messages = {
  hero: {
    title: '連接中國與葡語國家的外貿服務平台',
    body: '產品與企業檢索、線上詢價、貿易訂單、合同與分期付款、物流與通關——經澳門，一站完成。',
    register: '免費註冊企業',
    statistics: '查看貿易數據',
  },
  figures: {
    title: '貿易概覽',
    chinaTotal: '中國—葡語國家貿易總額（{{year}}）',
    chinaExports: '中國對葡語國家出口（{{year}}）',
    macauTotal: '澳門—葡語國家貿易總額（{{year}}）',
    trend: '中國—葡語國家貿易額走勢（億美元）',
    partners: '{{year}} 年主要貿易夥伴',
    failed: '貿易數據暫時無法載入',
    retry: '重新載入',
    source: '資料來源：{{source}}',
  },
  services: {
    title: '平台服務',
    digitalProduct: '數字化產品與企業診斷',
    demandHall: '供需大廳與線上報價',
    successCase: '茶葉、玫瑰、大米等行業案例',
    messages: '企業線上溝通',
    workbench: '訂單、合同與物流管理',
  },
  news: { title: '新聞政策', more: '更多', empty: '暫無新聞', failed: '新聞暫時無法載入' },
  partner: {
    Angola: '安哥拉',
    Brazil: '巴西',
    'Cabo Verde': '佛得角',
    'Equatorial Guinea': '赤道幾內亞',
    'Guinea-Bissau': '幾內亞比紹',
    Mozambique: '莫桑比克',
    Portugal: '葡萄牙',
    'Sao Tome and Principe': '聖多美和普林西比',
    'Timor-Leste': '東帝汶',
  },
};

const pt: Messages = {
  hero: {
    title: 'Comércio externo entre a China e os países de língua portuguesa',
    body: 'Pesquisa de produtos e empresas, cotações, encomendas, contratos e pagamentos faseados, logística e alfândega — tudo num só lugar, através de Macau.',
    register: 'Registar a empresa grátis',
    statistics: 'Ver dados comerciais',
  },
  figures: {
    title: 'Comércio em números',
    chinaTotal: 'Comércio China–PLP ({{year}})',
    chinaExports: 'Exportações da China para os PLP ({{year}})',
    macauTotal: 'Comércio Macau–PLP ({{year}})',
    trend: 'Comércio China–PLP (mil milhões de USD)',
    partners: 'Principais parceiros em {{year}}',
    failed: 'Não foi possível carregar os dados comerciais',
    retry: 'Recarregar',
    source: 'Fonte: {{source}}',
  },
  services: {
    title: 'Serviços',
    digitalProduct: 'Produtos digitais e diagnóstico empresarial',
    demandHall: 'Oferta, procura e cotações',
    successCase: 'Casos: chá, rosas, arroz e mais',
    messages: 'Mensagens entre empresas',
    workbench: 'Encomendas, contratos e logística',
  },
  news: {
    title: 'Notícias e políticas',
    more: 'Mais',
    empty: 'Ainda não há notícias',
    failed: 'Não foi possível carregar as notícias',
  },
  partner: {
    Angola: 'Angola',
    Brazil: 'Brasil',
    'Cabo Verde': 'Cabo Verde',
    'Equatorial Guinea': 'Guiné Equatorial',
    'Guinea-Bissau': 'Guiné-Bissau',
    Mozambique: 'Moçambique',
    Portugal: 'Portugal',
    'Sao Tome and Principe': 'São Tomé e Príncipe',
    'Timor-Leste': 'Timor-Leste',
  },
};

const en: Messages = {
  hero: {
    title: 'Foreign trade between China and the Portuguese-speaking countries',
    body: 'Product and company search, quotations, trade orders, contracts and instalments, logistics and customs — in one place, through Macau.',
    register: 'Register your company free',
    statistics: 'See the trade data',
  },
  figures: {
    title: 'Trade at a glance',
    chinaTotal: 'China–PLP trade ({{year}})',
    chinaExports: 'China exports to the PLP ({{year}})',
    macauTotal: 'Macau–PLP trade ({{year}})',
    trend: 'China–PLP trade (USD billion)',
    partners: 'Main partners in {{year}}',
    failed: 'The trade figures could not be loaded',
    retry: 'Reload',
    source: 'Source: {{source}}',
  },
  services: {
    title: 'Services',
    digitalProduct: 'Digital products and business diagnosis',
    demandHall: 'Supply, demand and quotations',
    successCase: 'Cases: tea, roses, rice and more',
    messages: 'Company-to-company messaging',
    workbench: 'Orders, contracts and logistics',
  },
  news: {
    title: 'News & policy',
    more: 'More',
    empty: 'No news yet',
    failed: 'The news could not be loaded',
  },
  partner: {
    Angola: 'Angola',
    Brazil: 'Brazil',
    'Cabo Verde': 'Cabo Verde',
    'Equatorial Guinea': 'Equatorial Guinea',
    'Guinea-Bissau': 'Guinea-Bissau',
    Mozambique: 'Mozambique',
    Portugal: 'Portugal',
    'Sao Tome and Principe': 'São Tomé and Príncipe',
    'Timor-Leste': 'Timor-Leste',
  },
};

registerMessages('portal', { zh, cht, pt, en });
