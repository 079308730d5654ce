import type { Language } from '@portal/contracts';
import type { ListingKind, ListingTextField, ListingTranslations } from '@portal/contracts/schemas';

/**
 * The demo listings in the four languages (issue #34): what a well-kept listing looks like. Each
 * entry is keyed by the text its author typed (the seed's own field) and gives the same text in
 * every language, written as a trade writer of that language would put it; the author's language
 * is the one whose text is the key. Company names in other languages are display names, not the
 * registered name (docs/listing-languages.md).
 */
type InFourLanguages<T> = Record<Language, T>;

/** Product names, by the name the seller typed. */
const PRODUCT_NAMES: Record<string, InFourLanguages<string>> = {
  // 云南普洱茶源
  '普洱熟茶饼 357克': {
    zh: '普洱熟茶饼 357克',
    cht: '普洱熟茶餅 357克',
    pt: 'Chá Pu-erh maturado, bolo de 357 g',
    en: 'Ripe Pu-erh tea cake, 357 g',
  },
  白毫银针: {
    zh: '白毫银针',
    cht: '白毫銀針',
    pt: 'Chá branco Agulha de Prata (Baihao Yinzhen)',
    en: 'Silver Needle white tea (Baihao Yinzhen)',
  },
  滇红工夫红茶: {
    zh: '滇红工夫红茶',
    cht: '滇紅工夫紅茶',
    pt: 'Chá preto Dianhong Gongfu',
    en: 'Dianhong Gongfu black tea',
  },
  // 澳门中葡商贸
  澳门杏仁饼礼盒: {
    zh: '澳门杏仁饼礼盒',
    cht: '澳門杏仁餅禮盒',
    pt: 'Bolinhos de amêndoa de Macau, caixa de oferta',
    en: 'Macau almond cookies, gift box',
  },
  '葡式蛋挞（冷冻）': {
    zh: '葡式蛋挞（冷冻）',
    cht: '葡式蛋撻（冷凍）',
    pt: 'Pastéis de nata (congelados)',
    en: 'Portuguese custard tarts (frozen)',
  },
  // Lusitânia Vinhos e Azeites
  'Vinho do Porto Tawny 10 Anos': {
    zh: '10年陈酿茶色波特葡萄酒',
    cht: '10年陳釀茶色波特葡萄酒',
    pt: 'Vinho do Porto Tawny 10 Anos',
    en: '10 Year Old Tawny Port wine',
  },
  'Azeite Virgem Extra': {
    zh: '特级初榨橄榄油',
    cht: '特級初榨橄欖油',
    pt: 'Azeite Virgem Extra',
    en: 'Extra virgin olive oil',
  },
  'Rolhas de cortiça natural': {
    zh: '天然软木塞',
    cht: '天然軟木塞',
    pt: 'Rolhas de cortiça natural',
    en: 'Natural cork stoppers',
  },
  // Café Serra Verde
  'Café arábica verde, tipo 2': {
    zh: '阿拉比卡咖啡生豆（2级）',
    cht: '阿拉比卡咖啡生豆（2級）',
    pt: 'Café arábica verde, tipo 2',
    en: 'Green Arabica coffee, type 2',
  },
  'Açúcar VHP': { zh: 'VHP原糖', cht: 'VHP原糖', pt: 'Açúcar VHP', en: 'VHP raw sugar' },
  // Kwanza Agro-Comércio
  'Café Robusta do Amboim': {
    zh: '安博因罗布斯塔咖啡',
    cht: '安博因羅布斯塔咖啡',
    pt: 'Café Robusta do Amboim',
    en: 'Amboim Robusta coffee',
  },
  'Madeira serrada de Mussivi': {
    zh: '穆西维锯材',
    cht: '穆西維鋸材',
    pt: 'Madeira serrada de Mussivi',
    en: 'Mussivi sawn timber',
  },
  // 青岛海丰食品
  冷冻南美白虾仁: {
    zh: '冷冻南美白虾仁',
    cht: '冷凍南美白蝦仁',
    pt: 'Miolo de camarão-branco-do-pacífico congelado',
    en: 'Frozen peeled whiteleg shrimp',
  },
  即食海参: {
    zh: '即食海参',
    cht: '即食海參',
    pt: 'Pepino-do-mar pronto a comer',
    en: 'Ready-to-eat sea cucumber',
  },
  红皮大花生: {
    zh: '红皮大花生',
    cht: '紅皮大花生',
    pt: 'Amendoim graúdo de pele vermelha',
    en: 'Large red-skin peanuts',
  },
  酿造酱油: {
    zh: '酿造酱油',
    cht: '釀造醬油',
    pt: 'Molho de soja de fermentação natural',
    en: 'Naturally brewed soy sauce',
  },
  崂山绿茶: {
    zh: '崂山绿茶',
    cht: '嶗山綠茶',
    pt: 'Chá verde de Laoshan',
    en: 'Laoshan green tea',
  },
  '青岛啤酒 330ml': {
    zh: '青岛啤酒 330ml',
    cht: '青島啤酒 330ml',
    pt: 'Cerveja Tsingtao, lata de 330 ml',
    en: 'Tsingtao beer, 330 ml can',
  },
  // 厦门石材与陶瓷工艺
  '花岗岩板材 芝麻白': {
    zh: '花岗岩板材 芝麻白',
    cht: '花崗岩板材 芝麻白',
    pt: 'Chapas de granito Branco Sésamo',
    en: 'Sesame White granite slabs',
  },
  德化白瓷茶具套装: {
    zh: '德化白瓷茶具套装',
    cht: '德化白瓷茶具套裝',
    pt: 'Serviço de chá em porcelana branca de Dehua',
    en: 'Dehua white porcelain tea set',
  },
  '釉面瓷砖 600×600': {
    zh: '釉面瓷砖 600×600',
    cht: '釉面瓷磚 600×600',
    pt: 'Mosaico cerâmico vidrado 600×600',
    en: 'Glazed ceramic tiles 600×600',
  },
  竹编收纳篮: {
    zh: '竹编收纳篮',
    cht: '竹編收納籃',
    pt: 'Cesto de arrumação em bambu entrançado',
    en: 'Woven bamboo storage basket',
  },
  '运动鞋 (男款)': {
    zh: '运动鞋 (男款)',
    cht: '運動鞋 (男款)',
    pt: 'Sapatilhas desportivas de homem',
    en: "Men's sports shoes",
  },
  纯棉T恤: { zh: '纯棉T恤', cht: '純棉T恤', pt: 'T-shirt 100% algodão', en: '100% cotton T-shirt' },
  // Cortiça & Granito do Norte
  'Rolhas de cortiça aglomerada': {
    zh: '聚合软木塞',
    cht: '聚合軟木塞',
    pt: 'Rolhas de cortiça aglomerada',
    en: 'Agglomerated cork stoppers',
  },
  'Granito Amarelo Real polido': {
    zh: '皇家黄花岗岩抛光板',
    cht: '皇家黃花崗岩拋光板',
    pt: 'Granito Amarelo Real polido',
    en: 'Polished Amarelo Real granite',
  },
  'Vinho Verde Alvarinho': {
    zh: '阿尔瓦里尼奥绿酒（葡萄酒）',
    cht: '阿爾瓦里尼奧綠酒（葡萄酒）',
    pt: 'Vinho Verde Alvarinho',
    en: 'Alvarinho Vinho Verde wine',
  },
  'Sapatos de couro clássicos': {
    zh: '经典真皮皮鞋',
    cht: '經典真皮皮鞋',
    pt: 'Sapatos de couro clássicos',
    en: 'Classic leather shoes',
  },
  'Conservas de sardinha em azeite': {
    zh: '橄榄油浸沙丁鱼罐头',
    cht: '橄欖油浸沙丁魚罐頭',
    pt: 'Conservas de sardinha em azeite',
    en: 'Sardines in olive oil, tinned',
  },
  'Toalhas de banho de algodão': {
    zh: '纯棉浴巾',
    cht: '純棉浴巾',
    pt: 'Toalhas de banho de algodão',
    en: 'Cotton bath towels',
  },
  // Agro Soja Paraná
  'Soja em grão, safra 2026': {
    zh: '大豆（2026年产季）',
    cht: '大豆（2026年產季）',
    pt: 'Soja em grão, safra 2026',
    en: 'Soybeans, 2026 crop',
  },
  'Carne bovina desossada congelada': {
    zh: '冷冻去骨牛肉',
    cht: '冷凍去骨牛肉',
    pt: 'Carne bovina desossada congelada',
    en: 'Frozen boneless beef',
  },
  'Suco de laranja concentrado': {
    zh: '浓缩橙汁',
    cht: '濃縮橙汁',
    pt: 'Suco de laranja concentrado',
    en: 'Concentrated orange juice',
  },
  'Cortes de frango congelados': {
    zh: '冷冻鸡肉分割件',
    cht: '冷凍雞肉分割件',
    pt: 'Cortes de frango congelados',
    en: 'Frozen chicken cuts',
  },
  'Farelo de soja': { zh: '豆粕', cht: '豆粕', pt: 'Farelo de soja', en: 'Soybean meal' },
  'Algodão em pluma': { zh: '皮棉', cht: '皮棉', pt: 'Algodão em pluma', en: 'Cotton lint' },
  // Moçambique Caju e Mariscos
  'Castanha de caju W320': {
    zh: '腰果仁 W320',
    cht: '腰果仁 W320',
    pt: 'Castanha de caju W320',
    en: 'Cashew kernels W320',
  },
  'Camarão congelado': {
    zh: '冷冻虾',
    cht: '冷凍蝦',
    pt: 'Camarão congelado',
    en: 'Frozen shrimp',
  },
  'Gergelim branco': {
    zh: '白芝麻',
    cht: '白芝麻',
    pt: 'Gergelim branco',
    en: 'White sesame seeds',
  },
  'Açúcar de cana bruto': {
    zh: '甘蔗原糖',
    cht: '甘蔗原糖',
    pt: 'Açúcar de cana bruto',
    en: 'Raw cane sugar',
  },
  'Tabaco em folha': { zh: '烟叶', cht: '煙葉', pt: 'Tabaco em folha', en: 'Leaf tobacco' },
  // Cabo Verde Pescas e Sal
  'Atum em conserva': {
    zh: '金枪鱼罐头',
    cht: '金槍魚罐頭',
    pt: 'Atum em conserva',
    en: 'Tinned tuna',
  },
  'Sal marinho do Sal': {
    zh: '萨尔岛海盐',
    cht: '薩爾島海鹽',
    pt: 'Sal marinho do Sal',
    en: 'Sea salt from Sal Island',
  },
  'Grogue de cana': {
    zh: '佛得角甘蔗烈酒（Grogue）',
    cht: '佛得角甘蔗烈酒（Grogue）',
    pt: 'Grogue de cana',
    en: 'Grogue, Cape Verdean sugar-cane spirit',
  },
  'Café do Fogo torrado': {
    zh: '福古岛烘焙咖啡',
    cht: '福古島烘焙咖啡',
    pt: 'Café do Fogo torrado',
    en: 'Roasted coffee from Fogo Island',
  },
  'Polvo congelado': {
    zh: '冷冻章鱼',
    cht: '冷凍章魚',
    pt: 'Polvo congelado',
    en: 'Frozen octopus',
  },
  // Timor Café Orgânico
  'Café arábica de Ermera, verde': {
    zh: '埃尔梅拉阿拉比卡咖啡生豆',
    cht: '埃爾梅拉阿拉比卡咖啡生豆',
    pt: 'Café arábica de Ermera, verde',
    en: 'Ermera green Arabica coffee',
  },
  'Café torrado em grão': {
    zh: '烘焙咖啡豆',
    cht: '烘焙咖啡豆',
    pt: 'Café torrado em grão',
    en: 'Roasted coffee beans',
  },
  'Baunilha em vagem': { zh: '香草荚', cht: '香草莢', pt: 'Baunilha em vagem', en: 'Vanilla pods' },
  'Noz de candlenut': { zh: '石栗', cht: '石栗', pt: 'Noz de candlenut', en: 'Candlenuts' },
  'Tais tecido à mão': {
    zh: '手工织造泰斯布（Tais）',
    cht: '手工織造泰斯布（Tais）',
    pt: 'Tais tecido à mão',
    en: 'Hand-woven tais cloth',
  },
  // Bissau Caju Exportadora
  'Castanha de caju com casca': {
    zh: '带壳腰果',
    cht: '帶殼腰果',
    pt: 'Castanha de caju com casca',
    en: 'Raw cashew nuts in shell',
  },
  'Óleo de palma bruto': {
    zh: '粗棕榈油',
    cht: '粗棕櫚油',
    pt: 'Óleo de palma bruto',
    en: 'Crude palm oil',
  },
  'Arroz semibranqueado': {
    zh: '半精制大米',
    cht: '半精製大米',
    pt: 'Arroz semibranqueado',
    en: 'Semi-milled rice',
  },
  'Manga seca': { zh: '芒果干', cht: '芒果乾', pt: 'Manga seca', en: 'Dried mango' },
  'Peixe seco salgado': {
    zh: '咸干鱼',
    cht: '鹹乾魚',
    pt: 'Peixe seco salgado',
    en: 'Salted dried fish',
  },
  // São Tomé Cacau Fino
  'Cacau em amêndoa fermentado': {
    zh: '发酵可可豆',
    cht: '發酵可可豆',
    pt: 'Cacau em amêndoa fermentado',
    en: 'Fermented cocoa beans',
  },
  'Chocolate negro 70%': {
    zh: '70%黑巧克力',
    cht: '70%黑巧克力',
    pt: 'Chocolate negro 70%',
    en: 'Dark chocolate 70%',
  },
  'Pimenta preta': { zh: '黑胡椒', cht: '黑胡椒', pt: 'Pimenta preta', en: 'Black pepper' },
  'Óleo de coco virgem': {
    zh: '初榨椰子油',
    cht: '初榨椰子油',
    pt: 'Óleo de coco virgem',
    en: 'Virgin coconut oil',
  },
  'Café robusta de montanha': {
    zh: '高山罗布斯塔咖啡',
    cht: '高山羅布斯塔咖啡',
    pt: 'Café robusta de montanha',
    en: 'Mountain Robusta coffee',
  },
  // Malabo Madeiras e Cacau
  'Toras de okoumé': {
    zh: '奥古曼原木',
    cht: '奧古曼原木',
    pt: 'Toras de okoumé',
    en: 'Okoumé logs',
  },
  'Madeira serrada de ébano': {
    zh: '乌木锯材',
    cht: '烏木鋸材',
    pt: 'Madeira serrada de ébano',
    en: 'Sawn ebony timber',
  },
  'Cacau de Bioko': {
    zh: '比奥科可可豆',
    cht: '比奧科可可豆',
    pt: 'Cacau de Bioko',
    en: 'Bioko cocoa beans',
  },
  'Móveis de madeira maciça': {
    zh: '实木家具',
    cht: '實木家具',
    pt: 'Móveis de madeira maciça',
    en: 'Solid wood furniture',
  },
};

