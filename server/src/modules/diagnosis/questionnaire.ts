import { DIAGNOSIS_DIMENSIONS, type DiagnosisDimension, type Language } from '@portal/contracts';

/**
 * The digital-transformation questionnaire (issue #13), as data: the one source for the
 * workbench form (served by `GET diagnosis/questionnaire`), the server's answer checks and the
 * scoring (docs/diagnosis.md). Written for a small or medium enterprise trading between China
 * and the Portuguese-speaking countries.
 *
 * Versioned: every diagnosis stores the version it was answered against. Changing a question,
 * an option or a point value means a new version, so that stored answers and scores keep their
 * meaning.
 */
export const QUESTIONNAIRE_VERSION = 1;

export type Localized = Record<Language, string>;

/** The seven dimensions, in the order the form and the report show them. */
export const DIMENSIONS = DIAGNOSIS_DIMENSIONS;
export type Dimension = DiagnosisDimension;

/** Every question is worth 0 to this many points before its weight (docs/diagnosis.md). */
export const MAX_POINTS = 4;

export interface ChoiceOption {
  value: string;
  label: Localized;
  points: number;
}

interface QuestionBase {
  /** `<dimension>.<name>`: the key of the answer. */
  id: string;
  text: Localized;
  /** How much the question counts within its dimension (1 or 2). */
  weight: number;
}

export interface SingleChoiceQuestion extends QuestionBase {
  type: 'single';
  options: ChoiceOption[];
}

export interface MultipleChoiceQuestion extends QuestionBase {
  type: 'multiple';
  /** Points add up, capped at MAX_POINTS. */
  options: ChoiceOption[];
  /** The "none of these" option, which cannot be chosen with another. */
  exclusive: string;
}

/**
 * A figure within bounds, scored by four thresholds: one point for each threshold reached
 * (`atLeast`: the value is ≥ it; `atMost`: the value is ≤ it, for figures where less is better).
 */
export interface NumberQuestion extends QuestionBase {
  type: 'number';
  min: number;
  max: number;
  /** 0 for whole numbers, 1 for one decimal place. */
  decimals: 0 | 1;
  unit: Localized;
  scale: { atLeast: number[] } | { atMost: number[] };
}

export type Question = SingleChoiceQuestion | MultipleChoiceQuestion | NumberQuestion;

export interface Section {
  key: Dimension;
  title: Localized;
  /** The dimension's share of the overall score, in percent (the seven add up to 100). */
  weight: number;
  questions: Question[];
}

export interface LevelDefinition {
  level: number;
  /** The lowest overall score (0–100) of the level. */
  minScore: number;
  name: Localized;
  description: Localized;
}

const l = (zh: string, cht: string, pt: string, en: string): Localized => ({ zh, cht, pt, en });
const option = (value: string, points: number, label: Localized): ChoiceOption => ({
  value,
  points,
  label,
});
const NONE_OF_THESE = (points = 0) =>
  option('none', points, l('以上都没有', '以上皆無', 'Nenhuma das anteriores', 'None of these'));
const PERCENT = l('%', '%', '%', '%');

