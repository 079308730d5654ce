import type { DbExecutor } from '../platform/db/db';
import { platformToday } from '../platform/calendar';

/**
 * Demo exhibitions (docs/exhibitions.md): one ended, one running, two coming, with their texts in
 * the four languages, and registrations in every state — booths to visit on the running and the
 * ended one, one waiting in the operator's queue and one rejected that its company may send again.
 */
type Texts = { zh: string; cht: string; pt: string; en: string };

interface DemoRegistration {
  /** The company's main account. */
  login: string;
  status: 1 | 2 | 3;
  exhibits: number;
  remark?: string;
}

export interface DemoExhibition {
  title: Texts;
  organizer: Texts;
  description: Texts;
  /** Days from the platform's today. */
  startsIn: number;
  endsIn: number;
  registrations: DemoRegistration[];
}

const MACAU_IPIM: Texts = {
  zh: '澳门贸易投资促进局（示例）',
  cht: '澳門貿易投資促進局（示例）',
  pt: 'Instituto de Promoção do Comércio e do Investimento de Macau (exemplo)',
  en: 'Macao Trade and Investment Promotion Institute (sample)',
};

const FORUM: Texts = {
  zh: '中葡论坛常设秘书处（示例）',
  cht: '中葡論壇常設秘書處（示例）',
  pt: 'Secretariado Permanente do Fórum de Macau (exemplo)',
  en: 'Permanent Secretariat of Forum Macao (sample)',
};

export const DEMO_EXHIBITIONS: DemoExhibition[] = [
  {
    title: {
      zh: '中国—葡语国家茶叶与咖啡线上展',
      cht: '中國—葡語國家茶葉與咖啡線上展',
      pt: 'Feira Online de Chá e Café China–Países de Língua Portuguesa',
      en: 'China–Portuguese-speaking Countries Tea and Coffee Online Fair',
    },
    organizer: FORUM,
    description: {
      zh: '汇集中国茶企与巴西、安哥拉、东帝汶等地咖啡生产商，展示名优茶叶与精品咖啡，促成跨境采购对接。',
      cht: '匯集中國茶企與巴西、安哥拉、東帝汶等地咖啡生產商，展示名優茶葉與精品咖啡，促成跨境採購對接。',
      pt: 'Reúne produtores de chá da China e de café do Brasil, Angola e Timor-Leste, com chás de renome e cafés de especialidade, para promover compras transfronteiriças.',
      en: 'Tea producers from China and coffee growers from Brazil, Angola and Timor-Leste show fine teas and specialty coffees and meet cross-border buyers.',
    },
    startsIn: -75,
    endsIn: -61,
    registrations: [
      { login: '13800000001', status: 2, exhibits: 3 },
      { login: 'demo.br@example.com', status: 2, exhibits: 2 },
    ],
  },
  {
    title: {
      zh: '中葡食品与农产品线上博览会',
      cht: '中葡食品與農產品線上博覽會',
      pt: 'Exposição Online de Alimentos e Produtos Agrícolas China–Lusofonia',
      en: 'China–Lusophone Food and Agricultural Products Online Expo',
    },
    organizer: MACAU_IPIM,
    description: {
      zh: '面向中国与葡语国家采购商的食品与农产品线上展会：葡萄酒、橄榄油、咖啡、茶叶、海产与特色农产品，在线洽谈、询价与下单。',
      cht: '面向中國與葡語國家採購商的食品與農產品線上展會：葡萄酒、橄欖油、咖啡、茶葉、海產與特色農產品，在線洽談、詢價與下單。',
      pt: 'Feira online de alimentos e produtos agrícolas para compradores da China e dos países de língua portuguesa: vinho, azeite, café, chá, marisco e produtos regionais, com contacto, pedidos de cotação e encomendas online.',
      en: 'An online fair of food and agricultural products for buyers in China and the Portuguese-speaking countries: wine, olive oil, coffee, tea, seafood and regional produce, with talks, inquiries and orders online.',
    },
    startsIn: -10,
    endsIn: 20,
    registrations: [
      { login: 'demo.mo@example.com', status: 2, exhibits: 3 },
      { login: 'demo.pt@example.com', status: 2, exhibits: 2 },
      {
        login: 'demo.br@example.com',
        status: 3,
        exhibits: 1,
        remark: '展品图片与规格不完整，请补充后重新报名',
      },
    ],
  },
  {
    title: {
      zh: '澳门国际贸易投资展览会·线上展区',
      cht: '澳門國際貿易投資展覽會·線上展區',
      pt: 'Feira Internacional de Macau – Área Online',
      en: 'Macao International Trade and Investment Fair – Online Area',
    },
    organizer: MACAU_IPIM,
    description: {
      zh: '澳门国际贸易投资展览会的线上展区，以澳门为平台连接内地与葡语国家企业，设葡语国家产品馆与中国企业馆。',
      cht: '澳門國際貿易投資展覽會的線上展區，以澳門為平台連接內地與葡語國家企業，設葡語國家產品館與中國企業館。',
      pt: 'A área online da Feira Internacional de Macau, que liga empresas do Interior da China e dos países de língua portuguesa através de Macau, com pavilhões dos países lusófonos e da China.',
      en: 'The online area of the Macao International Trade and Investment Fair, linking companies of mainland China and the Portuguese-speaking countries through Macao, with Lusophone and Chinese pavilions.',
    },
    startsIn: 30,
    endsIn: 45,
    registrations: [{ login: '13800000001', status: 1, exhibits: 2 }],
  },
  {
    title: {
      zh: '葡语国家葡萄酒与橄榄油线上品鉴周',
      cht: '葡語國家葡萄酒與橄欖油線上品鑑週',
      pt: 'Semana Online de Vinhos e Azeites Lusófonos',
      en: 'Lusophone Wine and Olive Oil Online Week',
    },
    organizer: FORUM,
    description: {
      zh: '葡萄牙、佛得角等地酒庄与橄榄油生产商的线上品鉴周，面向中国进口商与零售渠道。',
      cht: '葡萄牙、佛得角等地酒莊與橄欖油生產商的線上品鑑週，面向中國進口商與零售渠道。',
      pt: 'Uma semana de provas online de produtores de vinho e azeite de Portugal, Cabo Verde e outros, para importadores e retalhistas chineses.',
      en: 'A week of online tastings by wine and olive oil producers from Portugal, Cabo Verde and more, for Chinese importers and retailers.',
    },
    startsIn: 60,
    endsIn: 66,
    registrations: [],
  },
];

