import { randomBytes, randomUUID } from 'node:crypto';
import type { Db, DbExecutor } from '../platform/db/db';
import { MAIN_ACCOUNT_PERMS, SUB_MEMBER_PERMS } from '../modules/accounts/service';
import type { FileStorage } from '../platform/files/file-storage';
import { fileUrls } from '../modules/files/service';
import { renderNotice, type NoticeMessage } from '../lib/notice-texts';
import { nextOrderNumber } from '../modules/orders/repo';
import { hashPassword, verifyPassword } from '../platform/auth/passwords';
import { migrate } from '../platform/db/migrate';
import { runScript } from './run-script';
import { demoLogoPng, demoProductPng } from './demo-images';
import { DEMO_NEWS } from './demo-news';
import { seedDemoDiagnoses } from './seed-diagnosis';
import { seedDemoDemands } from './seed-demands';
import { seedDemoDigitalProducts, seedDemoExchangeRates } from './seed-digital';
import { seedDemoExhibitions } from './seed-exhibitions';
import { seedDemoPavilions, seedDemoPrices } from './seed-prices';
import { demoCompanyTexts, demoProductLanguages } from './seed-listing-texts';
import { hsSearchNames, productModelKey, productSearchText } from '../lib/product-search';

/**
 * Sample data for demonstrations and tests: five trading companies (China, Macau, Portugal,
 * Brazil, Angola) and the platform operator, their accounts, products, orders in every status,
 * conversations, notifications and news. Only ever written into an empty database.
 */
export const DEMO_PASSWORD = 'Demo@2026';

export const DEMO_LOGINS = [
  { login: '13800000001', role: 'main account, 云南普洱茶源茶业 (CN), not yet verified' },
  { login: '13800000002', role: 'sub-member of 云南普洱茶源茶业' },
  { login: 'demo.pt@example.com', role: 'main account, Lusitânia Vinhos e Azeites (PT), verified' },
  { login: 'operator@example.com', role: 'platform operator (*:*:*)' },
  { login: 'review@example.com', role: 'platform order reviewer (order review only)' },
  {
    login: 'demo.ao@example.com',
    role: 'main account, Kwanza Agro-Comércio (AO), verification pending (operator queue)',
  },
] as const;

/** The platform's order reviewer holds only these (docs/trade-orders.md: the platform reviews). */
export const REVIEWER_PERMS = [
  'menu:workbench',
  'menu:orderListManage',
  'order:order:list',
  'order:order:examine',
];

interface DemoMember {
  username: string;
  phone?: string;
  email?: string;
  name: string;
  status?: number;
  perms: string[];
}

interface DemoProduct {
  name: string;
  hsCode: string;
  price: string | null;
  unit: string;
  spec?: string;
  brand?: string;
  origin: string;
}

interface DemoCompany {
  key: string;
  name: string;
  shortName: string;
  creditCode: string;
  country: string;
  city: string;
  address: string;
  industry: string;
  reviewStatus: number;
  rejectReason?: string;
  /** Verified and pending companies name their legal representative. */
  legalPerson?: string;
  corporateLabel: number;
  isPlatform?: boolean;
  currency: string;
  membership?: { tier: string; days: number };
  main: DemoMember;
  subs: DemoMember[];
  products: DemoProduct[];
}

/** A verified supplier with one main account and no staff (the supply demo's companies). */
function supplier(
  key: string,
  country: string,
  currency: string,
  tier: string,
  details: {
    name: string;
    shortName: string;
    city: string;
    address: string;
    industry: string;
    legalPerson: string;
    login: string;
    products: DemoProduct[];
  },
): DemoCompany {
  return {
    key,
    name: details.name,
    shortName: details.shortName,
    creditCode: `${country}-DEMO-${key.toUpperCase()}`,
    legalPerson: details.legalPerson,
    country,
    city: details.city,
    address: details.address,
    industry: details.industry,
    reviewStatus: 2,
    corporateLabel: 2,
    currency,
    membership: { tier, days: 365 },
    main: {
      username: details.login,
      email: details.login,
      name: details.legalPerson,
      status: 2,
      perms: MAIN_ACCOUNT_PERMS,
    },
    subs: [],
    products: details.products,
  };
}

