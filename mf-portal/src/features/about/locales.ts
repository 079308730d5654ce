import { registerMessages } from '@portal/i18n';

/**
 * The about page's texts. Each section's paragraphs are numbered keys (`p1`, `p2`…) so the page
 * lays them out from data; the tier names come from the common dictionary (`tier.*`).
 */
const zh = {
  title: '关于中葡经贸通',
  lead: '中葡经贸通是连接中国与葡语国家中小企业的外贸服务平台。我们以澳门为桥梁，帮助企业找到可靠的伙伴，并把一次询价变成一份合同、一笔按期到账的货款。',
  contents: '本页目录',
  mission: {
    title: '我们的使命',
    p1: '葡语国家分布在四大洲：安哥拉、巴西、佛得角、几内亚比绍、赤道几内亚、莫桑比克、葡萄牙、圣多美和普林西比、东帝汶。它们与中国之间的语言、法规、标准和支付习惯各不相同，大企业有专门团队应对，中小企业却常常止步于第一封邮件。',
    p2: '澳门以中文和葡文为官方语言，法律传统与葡语国家相近，2003 年起便是中国—葡语国家经贸合作论坛（澳门）常设秘书处的所在地。中葡经贸通把这座桥梁搬到线上：同一个平台、四种语言、一套清楚的交易规则，让茶叶、葡萄酒、橄榄油、咖啡、大豆、腰果和工业制品的买卖双方直接对话。',
  },
  offer: {
    title: '平台提供什么',
    intro: '从找到对方到收到货款，每一步都在平台上留有记录，双方随时可以查看进度。',
    hall: {
      title: '供需大厅',
      body: '按关键词、HS 编码、产地和价格查找已发布的产品，查看企业主页；也可以发布采购需求，收集供应商的报价，并在消息中心与对方洽谈。',
      link: '进入供需大厅',
    },
    orders: {
      title: '贸易订单、合同与分期付款',
      body: '购物车按卖家生成订单；卖家确认价格并补充合同、分期付款计划、交货与报关安排，经平台审核后双方签署。每一期款项收到后即时标记，订单进度对买卖双方一目了然。',
      link: '查看采购订单',
    },
    statistics: {
      title: '贸易统计',
      body: '基于联合国商品贸易数据库（UN Comtrade）的中国及澳门与九个葡语国家的年度货物贸易数据：按年份、伙伴和 HS 章节查看进出口走势与主要商品，并注明数据来源。',
      link: '查看贸易统计',
    },
    diagnosis: {
      title: '数字化转型诊断',
      body: '企业填写一份涵盖七个维度的问卷，平台审核后生成诊断报告：总分、等级、优势与短板，并推荐可以补齐短板的数字化产品与服务。',
      link: '了解数字化产品',
    },
    exhibitions: {
      title: '线上展会',
      body: '围绕茶叶、葡萄酒、咖啡、农产品等主题的线上展会与澳门线下推介活动相结合，参展企业集中展示产品，采购商可以在展期内直接询价。',
      link: '浏览线上展会',
    },
    membership: {
      title: '会员服务',
      body: '新注册企业从“{{start}}”开始使用；“{{silver}}”“{{gold}}”和“{{diamond}}”提供更多的产品发布数量、子账号和存储空间。升级申请由平台确认后生效。',
      link: '查看会员权益',
    },
  },
  steps: {
    title: '如何开始',
    s1: '用手机号或电子邮箱注册，创建企业主账号。',
    s2: '完善企业信息并上传营业执照，申请企业认证；认证企业带有“认证企业”标识。',
    s3: '发布产品或采购需求，在供需大厅寻找合作伙伴，通过消息中心洽谈。',
    s4: '下单、签署合同、按期收付款，在工作台跟踪每一笔订单。',
    register: '免费注册',
  },
  operator: {
    title: '谁在运营',
    p1: '平台由中葡经贸门户运营中心（澳门）负责运营：审核企业认证与贸易合同，维护数据与内容，并为企业提供中文、葡文和英文的咨询服务。',
    p2: '平台本身不参与买卖，也不代收货款；交易在买卖双方之间进行，平台负责让规则、进度和记录清楚可查。统计数据来自公开的联合国商品贸易数据库，页面上的每一组数字都注明来源。',
  },
  contact: {
    title: '联系我们',
    p1: '对平台有建议、遇到问题或需要客服协助，请登录后提交意见反馈，客服会在“意见反馈”中回复，并通过站内消息通知您。',
    feedback: '提交意见反馈',
    feedbackList: '查看意见反馈',
    messages: '打开消息中心',
  },
};

type AboutMessages = typeof zh;

