import type { DbExecutor } from '../platform/db/db';
import { platformToday } from '../platform/calendar';
import type { Localized } from '../platform/language/localized';

/**
 * The demo catalogue of digital-transformation products (docs/digital-products.md): twelve
 * services an SME trading between China and the Portuguese-speaking countries would order, in
 * the four portal languages. Providers are sample companies; prices are sample list prices.
 */
const l = (zh: string, cht: string, pt: string, en: string): Localized => ({ zh, cht, pt, en });

interface DemoPlan {
  key: string;
  name: Localized;
  price: string;
  currency: string;
  period: Localized;
  features: Localized[];
}

interface DemoDigitalProduct {
  code: string;
  name: Localized;
  provider: Localized;
  summary: Localized;
  description: Localized;
  dimensions: string[];
  plans: DemoPlan[];
  cases: { company: Localized; story: Localized }[];
}

const PER_YEAR = l('每年', '每年', 'por ano', 'per year');
const ONE_OFF = l('一次性', '一次性', 'pagamento único', 'one-off');
const PER_MONTH = l('每月', '每月', 'por mês', 'per month');

const basic = l('基础版', '基礎版', 'Essencial', 'Essential');
const pro = l('专业版', '專業版', 'Profissional', 'Professional');

const PROVIDER_MACAU = l(
  '澳门中葡数码服务中心（示例）',
  '澳門中葡數碼服務中心（示例）',
  'Centro de Serviços Digitais Sino-Lusófono de Macau (exemplo)',
  'Sino-Lusophone Digital Services Centre, Macau (sample)',
);
const PROVIDER_SHENZHEN = l(
  '深圳云贸科技有限公司（示例）',
  '深圳雲貿科技有限公司（示例）',
  'Shenzhen Yunmao Tecnologia (exemplo)',
  'Shenzhen Yunmao Technology (sample)',
);
const PROVIDER_LISBON = l(
  '里斯本数字贸易咨询（示例）',
  '里斯本數碼貿易諮詢（示例）',
  'Lisboa Consultoria de Comércio Digital (exemplo)',
  'Lisbon Digital Trade Consulting (sample)',
);