function dayFrom(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export async function seedDemoExhibitions(tx: DbExecutor, now: Date): Promise<void> {
  const today = platformToday(now);
  const { rows: operators } = await tx.query<{ id: number }>(
    "SELECT id FROM members WHERE username = 'operator@example.com'",
  );
  const operatorId = operators[0]?.id ?? null;
  for (const exhibition of DEMO_EXHIBITIONS) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO exhibitions (title, organizer, description, starts_on, ends_on, created_by,
         created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
      [
        JSON.stringify(exhibition.title),
        JSON.stringify(exhibition.organizer),
        JSON.stringify(exhibition.description),
        dayFrom(today, exhibition.startsIn),
        dayFrom(today, exhibition.endsIn),
        operatorId,
        new Date(now.getTime() - 90 * 86_400_000),
      ],
    );
    const exhibitionId = rows[0]!.id;
    for (const [index, registration] of exhibition.registrations.entries()) {
      const { rows: members } = await tx.query<{ id: number; company_id: number }>(
        'SELECT id, company_id FROM members WHERE username = $1',
        [registration.login],
      );
      const member = members[0];
      if (!member) continue;
      const registeredAt = new Date(now.getTime() - (index + 2) * 86_400_000);
      const decided = registration.status !== 1;
      const { rows: inserted } = await tx.query<{ id: number }>(
        `INSERT INTO exhibition_registrations (exhibition_id, company_id, member_id, status, remark,
           reviewer_id, reviewed_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          exhibitionId,
          member.company_id,
          member.id,
          registration.status,
          registration.remark ?? null,
          decided ? operatorId : null,
          decided ? new Date(registeredAt.getTime() + 86_400_000) : null,
          registeredAt,
          decided ? new Date(registeredAt.getTime() + 86_400_000) : registeredAt,
        ],
      );
      await tx.query(
        `INSERT INTO exhibition_exhibits (registration_id, product_id, position)
         SELECT $1, p.id, (row_number() OVER (ORDER BY p.id))::int - 1
           FROM (SELECT id FROM products WHERE company_id = $2 AND status = 1
                  ORDER BY id LIMIT $3) p`,
        [inserted[0]!.id, member.company_id, registration.exhibits],
      );
    }
  }
}