export const SECTIONS: readonly Section[] = [
  {
    key: 'strategy',
    title: l('战略与组织', '戰略與組織', 'Estratégia e organização', 'Strategy and organisation'),
    weight: 15,
    questions: [
      {
        id: 'strategy.plan',
        type: 'single',
        weight: 2,
        text: l(
          '贵企业是否有书面的数字化转型规划？',
          '貴企業是否有書面的數碼轉型規劃？',
          'A empresa tem um plano escrito de transformação digital?',
          'Does your company have a written digital-transformation plan?',
        ),
        options: [
          option('none', 0, l('没有规划', '沒有規劃', 'Não tem plano', 'No plan')),
          option(
            'idea',
            1,
            l(
              '有想法，但没有成文',
              '有想法，但沒有成文',
              'Há ideias, mas nada escrito',
              'Ideas, but nothing written',
            ),
          ),
          option(
            'written',
            2,
            l(
              '有书面规划，尚未实施',
              '有書面規劃，尚未實施',
              'Plano escrito, ainda por executar',
              'A written plan, not yet carried out',
            ),
          ),
          option(
            'partial',
            3,
            l(
              '有规划，已部分实施',
              '有規劃，已部分實施',
              'Plano em execução parcial',
              'A plan, partly carried out',
            ),
          ),
          option(
            'reviewed',
            4,
            l(
              '按规划实施，并每年评估和更新',
              '按規劃實施，並每年評估和更新',
              'Plano executado, avaliado e atualizado todos os anos',
              'Carried out, reviewed and updated every year',
            ),
          ),
        ],
      },
      {
        id: 'strategy.owner',
        type: 'single',
        weight: 1,
        text: l(
          '谁负责推动企业的数字化工作？',
          '誰負責推動企業的數碼化工作？',
          'Quem conduz a digitalização da empresa?',
          'Who leads digitalisation in your company?',
        ),
        options: [
          option(
            'nobody',
            0,
            l('没有专人负责', '沒有專人負責', 'Ninguém em particular', 'Nobody in particular'),
          ),
          option(
            'itStaff',
            1,
            l(
              'IT 人员兼管',
              'IT 人員兼管',
              'O técnico de informática, a tempo parcial',
              'The IT person, part-time',
            ),
          ),
          option(
            'manager',
            2,
            l(
              '由一位部门经理负责',
              '由一位部門經理負責',
              'Um diretor de departamento',
              'A department manager',
            ),
          ),
          option(
            'executive',
            3,
            l(
              '企业负责人亲自牵头',
              '企業負責人親自牽頭',
              'O próprio dono ou CEO',
              'The owner or CEO in person',
            ),
          ),
          option(
            'team',
            4,
            l(
              '专门的数字化团队，向管理层汇报',
              '專門的數碼化團隊，向管理層匯報',
              'Uma equipa digital dedicada que reporta à administração',
              'A dedicated digital team reporting to the board',
            ),
          ),
        ],
      },
      {
        id: 'strategy.budget',
        type: 'number',
        weight: 1,
        text: l(
          '过去一年数字化投入（软件、设备、服务、培训）约占营业收入的百分之几？',
          '過去一年數碼化投入（軟件、設備、服務、培訓）約佔營業收入的百分之幾？',
          'No último ano, quanto investiu em digitalização (software, equipamento, serviços, formação), em % da faturação?',
          'Last year, how much did you spend on digital (software, equipment, services, training), as % of revenue?',
        ),
        min: 0,
        max: 100,
        decimals: 1,
        unit: PERCENT,
        scale: { atLeast: [0.5, 1, 2, 4] },
      },
      {
        id: 'strategy.marketIntelligence',
        type: 'multiple',
        weight: 1,
        text: l(
          '贵企业用哪些数字渠道了解中国与葡语国家市场？（可多选）',
          '貴企業用哪些數碼渠道了解中國與葡語國家市場？（可多選）',
          'Que fontes digitais usa para conhecer os mercados da China e dos países lusófonos? (várias respostas)',
          'Which digital sources do you use to follow the markets of China and the Portuguese-speaking countries? (choose all that apply)',
        ),
        exclusive: 'none',
        options: [
          option(
            'tradeStatistics',
            1,
            l(
              '海关与贸易统计数据',
              '海關與貿易統計數據',
              'Estatísticas aduaneiras e de comércio',
              'Customs and trade statistics',
            ),
          ),
          option(
            'platforms',
            1,
            l(
              'B2B 平台与线上展会',
              'B2B 平台與線上展會',
              'Plataformas B2B e feiras online',
              'B2B platforms and online fairs',
            ),
          ),
          option(
            'chambers',
            1,
            l(
              '商会、贸促机构的线上服务',
              '商會、貿促機構的線上服務',
              'Serviços online de câmaras de comércio e agências de promoção',
              'Online services of chambers of commerce and trade agencies',
            ),
          ),
          option(
            'socialMedia',
            1,
            l(
              '社交媒体与行业社群',
              '社交媒體與行業社群',
              'Redes sociais e grupos do setor',
              'Social media and industry groups',
            ),
          ),
          option(
            'reports',
            1,
            l(
              '付费市场研究报告',
              '付費市場研究報告',
              'Estudos de mercado pagos',
              'Paid market research',
            ),
          ),
          NONE_OF_THESE(),
        ],
      },
      {
        id: 'strategy.kpis',
        type: 'single',
        weight: 1,
        text: l(
          '是否用指标（KPI）衡量数字化项目的成效？',
          '是否用指標（KPI）衡量數碼化項目的成效？',
          'Mede os resultados dos projetos digitais com indicadores (KPI)?',
          'Do you measure the results of digital projects with indicators (KPIs)?',
        ),
        options: [
          option('never', 0, l('从不衡量', '從不衡量', 'Nunca', 'Never')),
          option('sometimes', 1, l('偶尔评估', '偶爾評估', 'Às vezes', 'Sometimes')),
          option(
            'some',
            2,
            l(
              '部分项目有指标',
              '部分項目有指標',
              'Alguns projetos têm indicadores',
              'Some projects have indicators',
            ),
          ),
          option(
            'most',
            3,
            l(
              '大部分项目有指标，并定期复盘',
              '大部分項目有指標，並定期覆盤',
              'A maioria tem indicadores revistos com regularidade',
              'Most have indicators reviewed regularly',
            ),
          ),
          option(
            'dashboard',
            4,
            l(
              '指标进入管理看板并与考核挂钩',
              '指標進入管理看板並與考核掛鈎',
              'Os indicadores estão no painel de gestão e na avaliação de desempenho',
              'Indicators are on the management dashboard and in performance reviews',
            ),
          ),
        ],
      },
    ],
  },
  {
    key: 'production',
    title: l('生产与运营', '生產與營運', 'Produção e operações', 'Production and operations'),
    weight: 10,
    questions: [
      {
        id: 'production.planning',
        type: 'single',
        weight: 2,
        text: l(
          '生产或采购计划主要如何制定？',
          '生產或採購計劃主要如何制定？',
          'Como são feitos os planos de produção ou de compras?',
          'How are production or purchasing plans made?',
        ),
        options: [
          option(
            'experience',
            0,
            l(
              '凭经验手工安排',
              '憑經驗手工安排',
              'À mão, pela experiência',
              'By hand, from experience',
            ),
          ),
          option(
            'spreadsheet',
            1,
            l('用电子表格', '用電子表格', 'Em folhas de cálculo', 'In spreadsheets'),
          ),
          option(
            'erp',
            2,
            l(
              '在 ERP 或进销存系统中手工制定',
              '在 ERP 或進銷存系統中手工制定',
              'No ERP ou no sistema de stocks, à mão',
              'In the ERP or stock system, by hand',
            ),
          ),
          option(
            'automatic',
            3,
            l(
              '系统按订单和库存自动生成',
              '系統按訂單和庫存自動生成',
              'O sistema gera-os a partir das encomendas e do stock',
              'The system generates them from orders and stock',
            ),
          ),
          option(
            'forecast',
            4,
            l(
              '系统结合销售预测自动优化',
              '系統結合銷售預測自動優化',
              'O sistema otimiza-os com previsões de vendas',
              'The system optimises them with sales forecasts',
            ),
          ),
        ],
      },
      {
        id: 'production.inventory',
        type: 'single',
        weight: 2,
        text: l(
          '库存如何记录？',
          '庫存如何記錄？',
          'Como é registado o stock?',
          'How is stock recorded?',
        ),
        options: [
          option('paper', 0, l('纸质台账', '紙本台賬', 'Em papel', 'On paper')),
          option(
            'spreadsheet',
            1,
            l(
              '电子表格，定期盘点',
              '電子表格，定期盤點',
              'Folha de cálculo e inventários periódicos',
              'Spreadsheet and periodic counts',
            ),
          ),
          option(
            'system',
            2,
            l(
              '进销存系统，手工录入',
              '進銷存系統，手工錄入',
              'Sistema de stocks, com registo manual',
              'Stock system, entered by hand',
            ),
          ),
          option(
            'scanning',
            3,
            l(
              '扫条码或二维码出入库',
              '掃條碼或二維碼出入庫',
              'Leitura de códigos de barras ou QR',
              'Barcode or QR scanning',
            ),
          ),
          option(
            'realtime',
            4,
            l(
              '库存实时同步到各销售渠道',
              '庫存實時同步到各銷售渠道',
              'Stock sincronizado em tempo real com os canais de venda',
              'Stock synchronised live with the sales channels',
            ),
          ),
        ],
      },
      {
        id: 'production.traceability',
        type: 'single',
        weight: 1,
        text: l(
          '产品的质量与批次信息能否追溯？',
          '產品的質量與批次資訊能否追溯？',
          'Consegue rastrear a qualidade e o lote dos produtos?',
          'Can you trace the quality and batch of your products?',
        ),
        options: [
          option('no', 0, l('无法追溯', '無法追溯', 'Não', 'No')),
          option('paper', 1, l('有纸质记录', '有紙本記錄', 'Registos em papel', 'Paper records')),
          option(
            'electronic',
            2,
            l(
              '电子记录，可查到批次',
              '電子記錄，可查到批次',
              'Registos eletrónicos por lote',
              'Electronic records by batch',
            ),
          ),
          option(
            'system',
            3,
            l(
              '系统记录全流程批次',
              '系統記錄全流程批次',
              'O sistema regista o lote em todo o processo',
              'The system records batches end to end',
            ),
          ),
          option(
            'productCode',
            4,
            l(
              '一物一码（溯源码或区块链），客户可查询',
              '一物一碼（溯源碼或區塊鏈），客戶可查詢',
              'Código único por produto (rastreio ou blockchain) consultável pelo cliente',
              'A code per item (traceability or blockchain) customers can check',
            ),
          ),
        ],
      },
      {
        id: 'production.manualEntries',
        type: 'number',
        weight: 1,
        text: l(
          '一张订单从接单到发货，有几个环节需要人工重复录入同样的数据？',
          '一張訂單從接單到發貨，有幾個環節需要人手重複輸入同樣的數據？',
          'Desde a encomenda até à expedição, em quantas etapas os mesmos dados são introduzidos de novo à mão?',
          'From order to dispatch, at how many steps is the same data typed in again by hand?',
        ),
        min: 0,
        max: 30,
        decimals: 0,
        unit: l('个环节', '個環節', 'etapas', 'steps'),
        scale: { atMost: [8, 5, 3, 1] },
      },
      {
        id: 'production.systems',
        type: 'multiple',
        weight: 1,
        text: l(
          '企业使用了哪些运营管理系统？（可多选）',
          '企業使用了哪些營運管理系統？（可多選）',
          'Que sistemas de gestão das operações utiliza? (várias respostas)',
          'Which operations systems do you use? (choose all that apply)',
        ),
        exclusive: 'none',
        options: [
          option(
            'erp',
            1,
            l(
              '企业资源计划（ERP）',
              '企業資源規劃（ERP）',
              'Planeamento de recursos (ERP)',
              'Resource planning (ERP)',
            ),
          ),
          option(
            'wms',
            1,
            l(
              '仓储管理（WMS）',
              '倉儲管理（WMS）',
              'Gestão de armazém (WMS)',
              'Warehouse management (WMS)',
            ),
          ),
          option(
            'mes',
            1,
            l(
              '生产执行（MES）',
              '生產執行（MES）',
              'Execução da produção (MES)',
              'Manufacturing execution (MES)',
            ),
          ),
          option('qms', 1, l('质量管理', '質量管理', 'Gestão da qualidade', 'Quality management')),
          option(
            'oa',
            1,
            l(
              '协同办公与审批（OA）',
              '協同辦公與審批（OA）',
              'Fluxos de aprovação e escritório (OA)',
              'Approvals and office workflow (OA)',
            ),
          ),
          NONE_OF_THESE(),
        ],
      },
    ],
  },
  {
    key: 'supplyChain',
    title: l(
      '供应链与物流',
      '供應鏈與物流',
      'Cadeia de abastecimento e logística',
      'Supply chain and logistics',
    ),
    weight: 15,
    questions: [
      {
        id: 'supplyChain.customs',
        type: 'single',
        weight: 2,
        text: l(
          '报关报检如何办理？',
          '報關報檢如何辦理？',
          'Como trata dos despachos aduaneiros?',
          'How do you handle customs declarations?',
        ),
        options: [
          option(
            'paper',
            0,
            l(
              '纸质单证，委托代理手工办理',
              '紙本單證，委託代理手工辦理',
              'Documentos em papel, tratados à mão por um despachante',
              'Paper documents handled by hand by an agent',
            ),
          ),
          option(
            'emailAgent',
            1,
            l(
              '委托报关行，单证用电邮往来',
              '委託報關行，單證用電郵往來',
              'Despachante, com documentos trocados por e-mail',
              'An agent, with documents sent by e-mail',
            ),
          ),
          option(
            'singleWindow',
            2,
            l(
              '通过国际贸易"单一窗口"电子申报',
              '通過國際貿易「單一窗口」電子申報',
              'Declaração eletrónica na Janela Única do comércio externo',
              'Electronic declaration through the trade single window',
            ),
          ),
          option(
            'fromSystem',
            3,
            l(
              '申报数据从业务系统导出',
              '申報數據從業務系統匯出',
              'Os dados da declaração saem do sistema de gestão',
              'Declaration data exported from the business system',
            ),
          ),
          option(
            'connected',
            4,
            l(
              '系统直连单一窗口，状态自动回传',
              '系統直連單一窗口，狀態自動回傳',
              'Sistema ligado à Janela Única, com o estado devolvido automaticamente',
              'System linked to the single window, status returned automatically',
            ),
          ),
        ],
      },
      {
        id: 'supplyChain.tracking',
        type: 'single',
        weight: 1,
        text: l(
          '如何跟踪国际货物的运输状态？',
          '如何跟蹤國際貨物的運輸狀態？',
          'Como acompanha o transporte internacional das mercadorias?',
          'How do you track international shipments?',
        ),
        options: [
          option(
            'ask',
            0,
            l(
              '打电话或发邮件问货代',
              '打電話或發郵件問貨代',
              'Telefone ou e-mail ao transitário',
              'Phone or e-mail the forwarder',
            ),
          ),
          option(
            'websites',
            1,
            l(
              '分别登录各货代网站查询',
              '分別登入各貨代網站查詢',
              'Consulta o site de cada transitário',
              "Check each forwarder's website",
            ),
          ),
          option(
            'sharedSheet',
            2,
            l(
              '在共享表格中统一登记',
              '在共享表格中統一登記',
              'Regista tudo numa folha partilhada',
              'Log everything in a shared sheet',
            ),
          ),
          option(
            'platform',
            3,
            l(
              '用物流平台统一跟踪',
              '用物流平台統一跟蹤',
              'Uma plataforma logística acompanha tudo',
              'A logistics platform tracks everything',
            ),
          ),
          option(
            'pushed',
            4,
            l(
              '运输状态自动推送到业务系统和客户',
              '運輸狀態自動推送到業務系統和客戶',
              'O estado é enviado automaticamente para o sistema e para os clientes',
              'Status is pushed automatically to our system and to customers',
            ),
          ),
        ],
      },
      {
        id: 'supplyChain.suppliers',
        type: 'single',
        weight: 1,
        text: l(
          '与主要供应商如何交换订单和单证？',
          '與主要供應商如何交換訂單和單證？',
          'Como troca encomendas e documentos com os principais fornecedores?',
          'How do you exchange orders and documents with your main suppliers?',
        ),
        options: [
          option('paper', 0, l('纸质或传真', '紙本或傳真', 'Papel ou fax', 'Paper or fax')),
          option(
            'email',
            1,
            l('电子邮件加附件', '電子郵件加附件', 'E-mail com anexos', 'E-mail with attachments'),
          ),
          option(
            'chat',
            2,
            l(
              '即时通讯和共享文档',
              '即時通訊和共享文件',
              'Mensagens instantâneas e documentos partilhados',
              'Instant messaging and shared documents',
            ),
          ),
          option(
            'portal',
            3,
            l(
              '供应商平台或门户',
              '供應商平台或門戶',
              'Portal ou plataforma de fornecedores',
              'A supplier portal or platform',
            ),
          ),
          option(
            'edi',
            4,
            l(
              '系统对接（EDI 或 API）',
              '系統對接（EDI 或 API）',
              'Ligação entre sistemas (EDI ou API)',
              'System-to-system (EDI or API)',
            ),
          ),
        ],
      },
      {
        id: 'supplyChain.orderToDispatchDays',
        type: 'number',
        weight: 1,
        text: l(
          '从收到客户订单到货物发出，平均需要多少天？',
          '從收到客戶訂單到貨物發出，平均需要多少天？',
          'Em média, quantos dias passam entre a encomenda do cliente e a expedição?',
          "On average, how many days pass between a customer's order and dispatch?",
        ),
        min: 0,
        max: 365,
        decimals: 0,
        unit: l('天', '天', 'dias', 'days'),
        scale: { atMost: [45, 30, 15, 7] },
      },
      {
        id: 'supplyChain.electronicDocuments',
        type: 'multiple',
        weight: 1,
        text: l(
          '以下哪些贸易单证已经电子化？（可多选）',
          '以下哪些貿易單證已經電子化？（可多選）',
          'Quais destes documentos comerciais já são eletrónicos? (várias respostas)',
          'Which of these trade documents are already electronic? (choose all that apply)',
        ),
        exclusive: 'none',
        options: [
          option('invoice', 1, l('商业发票', '商業發票', 'Fatura comercial', 'Commercial invoice')),
          option('packingList', 1, l('装箱单', '裝箱單', 'Lista de embalagem', 'Packing list')),
          option(
            'origin',
            1,
            l('原产地证书', '原產地證書', 'Certificado de origem', 'Certificate of origin'),
          ),
          option(
            'billOfLading',
            1,
            l(
              '电子提单',
              '電子提單',
              'Conhecimento de embarque eletrónico',
              'Electronic bill of lading',
            ),
          ),
          option(
            'contract',
            1,
            l(
              '电子合同与电子签名',
              '電子合同與電子簽名',
              'Contratos e assinatura eletrónicos',
              'Contracts with e-signature',
            ),
          ),
          NONE_OF_THESE(),
        ],
      },
    ],
  },
  {
    key: 'marketing',
    title: l('销售与营销', '銷售與營銷', 'Vendas e marketing', 'Sales and marketing'),
    weight: 15,
    questions: [
      {
        id: 'marketing.channels',
        type: 'multiple',
        weight: 2,
        text: l(
          '贵企业通过哪些线上渠道销售或获取客户？（可多选）',
          '貴企業通過哪些線上渠道銷售或獲取客戶？（可多選）',
          'Por que canais online vende ou encontra clientes? (várias respostas)',
          'Which online channels do you sell through or find customers on? (choose all that apply)',
        ),
        exclusive: 'none',
        options: [
          option(
            'b2bPlatform',
            1,
            l(
              '跨境 B2B 平台（如本平台）',
              '跨境 B2B 平台（如本平台）',
              'Plataformas B2B internacionais (como esta)',
              'Cross-border B2B platforms (like this one)',
            ),
          ),
          option(
            'ownShop',
            1,
            l('自营网店或独立站', '自營網店或獨立站', 'Loja online própria', 'Our own online shop'),
          ),
          option(
            'marketplace',
            1,
            l(
              '电商平台（天猫国际、京东、Mercado Livre 等）',
              '電商平台（天貓國際、京東、Mercado Livre 等）',
              'Marketplaces (Tmall Global, JD, Mercado Livre…)',
              'Marketplaces (Tmall Global, JD, Mercado Livre…)',
            ),
          ),
          option(
            'social',
            1,
            l(
              '社交媒体（微信、WhatsApp、Instagram）',
              '社交媒體（微信、WhatsApp、Instagram）',
              'Redes sociais (WeChat, WhatsApp, Instagram)',
              'Social media (WeChat, WhatsApp, Instagram)',
            ),
          ),
          option(
            'live',
            1,
            l(
              '直播或短视频',
              '直播或短影片',
              'Diretos ou vídeos curtos',
              'Live streaming or short videos',
            ),
          ),
          option(
            'none',
            0,
            l('没有线上渠道', '沒有線上渠道', 'Nenhum canal online', 'No online channel'),
          ),
        ],
      },
      {
        id: 'marketing.onlineShare',
        type: 'number',
        weight: 2,
        text: l(
          '线上渠道的成交额约占总销售额的百分之几？',
          '線上渠道的成交額約佔總銷售額的百分之幾？',
          'Que percentagem das vendas é feita por canais online?',
          'What share of your sales is made through online channels?',
        ),
        min: 0,
        max: 100,
        decimals: 1,
        unit: PERCENT,
        scale: { atLeast: [1, 10, 25, 50] },
      },
      {
        id: 'marketing.customers',
        type: 'single',
        weight: 1,
        text: l(
          '客户信息如何管理？',
          '客戶資訊如何管理？',
          'Como gere a informação dos clientes?',
          'How do you manage customer information?',
        ),
        options: [
          option(
            'personal',
            0,
            l(
              '在销售人员各自的手机和名片里',
              '在銷售人員各自的手機和名片裏',
              'Nos telemóveis e cartões de cada vendedor',
              "In each salesperson's phone and cards",
            ),
          ),
          option('spreadsheet', 1, l('电子表格', '電子表格', 'Folha de cálculo', 'A spreadsheet')),
          option(
            'shared',
            2,
            l(
              '共享客户名录和跟进记录',
              '共享客戶名錄和跟進記錄',
              'Lista partilhada com o histórico de contactos',
              'A shared list with follow-up notes',
            ),
          ),
          option(
            'crm',
            3,
            l(
              '客户关系管理（CRM）系统',
              '客戶關係管理（CRM）系統',
              'Um sistema CRM',
              'A CRM system',
            ),
          ),
          option(
            'connectedCrm',
            4,
            l(
              'CRM 与订单、营销数据打通，自动分群',
              'CRM 與訂單、營銷數據打通，自動分群',
              'CRM ligado às encomendas e ao marketing, com segmentação automática',
              'CRM linked to orders and marketing, with automatic segments',
            ),
          ),
        ],
      },
      {
        id: 'marketing.languages',
        type: 'multiple',
        weight: 1,
        text: l(
          '对外资料（网站、产品目录）有哪些语言版本？（可多选）',
          '對外資料（網站、產品目錄）有哪些語言版本？（可多選）',
          'Em que línguas existem o site e os catálogos? (várias respostas)',
          'In which languages are your website and catalogues? (choose all that apply)',
        ),
        exclusive: 'none',
        options: [
          option('zh', 1, l('简体中文', '簡體中文', 'Chinês simplificado', 'Simplified Chinese')),
          option('cht', 1, l('繁体中文', '繁體中文', 'Chinês tradicional', 'Traditional Chinese')),
          option('pt', 1, l('葡萄牙语', '葡萄牙語', 'Português', 'Portuguese')),
          option('en', 1, l('英语', '英語', 'Inglês', 'English')),
          option('es', 1, l('西班牙语', '西班牙語', 'Espanhol', 'Spanish')),
          option(
            'none',
            0,
            l(
              '没有对外资料',
              '沒有對外資料',
              'Não temos site nem catálogo',
              'No website or catalogue',
            ),
          ),
        ],
      },
      {
        id: 'marketing.analytics',
        type: 'single',
        weight: 1,
        text: l(
          '是否分析营销和获客的效果？',
          '是否分析營銷和獲客的效果？',
          'Analisa os resultados do marketing?',
          'Do you analyse the results of your marketing?',
        ),
        options: [
          option('no', 0, l('不分析', '不分析', 'Não', 'No')),
          option(
            'occasionally',
            1,
            l(
              '偶尔看平台后台数据',
              '偶爾看平台後台數據',
              'Às vezes, nos painéis das plataformas',
              'Occasionally, in the platforms’ dashboards',
            ),
          ),
          option(
            'monthly',
            2,
            l(
              '每月汇总各渠道数据',
              '每月匯總各渠道數據',
              'Todos os meses juntamos os dados dos canais',
              'Monthly roll-up of every channel',
            ),
          ),
          option(
            'costPerCustomer',
            3,
            l(
              '按渠道和产品计算获客成本和转化率',
              '按渠道和產品計算獲客成本和轉化率',
              'Custo por cliente e conversão por canal e produto',
              'Cost per customer and conversion by channel and product',
            ),
          ),
          option(
            'automated',
            4,
            l(
              '数据驱动的自动化营销（A/B 测试、精准投放）',
              '數據驅動的自動化營銷（A/B 測試、精準投放）',
              'Marketing automatizado com base em dados (testes A/B, segmentação)',
              'Data-driven automated marketing (A/B tests, targeting)',
            ),
          ),
        ],
      },
    ],
  },
  {
    key: 'finance',
    title: l('财务管理', '財務管理', 'Gestão financeira', 'Financial management'),
    weight: 10,
    questions: [
      {
        id: 'finance.accounting',
        type: 'single',
        weight: 2,
        text: l(
          '会计核算使用什么工具？',
          '會計核算使用甚麼工具？',
          'Com que ferramenta faz a contabilidade?',
          'What do you keep the accounts with?',
        ),
        options: [
          option('manual', 0, l('手工记账', '手工記賬', 'À mão', 'By hand')),
          option('spreadsheet', 1, l('电子表格', '電子表格', 'Folha de cálculo', 'Spreadsheets')),
          option(
            'desktop',
            2,
            l(
              '单机财务软件',
              '單機財務軟件',
              'Programa de contabilidade local',
              'Desktop accounting software',
            ),
          ),
          option(
            'cloud',
            3,
            l('云财务软件', '雲端財務軟件', 'Contabilidade na nuvem', 'Cloud accounting'),
          ),
          option(
            'integrated',
            4,
            l(
              '财务与业务系统一体化（业财一体）',
              '財務與業務系統一體化（業財一體）',
              'Contabilidade integrada nos sistemas de negócio',
              'Accounting integrated with the business systems',
            ),
          ),
        ],
      },
      {
        id: 'finance.invoicing',
        type: 'single',
        weight: 1,
        text: l(
          '发票如何开具和管理？',
          '發票如何開具和管理？',
          'Como emite e arquiva as faturas?',
          'How are invoices issued and kept?',
        ),
        options: [
          option('paper', 0, l('手写或纸质', '手寫或紙本', 'Em papel', 'On paper')),
          option(
            'software',
            1,
            l(
              '在开票软件中单独开具',
              '在開票軟件中單獨開具',
              'Num programa de faturação à parte',
              'In a separate invoicing program',
            ),
          ),
          option(
            'electronic',
            2,
            l(
              '电子发票（数电票、e-fatura），手工归档',
              '電子發票（數電票、e-fatura），手工歸檔',
              'Fatura eletrónica (e-fatura, NF-e), arquivada à mão',
              'E-invoices (fapiao, e-fatura, NF-e), filed by hand',
            ),
          ),
          option(
            'autoFiled',
            3,
            l(
              '电子发票自动归档入账',
              '電子發票自動歸檔入賬',
              'Faturas eletrónicas lançadas automaticamente',
              'E-invoices booked automatically',
            ),
          ),
          option(
            'matched',
            4,
            l(
              '电子发票与订单、收付款自动匹配',
              '電子發票與訂單、收付款自動匹配',
              'Faturas associadas automaticamente a encomendas e pagamentos',
              'E-invoices matched automatically to orders and payments',
            ),
          ),
        ],
      },
      {
        id: 'finance.closeDays',
        type: 'number',
        weight: 1,
        text: l(
          '月末结账、出具月度报表需要几个工作日？',
          '月末結賬、出具月度報表需要幾個工作日？',
          'Quantos dias úteis leva o fecho do mês e o relatório mensal?',
          'How many working days does the month-end close and monthly report take?',
        ),
        min: 0,
        max: 60,
        decimals: 0,
        unit: l('个工作日', '個工作日', 'dias úteis', 'working days'),
        scale: { atMost: [20, 10, 5, 2] },
      },
      {
        id: 'finance.payments',
        type: 'multiple',
        weight: 1,
        text: l(
          '企业接受哪些线上收款方式？（可多选）',
          '企業接受哪些線上收款方式？（可多選）',
          'Que formas de recebimento online aceita? (várias respostas)',
          'Which online ways of being paid do you accept? (choose all that apply)',
        ),
        exclusive: 'none',
        options: [
          option(
            'crossBorder',
            1,
            l(
              '跨境支付平台',
              '跨境支付平台',
              'Plataformas de pagamento internacional',
              'Cross-border payment platforms',
            ),
          ),
          option(
            'localWallets',
            1,
            l(
              '当地移动支付（支付宝、微信支付、PIX、MB WAY、Multicaixa Express）',
              '當地流動支付（支付寶、微信支付、PIX、MB WAY、Multicaixa Express）',
              'Pagamentos móveis locais (Alipay, WeChat Pay, PIX, MB WAY, Multicaixa Express)',
              'Local mobile payments (Alipay, WeChat Pay, PIX, MB WAY, Multicaixa Express)',
            ),
          ),
          option(
            'cards',
            1,
            l('国际信用卡收单', '國際信用卡收單', 'Cartões internacionais', 'International cards'),
          ),
          option(
            'eLetterOfCredit',
            1,
            l(
              '电子信用证',
              '電子信用證',
              'Carta de crédito eletrónica',
              'Electronic letters of credit',
            ),
          ),
          option(
            'none',
            0,
            l(
              '只收电汇，手工对账',
              '只收電匯，手工對賬',
              'Só transferências, conferidas à mão',
              'Bank transfers only, matched by hand',
            ),
          ),
        ],
      },
      {
        id: 'finance.currencyRisk',
        type: 'single',
        weight: 1,
        text: l(
          '如何管理人民币、美元、欧元、雷亚尔等多币种的汇率风险？',
          '如何管理人民幣、美元、歐元、雷亞爾等多幣種的匯率風險？',
          'Como gere o risco cambial entre yuan, dólar, euro, real e outras moedas?',
          'How do you manage exchange-rate risk between yuan, dollar, euro, real and other currencies?',
        ),
        options: [
          option('none', 0, l('不管理', '不管理', 'Não gere', 'We do not')),
          option(
            'timing',
            1,
            l(
              '凭经验选择结汇时机',
              '憑經驗選擇結匯時機',
              'Escolhe o momento pela experiência',
              'We time conversions by experience',
            ),
          ),
          option(
            'tracked',
            2,
            l(
              '定期跟踪汇率并手工测算',
              '定期跟蹤匯率並手工測算',
              'Acompanha as taxas e calcula à mão',
              'We follow rates and calculate by hand',
            ),
          ),
          option(
            'bankTools',
            3,
            l(
              '用银行线上工具锁汇或做远期',
              '用銀行線上工具鎖匯或做遠期',
              'Usa ferramentas online do banco (taxa fixa, contratos a prazo)',
              "Use the bank's online tools (rate locks, forwards)",
            ),
          ),
          option(
            'monitored',
            4,
            l(
              '系统实时监控外汇敞口并按规则对冲',
              '系統實時監控外匯敞口並按規則對沖',
              'Exposição cambial monitorizada em tempo real e coberta por regras',
              'Currency exposure monitored live and hedged by rules',
            ),
          ),
        ],
      },
      {
        id: 'finance.financing',
        type: 'single',
        weight: 1,
        text: l(
          '是否使用线上融资服务（如供应链金融）？',
          '是否使用線上融資服務（如供應鏈金融）？',
          'Utiliza financiamento online (por exemplo, financiamento da cadeia de abastecimento)?',
          'Do you use online financing (for example supply-chain finance)?',
        ),
        options: [
          option('no', 0, l('没有使用', '沒有使用', 'Não', 'No')),
          option(
            'aware',
            1,
            l(
              '了解过，未使用',
              '了解過，未使用',
              'Conhece, mas não usa',
              'We know of it but do not use it',
            ),
          ),
          option(
            'onlineLoan',
            2,
            l(
              '线上申请传统贷款',
              '線上申請傳統貸款',
              'Pede empréstimos tradicionais online',
              'We apply for ordinary loans online',
            ),
          ),
          option(
            'supplyChainFinance',
            3,
            l(
              '基于订单或发票的供应链金融',
              '基於訂單或發票的供應鏈金融',
              'Financiamento com base em encomendas ou faturas',
              'Financing against orders or invoices',
            ),
          ),
          option(
            'several',
            4,
            l(
              '按需使用多种线上融资，与业务数据对接',
              '按需使用多種線上融資，與業務數據對接',
              'Várias soluções online, ligadas aos dados do negócio',
              'Several online solutions, linked to our business data',
            ),
          ),
        ],
      },
    ],
  },
  {
    key: 'dataIt',
    title: l('数据与信息化', '數據與資訊化', 'Dados e informática', 'Data and IT'),
    weight: 20,
    questions: [
      {
        id: 'dataIt.backups',
        type: 'single',
        weight: 2,
        text: l(
          '业务数据如何备份？',
          '業務數據如何備份？',
          'Como faz cópias de segurança dos dados?',
          'How is business data backed up?',
        ),
        options: [
          option('none', 0, l('不备份', '不備份', 'Não faz', 'It is not')),
          option(
            'occasional',
            1,
            l(
              '偶尔手工复制',
              '偶爾手工複製',
              'Cópias manuais de vez em quando',
              'Manual copies now and then',
            ),
          ),
          option(
            'local',
            2,
            l(
              '定期备份到本地硬盘',
              '定期備份到本地硬碟',
              'Cópias regulares para discos locais',
              'Regular copies to local disks',
            ),
          ),
          option(
            'offsite',
            3,
            l(
              '自动备份到异地或云端',
              '自動備份到異地或雲端',
              'Cópias automáticas noutro local ou na nuvem',
              'Automatic copies off-site or to the cloud',
            ),
          ),
          option(
            'tested',
            4,
            l(
              '自动异地备份，并定期演练恢复',
              '自動異地備份，並定期演練恢復',
              'Cópias automáticas noutro local, com testes de recuperação',
              'Automatic off-site copies, with restore drills',
            ),
          ),
        ],
      },
      {
        id: 'dataIt.hosting',
        type: 'single',
        weight: 1,
        text: l(
          '主要业务系统部署在哪里？',
          '主要業務系統部署在哪裏？',
          'Onde estão os principais sistemas de gestão?',
          'Where do your main business systems run?',
        ),
        options: [
          option(
            'noSystem',
            0,
            l(
              '没有业务系统',
              '沒有業務系統',
              'Não temos sistemas de gestão',
              'We have no business system',
            ),
          ),
          option(
            'desktop',
            1,
            l(
              '单机软件',
              '單機軟件',
              'Programas num só computador',
              'Programs on single computers',
            ),
          ),
          option(
            'server',
            2,
            l('本地服务器', '本地伺服器', 'Servidor na empresa', 'An in-house server'),
          ),
          option(
            'partlyCloud',
            3,
            l('部分上云', '部分上雲', 'Parte na nuvem', 'Partly in the cloud'),
          ),
          option(
            'cloud',
            4,
            l(
              '全面使用云服务（SaaS 或云主机）',
              '全面使用雲服務（SaaS 或雲主機）',
              'Tudo na nuvem (SaaS ou servidores cloud)',
              'All in the cloud (SaaS or cloud servers)',
            ),
          ),
        ],
      },
      {
        id: 'dataIt.security',
        type: 'multiple',
        weight: 2,
        text: l(
          '已采取哪些信息安全措施？（可多选）',
          '已採取哪些資訊安全措施？（可多選）',
          'Que medidas de segurança informática já tem? (várias respostas)',
          'Which information-security measures are in place? (choose all that apply)',
        ),
        exclusive: 'none',
        options: [
          option(
            'twoFactor',
            1,
            l(
              '重要账户开启双重验证',
              '重要帳戶開啟雙重驗證',
              'Autenticação de dois fatores nas contas importantes',
              'Two-factor sign-in on key accounts',
            ),
          ),
          option(
            'updates',
            1,
            l(
              '终端杀毒并及时更新补丁',
              '終端防毒並及時更新修補程式',
              'Antivírus e atualizações em dia',
              'Antivirus and timely updates',
            ),
          ),
          option(
            'roles',
            1,
            l(
              '按岗位分配系统权限',
              '按崗位分配系統權限',
              'Acessos atribuídos por função',
              'Access granted by role',
            ),
          ),
          option(
            'phishingTraining',
            1,
            l(
              '员工防钓鱼培训',
              '員工防釣魚培訓',
              'Formação contra phishing',
              'Anti-phishing training',
            ),
          ),
          option(
            'privacyPolicy',
            1,
            l(
              '数据保护制度（个人信息保护法、GDPR、LGPD）',
              '數據保護制度（個人資料保護法、GDPR、LGPD）',
              'Regras de proteção de dados (PIPL, RGPD, LGPD)',
              'Data-protection rules (PIPL, GDPR, LGPD)',
            ),
          ),
          NONE_OF_THESE(),
        ],
      },
      {
        id: 'dataIt.integration',
        type: 'single',
        weight: 1,
        text: l(
          '各系统之间的数据如何流转？',
          '各系統之間的數據如何流轉？',
          'Como passam os dados de um sistema para outro?',
          'How does data move between your systems?',
        ),
        options: [
          option(
            'noSystems',
            0,
            l('没有业务系统', '沒有業務系統', 'Não temos sistemas', 'We have no systems'),
          ),
          option(
            'retyped',
            1,
            l(
              '靠人工重复录入',
              '靠人手重複輸入',
              'É introduzido de novo à mão',
              'Typed in again by hand',
            ),
          ),
          option(
            'files',
            2,
            l(
              '导出导入文件',
              '匯出匯入檔案',
              'Exportação e importação de ficheiros',
              'File export and import',
            ),
          ),
          option(
            'someApis',
            3,
            l(
              '部分系统接口打通',
              '部分系統介面打通',
              'Alguns sistemas estão ligados',
              'Some systems are connected',
            ),
          ),
          option(
            'platform',
            4,
            l(
              '全部打通，有统一数据平台',
              '全部打通，有統一數據平台',
              'Tudo ligado, com uma plataforma de dados única',
              'All connected, one data platform',
            ),
          ),
        ],
      },
      {
        id: 'dataIt.reporting',
        type: 'single',
        weight: 1,
        text: l(
          '管理层如何获取经营数据？',
          '管理層如何獲取經營數據？',
          'Como chegam os números do negócio à administração?',
          'How does management get business figures?',
        ),
        options: [
          option('ask', 0, l('临时问人', '臨時問人', 'Perguntando a alguém', 'By asking someone')),
          option(
            'manual',
            1,
            l('各部门手工报表', '各部門手工報表', 'Relatórios feitos à mão', 'Hand-made reports'),
          ),
          option(
            'spreadsheet',
            2,
            l(
              '定期汇总电子表格',
              '定期匯總電子表格',
              'Folhas de cálculo periódicas',
              'Periodic spreadsheets',
            ),
          ),
          option(
            'automatic',
            3,
            l(
              '系统自动生成报表',
              '系統自動生成報表',
              'Relatórios gerados pelo sistema',
              'System-generated reports',
            ),
          ),
          option(
            'dashboard',
            4,
            l(
              '实时数据看板（BI）',
              '實時數據看板（BI）',
              'Painéis em tempo real (BI)',
              'Live dashboards (BI)',
            ),
          ),
        ],
      },
    ],
  },
  {
    key: 'people',
    title: l('人才与文化', '人才與文化', 'Pessoas e cultura', 'People and culture'),
    weight: 15,
    questions: [
      {
        id: 'people.skills',
        type: 'single',
        weight: 2,
        text: l(
          '员工整体的数字技能处于什么水平？',
          '員工整體的數碼技能處於甚麼水平？',
          'Qual é o nível geral de competências digitais da equipa?',
          "What is your staff's general level of digital skills?",
        ),
        options: [
          option(
            'basic',
            0,
            l(
              '多数只会基本的电脑操作',
              '多數只會基本的電腦操作',
              'A maioria só usa o básico',
              'Most know only the basics',
            ),
          ),
          option(
            'office',
            1,
            l(
              '会用办公软件和邮件',
              '會用辦公軟件和郵件',
              'Usam escritório e e-mail',
              'Office software and e-mail',
            ),
          ),
          option(
            'systems',
            2,
            l(
              '熟练使用业务系统',
              '熟練使用業務系統',
              'Dominam os sistemas de gestão',
              'Confident with the business systems',
            ),
          ),
          option(
            'analysis',
            3,
            l(
              '部分员工能做数据分析',
              '部分員工能做數據分析',
              'Alguns analisam dados',
              'Some analyse data',
            ),
          ),
          option(
            'automation',
            4,
            l(
              '有员工能配置系统、搭建自动化流程',
              '有員工能配置系統、搭建自動化流程',
              'Alguns configuram sistemas e automatizam processos',
              'Some configure systems and build automations',
            ),
          ),
        ],
      },
      {
        id: 'people.trainingHours',
        type: 'number',
        weight: 1,
        text: l(
          '过去一年，员工人均接受数字技能培训多少小时？',
          '過去一年，員工人均接受數碼技能培訓多少小時？',
          'No último ano, quantas horas de formação digital teve cada colaborador, em média?',
          'Last year, how many hours of digital-skills training did each employee get on average?',
        ),
        min: 0,
        max: 500,
        decimals: 1,
        unit: l('小时', '小時', 'horas', 'hours'),
        scale: { atLeast: [1, 4, 8, 16] },
      },
      {
        id: 'people.digitalStaff',
        type: 'number',
        weight: 1,
        text: l(
          '专职从事 IT、数据或电商运营的员工有几人？',
          '專職從事 IT、數據或電商營運的員工有幾人？',
          'Quantas pessoas trabalham a tempo inteiro em informática, dados ou comércio eletrónico?',
          'How many people work full-time on IT, data or e-commerce?',
        ),
        min: 0,
        max: 10000,
        decimals: 0,
        unit: l('人', '人', 'pessoas', 'people'),
        scale: { atLeast: [1, 2, 4, 8] },
      },
      {
        id: 'people.collaboration',
        type: 'multiple',
        weight: 1,
        text: l(
          '团队使用哪些协作工具？（可多选）',
          '團隊使用哪些協作工具？（可多選）',
          'Que ferramentas de colaboração usa a equipa? (várias respostas)',
          'Which collaboration tools does the team use? (choose all that apply)',
        ),
        exclusive: 'none',
        options: [
          option(
            'chat',
            1,
            l(
              '企业即时通讯（企业微信、钉钉、Teams）',
              '企業即時通訊（企業微信、釘釘、Teams）',
              'Mensagens empresariais (WeCom, DingTalk, Teams)',
              'Business messaging (WeCom, DingTalk, Teams)',
            ),
          ),
          option(
            'documents',
            1,
            l('在线文档', '線上文件', 'Documentos online', 'Online documents'),
          ),
          option('video', 1, l('视频会议', '視像會議', 'Videoconferência', 'Video calls')),
          option(
            'tasks',
            1,
            l(
              '项目与任务管理',
              '項目與任務管理',
              'Gestão de projetos e tarefas',
              'Project and task management',
            ),
          ),
          option(
            'approvals',
            1,
            l(
              '电子审批与电子签名',
              '電子審批與電子簽名',
              'Aprovações e assinatura eletrónicas',
              'E-approvals and e-signature',
            ),
          ),
          NONE_OF_THESE(),
        ],
      },
      {
        id: 'people.culture',
        type: 'single',
        weight: 1,
        text: l(
          '推行新的数字工具时，员工通常如何反应？',
          '推行新的數碼工具時，員工通常如何反應？',
          'Como reage a equipa quando chega uma nova ferramenta digital?',
          'How does the team react when a new digital tool arrives?',
        ),
        options: [
          option(
            'resist',
            0,
            l(
              '抵触，很少尝试',
              '抵觸，很少嘗試',
              'Resiste e raramente experimenta',
              'Resists and rarely tries',
            ),
          ),
          option(
            'ordered',
            1,
            l(
              '领导要求才使用',
              '領導要求才使用',
              'Só usa quando a chefia manda',
              'Uses it only when told to',
            ),
          ),
          option(
            'afterTraining',
            2,
            l(
              '培训后大多能接受',
              '培訓後大多能接受',
              'A maioria aceita depois de formação',
              'Most accept it after training',
            ),
          ),
          option(
            'suggests',
            3,
            l(
              '员工主动提出改进建议',
              '員工主動提出改進建議',
              'A equipa propõe melhorias',
              'Staff propose improvements',
            ),
          ),
          option(
            'rewarded',
            4,
            l(
              '有激励机制鼓励数字化创新',
              '有激勵機制鼓勵數碼化創新',
              'Há incentivos à inovação digital',
              'Digital innovation is rewarded',
            ),
          ),
        ],
      },
    ],
  },
];