const COMPANIES: DemoCompany[] = [
  {
    key: 'tea',
    name: '云南普洱茶源茶业有限公司',
    shortName: '普洱茶源',
    creditCode: '91530800MA6K3T2E1X',
    country: 'CN',
    city: '普洱',
    address: '云南省普洱市思茅区茶城大道88号',
    industry: '茶叶',
    reviewStatus: 0,
    // The corporate label comes with verification (the operator's approval sets it to 2).
    corporateLabel: 0,
    currency: 'CNY',
    membership: { tier: 'gold', days: 365 },
    main: {
      username: '13800000001',
      phone: '13800000001',
      name: '陈志远',
      status: 0,
      perms: MAIN_ACCOUNT_PERMS,
    },
    subs: [
      { username: '13800000002', phone: '13800000002', name: '李晓梅', perms: SUB_MEMBER_PERMS },
      {
        username: '13800000003',
        phone: '13800000003',
        name: '王磊',
        perms: ['menu:workbench', 'product:product:list'],
      },
    ],
    products: [
      {
        name: '普洱熟茶饼 357克',
        hsCode: '090240',
        price: '268.00',
        unit: '饼',
        spec: '357g/饼',
        origin: '云南普洱',
      },
      {
        name: '白毫银针',
        hsCode: '090210',
        price: null,
        unit: '千克',
        spec: '250g/罐',
        origin: '福建福鼎',
      },
      {
        name: '滇红工夫红茶',
        hsCode: '090230',
        price: '158.00',
        unit: '盒',
        spec: '200g/盒',
        origin: '云南凤庆',
      },
    ],
  },
  {
    key: 'macau',
    name: '澳门中葡商贸服务有限公司',
    shortName: '中葡商贸',
    creditCode: 'MO-SO-83217',
    legalPerson: '何嘉欣',
    country: 'MO',
    city: '澳门',
    address: '澳门新口岸宋玉生广场258号 12楼',
    industry: '贸易服务',
    reviewStatus: 2,
    corporateLabel: 3,
    currency: 'MOP',
    membership: { tier: 'diamond', days: 365 },
    main: {
      username: 'demo.mo@example.com',
      email: 'demo.mo@example.com',
      name: '何嘉欣',
      status: 2,
      perms: MAIN_ACCOUNT_PERMS,
    },
    subs: [
      {
        username: 'staff.mo@example.com',
        email: 'staff.mo@example.com',
        name: 'Miguel Lei',
        perms: SUB_MEMBER_PERMS,
      },
    ],
    products: [
      {
        name: '澳门杏仁饼礼盒',
        hsCode: '190590',
        price: '68.00',
        unit: '盒',
        spec: '300g/盒',
        origin: '澳门',
      },
      {
        name: '葡式蛋挞（冷冻）',
        hsCode: '190520',
        price: '120.00',
        unit: '箱',
        spec: '48只/箱',
        origin: '澳门',
      },
    ],
  },
  {
    key: 'portugal',
    name: 'Lusitânia Vinhos e Azeites, Lda.',
    shortName: 'Lusitânia',
    creditCode: 'PT-514203876',
    legalPerson: 'João Ferreira',
    country: 'PT',
    city: 'Porto',
    address: 'Rua de Santa Catarina 312, 4000-443 Porto',
    industry: 'Vinhos e azeites',
    reviewStatus: 2,
    corporateLabel: 2,
    currency: 'EUR',
    membership: { tier: 'silver', days: 365 },
    main: {
      username: 'demo.pt@example.com',
      email: 'demo.pt@example.com',
      name: 'João Ferreira',
      status: 2,
      perms: MAIN_ACCOUNT_PERMS,
    },
    subs: [
      {
        username: 'ana.pt@example.com',
        email: 'ana.pt@example.com',
        name: 'Ana Sousa',
        perms: SUB_MEMBER_PERMS,
      },
    ],
    products: [
      {
        name: 'Vinho do Porto Tawny 10 Anos',
        hsCode: '220421',
        price: '18.50',
        unit: 'garrafa',
        spec: '750 ml',
        origin: 'Douro',
      },
      {
        name: 'Azeite Virgem Extra',
        hsCode: '150920',
        price: '32.00',
        unit: 'lata',
        spec: '5 L',
        origin: 'Alentejo',
      },
      {
        name: 'Rolhas de cortiça natural',
        hsCode: '450310',
        price: null,
        unit: 'milheiro',
        origin: 'Santa Maria da Feira',
      },
    ],
  },
  {
    key: 'brazil',
    name: 'Café Serra Verde Exportação Ltda.',
    shortName: 'Serra Verde',
    creditCode: 'BR-12.345.678/0001-90',
    legalPerson: 'Carlos Oliveira',
    country: 'BR',
    city: 'Santos',
    address: 'Rua XV de Novembro 95, Centro, Santos - SP',
    industry: 'Café e açúcar',
    reviewStatus: 2,
    corporateLabel: 0,
    currency: 'USD',
    membership: { tier: 'start', days: 90 },
    main: {
      username: 'demo.br@example.com',
      email: 'demo.br@example.com',
      name: 'Carlos Oliveira',
      status: 2,
      perms: MAIN_ACCOUNT_PERMS,
    },
    subs: [
      {
        username: 'lucas.br@example.com',
        email: 'lucas.br@example.com',
        name: 'Lucas Almeida',
        perms: SUB_MEMBER_PERMS,
      },
    ],
    products: [
      {
        name: 'Café arábica verde, tipo 2',
        hsCode: '090111',
        price: '4.20',
        unit: 'kg',
        spec: 'saca 60 kg',
        origin: 'Minas Gerais',
      },
      { name: 'Açúcar VHP', hsCode: '170114', price: '0.45', unit: 'kg', origin: 'São Paulo' },
    ],
  },
  {
    key: 'angola',
    name: 'Kwanza Agro-Comércio, Lda.',
    shortName: 'Kwanza Agro',
    creditCode: 'AO-5417289301',
    legalPerson: 'Teresa Mendes',
    country: 'AO',
    city: 'Luanda',
    address: 'Avenida 4 de Fevereiro 21, Luanda',
    industry: 'Agricultura',
    reviewStatus: 1,
    corporateLabel: 0,
    currency: 'USD',
    main: {
      username: 'demo.ao@example.com',
      email: 'demo.ao@example.com',
      name: 'Teresa Mendes',
      status: 1,
      perms: MAIN_ACCOUNT_PERMS,
    },
    subs: [
      {
        username: 'paulo.ao@example.com',
        email: 'paulo.ao@example.com',
        name: 'Paulo Neto',
        perms: SUB_MEMBER_PERMS,
      },
    ],
    products: [
      {
        name: 'Café Robusta do Amboim',
        hsCode: '090111',
        price: '3.10',
        unit: 'kg',
        origin: 'Cuanza Sul',
      },
      {
        name: 'Madeira serrada de Mussivi',
        hsCode: '440729',
        price: null,
        unit: 'm³',
        origin: 'Moxico',
      },
    ],
  },
  // Supply demo (issue #12): one more trading company per market, each with its own goods, so
  // the supply hall has ≥ 60 products across more than a dozen HS chapters.
  supplier('shandong', 'CN', 'CNY', 'gold', {
    name: '青岛海丰食品进出口有限公司',
    shortName: '青岛海丰',
    city: '青岛',
    address: '山东省青岛市市南区香港中路36号',
    industry: '食品',
    legalPerson: '张海峰',
    login: 'demo.sd@example.com',
    products: [
      {
        name: '冷冻南美白虾仁',
        hsCode: '030617',
        price: '82.00',
        unit: '千克',
        spec: '1kg/袋',
        brand: '海丰',
        origin: '山东青岛',
      },
      {
        name: '即食海参',
        hsCode: '160420',
        price: null,
        unit: '千克',
        spec: '500g/盒',
        brand: '海丰',
        origin: '山东威海',
      },
      {
        name: '红皮大花生',
        hsCode: '120242',
        price: '12.50',
        unit: '千克',
        spec: '25kg/袋',
        origin: '山东临沂',
      },
      {
        name: '酿造酱油',
        hsCode: '210310',
        price: '9.80',
        unit: '瓶',
        spec: '500ml',
        brand: '鲁味',
        origin: '山东青岛',
      },
      {
        name: '崂山绿茶',
        hsCode: '090210',
        price: '360.00',
        unit: '千克',
        spec: '250g/罐',
        brand: '崂山',
        origin: '山东青岛',
      },
      {
        name: '青岛啤酒 330ml',
        hsCode: '220300',
        price: '4.20',
        unit: '罐',
        spec: '24罐/箱',
        origin: '山东青岛',
      },
    ],
  }),
  supplier('xiamen', 'CN', 'USD', 'silver', {
    name: '厦门石材与陶瓷工艺有限公司',
    shortName: '厦门石陶',
    city: '厦门',
    address: '福建省厦门市思明区湖滨南路90号',
    industry: '建材',
    legalPerson: '林国华',
    login: 'demo.xm@example.com',
    products: [
      {
        name: '花岗岩板材 芝麻白',
        hsCode: '680223',
        price: '28.00',
        unit: '平方米',
        spec: '2cm 厚',
        origin: '福建泉州',
      },
      {
        name: '德化白瓷茶具套装',
        hsCode: '691110',
        price: '45.00',
        unit: '套',
        spec: '8件套',
        brand: '德化',
        origin: '福建德化',
      },
      {
        name: '釉面瓷砖 600×600',
        hsCode: '690722',
        price: '6.50',
        unit: '平方米',
        origin: '福建晋江',
      },
      {
        name: '竹编收纳篮',
        hsCode: '460219',
        price: '3.20',
        unit: '个',
        spec: '30×20cm',
        origin: '福建安溪',
      },
      {
        name: '运动鞋 (男款)',
        hsCode: '640411',
        price: '11.80',
        unit: '双',
        spec: '39-45码',
        brand: 'Xiafeng',
        origin: '福建晋江',
      },
      {
        name: '纯棉T恤',
        hsCode: '610910',
        price: '2.60',
        unit: '件',
        spec: 'S-XXL',
        origin: '福建石狮',
      },
    ],
  }),
  supplier('norte', 'PT', 'EUR', 'gold', {
    name: 'Cortiça & Granito do Norte, Lda.',
    shortName: 'Norte',
    city: 'Braga',
    address: 'Avenida da Liberdade 120, 4710-249 Braga',
    industry: 'Cortiça e pedra',
    legalPerson: 'Rui Carvalho',
    login: 'demo.pt2@example.com',
    products: [
      {
        name: 'Rolhas de cortiça aglomerada',
        hsCode: '450390',
        price: '95.00',
        unit: 'milheiro',
        spec: '38×23 mm',
        brand: 'Norte',
        origin: 'Santa Maria da Feira',
      },
      {
        name: 'Granito Amarelo Real polido',
        hsCode: '680223',
        price: '64.00',
        unit: 'm²',
        spec: '3 cm',
        origin: 'Braga',
      },
      {
        name: 'Vinho Verde Alvarinho',
        hsCode: '220421',
        price: '7.90',
        unit: 'garrafa',
        spec: '750 ml',
        brand: 'Quinta do Minho',
        origin: 'Monção',
      },
      {
        name: 'Sapatos de couro clássicos',
        hsCode: '640399',
        price: '48.00',
        unit: 'par',
        spec: '39–46',
        brand: 'Norte',
        origin: 'Felgueiras',
      },
      {
        name: 'Conservas de sardinha em azeite',
        hsCode: '160413',
        price: '1.85',
        unit: 'lata',
        spec: '120 g',
        brand: 'Ribeira',
        origin: 'Matosinhos',
      },
      {
        name: 'Toalhas de banho de algodão',
        hsCode: '630260',
        price: '9.50',
        unit: 'peça',
        spec: '70×140 cm',
        origin: 'Guimarães',
      },
    ],
  }),
  supplier('parana', 'BR', 'USD', 'gold', {
    name: 'Agro Soja Paraná Exportadora Ltda.',
    shortName: 'Soja Paraná',
    city: 'Curitiba',
    address: 'Rua Marechal Deodoro 500, Curitiba - PR',
    industry: 'Agronegócio',
    legalPerson: 'Mariana Costa',
    login: 'demo.br2@example.com',
    products: [
      {
        name: 'Soja em grão, safra 2026',
        hsCode: '120190',
        price: '0.42',
        unit: 'kg',
        spec: 'granel',
        origin: 'Paraná',
      },
      {
        name: 'Carne bovina desossada congelada',
        hsCode: '020230',
        price: '5.60',
        unit: 'kg',
        spec: 'caixa 25 kg',
        origin: 'Mato Grosso do Sul',
      },
      {
        name: 'Suco de laranja concentrado',
        hsCode: '200911',
        price: '2.10',
        unit: 'kg',
        spec: 'tambor 250 kg',
        brand: 'Citrus Sul',
        origin: 'São Paulo',
      },
      {
        name: 'Cortes de frango congelados',
        hsCode: '020714',
        price: '1.95',
        unit: 'kg',
        origin: 'Santa Catarina',
      },
      { name: 'Farelo de soja', hsCode: '230400', price: '0.38', unit: 'kg', origin: 'Paraná' },
      {
        name: 'Algodão em pluma',
        hsCode: '520100',
        price: null,
        unit: 'tonelada',
        origin: 'Bahia',
      },
    ],
  }),
  supplier('mozambique', 'MZ', 'USD', 'silver', {
    name: 'Moçambique Caju e Mariscos, Lda.',
    shortName: 'Caju Moz',
    city: 'Maputo',
    address: 'Avenida Julius Nyerere 1234, Maputo',
    industry: 'Agricultura e pescas',
    legalPerson: 'Armando Macuácua',
    login: 'demo.mz@example.com',
    products: [
      {
        name: 'Castanha de caju W320',
        hsCode: '080132',
        price: '7.80',
        unit: 'kg',
        spec: 'caixa 22,68 kg',
        origin: 'Nampula',
      },
      {
        name: 'Camarão congelado',
        hsCode: '030617',
        price: '12.40',
        unit: 'kg',
        spec: '2 kg',
        origin: 'Sofala',
      },
      {
        name: 'Gergelim branco',
        hsCode: '120740',
        price: '1.30',
        unit: 'kg',
        origin: 'Cabo Delgado',
      },
      {
        name: 'Açúcar de cana bruto',
        hsCode: '170114',
        price: '0.48',
        unit: 'kg',
        origin: 'Xinavane',
      },
      { name: 'Tabaco em folha', hsCode: '240110', price: null, unit: 'kg', origin: 'Tete' },
    ],
  }),
  supplier('capeverde', 'CV', 'EUR', 'start', {
    name: 'Cabo Verde Pescas e Sal, S.A.',
    shortName: 'CV Pescas',
    city: 'Mindelo',
    address: 'Rua de Lisboa 18, Mindelo, São Vicente',
    industry: 'Pescas',
    legalPerson: 'Nilton Lopes',
    login: 'demo.cv@example.com',
    products: [
      {
        name: 'Atum em conserva',
        hsCode: '160414',
        price: '2.40',
        unit: 'lata',
        spec: '160 g',
        brand: 'Morabeza',
        origin: 'São Vicente',
      },
      {
        name: 'Sal marinho do Sal',
        hsCode: '250100',
        price: '0.90',
        unit: 'kg',
        spec: 'saco 1 kg',
        origin: 'Ilha do Sal',
      },
      {
        name: 'Grogue de cana',
        hsCode: '220840',
        price: '14.00',
        unit: 'garrafa',
        spec: '700 ml',
        origin: 'Santo Antão',
      },
      {
        name: 'Café do Fogo torrado',
        hsCode: '090121',
        price: '28.00',
        unit: 'kg',
        origin: 'Ilha do Fogo',
      },
      { name: 'Polvo congelado', hsCode: '030752', price: null, unit: 'kg', origin: 'São Vicente' },
    ],
  }),
  supplier('timor', 'TL', 'USD', 'silver', {
    name: 'Timor Café Orgânico, Unipessoal Lda.',
    shortName: 'Timor Café',
    city: 'Díli',
    address: 'Rua de Caicoli 7, Díli',
    industry: 'Café',
    legalPerson: 'Maria da Costa',
    login: 'demo.tl@example.com',
    products: [
      {
        name: 'Café arábica de Ermera, verde',
        hsCode: '090111',
        price: '6.20',
        unit: 'kg',
        spec: 'saca 60 kg',
        brand: 'Ermera',
        origin: 'Ermera',
      },
      {
        name: 'Café torrado em grão',
        hsCode: '090121',
        price: '18.00',
        unit: 'kg',
        spec: '1 kg',
        brand: 'Ermera',
        origin: 'Díli',
      },
      { name: 'Baunilha em vagem', hsCode: '090510', price: null, unit: 'kg', origin: 'Baucau' },
      { name: 'Noz de candlenut', hsCode: '080299', price: '3.40', unit: 'kg', origin: 'Liquiçá' },
      {
        name: 'Tais tecido à mão',
        hsCode: '580620',
        price: '35.00',
        unit: 'peça',
        origin: 'Lospalos',
      },
    ],
  }),
  supplier('guinea', 'GW', 'EUR', 'start', {
    name: 'Bissau Caju Exportadora, Lda.',
    shortName: 'Bissau Caju',
    city: 'Bissau',
    address: 'Avenida Amílcar Cabral 45, Bissau',
    industry: 'Caju',
    legalPerson: 'Aissatu Baldé',
    login: 'demo.gw@example.com',
    products: [
      {
        name: 'Castanha de caju com casca',
        hsCode: '080131',
        price: '1.15',
        unit: 'kg',
        spec: 'saco 80 kg',
        origin: 'Cacheu',
      },
      {
        name: 'Óleo de palma bruto',
        hsCode: '151110',
        price: '0.95',
        unit: 'kg',
        origin: 'Bafatá',
      },
      {
        name: 'Arroz semibranqueado',
        hsCode: '100630',
        price: '0.55',
        unit: 'kg',
        origin: 'Tombali',
      },
      { name: 'Manga seca', hsCode: '081340', price: '6.00', unit: 'kg', origin: 'Gabú' },
      { name: 'Peixe seco salgado', hsCode: '030559', price: null, unit: 'kg', origin: 'Bijagós' },
    ],
  }),
  supplier('saotome', 'ST', 'EUR', 'silver', {
    name: 'São Tomé Cacau Fino, Lda.',
    shortName: 'Cacau Fino',
    city: 'São Tomé',
    address: 'Avenida Marginal 12 de Julho, São Tomé',
    industry: 'Cacau',
    legalPerson: 'Leonel Pires',
    login: 'demo.st@example.com',
    products: [
      {
        name: 'Cacau em amêndoa fermentado',
        hsCode: '180100',
        price: '4.80',
        unit: 'kg',
        spec: 'saca 60 kg',
        origin: 'Roça Água Izé',
      },
      {
        name: 'Chocolate negro 70%',
        hsCode: '180632',
        price: '3.50',
        unit: 'tablete',
        spec: '100 g',
        brand: 'Equador',
        origin: 'São Tomé',
      },
      { name: 'Pimenta preta', hsCode: '090411', price: '9.00', unit: 'kg', origin: 'Príncipe' },
      {
        name: 'Óleo de coco virgem',
        hsCode: '151311',
        price: '7.50',
        unit: 'litro',
        origin: 'Lobata',
      },
      {
        name: 'Café robusta de montanha',
        hsCode: '090111',
        price: '3.90',
        unit: 'kg',
        origin: 'Monte Café',
      },
    ],
  }),
  supplier('equatorial', 'GQ', 'EUR', 'start', {
    name: 'Malabo Madeiras e Cacau, S.L.',
    shortName: 'Malabo Madeiras',
    city: 'Malabo',
    address: 'Calle de Argelia 3, Malabo',
    industry: 'Madeira',
    legalPerson: 'Santiago Nsue',
    login: 'demo.gq@example.com',
    products: [
      { name: 'Toras de okoumé', hsCode: '440349', price: null, unit: 'm³', origin: 'Bata' },
      {
        name: 'Madeira serrada de ébano',
        hsCode: '440729',
        price: '820.00',
        unit: 'm³',
        origin: 'Evinayong',
      },
      { name: 'Cacau de Bioko', hsCode: '180100', price: '4.40', unit: 'kg', origin: 'Bioko' },
      {
        name: 'Móveis de madeira maciça',
        hsCode: '940360',
        price: '260.00',
        unit: 'peça',
        origin: 'Malabo',
      },
    ],
  }),
  {
    key: 'platform',
    name: '中葡经贸门户运营中心',
    shortName: '门户运营',
    creditCode: 'MO-PLATFORM-0001',
    country: 'MO',
    city: '澳门',
    address: '澳门友谊大马路918号',
    industry: '平台运营',
    reviewStatus: 2,
    corporateLabel: 0,
    isPlatform: true,
    currency: 'MOP',
    main: {
      username: 'operator@example.com',
      email: 'operator@example.com',
      name: '平台运营',
      status: 2,
      perms: ['*:*:*'],
    },
    subs: [
      {
        username: 'review@example.com',
        email: 'review@example.com',
        name: '订单审核',
        status: 2,
        perms: REVIEWER_PERMS,
      },
    ],
    products: [],
  },
];