const cht: AboutMessages = {
  title: '關於中葡經貿通',
  lead: '中葡經貿通是連接中國與葡語國家中小企業的外貿服務平台。我們以澳門為橋樑，幫助企業找到可靠的夥伴，並把一次詢價變成一份合同、一筆按期到賬的貨款。',
  contents: '本頁目錄',
  mission: {
    title: '我們的使命',
    p1: '葡語國家分佈在四大洲：安哥拉、巴西、佛得角、幾內亞比紹、赤道幾內亞、莫桑比克、葡萄牙、聖多美和普林西比、東帝汶。它們與中國之間的語言、法規、標準和支付習慣各不相同，大企業有專門團隊應對，中小企業卻常常止步於第一封郵件。',
    p2: '澳門以中文和葡文為官方語言，法律傳統與葡語國家相近，2003 年起便是中國—葡語國家經貿合作論壇（澳門）常設秘書處的所在地。中葡經貿通把這座橋樑搬到線上：同一個平台、四種語言、一套清楚的交易規則，讓茶葉、葡萄酒、橄欖油、咖啡、大豆、腰果和工業製品的買賣雙方直接對話。',
  },
  offer: {
    title: '平台提供甚麼',
    intro: '從找到對方到收到貨款，每一步都在平台上留有記錄，雙方隨時可以查看進度。',
    hall: {
      title: '供需大廳',
      body: '按關鍵詞、HS 編碼、產地和價格查找已發佈的產品，查看企業主頁；也可以發佈採購需求，收集供應商的報價，並在訊息中心與對方洽談。',
      link: '進入供需大廳',
    },
    orders: {
      title: '貿易訂單、合同與分期付款',
      body: '購物車按賣家生成訂單；賣家確認價格並補充合同、分期付款計劃、交貨與報關安排，經平台審核後雙方簽署。每一期款項收到後即時標記，訂單進度對買賣雙方一目了然。',
      link: '查看採購訂單',
    },
    statistics: {
      title: '貿易統計',
      body: '基於聯合國商品貿易數據庫（UN Comtrade）的中國及澳門與九個葡語國家的年度貨物貿易數據：按年份、夥伴和 HS 章節查看進出口走勢與主要商品，並註明數據來源。',
      link: '查看貿易統計',
    },
    diagnosis: {
      title: '數字化轉型診斷',
      body: '企業填寫一份涵蓋七個維度的問卷，平台審核後生成診斷報告：總分、等級、優勢與短板，並推薦可以補齊短板的數字化產品與服務。',
      link: '了解數字化產品',
    },
    exhibitions: {
      title: '線上展會',
      body: '圍繞茶葉、葡萄酒、咖啡、農產品等主題的線上展會與澳門線下推介活動相結合，參展企業集中展示產品，採購商可以在展期內直接詢價。',
      link: '瀏覽線上展會',
    },
    membership: {
      title: '會員服務',
      body: '新註冊企業從「{{start}}」開始使用；「{{silver}}」「{{gold}}」和「{{diamond}}」提供更多的產品發佈數量、子帳號和存儲空間。升級申請由平台確認後生效。',
      link: '查看會員權益',
    },
  },
  steps: {
    title: '如何開始',
    s1: '用手機號或電子郵箱註冊，建立企業主帳號。',
    s2: '完善企業資料並上傳營業執照，申請企業認證；認證企業帶有「認證企業」標識。',
    s3: '發佈產品或採購需求，在供需大廳尋找合作夥伴，透過訊息中心洽談。',
    s4: '下單、簽署合同、按期收付款，在工作台跟蹤每一筆訂單。',
    register: '免費註冊',
  },
  operator: {
    title: '誰在營運',
    p1: '平台由中葡經貿門戶營運中心（澳門）負責營運：審核企業認證與貿易合同，維護數據與內容，並為企業提供中文、葡文和英文的諮詢服務。',
    p2: '平台本身不參與買賣，也不代收貨款；交易在買賣雙方之間進行，平台負責讓規則、進度和記錄清楚可查。統計數據來自公開的聯合國商品貿易數據庫，頁面上的每一組數字都註明來源。',
  },
  contact: {
    title: '聯絡我們',
    p1: '對平台有建議、遇到問題或需要客服協助，請登入後提交意見回饋，客服會在「意見回饋」中回覆，並透過站內訊息通知您。',
    feedback: '提交意見回饋',
    feedbackList: '查看意見回饋',
    messages: '打開訊息中心',
  },
};