/** Company names and what each does (its scope), by the name the company registered. */
const COMPANY_TEXTS: Record<string, InFourLanguages<{ name: string; scope: string }>> = {
  云南普洱茶源茶业有限公司: {
    zh: { name: '云南普洱茶源茶业有限公司', scope: '普洱茶、白茶、滇红的种植、加工与出口' },
    cht: { name: '雲南普洱茶源茶業有限公司', scope: '普洱茶、白茶、滇紅的種植、加工與出口' },
    pt: {
      name: "Yunnan Pu'er Chayuan, Comércio de Chá, Lda.",
      scope: 'Cultivo, transformação e exportação de chá Pu-erh, chá branco e chá preto Dianhong',
    },
    en: {
      name: "Yunnan Pu'er Chayuan Tea Co., Ltd.",
      scope: 'Growing, processing and export of Pu-erh, white and Dianhong black tea',
    },
  },
  澳门中葡商贸服务有限公司: {
    zh: { name: '澳门中葡商贸服务有限公司', scope: '中国与葡语国家之间的食品贸易、转口与清关服务' },
    cht: {
      name: '澳門中葡商貿服務有限公司',
      scope: '中國與葡語國家之間的食品貿易、轉口與清關服務',
    },
    pt: {
      name: 'Serviços Comerciais China-Portugal (Macau), Lda.',
      scope:
        'Comércio de produtos alimentares, reexportação e desalfandegamento entre a China e os países de língua portuguesa',
    },
    en: {
      name: 'Macau Sino-Portuguese Trade Services Co., Ltd.',
      scope:
        'Food trade, re-export and customs clearance between China and Portuguese-speaking countries',
    },
  },
  'Lusitânia Vinhos e Azeites, Lda.': {
    zh: { name: '卢西塔尼亚葡萄酒与橄榄油有限公司', scope: '波特酒、葡萄牙橄榄油与软木塞出口' },
    cht: { name: '盧西塔尼亞葡萄酒與橄欖油有限公司', scope: '波特酒、葡萄牙橄欖油與軟木塞出口' },
    pt: {
      name: 'Lusitânia Vinhos e Azeites, Lda.',
      scope: 'Exportação de Vinho do Porto, azeite português e rolhas de cortiça',
    },
    en: {
      name: 'Lusitânia Wines & Olive Oils, Lda.',
      scope: 'Export of Port wine, Portuguese olive oil and cork stoppers',
    },
  },
  'Café Serra Verde Exportação Ltda.': {
    zh: { name: '绿山咖啡出口有限公司', scope: '巴西咖啡生豆与原糖出口' },
    cht: { name: '綠山咖啡出口有限公司', scope: '巴西咖啡生豆與原糖出口' },
    pt: {
      name: 'Café Serra Verde Exportação Ltda.',
      scope: 'Exportação de café verde e açúcar bruto do Brasil',
    },
    en: {
      name: 'Café Serra Verde Export Ltd.',
      scope: 'Export of Brazilian green coffee and raw sugar',
    },
  },
  'Kwanza Agro-Comércio, Lda.': {
    zh: { name: '宽扎农业贸易有限公司', scope: '安哥拉咖啡与木材出口' },
    cht: { name: '寬扎農業貿易有限公司', scope: '安哥拉咖啡與木材出口' },
    pt: { name: 'Kwanza Agro-Comércio, Lda.', scope: 'Exportação de café e madeira de Angola' },
    en: { name: 'Kwanza Agri-Trading, Lda.', scope: 'Export of Angolan coffee and timber' },
  },
  青岛海丰食品进出口有限公司: {
    zh: { name: '青岛海丰食品进出口有限公司', scope: '水产品、花生、调味品与饮料的进出口' },
    cht: { name: '青島海豐食品進出口有限公司', scope: '水產品、花生、調味品與飲料的進出口' },
    pt: {
      name: 'Qingdao Haifeng, Importação e Exportação de Alimentos, Lda.',
      scope: 'Importação e exportação de pescado, amendoim, condimentos e bebidas',
    },
    en: {
      name: 'Qingdao Haifeng Food Import & Export Co., Ltd.',
      scope: 'Import and export of seafood, peanuts, condiments and beverages',
    },
  },
  厦门石材与陶瓷工艺有限公司: {
    zh: { name: '厦门石材与陶瓷工艺有限公司', scope: '石材、陶瓷、竹编与日用消费品出口' },
    cht: { name: '廈門石材與陶瓷工藝有限公司', scope: '石材、陶瓷、竹編與日用消費品出口' },
    pt: {
      name: 'Xiamen Pedra e Cerâmica Artesanal, Lda.',
      scope: 'Exportação de pedra natural, cerâmica, artigos de bambu e bens de consumo',
    },
    en: {
      name: 'Xiamen Stone & Ceramic Crafts Co., Ltd.',
      scope: 'Export of natural stone, ceramics, bamboo goods and consumer goods',
    },
  },
  'Cortiça & Granito do Norte, Lda.': {
    zh: { name: '北方软木与花岗岩有限公司', scope: '软木塞、花岗岩、绿酒及葡萄牙消费品出口' },
    cht: { name: '北方軟木與花崗岩有限公司', scope: '軟木塞、花崗岩、綠酒及葡萄牙消費品出口' },
    pt: {
      name: 'Cortiça & Granito do Norte, Lda.',
      scope: 'Exportação de rolhas de cortiça, granito, Vinho Verde e bens de consumo portugueses',
    },
    en: {
      name: 'Northern Cork & Granite, Lda.',
      scope: 'Export of cork stoppers, granite, Vinho Verde and Portuguese consumer goods',
    },
  },
  'Agro Soja Paraná Exportadora Ltda.': {
    zh: { name: '巴拉那农业大豆出口有限公司', scope: '大豆、豆粕、肉类、橙汁与棉花出口' },
    cht: { name: '巴拉那農業大豆出口有限公司', scope: '大豆、豆粕、肉類、橙汁與棉花出口' },
    pt: {
      name: 'Agro Soja Paraná Exportadora Ltda.',
      scope: 'Exportação de soja, farelo, carnes, suco de laranja e algodão',
    },
    en: {
      name: 'Agro Soja Paraná Exporter Ltd.',
      scope: 'Export of soybeans, soybean meal, meat, orange juice and cotton',
    },
  },
  'Moçambique Caju e Mariscos, Lda.': {
    zh: { name: '莫桑比克腰果与海产有限公司', scope: '腰果、虾、芝麻、原糖与烟叶出口' },
    cht: { name: '莫桑比克腰果與海產有限公司', scope: '腰果、蝦、芝麻、原糖與煙葉出口' },
    pt: {
      name: 'Moçambique Caju e Mariscos, Lda.',
      scope: 'Exportação de castanha de caju, camarão, gergelim, açúcar bruto e tabaco',
    },
    en: {
      name: 'Mozambique Cashew & Seafood, Lda.',
      scope: 'Export of cashew nuts, shrimp, sesame, raw sugar and tobacco',
    },
  },
  'Cabo Verde Pescas e Sal, S.A.': {
    zh: { name: '佛得角渔业与海盐股份有限公司', scope: '水产罐头、冷冻海产、海盐、咖啡与烈酒出口' },
    cht: {
      name: '佛得角漁業與海鹽股份有限公司',
      scope: '水產罐頭、冷凍海產、海鹽、咖啡與烈酒出口',
    },
    pt: {
      name: 'Cabo Verde Pescas e Sal, S.A.',
      scope: 'Exportação de conservas de peixe, marisco congelado, sal marinho, café e grogue',
    },
    en: {
      name: 'Cabo Verde Fisheries & Salt, S.A.',
      scope: 'Export of tinned fish, frozen seafood, sea salt, coffee and grogue',
    },
  },
  'Timor Café Orgânico, Unipessoal Lda.': {
    zh: { name: '东帝汶有机咖啡一人有限公司', scope: '有机咖啡、香料与手工织品出口' },
    cht: { name: '東帝汶有機咖啡一人有限公司', scope: '有機咖啡、香料與手工織品出口' },
    pt: {
      name: 'Timor Café Orgânico, Unipessoal Lda.',
      scope: 'Exportação de café biológico, especiarias e têxteis artesanais',
    },
    en: {
      name: 'Timor Organic Coffee, Unipessoal Lda.',
      scope: 'Export of organic coffee, spices and hand-woven textiles',
    },
  },
  'Bissau Caju Exportadora, Lda.': {
    zh: { name: '比绍腰果出口有限公司', scope: '腰果、棕榈油、大米与干货出口' },
    cht: { name: '比紹腰果出口有限公司', scope: '腰果、棕櫚油、大米與乾貨出口' },
    pt: {
      name: 'Bissau Caju Exportadora, Lda.',
      scope: 'Exportação de caju, óleo de palma, arroz e produtos secos',
    },
    en: {
      name: 'Bissau Cashew Exporters, Lda.',
      scope: 'Export of cashew nuts, palm oil, rice and dried produce',
    },
  },
  'São Tomé Cacau Fino, Lda.': {
    zh: { name: '圣多美精品可可有限公司', scope: '精品可可豆、巧克力、香料与咖啡出口' },
    cht: { name: '聖多美精品可可有限公司', scope: '精品可可豆、巧克力、香料與咖啡出口' },
    pt: {
      name: 'São Tomé Cacau Fino, Lda.',
      scope: 'Exportação de cacau fino, chocolate, especiarias e café',
    },
    en: {
      name: 'São Tomé Fine Cocoa, Lda.',
      scope: 'Export of fine cocoa, chocolate, spices and coffee',
    },
  },
  'Malabo Madeiras e Cacau, S.L.': {
    zh: { name: '马拉博木材与可可有限公司', scope: '热带原木、锯材、可可与实木家具出口' },
    cht: { name: '馬拉博木材與可可有限公司', scope: '熱帶原木、鋸材、可可與實木傢具出口' },
    pt: {
      name: 'Malabo Madeiras e Cacau, S.L.',
      scope: 'Exportação de toros tropicais, madeira serrada, cacau e móveis de madeira maciça',
    },
    en: {
      name: 'Malabo Timber & Cocoa, S.L.',
      scope: 'Export of tropical logs, sawn timber, cocoa and solid wood furniture',
    },
  },
  中葡经贸门户运营中心: {
    zh: { name: '中葡经贸门户运营中心', scope: '中国与葡语国家经贸门户的运营与审核' },
    cht: { name: '中葡經貿門戶運營中心', scope: '中國與葡語國家經貿門戶的運營與審核' },
    pt: {
      name: 'Centro de Operações do Portal Comercial China–Países de Língua Portuguesa',
      scope:
        'Operação e moderação do portal comercial entre a China e os países de língua portuguesa',
    },
    en: {
      name: 'Operations Centre of the China–Portuguese-speaking Countries Trade Portal',
      scope:
        'Running and moderating the trade portal between China and Portuguese-speaking countries',
    },
  },
};