export const DEMO_DIGITAL_PRODUCTS: DemoDigitalProduct[] = [
  {
    code: 'cross-border-shop',
    name: l(
      '跨境网店搭建',
      '跨境網店搭建',
      'Loja online transfronteiriça',
      'Cross-border online shop',
    ),
    provider: PROVIDER_SHENZHEN,
    summary: l(
      '四种语言的品牌网店，支持人民币、欧元、雷亚尔收款',
      '四種語言的品牌網店，支援人民幣、歐元、雷亞爾收款',
      'Loja da marca em quatro línguas, com pagamentos em CNY, EUR e BRL',
      'A branded shop in four languages taking CNY, EUR and BRL payments',
    ),
    description: l(
      '从域名、模板到商品上架和支付对接，一站式搭建面向葡语国家买家的独立网店，并与平台供应列表同步商品。',
      '從域名、模板到商品上架和支付對接，一站式搭建面向葡語國家買家的獨立網店，並與平台供應列表同步商品。',
      'Do domínio e do modelo à publicação dos produtos e aos pagamentos: uma loja própria para compradores lusófonos, sincronizada com a lista de oferta da plataforma.',
      'From domain and template to product listing and payments: an own shop for buyers in Portuguese-speaking countries, kept in step with the platform supply list.',
    ),
    dimensions: ['marketing', 'dataIt'],
    plans: [
      {
        key: 'basic',
        name: basic,
        price: '6800.00',
        currency: 'CNY',
        period: PER_YEAR,
        features: [
          l('50 个商品', '50 個商品', '50 produtos', '50 products'),
          l('两种语言', '兩種語言', 'Duas línguas', 'Two languages'),
        ],
      },
      {
        key: 'pro',
        name: pro,
        price: '16800.00',
        currency: 'CNY',
        period: PER_YEAR,
        features: [
          l('不限商品数量', '不限商品數量', 'Produtos ilimitados', 'Unlimited products'),
          l(
            '四种语言与多币种结算',
            '四種語言與多幣種結算',
            'Quatro línguas e várias moedas',
            'Four languages and several currencies',
          ),
        ],
      },
    ],
    cases: [
      {
        company: l(
          '福建一家茶企',
          '福建一家茶企',
          'Uma empresa de chá de Fujian',
          'A tea company in Fujian',
        ),
        story: l(
          '上线三个月，来自巴西的线上订单占出口额的 18%。',
          '上線三個月，來自巴西的線上訂單佔出口額的 18%。',
          'Em três meses, as encomendas online do Brasil chegaram a 18% das exportações.',
          'Within three months, online orders from Brazil reached 18% of exports.',
        ),
      },
    ],
  },
  {
    code: 'sme-erp',
    name: l('中小企业云 ERP', '中小企業雲 ERP', 'ERP na nuvem para PME', 'Cloud ERP for SMEs'),
    provider: PROVIDER_SHENZHEN,
    summary: l(
      '采购、库存、生产和财务在一个系统里',
      '採購、庫存、生產和財務在一個系統裡',
      'Compras, stock, produção e finanças num só sistema',
      'Purchasing, stock, production and finance in one system',
    ),
    description: l(
      '按外贸中小企业流程预置的云 ERP：订单驱动采购与排产，库存实时可见，出口单证与财务凭证自动生成。',
      '按外貿中小企業流程預置的雲 ERP：訂單驅動採購與排產，庫存實時可見，出口單證與財務憑證自動生成。',
      'ERP na nuvem configurado para PME exportadoras: a encomenda comanda compras e produção, o stock é visível em tempo real e os documentos de exportação e contabilísticos são gerados automaticamente.',
      'A cloud ERP set up for exporting SMEs: orders drive purchasing and production, stock is visible in real time, export and accounting documents are generated automatically.',
    ),
    dimensions: ['production', 'supplyChain', 'finance'],
    plans: [
      {
        key: 'basic',
        name: basic,
        price: '980.00',
        currency: 'CNY',
        period: PER_MONTH,
        features: [
          l('5 个用户', '5 個用戶', '5 utilizadores', '5 users'),
          l('进销存与财务', '進銷存與財務', 'Stock e finanças', 'Stock and finance'),
        ],
      },
      {
        key: 'pro',
        name: pro,
        price: '2680.00',
        currency: 'CNY',
        period: PER_MONTH,
        features: [
          l('20 个用户', '20 個用戶', '20 utilizadores', '20 users'),
          l(
            '生产排程与批次追溯',
            '生產排程與批次追溯',
            'Planeamento e lotes',
            'Production planning and batches',
          ),
        ],
      },
    ],
    cases: [
      {
        company: l(
          '山东一家食品厂',
          '山東一家食品廠',
          'Uma fábrica alimentar de Shandong',
          'A food plant in Shandong',
        ),
        story: l(
          '库存盘点从两天缩短到两小时，交货准时率升至 96%。',
          '庫存盤點從兩天縮短到兩小時，交貨準時率升至 96%。',
          'O inventário passou de dois dias para duas horas; 96% das entregas a horas.',
          'Stocktaking went from two days to two hours; on-time delivery rose to 96%.',
        ),
      },
    ],
  },
  {
    code: 'e-signature',
    name: l(
      '电子签章与电子合同',
      '電子簽章與電子合同',
      'Assinatura e contratos eletrónicos',
      'E-signature and e-contracts',
    ),
    provider: PROVIDER_MACAU,
    summary: l(
      '中葡双语合同在线签署，具法律效力',
      '中葡雙語合同線上簽署，具法律效力',
      'Contratos bilingues chinês-português assinados online, com valor legal',
      'Bilingual Chinese-Portuguese contracts signed online, legally binding',
    ),
    description: l(
      '合同模板、签署顺序、时间戳和存证一站完成，支持内地、澳门与葡语国家的签署人。',
      '合同模板、簽署順序、時間戳和存證一站完成，支援內地、澳門與葡語國家的簽署人。',
      'Modelos, ordem de assinatura, carimbo temporal e arquivo num só serviço, para signatários do Interior da China, de Macau e dos países lusófonos.',
      'Templates, signing order, time stamps and archiving in one service, for signers in mainland China, Macau and the Portuguese-speaking countries.',
    ),
    dimensions: ['finance', 'dataIt'],
    plans: [
      {
        key: 'basic',
        name: basic,
        price: '1200.00',
        currency: 'CNY',
        period: PER_YEAR,
        features: [
          l('每年 100 份合同', '每年 100 份合同', '100 contratos por ano', '100 contracts a year'),
          l('中葡双语模板', '中葡雙語模板', 'Modelos bilingues', 'Bilingual templates'),
        ],
      },
      {
        key: 'pro',
        name: pro,
        price: '4800.00',
        currency: 'CNY',
        period: PER_YEAR,
        features: [
          l('不限合同数量', '不限合同數量', 'Contratos ilimitados', 'Unlimited contracts'),
          l('司法存证报告', '司法存證報告', 'Relatórios de prova', 'Evidence reports'),
        ],
      },
    ],
    cases: [
      {
        company: l(
          '澳门一家贸易公司',
          '澳門一家貿易公司',
          'Uma trading de Macau',
          'A Macau trading company',
        ),
        story: l(
          '与安哥拉客户的合同签署从三周缩短到两天。',
          '與安哥拉客戶的合同簽署從三週縮短到兩天。',
          'A assinatura de contratos com clientes angolanos passou de três semanas para dois dias.',
          'Signing contracts with Angolan customers went from three weeks to two days.',
        ),
      },
    ],
  },
  {
    code: 'blockchain-coding',
    name: l(
      '区块链产品赋码溯源',
      '區塊鏈產品賦碼溯源',
      'Codificação e rastreio em blockchain',
      'Blockchain product coding and tracing',
    ),
    provider: PROVIDER_MACAU,
    summary: l(
      '一物一码，买家扫码查看产地、批次与物流',
      '一物一碼，買家掃碼查看產地、批次與物流',
      'Um código por artigo: o comprador vê origem, lote e transporte',
      'One code per item: buyers scan to see origin, batch and shipping',
    ),
    description: l(
      '为每件商品生成不可篡改的溯源码，记录原料、生产批次、检验报告和跨境物流节点，增强葡语国家买家对中国产品的信任。',
      '為每件商品生成不可篡改的溯源碼，記錄原料、生產批次、檢驗報告和跨境物流節點，增強葡語國家買家對中國產品的信任。',
      'Um código inviolável por artigo regista matérias-primas, lote, relatórios de inspeção e etapas do transporte, reforçando a confiança dos compradores lusófonos.',
      'A tamper-proof code per item records raw materials, batch, inspection reports and shipping steps, building trust with buyers in Portuguese-speaking countries.',
    ),
    dimensions: ['production', 'supplyChain'],
    plans: [
      {
        key: 'basic',
        name: basic,
        price: '3000.00',
        currency: 'CNY',
        period: PER_YEAR,
        features: [
          l('每年 1 万个码', '每年 1 萬個碼', '10 000 códigos por ano', '10,000 codes a year'),
          l(
            '四语溯源页面',
            '四語溯源頁面',
            'Página de rastreio em 4 línguas',
            'Tracing page in 4 languages',
          ),
        ],
      },
      {
        key: 'pro',
        name: pro,
        price: '12000.00',
        currency: 'CNY',
        period: PER_YEAR,
        features: [
          l('每年 10 万个码', '每年 10 萬個碼', '100 000 códigos por ano', '100,000 codes a year'),
          l(
            '对接产线打码设备',
            '對接產線打碼設備',
            'Ligação às impressoras da linha',
            'Link to line printers',
          ),
        ],
      },
    ],
    cases: [
      {
        company: l(
          '云南一家咖啡合作社',
          '雲南一家咖啡合作社',
          'Uma cooperativa de café de Yunnan',
          'A coffee cooperative in Yunnan',
        ),
        story: l(
          '赋码后进入葡萄牙精品超市，单价提高 12%。',
          '賦碼後進入葡萄牙精品超市，單價提高 12%。',
          'Com os códigos entrou em supermercados gourmet em Portugal, com preço 12% mais alto.',
          'With codes it entered gourmet supermarkets in Portugal at a 12% higher price.',
        ),
      },
    ],
  },
  {
    code: 'supply-chain-finance',
    name: l(
      '供应链金融（订单融资）',
      '供應鏈金融（訂單融資）',
      'Financiamento da cadeia de abastecimento',
      'Supply-chain finance',
    ),
    provider: PROVIDER_MACAU,
    summary: l(
      '凭平台上确认的订单申请融资，缓解回款压力',
      '憑平台上確認的訂單申請融資，緩解回款壓力',
      'Financiamento com base em encomendas confirmadas na plataforma',
      'Finance against orders confirmed on the platform',
    ),
    description: l(
      '以平台订单和合同为依据，由合作银行提供出口订单融资和应收账款融资，线上申请、线上审批。',
      '以平台訂單和合同為依據，由合作銀行提供出口訂單融資和應收賬款融資，線上申請、線上審批。',
      'Com base nas encomendas e contratos da plataforma, bancos parceiros financiam encomendas de exportação e créditos a receber, com pedido e aprovação online.',
      'Based on platform orders and contracts, partner banks finance export orders and receivables, applied for and approved online.',
    ),
    dimensions: ['finance'],
    plans: [
      {
        key: 'assessment',
        name: l('授信评估', '授信評估', 'Avaliação de crédito', 'Credit assessment'),
        price: '0.00',
        currency: 'CNY',
        period: ONE_OFF,
        features: [
          l('免费评估额度', '免費評估額度', 'Avaliação gratuita', 'Free limit assessment'),
          l(
            '三个工作日内答复',
            '三個工作日內答覆',
            'Resposta em três dias úteis',
            'Answer within three working days',
          ),
        ],
      },
      {
        key: 'service',
        name: l('融资服务', '融資服務', 'Serviço de financiamento', 'Financing service'),
        price: '2000.00',
        currency: 'CNY',
        period: ONE_OFF,
        features: [
          l(
            '单据整理与申请代办',
            '單據整理與申請代辦',
            'Preparação do processo',
            'Application prepared for you',
          ),
          l(
            '放款后跟踪回款',
            '放款後跟蹤回款',
            'Acompanhamento dos recebimentos',
            'Receivables follow-up',
          ),
        ],
      },
    ],
    cases: [
      {
        company: l(
          '浙江一家五金企业',
          '浙江一家五金企業',
          'Uma empresa de ferragens de Zhejiang',
          'A hardware company in Zhejiang',
        ),
        story: l(
          '凭莫桑比克订单获得 80 万元融资，按期交付。',
          '憑莫桑比克訂單獲得 80 萬元融資，按期交付。',
          'Obteve 800 mil CNY com uma encomenda de Moçambique e entregou a tempo.',
          'Raised CNY 800,000 against an order from Mozambique and delivered on time.',
        ),
      },
    ],
  },
  {
    code: 'customs-brokerage',
    name: l(
      '报关与单一窗口代理',
      '報關與單一窗口代理',
      'Despacho aduaneiro e janela única',
      'Customs brokerage and single window',
    ),
    provider: PROVIDER_MACAU,
    summary: l(
      '电子报关、原产地证和检验检疫一站代理',
      '電子報關、原產地證和檢驗檢疫一站代理',
      'Declarações eletrónicas, certificados de origem e inspeções',
      'E-declarations, certificates of origin and inspections',
    ),
    description: l(
      '通过国际贸易单一窗口办理出口报关、原产地证书（含中国—葡语国家相关优惠安排）和检验检疫，状态实时推送。',
      '通過國際貿易單一窗口辦理出口報關、原產地證書和檢驗檢疫，狀態實時推送。',
      'Declarações de exportação, certificados de origem e inspeções tratados pela janela única do comércio internacional, com o estado em tempo real.',
      'Export declarations, certificates of origin and inspections handled through the international trade single window, with live status.',
    ),
    dimensions: ['supplyChain'],
    plans: [
      {
        key: 'per-shipment',
        name: l('按票计费', '按票計費', 'Por expedição', 'Per shipment'),
        price: '350.00',
        currency: 'CNY',
        period: l('每票', '每票', 'por expedição', 'per shipment'),
        features: [
          l(
            '报关与放行跟踪',
            '報關與放行跟蹤',
            'Declaração e desalfandegamento',
            'Declaration and clearance',
          ),
        ],
      },
      {
        key: 'annual',
        name: l('年度服务', '年度服務', 'Serviço anual', 'Annual service'),
        price: '9800.00',
        currency: 'CNY',
        period: PER_YEAR,
        features: [
          l('不限票数', '不限票數', 'Expedições ilimitadas', 'Unlimited shipments'),
          l(
            '专属关务顾问',
            '專屬關務顧問',
            'Consultor aduaneiro dedicado',
            'Dedicated customs adviser',
          ),
        ],
      },
    ],
    cases: [
      {
        company: l(
          '广东一家家电企业',
          '廣東一家家電企業',
          'Uma empresa de eletrodomésticos de Guangdong',
          'An appliance maker in Guangdong',
        ),
        story: l(
          '出口巴西的单证差错率从 9% 降到 1% 以下。',
          '出口巴西的單證差錯率從 9% 降到 1% 以下。',
          'Os erros documentais nas exportações para o Brasil caíram de 9% para menos de 1%.',
          'Document errors on exports to Brazil fell from 9% to under 1%.',
        ),
      },
    ],
  },
  {
    code: 'lusophone-marketing',
    name: l(
      '葡语市场数字营销',
      '葡語市場數碼營銷',
      'Marketing digital para mercados lusófonos',
      'Digital marketing for Lusophone markets',
    ),
    provider: PROVIDER_LISBON,
    summary: l(
      '葡语内容、社交媒体与搜索广告代运营',
      '葡語內容、社交媒體與搜尋廣告代營運',
      'Conteúdos em português, redes sociais e anúncios de pesquisa',
      'Portuguese content, social media and search ads, run for you',
    ),
    description: l(
      '由母语团队撰写产品内容，运营 Instagram、Facebook 和 LinkedIn 账号，投放搜索广告，按月报告询盘来源。',
      '由母語團隊撰寫產品內容，營運 Instagram、Facebook 和 LinkedIn 帳號，投放搜尋廣告，按月報告詢盤來源。',
      'Uma equipa nativa escreve os conteúdos, gere Instagram, Facebook e LinkedIn, compra anúncios de pesquisa e reporta mensalmente a origem dos pedidos.',
      'A native team writes product content, runs Instagram, Facebook and LinkedIn, buys search ads and reports monthly where inquiries come from.',
    ),
    dimensions: ['marketing'],
    plans: [
      {
        key: 'basic',
        name: basic,
        price: '800.00',
        currency: 'EUR',
        period: PER_MONTH,
        features: [
          l('每月 8 篇内容', '每月 8 篇內容', '8 publicações por mês', '8 posts a month'),
          l('一个社交平台', '一個社交平台', 'Uma rede social', 'One social network'),
        ],
      },
      {
        key: 'pro',
        name: pro,
        price: '2200.00',
        currency: 'EUR',
        period: PER_MONTH,
        features: [
          l(
            '三个社交平台与广告投放',
            '三個社交平台與廣告投放',
            'Três redes e anúncios',
            'Three networks and ads',
          ),
          l(
            '月度询盘分析',
            '月度詢盤分析',
            'Análise mensal de pedidos',
            'Monthly inquiry analysis',
          ),
        ],
      },
    ],
    cases: [
      {
        company: l(
          '江西一家陶瓷企业',
          '江西一家陶瓷企業',
          'Uma empresa de cerâmica de Jiangxi',
          'A ceramics company in Jiangxi',
        ),
        story: l(
          '半年内来自葡萄牙和巴西的询盘增加三倍。',
          '半年內來自葡萄牙和巴西的詢盤增加三倍。',
          'Em seis meses, os pedidos de Portugal e do Brasil triplicaram.',
          'Inquiries from Portugal and Brazil tripled in six months.',
        ),
      },
    ],
  },
  {
    code: 'trade-crm',
    name: l(
      '外贸客户管理 CRM',
      '外貿客戶管理 CRM',
      'CRM para comércio externo',
      'Foreign-trade CRM',
    ),
    provider: PROVIDER_SHENZHEN,
    summary: l(
      '询盘、报价、跟进和回款集中管理',
      '詢盤、報價、跟進和回款集中管理',
      'Pedidos, cotações, seguimento e cobranças num só lugar',
      'Inquiries, quotes, follow-ups and payments in one place',
    ),
    description: l(
      '自动汇集平台询盘、邮件和聊天记录，提醒跟进，统计报价转化率和客户价值。',
      '自動匯集平台詢盤、郵件和聊天記錄，提醒跟進，統計報價轉化率和客戶價值。',
      'Junta pedidos da plataforma, e-mails e conversas, lembra os seguimentos e mede a conversão das cotações e o valor dos clientes.',
      'Gathers platform inquiries, e-mail and chats, reminds follow-ups, and measures quote conversion and customer value.',
    ),
    dimensions: ['marketing', 'dataIt'],
    plans: [
      {
        key: 'basic',
        name: basic,
        price: '199.00',
        currency: 'CNY',
        period: l('每用户每月', '每用戶每月', 'por utilizador e mês', 'per user per month'),
        features: [
          l(
            '询盘与客户档案',
            '詢盤與客戶檔案',
            'Pedidos e fichas de clientes',
            'Inquiries and customer records',
          ),
        ],
      },
      {
        key: 'pro',
        name: pro,
        price: '399.00',
        currency: 'CNY',
        period: l('每用户每月', '每用戶每月', 'por utilizador e mês', 'per user per month'),
        features: [
          l(
            '销售漏斗与报表',
            '銷售漏斗與報表',
            'Funil de vendas e relatórios',
            'Sales funnel and reports',
          ),
          l('邮件营销', '郵件營銷', 'E-mail marketing', 'E-mail marketing'),
        ],
      },
    ],
    cases: [
      {
        company: l(
          '澳门一家葡国食品进口商',
          '澳門一家葡國食品進口商',
          'Um importador de produtos portugueses em Macau',
          'A Macau importer of Portuguese food',
        ),
        story: l(
          '报价转化率从 15% 提高到 27%。',
          '報價轉化率從 15% 提高到 27%。',
          'A conversão de cotações subiu de 15% para 27%.',
          'Quote conversion rose from 15% to 27%.',
        ),
      },
    ],
  },
  {
    code: 'data-dashboard',
    name: l(
      '经营数据看板',
      '經營數據看板',
      'Painel de dados do negócio',
      'Business data dashboard',
    ),
    provider: PROVIDER_SHENZHEN,
    summary: l(
      '订单、库存、现金流和市场数据一屏掌握',
      '訂單、庫存、現金流和市場數據一屏掌握',
      'Encomendas, stock, tesouraria e mercados num só ecrã',
      'Orders, stock, cash flow and markets on one screen',
    ),
    description: l(
      '连接 ERP、网店和平台订单，结合中国与葡语国家贸易统计，为管理层提供每日更新的指标和预警。',
      '連接 ERP、網店和平台訂單，結合中國與葡語國家貿易統計，為管理層提供每日更新的指標和預警。',
      'Liga ERP, loja online e encomendas da plataforma às estatísticas de comércio China-países lusófonos, com indicadores e alertas diários para a gestão.',
      'Connects ERP, online shop and platform orders with China-Lusophone trade statistics, giving management daily indicators and alerts.',
    ),
    dimensions: ['dataIt', 'strategy'],
    plans: [
      {
        key: 'basic',
        name: basic,
        price: '5800.00',
        currency: 'CNY',
        period: PER_YEAR,
        features: [
          l('10 个标准看板', '10 個標準看板', '10 painéis-padrão', '10 standard dashboards'),
        ],
      },
      {
        key: 'pro',
        name: pro,
        price: '15800.00',
        currency: 'CNY',
        period: PER_YEAR,
        features: [
          l(
            '自定义指标与预警',
            '自訂指標與預警',
            'Indicadores e alertas à medida',
            'Custom indicators and alerts',
          ),
          l('对接三个数据源', '對接三個數據源', 'Três fontes de dados', 'Three data sources'),
        ],
      },
    ],
    cases: [
      {
        company: l(
          '湖南一家茶叶出口商',
          '湖南一家茶葉出口商',
          'Um exportador de chá de Hunan',
          'A tea exporter in Hunan',
        ),
        story: l(
          '滞销库存减少 30%，月度经营会从半天缩短到一小时。',
          '滯銷庫存減少 30%，月度經營會從半天縮短到一小時。',
          'Menos 30% de stock parado; a reunião mensal passou de meio dia para uma hora.',
          '30% less slow stock; the monthly review went from half a day to an hour.',
        ),
      },
    ],
  },
  {
    code: 'digital-skills',
    name: l(
      '数字技能培训',
      '數碼技能培訓',
      'Formação em competências digitais',
      'Digital skills training',
    ),
    provider: PROVIDER_LISBON,
    summary: l(
      '跨境电商、数据分析和葡语商务课程',
      '跨境電商、數據分析和葡語商務課程',
      'Cursos de comércio eletrónico, análise de dados e português de negócios',
      'Courses in cross-border e-commerce, data analysis and business Portuguese',
    ),
    description: l(
      '线上直播加实操作业，按岗位定制学习路径，结业颁发证书；可统计员工学习进度。',
      '線上直播加實操作業，按崗位定制學習路徑，結業頒發證書；可統計員工學習進度。',
      'Aulas em direto com exercícios práticos, percursos por função e certificado final; a empresa acompanha o progresso da equipa.',
      'Live classes with hands-on exercises, learning paths by role and a certificate; the company follows its staff progress.',
    ),
    dimensions: ['people'],
    plans: [
      {
        key: 'team5',
        name: l('5 人团队', '5 人團隊', 'Equipa de 5', 'Team of 5'),
        price: '4500.00',
        currency: 'CNY',
        period: PER_YEAR,
        features: [l('三门课程', '三門課程', 'Três cursos', 'Three courses')],
      },
      {
        key: 'team20',
        name: l('20 人团队', '20 人團隊', 'Equipa de 20', 'Team of 20'),
        price: '14000.00',
        currency: 'CNY',
        period: PER_YEAR,
        features: [
          l('全部课程', '全部課程', 'Todos os cursos', 'All courses'),
          l('企业内训一次', '企業內訓一次', 'Uma formação na empresa', 'One in-house session'),
        ],
      },
    ],
    cases: [
      {
        company: l(
          '安哥拉一家进口商',
          '安哥拉一家進口商',
          'Um importador angolano',
          'An Angolan importer',
        ),
        story: l(
          '采购团队学会用数据比较供应商，采购成本下降 8%。',
          '採購團隊學會用數據比較供應商，採購成本下降 8%。',
          'A equipa de compras passou a comparar fornecedores com dados: custos 8% mais baixos.',
          'The buying team learnt to compare suppliers with data: purchasing costs fell 8%.',
        ),
      },
    ],
  },
  {
    code: 'logistics-tracking',
    name: l(
      '跨境物流可视化',
      '跨境物流可視化',
      'Rastreio logístico transfronteiriço',
      'Cross-border logistics tracking',
    ),
    provider: PROVIDER_MACAU,
    summary: l(
      '海运、空运和清关节点实时追踪',
      '海運、空運和清關節點實時追蹤',
      'Seguimento em tempo real de mar, ar e alfândega',
      'Live tracking of sea, air and customs milestones',
    ),
    description: l(
      '汇集船公司、航空公司和港口数据，预测到港时间，异常自动提醒买卖双方。',
      '匯集船公司、航空公司和港口數據，預測到港時間，異常自動提醒買賣雙方。',
      'Junta dados de armadores, companhias aéreas e portos, prevê a chegada e avisa comprador e vendedor de qualquer atraso.',
      'Combines carrier, airline and port data, predicts arrival and alerts buyer and seller to any delay.',
    ),
    dimensions: ['supplyChain', 'dataIt'],
    plans: [
      {
        key: 'basic',
        name: basic,
        price: '300.00',
        currency: 'USD',
        period: PER_MONTH,
        features: [l('每月 50 票', '每月 50 票', '50 expedições por mês', '50 shipments a month')],
      },
      {
        key: 'pro',
        name: pro,
        price: '800.00',
        currency: 'USD',
        period: PER_MONTH,
        features: [
          l('不限票数', '不限票數', 'Expedições ilimitadas', 'Unlimited shipments'),
          l(
            '买家共享追踪页',
            '買家共享追蹤頁',
            'Página partilhada com o comprador',
            'Tracking page shared with buyers',
          ),
        ],
      },
    ],
    cases: [
      {
        company: l(
          '巴西一家机械进口商',
          '巴西一家機械進口商',
          'Um importador brasileiro de máquinas',
          'A Brazilian machinery importer',
        ),
        story: l(
          '到港时间预测误差控制在一天内，仓储费下降 20%。',
          '到港時間預測誤差控制在一天內，倉儲費下降 20%。',
          'Previsão de chegada com erro inferior a um dia; armazenagem 20% mais barata.',
          'Arrival predicted within a day; storage costs down 20%.',
        ),
      },
    ],
  },
  {
    code: 'transformation-consulting',
    name: l(
      '数字化转型咨询',
      '數碼化轉型諮詢',
      'Consultoria de transformação digital',
      'Digital transformation consulting',
    ),
    provider: PROVIDER_LISBON,
    summary: l(
      '基于诊断报告制定 12 个月转型路线图',
      '基於診斷報告制定 12 個月轉型路線圖',
      'Um plano de 12 meses a partir do relatório de diagnóstico',
      'A 12-month roadmap built on the diagnosis report',
    ),
    description: l(
      '顾问与管理层共同解读诊断结果，确定优先事项、预算和负责人，每季度复盘一次。',
      '顧問與管理層共同解讀診斷結果，確定優先事項、預算和負責人，每季度覆盤一次。',
      'Os consultores leem o diagnóstico com a gestão, definem prioridades, orçamento e responsáveis e reveem o plano todos os trimestres.',
      'Consultants read the diagnosis with management, set priorities, budget and owners, and review the plan every quarter.',
    ),
    dimensions: ['strategy', 'people'],
    plans: [
      {
        key: 'workshop',
        name: l('两天工作坊', '兩天工作坊', 'Workshop de dois dias', 'Two-day workshop'),
        price: '12000.00',
        currency: 'CNY',
        period: ONE_OFF,
        features: [
          l('转型路线图', '轉型路線圖', 'Plano de transformação', 'Transformation roadmap'),
        ],
      },
      {
        key: 'year',
        name: l('全年陪跑', '全年陪跑', 'Acompanhamento anual', 'Year-long support'),
        price: '48000.00',
        currency: 'CNY',
        period: PER_YEAR,
        features: [
          l('季度复盘', '季度覆盤', 'Revisões trimestrais', 'Quarterly reviews'),
          l('再次诊断', '再次診斷', 'Novo diagnóstico', 'A second diagnosis'),
        ],
      },
    ],
    cases: [
      {
        company: l(
          '葡萄牙一家葡萄酒庄',
          '葡萄牙一家葡萄酒莊',
          'Uma adega portuguesa',
          'A Portuguese winery',
        ),
        story: l(
          '一年内诊断等级从 2 级升到 4 级，对华出口翻番。',
          '一年內診斷等級從 2 級升到 4 級，對華出口翻番。',
          'Em um ano passou do nível 2 ao nível 4 e duplicou as exportações para a China.',
          'Went from level 2 to level 4 in a year and doubled its exports to China.',
        ),
      },
    ],
  },
];