const pt: AboutMessages = {
  title: 'Sobre a Sino-Lusófono Comércio',
  lead: 'A Sino-Lusófono Comércio é uma plataforma de comércio externo que liga pequenas e médias empresas da China e dos países de língua portuguesa. Usamos Macau como ponte para ajudar as empresas a encontrar parceiros de confiança e a transformar um pedido de cotação num contrato e num pagamento recebido a tempo.',
  contents: 'Nesta página',
  mission: {
    title: 'A nossa missão',
    p1: 'Os países de língua portuguesa estão em quatro continentes: Angola, Brasil, Cabo Verde, Guiné-Bissau, Guiné Equatorial, Moçambique, Portugal, São Tomé e Príncipe e Timor-Leste. Entre eles e a China mudam a língua, as regras, as normas e os hábitos de pagamento. As grandes empresas têm equipas para isso; as pequenas ficam muitas vezes pelo primeiro e-mail.',
    p2: 'Macau tem o chinês e o português como línguas oficiais, uma tradição jurídica próxima da dos países lusófonos e acolhe desde 2003 o Secretariado Permanente do Fórum para a Cooperação Económica e Comercial entre a China e os Países de Língua Portuguesa (Macau). A Sino-Lusófono Comércio leva essa ponte para a internet: uma plataforma, quatro línguas e regras de negócio claras, para que compradores e vendedores de chá, vinho, azeite, café, soja, caju e produtos industriais falem diretamente.',
  },
  offer: {
    title: 'O que a plataforma oferece',
    intro:
      'Do primeiro contacto ao pagamento recebido, cada passo fica registado na plataforma e ambas as partes acompanham o andamento.',
    hall: {
      title: 'Oferta e procura',
      body: 'Pesquise produtos publicados por palavra, código SH, origem e preço e visite a página de cada empresa; ou publique uma necessidade de compra, receba cotações de fornecedores e negoceie no centro de mensagens.',
      link: 'Ir para a oferta e procura',
    },
    orders: {
      title: 'Encomendas, contratos e pagamentos faseados',
      body: 'O carrinho gera uma encomenda por vendedor; o vendedor confirma os preços e completa o contrato, o plano de pagamentos em prestações, a entrega e o desalfandegamento, e as partes assinam depois da revisão da plataforma. Cada prestação é marcada quando é recebida, e o estado da encomenda fica visível para ambos.',
      link: 'Ver encomendas de compra',
    },
    statistics: {
      title: 'Estatísticas de comércio',
      body: 'O comércio anual de mercadorias da China e de Macau com os nove países de língua portuguesa, segundo a base de dados UN Comtrade: evolução das exportações e importações e principais produtos por ano, parceiro e capítulo SH, sempre com a fonte indicada.',
      link: 'Ver as estatísticas',
    },
    diagnosis: {
      title: 'Diagnóstico de transformação digital',
      body: 'A empresa responde a um questionário sobre sete dimensões; depois da revisão da plataforma recebe um relatório com pontuação, nível, pontos fortes e lacunas, e os produtos digitais que ajudam a colmatá-las.',
      link: 'Conhecer os produtos digitais',
    },
    exhibitions: {
      title: 'Exposições online',
      body: 'Exposições online dedicadas ao chá, ao vinho, ao café e aos produtos agrícolas, ligadas a sessões de promoção em Macau: os expositores reúnem os seus produtos e os compradores pedem cotações durante a exposição.',
      link: 'Ver as exposições online',
    },
    membership: {
      title: 'Planos de adesão',
      body: 'As empresas começam no «{{start}}»; o «{{silver}}», o «{{gold}}» e o «{{diamond}}» alargam o número de produtos publicados, de subcontas e o espaço de armazenamento. Os pedidos de mudança de plano entram em vigor quando a plataforma os confirma.',
      link: 'Ver os planos',
    },
  },
  steps: {
    title: 'Como começar',
    s1: 'Registe-se com o telemóvel ou o e-mail e crie a conta principal da empresa.',
    s2: 'Complete os dados da empresa, carregue a certidão de registo e peça a verificação; as empresas verificadas têm o selo «Empresa verificada».',
    s3: 'Publique produtos ou necessidades de compra, procure parceiros na oferta e procura e negoceie no centro de mensagens.',
    s4: 'Encomende, assine o contrato, receba e pague por prestações e acompanhe cada encomenda na área de trabalho.',
    register: 'Registar gratuitamente',
  },
  operator: {
    title: 'Quem gere a plataforma',
    p1: 'A plataforma é gerida pelo Centro de Operações do Portal Económico e Comercial China–Países Lusófonos (Macau), que verifica as empresas e os contratos, mantém os dados e os conteúdos e presta apoio às empresas em chinês, português e inglês.',
    p2: 'A plataforma não compra nem vende e não recebe pagamentos em nome de ninguém: o negócio é feito entre comprador e vendedor, e a plataforma garante que as regras, o andamento e os registos são claros. As estatísticas vêm da base de dados pública UN Comtrade e cada número indica a sua fonte.',
  },
  contact: {
    title: 'Contactos',
    p1: 'Para sugestões, problemas ou apoio ao cliente, inicie sessão e envie uma sugestão ou pedido de apoio: a equipa responde em «Sugestões» e avisa-o por notificação.',
    feedback: 'Enviar sugestão ou pedido de apoio',
    feedbackList: 'Ver as minhas sugestões',
    messages: 'Abrir o centro de mensagens',
  },
};