/**
 * Seller, buyer and the status each demo order is in: every status of spec §4 appears, and each
 * order is consistent with docs/trade-orders.md — submitted orders (4, 5, 101 and the executing
 * one) have a saved contract with an attachment, instalments summing to the amount, the buyer's
 * invoice request and `submitted_at`; the completed ones are signed and fully received.
 */
type ContractPlan = 'none' | 'submitted' | 'denied' | 'executing' | 'completed';
const ORDER_PLAN: {
  seller: string;
  buyer: string;
  status: number;
  quantities: number[];
  contract: ContractPlan;
}[] = [
  { seller: 'tea', buyer: 'portugal', status: 1, quantities: [120, 10], contract: 'none' },
  { seller: 'tea', buyer: 'macau', status: 2, quantities: [40], contract: 'none' },
  { seller: 'tea', buyer: 'brazil', status: 3, quantities: [200, 0, 60], contract: 'none' },
  { seller: 'portugal', buyer: 'tea', status: 4, quantities: [600, 80], contract: 'submitted' },
  { seller: 'brazil', buyer: 'tea', status: 5, quantities: [18000], contract: 'denied' },
  { seller: 'macau', buyer: 'tea', status: 101, quantities: [300, 50], contract: 'completed' },
  { seller: 'angola', buyer: 'macau', status: 0, quantities: [6000], contract: 'none' },
  { seller: 'portugal', buyer: 'macau', status: 101, quantities: [240], contract: 'completed' },
  { seller: 'brazil', buyer: 'angola', status: 3, quantities: [0, 25000], contract: 'executing' },
];