/** The demo catalogue, written or refreshed by code (content imports keep the same keys). */
export async function seedDemoDigitalProducts(db: DbExecutor): Promise<void> {
  for (const [index, product] of DEMO_DIGITAL_PRODUCTS.entries()) {
    await db.query(
      `INSERT INTO digital_products (code, name, provider, summary, description, dimensions, plans,
                                     cases, sort)
       VALUES ($1, $2::jsonb, $3::jsonb, $4::jsonb, $5::jsonb, $6::text[], $7::jsonb, $8::jsonb, $9)
       ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, provider = EXCLUDED.provider,
         summary = EXCLUDED.summary, description = EXCLUDED.description,
         dimensions = EXCLUDED.dimensions, plans = EXCLUDED.plans, cases = EXCLUDED.cases,
         sort = EXCLUDED.sort`,
      [
        product.code,
        JSON.stringify(product.name),
        JSON.stringify(product.provider),
        JSON.stringify(product.summary),
        JSON.stringify(product.description),
        product.dimensions,
        JSON.stringify(product.plans),
        JSON.stringify(product.cases),
        index + 1,
      ],
    );
  }
}

/**
 * Sample exchange rates (units per 1 CNY) so that the demo's quote comparison converts. They are
 * labelled as samples in their source, which the comparison shows; a real platform's operators
 * enter theirs (PUT operator/exchange/rates).
 */
const DEMO_RATES: Record<string, number> = {
  CNY: 1,
  USD: 0.1395,
  EUR: 0.1285,
  MOP: 1.1215,
  BRL: 0.7802,
  AOA: 127.4,
};

export async function seedDemoExchangeRates(db: DbExecutor, now: Date): Promise<void> {
  for (const [currency, perCny] of Object.entries(DEMO_RATES)) {
    await db.query(
      `INSERT INTO exchange_rates (currency, per_cny, rate_date, source, updated_at)
       VALUES ($1, $2, $3::date, $4, $5) ON CONFLICT (currency) DO NOTHING`,
      [currency, perCny, platformToday(now), 'demo sample rates (not market data)', now],
    );
  }
}