const en: AboutMessages = {
  title: 'About Sino-Lusophone Trade',
  lead: 'Sino-Lusophone Trade is a foreign-trade platform linking small and medium enterprises of China and the Portuguese-speaking countries. With Macau as the bridge, we help companies find partners they can trust and turn an enquiry into a contract and a payment received on time.',
  contents: 'On this page',
  mission: {
    title: 'Our mission',
    p1: 'The Portuguese-speaking countries lie on four continents: Angola, Brazil, Cabo Verde, Guinea-Bissau, Equatorial Guinea, Mozambique, Portugal, São Tomé and Príncipe and Timor-Leste. Between them and China, language, rules, standards and payment habits all differ. Large companies have teams for that; small ones often stop at the first e-mail.',
    p2: 'Macau has Chinese and Portuguese as official languages and a legal tradition close to that of the Portuguese-speaking countries, and since 2003 it has hosted the Permanent Secretariat of the Forum for Economic and Trade Co-operation between China and Portuguese-speaking Countries (Macao). Sino-Lusophone Trade takes that bridge online: one platform, four languages and clear trading rules, so that buyers and sellers of tea, wine, olive oil, coffee, soybeans, cashews and manufactured goods can talk to each other directly.',
  },
  offer: {
    title: 'What the platform offers',
    intro:
      'From the first contact to the payment received, every step is recorded on the platform and both sides can follow it.',
    hall: {
      title: 'Supply and demand hall',
      body: 'Search published products by keyword, HS code, origin and price and visit each company’s page; or post a purchase request, collect quotations from suppliers and negotiate in the message centre.',
      link: 'Go to the supply and demand hall',
    },
    orders: {
      title: 'Trade orders, contracts and staged payments',
      body: 'The cart creates one order per seller; the seller confirms prices and completes the contract, the instalment plan, delivery and customs arrangements, and both sides sign after the platform’s review. Each instalment is marked when received, so both sides see where the order stands.',
      link: 'See purchase orders',
    },
    statistics: {
      title: 'Trade statistics',
      body: 'Annual merchandise trade of China and Macau with the nine Portuguese-speaking countries from the UN Comtrade database: exports, imports and leading goods by year, partner and HS chapter, always with the source shown.',
      link: 'See the statistics',
    },
    diagnosis: {
      title: 'Digital-transformation diagnosis',
      body: 'A company answers a questionnaire on seven dimensions; after the platform’s review it receives a report with a score, a level, strengths and gaps, and the digital products that close them.',
      link: 'Explore digital products',
    },
    exhibitions: {
      title: 'Online exhibitions',
      body: 'Online exhibitions on tea, wine, coffee and farm produce, linked to promotion sessions in Macau: exhibitors gather their products in one place and buyers ask for quotations while the exhibition runs.',
      link: 'See the online exhibitions',
    },
    membership: {
      title: 'Membership plans',
      body: 'Companies start on the {{start}}; {{silver}}, {{gold}} and {{diamond}} raise the number of published products, sub-accounts and storage. A change of plan takes effect once the platform confirms it.',
      link: 'See the plans',
    },
  },
  steps: {
    title: 'How to start',
    s1: 'Sign up with a mobile number or an e-mail address and create your company’s main account.',
    s2: 'Complete the company profile, upload the business licence and ask for verification; verified companies carry the “Verified company” badge.',
    s3: 'Publish products or purchase requests, look for partners in the supply and demand hall and negotiate in the message centre.',
    s4: 'Order, sign the contract, pay and get paid in instalments, and follow every order in the workbench.',
    register: 'Sign up free',
  },
  operator: {
    title: 'Who runs the platform',
    p1: 'The platform is run by the China–Portuguese-speaking Countries Trade Portal Operations Centre (Macau), which verifies companies and contracts, keeps the data and content up to date and supports companies in Chinese, Portuguese and English.',
    p2: 'The platform neither buys nor sells and collects no payments for anyone: trade happens between buyer and seller, and the platform makes sure the rules, progress and records are clear. The statistics come from the public UN Comtrade database, and every figure names its source.',
  },
  contact: {
    title: 'Contact us',
    p1: 'For suggestions, problems or customer service, sign in and send us feedback: the service team answers under “Feedback” and lets you know with a notification.',
    feedback: 'Send feedback or ask for help',
    feedbackList: 'See my feedback and replies',
    messages: 'Open the message centre',
  },
};

registerMessages('portal', {
  zh: { aboutPage: zh },
  cht: { aboutPage: cht },
  pt: { aboutPage: pt },
  en: { aboutPage: en },
});
