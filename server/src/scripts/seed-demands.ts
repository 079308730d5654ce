import type { DbExecutor } from '../platform/db/db';
import { platformToday } from '../platform/calendar';
import type { CheckedQuote } from '../modules/demand/repo';
import { demandSearchText, hsSearchNames } from '../lib/product-search';
import { demoDemandLanguages } from './seed-listing-texts';

/**
 * Demo demands of the supply-and-demand hall (docs/demand.md): open demands of buyers in four
 * markets, two of them already quoted, so that the hall's demand tab, a demand's page and the
 * buyer's comparison of quotes have something to show.
 */
interface DemoQuote {
  supplier: string;
  unitPrice: string;
  quantity: string;
  deliveryTerms: string;
  message: string;
}

interface DemoDemand {
  buyer: string;
  title: string;
  productName: string;
  hsCode: string;
  industry: string;
  quantity: string;
  unit: string;
  priceMin: string;
  priceMax: string;
  currency: string;
  deadlineInDays: number;
  description: string;
  quotes: DemoQuote[];
}

const DEMANDS: DemoDemand[] = [
  {
    buyer: 'demo.pt@example.com',
    title: 'Chá verde Longjing para lojas gourmet em Lisboa',
    productName: 'Chá verde Longjing, folha inteira',
    hsCode: '090210',
    industry: 'Chá',
    quantity: '500',
    unit: 'kg',
    priceMin: '30',
    priceMax: '45',
    currency: 'EUR',
    deadlineInDays: 20,
    description:
      'Embalagens de 100 g com rótulo em português; certificado de origem e análise de resíduos.',
    quotes: [
      {
        supplier: '13800000001',
        unitPrice: '38.50',
        quantity: '500',
        deliveryTerms: 'CIF Lisboa',
        message: '明前龙井，可提供葡文标签与检测报告。',
      },
      {
        supplier: 'demo.mo@example.com',
        unitPrice: '41.00',
        quantity: '500',
        deliveryTerms: 'FOB Macau',
        message: '可安排澳门转口，附原产地证明。',
      },
    ],
  },
  {
    buyer: 'demo.br@example.com',
    title: 'Máquinas de embalagem de café em grão',
    productName: 'Máquina automática de embalagem com válvula',
    hsCode: '842240',
    industry: 'Máquinas',
    quantity: '4',
    unit: 'unidade',
    priceMin: '8000',
    priceMax: '12000',
    currency: 'USD',
    deadlineInDays: 30,
    description: 'Sacos de 250 g a 1 kg, 220 V / 60 Hz, manual em português e assistência remota.',
    quotes: [],
  },
  {
    buyer: 'demo.mo@example.com',
    title: '葡萄牙特级初榨橄榄油（500 毫升瓶装）',
    productName: '特级初榨橄榄油',
    hsCode: '150920',
    industry: '食品',
    quantity: '2000',
    unit: '瓶',
    priceMin: '60',
    priceMax: '90',
    currency: 'MOP',
    deadlineInDays: 15,
    description: '需附中文标签及澳门进口所需文件，分两批交货。',
    quotes: [
      {
        supplier: 'demo.pt@example.com',
        unitPrice: '72.00',
        quantity: '2000',
        deliveryTerms: 'CIF Macau',
        message: 'Azeite do Alentejo, colheita deste ano; rótulo em chinês incluído.',
      },
    ],
  },
  {
    buyer: '13800000001',
    title: '采购巴西阿拉比卡咖啡生豆',
    productName: '阿拉比卡咖啡生豆',
    hsCode: '090111',
    industry: '咖啡',
    quantity: '10',
    unit: '吨',
    priceMin: '25000',
    priceMax: '32000',
    currency: 'CNY',
    deadlineInDays: 25,
    description: '米纳斯吉拉斯产区，17/18 目，需提供品质证书和熏蒸证明。',
    quotes: [],
  },
];

async function memberOf(tx: DbExecutor, username: string) {
  const { rows } = await tx.query<{ id: number; company_id: number }>(
    'SELECT id, company_id FROM members WHERE username = $1',
    [username],
  );
  return rows[0]!;
}

/** Called by seedDemoData in its transaction, after the companies and members exist. */
export async function seedDemoDemands(tx: DbExecutor, now: Date): Promise<void> {
  const day = (offset: number) => platformToday(new Date(now.getTime() + offset * 86_400_000));
  for (const [index, demand] of DEMANDS.entries()) {
    const buyer = await memberOf(tx, demand.buyer);
    const languages = demoDemandLanguages(demand.title);
    const postedAt = new Date(now.getTime() - (DEMANDS.length - index) * 3_600_000);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO demands (company_id, created_by, receiver_id, title, product_name, hs_code,
         industry, quantity, unit, price_min, price_max, currency, deadline, description,
         search_text, created_at, updated_at, original_language, translations)
       VALUES ($1, $2, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15, $16, $17)
       RETURNING id`,
      [
        buyer.company_id,
        buyer.id,
        demand.title,
        demand.productName,
        demand.hsCode,
        demand.industry,
        demand.quantity,
        demand.unit,
        demand.priceMin,
        demand.priceMax,
        demand.currency,
        day(demand.deadlineInDays),
        demand.description,
        demandSearchText({
          ...demand,
          ...languages,
          hsNames: await hsSearchNames(tx, demand.hsCode),
        }),
        postedAt,
        languages.originalLanguage,
        JSON.stringify(languages.translations),
      ],
    );
    for (const quote of demand.quotes) {
      const supplier = await memberOf(tx, quote.supplier);
      const content: CheckedQuote = {
        unitPrice: quote.unitPrice,
        totalPrice: null,
        quantity: quote.quantity,
        currency: demand.currency,
        deliveryTerms: quote.deliveryTerms,
        deliveryDate: day(demand.deadlineInDays + 30),
        validUntil: day(demand.deadlineInDays),
        message: quote.message,
        attachments: [],
      };
      const quoted = await tx.query<{ id: number }>(
        `INSERT INTO quotes (demand_id, company_id, member_id, unit_price, quantity, currency,
           delivery_terms, delivery_date, valid_until, message, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
        [
          rows[0]!.id,
          supplier.company_id,
          supplier.id,
          content.unitPrice,
          content.quantity,
          content.currency,
          content.deliveryTerms,
          content.deliveryDate,
          content.validUntil,
          content.message,
          postedAt,
        ],
      );
      await tx.query(
        'INSERT INTO quote_versions (quote_id, revision, content, created_at) VALUES ($1, 0, $2, $3)',
        [quoted.rows[0]!.id, JSON.stringify(content), postedAt],
      );
    }
  }
}