/** Demand texts, by the title the buyer typed. */
const DEMAND_TEXTS: Record<
  string,
  InFourLanguages<{ title: string; productName: string; description: string }>
> = {
  'Chá verde Longjing para lojas gourmet em Lisboa': {
    zh: {
      title: '为里斯本精品食品店采购龙井绿茶',
      productName: '龙井绿茶（整叶）',
      description: '100克包装，附葡萄牙文标签；需提供原产地证书和农残检测报告。',
    },
    cht: {
      title: '為里斯本精品食品店採購龍井綠茶',
      productName: '龍井綠茶（整葉）',
      description: '100克包裝，附葡萄牙文標籤；需提供原產地證書和農殘檢測報告。',
    },
    pt: {
      title: 'Chá verde Longjing para lojas gourmet em Lisboa',
      productName: 'Chá verde Longjing, folha inteira',
      description:
        'Embalagens de 100 g com rótulo em português; certificado de origem e análise de resíduos.',
    },
    en: {
      title: 'Longjing green tea for gourmet shops in Lisbon',
      productName: 'Longjing green tea, whole leaf',
      description:
        '100 g packs labelled in Portuguese; certificate of origin and pesticide residue analysis.',
    },
  },
  'Máquinas de embalagem de café em grão': {
    zh: {
      title: '采购咖啡豆包装机',
      productName: '带排气阀的全自动包装机',
      description: '包装规格250克至1千克，电压220 V / 60 Hz，需提供葡萄牙文说明书及远程技术支持。',
    },
    cht: {
      title: '採購咖啡豆包裝機',
      productName: '帶排氣閥的全自動包裝機',
      description: '包裝規格250克至1千克，電壓220 V / 60 Hz，需提供葡萄牙文說明書及遠程技術支援。',
    },
    pt: {
      title: 'Máquinas de embalagem de café em grão',
      productName: 'Máquina automática de embalagem com válvula',
      description:
        'Sacos de 250 g a 1 kg, 220 V / 60 Hz, manual em português e assistência remota.',
    },
    en: {
      title: 'Packing machines for coffee beans',
      productName: 'Automatic packing machine with degassing valve',
      description: 'Bags from 250 g to 1 kg, 220 V / 60 Hz, manual in Portuguese, remote support.',
    },
  },
  '葡萄牙特级初榨橄榄油（500 毫升瓶装）': {
    zh: {
      title: '葡萄牙特级初榨橄榄油（500 毫升瓶装）',
      productName: '特级初榨橄榄油',
      description: '需附中文标签及澳门进口所需文件，分两批交货。',
    },
    cht: {
      title: '葡萄牙特級初榨橄欖油（500 毫升瓶裝）',
      productName: '特級初榨橄欖油',
      description: '需附中文標籤及澳門進口所需文件，分兩批交貨。',
    },
    pt: {
      title: 'Azeite virgem extra português (garrafas de 500 ml)',
      productName: 'Azeite virgem extra',
      description:
        'Com rótulo em chinês e os documentos exigidos para a importação em Macau; entrega em duas remessas.',
    },
    en: {
      title: 'Portuguese extra virgin olive oil (500 ml bottles)',
      productName: 'Extra virgin olive oil',
      description:
        'Chinese labels and the documents Macau requires for import; delivery in two lots.',
    },
  },
  采购巴西阿拉比卡咖啡生豆: {
    zh: {
      title: '采购巴西阿拉比卡咖啡生豆',
      productName: '阿拉比卡咖啡生豆',
      description: '米纳斯吉拉斯产区，17/18 目，需提供品质证书和熏蒸证明。',
    },
    cht: {
      title: '採購巴西阿拉比卡咖啡生豆',
      productName: '阿拉比卡咖啡生豆',
      description: '米納斯吉拉斯產區，17/18 目，需提供品質證書和燻蒸證明。',
    },
    pt: {
      title: 'Compra de café arábica verde do Brasil',
      productName: 'Café arábica verde',
      description:
        'Região de Minas Gerais, peneira 17/18; certificados de qualidade e de fumigação.',
    },
    en: {
      title: 'Buying green Arabica coffee from Brazil',
      productName: 'Green Arabica coffee',
      description: 'Minas Gerais region, screen 17/18; quality and fumigation certificates.',
    },
  },
};