/** Levels 1–5 (spec §4) by overall score; see docs/diagnosis.md. */
export const LEVELS: readonly LevelDefinition[] = [
  {
    level: 1,
    minScore: 0,
    name: l('起步级', '起步級', 'Inicial', 'Starting'),
    description: l(
      '业务主要靠纸质和人工，数字化刚刚起步。',
      '業務主要靠紙本和人手，數碼化剛剛起步。',
      'O negócio assenta no papel e no trabalho manual; a digitalização está a começar.',
      'Business runs on paper and manual work; digitalisation is just starting.',
    ),
  },
  {
    level: 2,
    minScore: 20,
    name: l('单点应用级', '單點應用級', 'Pontual', 'Emerging'),
    description: l(
      '部分环节使用了数字工具，但彼此孤立。',
      '部分環節使用了數碼工具，但彼此孤立。',
      'Algumas tarefas usam ferramentas digitais, mas isoladas umas das outras.',
      'Some tasks use digital tools, but each on its own.',
    ),
  },
  {
    level: 3,
    minScore: 40,
    name: l('集成提升级', '集成提升級', 'Integrado', 'Integrating'),
    description: l(
      '主要业务已系统化，正在打通流程和数据。',
      '主要業務已系統化，正在打通流程和數據。',
      'O essencial do negócio está em sistemas, que começam a ligar-se entre si.',
      'The core business runs on systems that are being connected.',
    ),
  },
  {
    level: 4,
    minScore: 60,
    name: l('数据驱动级', '數據驅動級', 'Orientado por dados', 'Data-driven'),
    description: l(
      '流程基本打通，管理决策依靠数据。',
      '流程基本打通，管理決策依靠數據。',
      'Os processos estão ligados e as decisões apoiam-se em dados.',
      'Processes are connected and decisions rest on data.',
    ),
  },
  {
    level: 5,
    minScore: 80,
    name: l('生态引领级', '生態引領級', 'Líder', 'Leading'),
    description: l(
      '与客户、供应商和服务方在线协同，持续创新。',
      '與客戶、供應商和服務方線上協同，持續創新。',
      'Colabora online com clientes, fornecedores e parceiros e inova de forma contínua.',
      'Works online with customers, suppliers and partners, and keeps innovating.',
    ),
  },
];

export interface LocatedQuestion {
  section: Section;
  question: Question;
  /** 1-based position within its section, as the form numbers it. */
  number: number;
}

/** Every question with its section and number, in form order. */
export const QUESTIONS: readonly LocatedQuestion[] = SECTIONS.flatMap((section) =>
  section.questions.map((question, index) => ({ section, question, number: index + 1 })),
);

export const QUESTION_BY_ID: ReadonlyMap<string, LocatedQuestion> = new Map(
  QUESTIONS.map((located) => [located.question.id, located]),
);