const CONTRACT_STATUS_OF: Record<ContractPlan, number> = {
  none: 1,
  submitted: 2,
  denied: 3,
  executing: 4,
  completed: 4,
};

/** Decimal strings → integer cents, so order totals are exact (never floating point). */
function toCents(price: string): number {
  const [units, fraction = ''] = price.split('.');
  return Number(units) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

function fromCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function orderType(sellerCountry: string, buyerCountry: string): number {
  if (sellerCountry === buyerCountry) return 1;
  // Mainland China ↔ Macau is the portal's cross-border (customs-territory) link.
  const pair = new Set([sellerCountry, buyerCountry]);
  return pair.has('CN') && pair.has('MO') ? 3 : 2;
}

async function insertReturningId(tx: DbExecutor, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(`${sql} RETURNING id`, params);
  return rows[0]!.id;
}

/**
 * Outside demo mode the published demo password must not open anything: demo accounts left in
 * the database by an earlier demo run get an unguessable password and lose their sessions.
 * Returns the usernames it locked (none on a database that never had demo data, at no scrypt cost).
 */
export async function lockDemoAccounts(db: Db, now: Date = new Date()): Promise<string[]> {
  const usernames = COMPANIES.flatMap((company) => [company.main, ...company.subs]).map(
    (account) => account.username,
  );
  const { rows } = await db.query<{ id: number; username: string; password_hash: string }>(
    'SELECT id, username, password_hash FROM members WHERE username = ANY($1::text[])',
    [usernames],
  );
  const locked: string[] = [];
  for (const row of rows) {
    if (!(await verifyPassword(DEMO_PASSWORD, row.password_hash))) continue;
    const unguessable = await hashPassword(randomUUID() + randomUUID());
    await db.transaction(async (tx) => {
      await tx.query('UPDATE members SET password_hash = $2 WHERE id = $1', [row.id, unguessable]);
      await tx.query(
        'UPDATE auth_tokens SET revoked_at = $2 WHERE member_id = $1 AND revoked_at IS NULL',
        [row.id, now],
      );
    });
    locked.push(row.username);
  }
  return locked;
}

/** A generated picture put in the file storage and recorded like an upload; its file id. */
async function storeDemoPng(
  tx: DbExecutor,
  entry: {
    companyId: number;
    memberId: number;
    originalName: string;
    png: Buffer;
    fileStorage: FileStorage;
    now: Date;
  },
): Promise<number> {
  const storedName = `${randomBytes(16).toString('hex')}.png`;
  await entry.fileStorage.put(storedName, entry.png, 'image/png');
  return insertReturningId(
    tx,
    `INSERT INTO files (company_id, member_id, original_name, stored_name, mime_type, file_type, size, created_at)
     VALUES ($1, $2, $3, $4, 'image/png', 'image', $5, $6)`,
    [entry.companyId, entry.memberId, entry.originalName, storedName, entry.png.length, entry.now],
  );
}

/**
 * A published demo product with everything the server derives on save (code, search text,
 * model key), and — given a file storage — a generated picture stored like an upload.
 */
async function insertDemoProduct(
  tx: DbExecutor,
  entry: {
    companyId: number;
    receiverId: number;
    country: string;
    currency: string;
    product: DemoProduct;
    publishedAt: Date;
    fileStorage?: FileStorage;
    now: Date;
  },
): Promise<number> {
  const { product } = entry;
  const languages = demoProductLanguages(product.name);
  const next = await tx.query<{ id: number }>(
    "SELECT nextval(pg_get_serial_sequence('products', 'id'))::int AS id",
  );
  const id = next.rows[0]!.id;
  await tx.query(
    `INSERT INTO products (id, company_id, name, hs_code, spec, brand, origin, origin_country, price,
       currency, unit, status, product_code, receiver_id, model_key, search_text, created_at, published_at,
       original_language, translations)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 1, $12, $13, $14, $15, $16, $16, $17, $18)`,
    [
      id,
      entry.companyId,
      product.name,
      product.hsCode,
      product.spec ?? null,
      product.brand ?? null,
      product.origin,
      entry.country,
      product.price,
      entry.currency,
      product.unit,
      `P${String(id).padStart(8, '0')}`,
      entry.receiverId,
      productModelKey(product),
      productSearchText({
        ...product,
        ...languages,
        hsNames: await hsSearchNames(tx, product.hsCode),
      }),
      entry.publishedAt,
      languages.originalLanguage,
      JSON.stringify(languages.translations),
    ],
  );
  if (entry.fileStorage) {
    const fileId = await storeDemoPng(tx, {
      companyId: entry.companyId,
      memberId: entry.receiverId,
      originalName: `product-${id}.png`,
      png: demoProductPng(product.hsCode.slice(0, 2), id % 5),
      fileStorage: entry.fileStorage,
      now: entry.now,
    });
    await tx.query(
      "INSERT INTO product_media (product_id, file_id, kind, position) VALUES ($1, $2, 'image', 0)",
      [id, fileId],
    );
  }
  return id;
}

/** Seeds the demo data set if the database has no company yet; returns whether it did. */
export async function seedDemoData(
  db: Db,
  now: Date = new Date(),
  options: { fileStorage?: FileStorage } = {},
): Promise<boolean> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM companies',
  );
  if (rows[0]!.count > 0) return false;

  // Every account gets its own salt; hashing before the transaction keeps it short. In batches:
  // the password hasher refuses to queue more than a few runs per core (platform/auth/passwords.ts).
  const accounts = COMPANIES.flatMap((company) => [company.main, ...company.subs]);
  const hashes = new Map<string, string>();
  for (let start = 0; start < accounts.length; start += 8) {
    const batch = accounts.slice(start, start + 8);
    const hashed = await Promise.all(batch.map(() => hashPassword(DEMO_PASSWORD)));
    batch.forEach((account, index) => hashes.set(account.username, hashed[index]!));
  }
  const daysFromNow = (days: number) => new Date(now.getTime() + days * 86_400_000);

  await db.transaction(async (tx) => {
    const companyIds = new Map<string, number>();
    const mainIds = new Map<string, number>();
    const subIds = new Map<string, number[]>();
    const productsByCompany = new Map<string, { id: number; product: DemoProduct }[]>();
    let productCount = 0;

    const insertMember = async (member: DemoMember, companyId: number, mid: number) => {
      const id = await insertReturningId(
        tx,
        `INSERT INTO members (mid, company_id, username, phone, email, name, password_hash, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          mid,
          companyId,
          member.username,
          member.phone ?? null,
          member.email ?? null,
          member.name,
          hashes.get(member.username),
          member.status ?? 2,
        ],
      );
      for (const perms of member.perms) {
        await tx.query('INSERT INTO member_permissions (member_id, perms) VALUES ($1, $2)', [
          id,
          perms,
        ]);
      }
      return id;
    };

    for (const company of COMPANIES) {
      const texts = demoCompanyTexts(company.name);
      const companyId = await insertReturningId(
        tx,
        `INSERT INTO companies (name, short_name, credit_code, country, city, address, industry, review_status,
           reject_reason, corporate_label, is_platform, scope, original_language, translations)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [
          company.name,
          company.shortName,
          company.creditCode,
          company.country,
          company.city,
          company.address,
          company.industry,
          company.reviewStatus,
          company.rejectReason ?? null,
          company.corporateLabel,
          company.isPlatform ?? false,
          texts.scope,
          texts.originalLanguage,
          JSON.stringify(texts.translations),
        ],
      );
      companyIds.set(company.key, companyId);
      const mainId = await insertMember(company.main, companyId, 0);
      mainIds.set(company.key, mainId);
      await tx.query('UPDATE companies SET legal_person = $2 WHERE id = $1', [
        companyId,
        company.legalPerson ?? null,
      ]);
      if (options.fileStorage) {
        // Every company has a logo, stored as its own upload and referenced as the profile
        // screen saves one (lib/files.ts ownImageUrl).
        const logoFileId = await storeDemoPng(tx, {
          companyId,
          memberId: mainId,
          originalName: `logo-${company.key}.png`,
          png: demoLogoPng(company.key, companyIds.size),
          fileStorage: options.fileStorage,
          now,
        });
        await tx.query('UPDATE companies SET logo = $2 WHERE id = $1', [
          companyId,
          fileUrls(logoFileId)[0],
        ]);
      }
      if (company.reviewStatus === 1) {
        // A pending request waits in the operator's queue (without a licence file: the seed
        // writes no files).
        await tx.query('UPDATE companies SET submitted_at = $2, applicant_id = $3 WHERE id = $1', [
          companyId,
          daysFromNow(-2),
          mainId,
        ]);
      }
      const subs: number[] = [];
      for (const sub of company.subs) subs.push(await insertMember(sub, companyId, mainId));
      subIds.set(company.key, subs);

      if (company.membership) {
        await tx.query(
          `INSERT INTO company_memberships (company_id, tier_id, starts_at, expires_at)
           SELECT $1, id, $2, $3 FROM membership_tiers WHERE role_key = $4`,
          [companyId, now, daysFromNow(company.membership.days), company.membership.tier],
        );
      }
      const products: { id: number; product: DemoProduct }[] = [];
      for (const product of company.products) {
        const id = await insertDemoProduct(tx, {
          companyId,
          receiverId: mainId,
          country: company.country,
          currency: company.currency,
          product,
          publishedAt: new Date(now.getTime() - productCount * 3_600_000),
          fileStorage: options.fileStorage,
          now,
        });
        productCount += 1;
        products.push({ id, product });
      }
      productsByCompany.set(company.key, products);
    }

    // Lusitânia (silver) has asked for gold: the operator's membership queue is not empty.
    await tx.query(
      `INSERT INTO membership_applications (company_id, tier_id, applicant_id, created_at)
       SELECT $1, id, $2, $3 FROM membership_tiers WHERE role_key = 'gold'`,
      [companyIds.get('portugal'), mainIds.get('portugal'), daysFromNow(-1)],
    );

    const companyByKey = new Map(COMPANIES.map((company) => [company.key, company]));
    const orderIds: number[] = [];
    for (const [index, plan] of ORDER_PLAN.entries()) {
      const seller = companyByKey.get(plan.seller)!;
      const buyer = companyByKey.get(plan.buyer)!;
      const lines = productsByCompany
        .get(plan.seller)!
        .map((entry, line) => ({ ...entry, quantity: plan.quantities[line] ?? 0 }))
        .filter((line) => line.quantity > 0);
      const amountCents = lines.reduce(
        (sum, line) =>
          sum + (line.product.price === null ? 0 : toCents(line.product.price) * line.quantity),
        0,
      );
      const createdAt = new Date(now.getTime() - (ORDER_PLAN.length - index) * 2 * 86_400_000);
      const orderNo = await nextOrderNumber(tx, createdAt);
      const orderId = await insertReturningId(
        tx,
        `INSERT INTO orders (order_no, company_id, enterprise_id, buyer_company_id, seller_company_id, type, status,
           amount, currency, follow_up_name, reject_reason, denied_reason, created_by, buyer_member_id,
           contract_status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $14, $14, $15, $13, $13)`,
        [
          orderNo,
          companyIds.get(plan.seller),
          mainIds.get(plan.seller),
          companyIds.get(plan.buyer),
          companyIds.get(plan.seller),
          orderType(seller.country, buyer.country),
          plan.status,
          fromCents(amountCents),
          seller.currency,
          seller.main.name,
          plan.status === 2 ? '交货期无法满足，请调整后重新下单' : null,
          plan.status === 5 ? '合同金额与报价不一致' : null,
          createdAt,
          mainIds.get(plan.buyer),
          CONTRACT_STATUS_OF[plan.contract],
        ],
      );
      orderIds.push(orderId);
      await tx.query(
        `INSERT INTO procedure_logs (order_id, action, operator_id, operator_name, company_id, company_name,
           from_status, to_status, created_at)
         SELECT $1, 'place', m.id, m.name, c.id, c.name, NULL, 1, $3
           FROM members m JOIN companies c ON c.id = m.company_id WHERE m.id = $2`,
        [orderId, mainIds.get(plan.buyer), createdAt],
      );
      if (plan.contract !== 'none') {
        const at = (hours: number) => new Date(createdAt.getTime() + hours * 3_600_000);
        const signed = plan.contract === 'executing' || plan.contract === 'completed';
        // The seed writes no files: the attachment is a record whose content is absent.
        const fileId = await insertReturningId(
          tx,
          `INSERT INTO files (company_id, member_id, original_name, stored_name, mime_type, file_type, size, created_at)
           VALUES ($1, $2, $3, $4, 'application/pdf', 'file', 1024, $5)`,
          [
            companyIds.get(plan.seller),
            mainIds.get(plan.seller),
            `${orderNo}-contract.pdf`,
            `seed-${randomUUID()}.pdf`,
            at(1),
          ],
        );
        await tx.query(
          `UPDATE orders SET contract_name = $2, contract_number = $3, follow_up_name = $4,
             pickup_address = $5, pickup_contact = $6, pickup_phone = $7, submitted_at = $8,
             signed_at = $9, execution_status = $10
           WHERE id = $1`,
          [
            orderId,
            `${seller.shortName} × ${buyer.shortName} 购销合同`,
            `HT-${orderNo}`,
            seller.main.name,
            seller.address,
            seller.main.name,
            '+853 2872 0000',
            at(2),
            signed ? at(4) : null,
            plan.contract === 'completed' ? 5 : plan.contract === 'executing' ? 2 : 1,
          ],
        );
        await tx.query(
          'INSERT INTO order_contract_files (order_id, file_id, position) VALUES ($1, $2, 0)',
          [orderId, fileId],
        );
        const deposit = Math.floor((amountCents * 3) / 10);
        const parts = [deposit, amountCents - deposit];
        for (const [position, cents] of parts.entries()) {
          const received =
            plan.contract === 'completed' || (plan.contract === 'executing' && position === 0);
          await tx.query(
            `INSERT INTO order_instalments (order_id, position, amount, due_date, received, received_at)
             VALUES ($1, $2, $3, $4, $5, $6)`,
            [
              orderId,
              position + 1,
              fromCents(cents),
              daysFromNow(position === 0 ? 7 : 60)
                .toISOString()
                .slice(0, 10),
              received,
              received ? at(5) : null,
            ],
          );
        }
        await tx.query(
          `INSERT INTO order_invoices (order_id, header_type, medium, title, tax_number, email, status,
             created_at, updated_at)
           VALUES ($1, 1, 1, $2, $3, $4, $5, $6, $6)`,
          [
            orderId,
            buyer.name,
            buyer.creditCode,
            buyer.main.email ?? 'invoice@example.com',
            plan.contract === 'completed' ? 2 : 1,
            at(1),
          ],
        );
        const steps: [string, number, number][] = [
          ['confirm', 1, 3],
          ['tempStore', 3, 3],
        ];
        steps.push(['submit', 3, 4]);
        if (plan.contract === 'denied') steps.push(['deny', 4, 5]);
        if (signed) steps.push(['approve', 4, 3], ['takeEffect', 3, 3]);
        if (plan.contract === 'completed') steps.push(['receive', 3, 101]);
        for (const [step, [action, from, to]] of steps.entries()) {
          const reviewer = action === 'approve' || action === 'deny';
          const buyerStep = action === 'takeEffect';
          await tx.query(
            `INSERT INTO procedure_logs (order_id, action, operator_id, operator_name, company_id, company_name,
               from_status, to_status, remark, created_at)
             SELECT $1, $2, m.id, m.name, c.id, c.name, $3, $4, $5, $6
               FROM members m JOIN companies c ON c.id = m.company_id WHERE m.id = $7`,
            [
              orderId,
              action,
              from,
              to,
              action === 'deny' ? '合同金额与报价不一致' : null,
              at(1 + step * 0.5),
              reviewer
                ? mainIds.get('platform')
                : buyerStep
                  ? mainIds.get(plan.buyer)
                  : mainIds.get(plan.seller),
            ],
          );
        }
      } else if (plan.status !== 1) {
        const action = { 2: 'reject', 3: 'confirm', 0: 'cancel' }[plan.status as 0 | 2 | 3];
        await tx.query(
          `INSERT INTO procedure_logs (order_id, action, operator_id, operator_name, company_id, company_name,
             from_status, to_status, remark, created_at)
           SELECT $1, $2, m.id, m.name, c.id, c.name, 1, $3, $4, $5
             FROM members m JOIN companies c ON c.id = m.company_id WHERE m.id = $6`,
          [
            orderId,
            action,
            plan.status,
            plan.status === 2 ? '交货期无法满足，请调整后重新下单' : null,
            new Date(createdAt.getTime() + 3_600_000),
            mainIds.get(plan.seller),
          ],
        );
      }
      for (const line of lines) {
        await tx.query(
          `INSERT INTO order_products (order_id, company_id, product_id, product_name, product_price, quantity, unit)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            orderId,
            companyIds.get(plan.seller),
            line.id,
            line.product.name,
            line.product.price,
            line.quantity,
            line.product.unit,
          ],
        );
      }
    }

    const member = (key: string, sub?: number) =>
      sub === undefined ? mainIds.get(key)! : subIds.get(key)![sub]!;
    const companyOf = new Map<number, number>();
    for (const [key, id] of mainIds) companyOf.set(id, companyIds.get(key)!);
    for (const [key, ids] of subIds) for (const id of ids) companyOf.set(id, companyIds.get(key)!);

    const conversations: {
      a: number;
      b: number;
      messages: { from: 'a' | 'b'; type?: string; payload: object; read: boolean }[];
    }[] = [
      {
        a: member('tea'),
        b: member('portugal'),
        messages: [
          {
            from: 'b',
            payload: { text: 'Olá! Temos interesse no chá Pu-erh para o mercado português.' },
            read: true,
          },
          {
            from: 'a',
            payload: { text: '您好，欢迎！普洱熟茶饼现货充足，可提供样品。' },
            read: true,
          },
          { from: 'b', payload: { text: 'Podem enviar 10 amostras para o Porto?' }, read: false },
          {
            from: 'b',
            payload: { text: 'E qual é o prazo de entrega para 120 unidades?' },
            read: false,
          },
        ],
      },
      {
        a: member('tea', 0),
        b: member('brazil'),
        messages: [
          {
            from: 'b',
            payload: { text: 'Good morning, could you quote Dianhong black tea for Santos?' },
            read: true,
          },
          { from: 'a', payload: { text: 'Sure, 158 CNY per box, FOB Shenzhen.' }, read: false },
        ],
      },
      {
        a: member('tea'),
        b: member('macau'),
        messages: [
          {
            from: 'b',
            type: 'order',
            payload: {
              id: orderIds[5],
              url: '/orderListManage',
              name: '澳门杏仁饼礼盒',
              price: '68.00',
              count: 300,
            },
            read: false,
          },
        ],
      },
    ];
    for (const [index, conversation] of conversations.entries()) {
      const [low, high] =
        conversation.a < conversation.b
          ? [conversation.a, conversation.b]
          : [conversation.b, conversation.a];
      const lastAt = new Date(now.getTime() - index * 3_600_000);
      const conversationId = await insertReturningId(
        tx,
        `INSERT INTO conversations (member_low, member_high, company_low, company_high, updated_at) VALUES ($1, $2, $3, $4, $5)`,
        [low, high, companyOf.get(low), companyOf.get(high), lastAt],
      );
      for (const [position, message] of conversation.messages.entries()) {
        const sender = message.from === 'a' ? conversation.a : conversation.b;
        const receiver = message.from === 'a' ? conversation.b : conversation.a;
        const sentAt = new Date(
          lastAt.getTime() - (conversation.messages.length - position) * 600_000,
        );
        await tx.query(
          `INSERT INTO chat_messages (message_id, conversation_id, sender_id, receiver_id, sender_company_id,
             receiver_company_id, type, payload, have_read, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [
            randomUUID(),
            conversationId,
            sender,
            receiver,
            companyOf.get(sender),
            companyOf.get(receiver),
            message.type ?? 'text',
            JSON.stringify(message.payload),
            message.read,
            sentAt,
          ],
        );
      }
    }

    await seedDemoDiagnoses(tx, now);
    await seedDemoDigitalProducts(tx);
    await seedDemoExchangeRates(tx, now);
    await seedDemoDemands(tx, now);
    await seedDemoExhibitions(tx, now);
    await seedDemoPrices(tx, now);
    await seedDemoPavilions(tx);

    // Stored as the server's notify() stores them: a key and its values, read in each reader's
    // language (lib/notice-texts.ts), with the Chinese rendering in the text columns.
    const orderNumber = async (id: number | undefined) =>
      (await tx.query<{ order_no: string }>('SELECT order_no FROM orders WHERE id = $1', [id]))
        .rows[0]!.order_no;
    const diagnosis = await tx.query<{ id: number; overall_score: number; level: number }>(
      `SELECT d.id, d.overall_score, d.level FROM diagnoses d
        WHERE d.company_id = $1 AND d.status = 4 ORDER BY d.id LIMIT 1`,
      [companyOf.get(member('tea'))],
    );
    const notifications: {
      to: number;
      type: number;
      jump: number | undefined;
      message: NoticeMessage;
      read: boolean;
    }[] = [
      {
        to: member('tea'),
        type: 3,
        jump: orderIds[3],
        message: { key: 'order.submitted', params: { orderNo: await orderNumber(orderIds[3]) } },
        read: false,
      },
      {
        to: member('tea'),
        type: 3,
        jump: orderIds[4],
        message: {
          key: 'order.denied',
          params: { orderNo: await orderNumber(orderIds[4]), reason: '合同金额与报价不一致' },
        },
        read: false,
      },
      {
        to: member('tea'),
        type: 3,
        jump: orderIds[5],
        message: { key: 'order.completed', params: { orderNo: await orderNumber(orderIds[5]) } },
        read: true,
      },
      {
        to: member('portugal'),
        type: 3,
        jump: orderIds[0],
        message: { key: 'order.placed', params: { orderNo: await orderNumber(orderIds[0]) } },
        read: false,
      },
      {
        to: member('tea', 0),
        type: 3,
        jump: orderIds[2],
        message: { key: 'order.signed', params: { orderNo: await orderNumber(orderIds[2]) } },
        read: false,
      },
    ];
    const report = diagnosis.rows[0];
    if (report) {
      notifications.push({
        to: member('tea'),
        type: 4,
        jump: report.id,
        message: {
          key: 'diagnosis.approved',
          params: { score: report.overall_score, level: report.level },
        },
        read: false,
      });
    }
    for (const [index, notice] of notifications.entries()) {
      const chinese = renderNotice(notice.message, 'zh');
      await tx.query(
        `INSERT INTO notifications (company_id, member_id, message_title, message_brief, message_content,
           message_types_of, jump_id, have_read, created_at, delivered_at, message_key, message_params)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11)`,
        [
          companyOf.get(notice.to),
          notice.to,
          chinese.title,
          chinese.brief,
          chinese.content ?? chinese.brief,
          notice.type,
          notice.jump,
          notice.read,
          new Date(now.getTime() - index * 7_200_000),
          notice.message.key,
          JSON.stringify(notice.message.params ?? {}),
        ],
      );
    }

    for (const item of DEMO_NEWS) {
      await tx.query(
        'INSERT INTO news (title, summary, content, lang, published_at) VALUES ($1, $2, $3, $4, $5)',
        [item.title, item.summary, item.content, item.lang, daysFromNow(-item.daysAgo)],
      );
    }
  });
  return true;
}

if (require.main === module) {
  runScript('seed-demo', async (db) => {
    await migrate(db);
    return (await seedDemoData(db))
      ? 'demo data written'
      : 'database not empty: demo data left alone';
  });
}