const LANGUAGES: readonly Language[] = ['zh', 'cht', 'pt', 'en'];

/**
 * The original language and the other languages of a demo listing whose author typed
 * `original`. Throws for a listing with no texts here, so no demo listing goes without them.
 */
function inFourLanguages<Kind extends ListingKind>(
  kind: Kind,
  key: string,
  texts: InFourLanguages<Record<ListingTextField<Kind>, string>> | undefined,
): { originalLanguage: Language; translations: ListingTranslations<Kind> } {
  if (!texts) throw new Error(`demo ${kind} "${key}" has no texts in the four languages`);
  const firstField = Object.keys(texts.zh)[0] as ListingTextField<Kind>;
  const originalLanguage = LANGUAGES.find((language) => texts[language][firstField] === key);
  if (!originalLanguage) throw new Error(`demo ${kind} "${key}" is in none of its languages`);
  const translations: ListingTranslations<Kind> = {};
  for (const language of LANGUAGES)
    if (language !== originalLanguage) translations[language] = { ...texts[language] };
  return { originalLanguage, translations };
}

export const demoProductLanguages = (name: string) =>
  inFourLanguages(
    'product',
    name,
    PRODUCT_NAMES[name] &&
      (Object.fromEntries(
        LANGUAGES.map((language) => [language, { name: PRODUCT_NAMES[name]![language] }]),
      ) as InFourLanguages<{ name: string; description: string }>),
  );

/** A demo company's scope in its own language and its languages. */
export function demoCompanyTexts(name: string) {
  const texts = COMPANY_TEXTS[name];
  return {
    ...inFourLanguages('company', name, texts),
    scope: texts ? Object.values(texts).find((text) => text.name === name)!.scope : null,
  };
}

export const demoDemandLanguages = (title: string) =>
  inFourLanguages('demand', title, DEMAND_TEXTS[title]);
