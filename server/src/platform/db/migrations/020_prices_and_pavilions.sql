-- Commodity prices and the themed pavilions (issue #15, docs/prices-and-pavilions.md). Texts are
-- stored in the four portal languages ({"zh": …, "cht": …, "pt": …, "en": …}) and served in the
-- request's. The commodities and pavilions below are product content; the observations are not:
-- they come from an import (a CSV file, the operator's form), never from this migration.

CREATE TABLE commodities (
  code               TEXT PRIMARY KEY CHECK (code ~ '^[a-z0-9-]{2,40}$'),
  name               JSONB NOT NULL,
  -- what exactly the figure is: grade, market, basis
  description        JSONB NOT NULL,
  -- a unit key of @portal/i18n (kg, l, t); every observation of the commodity is in it
  unit               TEXT NOT NULL,
  currency           CHAR(3) NOT NULL,
  hs_code            TEXT,
  sort               INTEGER NOT NULL DEFAULT 0
);

-- One figure per commodity and observation day; a later import or entry for the day replaces it.
CREATE TABLE commodity_prices (
  id                 SERIAL PRIMARY KEY,
  commodity          TEXT NOT NULL REFERENCES commodities (code),
  observed_on        DATE NOT NULL,
  price              NUMERIC(14, 4) NOT NULL CHECK (price > 0),
  -- who published the figure, shown with it ('sample' marks the demo's sample data)
  source             TEXT NOT NULL CHECK (source <> ''),
  -- how it arrived: the CSV file's name, or the operator who entered it
  import_file        TEXT,
  entered_by         INTEGER REFERENCES members (id),
  updated_at         TIMESTAMPTZ NOT NULL,
  UNIQUE (commodity, observed_on)
);

-- CSV files already imported from the prices folder, so a periodic import skips unchanged ones.
CREATE TABLE price_imports (
  file_name          TEXT PRIMARY KEY,
  checksum           TEXT NOT NULL,
  rows               INTEGER NOT NULL,
  imported_at        TIMESTAMPTZ NOT NULL
);

-- A pavilion's companies and products are those of the supply side that match its rules: a
-- product whose HS code starts with one of hs_prefixes, or a company whose country is one of
-- countries, whose industry contains one of industry_words, or that is listed in
-- pavilion_companies (companies have no province: Shandong's are curated there).
CREATE TABLE pavilions (
  key                TEXT PRIMARY KEY CHECK (key ~ '^[a-z]{2,20}$'),
  name               JSONB NOT NULL,
  tagline            JSONB NOT NULL,
  -- paragraphs separated by blank lines
  intro              JSONB NOT NULL,
  hs_prefixes        TEXT[] NOT NULL DEFAULT '{}',
  countries          TEXT[] NOT NULL DEFAULT '{}',
  industry_words     TEXT[] NOT NULL DEFAULT '{}',
  -- commodity codes whose prices the pavilion shows, in order
  commodities        TEXT[] NOT NULL DEFAULT '{}',
  sort               INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE pavilion_companies (
  pavilion           TEXT NOT NULL REFERENCES pavilions (key),
  company_id         INTEGER NOT NULL REFERENCES companies (id),
  sort               INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (pavilion, company_id)
);

INSERT INTO commodities (code, name, description, unit, currency, hs_code, sort) VALUES
('tea-puer',
 '{"zh":"普洱茶（熟茶）","cht":"普洱茶（熟茶）","pt":"Chá Pu''er (fermentado)","en":"Pu''er tea (ripe)"}',
 '{"zh":"云南普洱熟茶，散茶一级，产地批发价","cht":"雲南普洱熟茶，散茶一級，產地批發價","pt":"Pu''er fermentado de Yunnan, a granel, 1.º grau, preço grossista na origem","en":"Yunnan ripe Pu''er, loose, first grade, wholesale at origin"}',
 'kg', 'CNY', '090230', 1),
('tea-dianhong',
 '{"zh":"滇红工夫红茶","cht":"滇紅工夫紅茶","pt":"Chá preto Dianhong","en":"Dianhong black tea"}',
 '{"zh":"云南工夫红茶，一级，产地批发价","cht":"雲南工夫紅茶，一級，產地批發價","pt":"Chá preto Gongfu de Yunnan, 1.º grau, preço grossista na origem","en":"Yunnan Gongfu black tea, first grade, wholesale at origin"}',
 'kg', 'CNY', '090230', 2),
('tea-tieguanyin',
 '{"zh":"安溪铁观音","cht":"安溪鐵觀音","pt":"Chá oolong Tieguanyin","en":"Tieguanyin oolong"}',
 '{"zh":"福建安溪清香型铁观音，一级，产地批发价","cht":"福建安溪清香型鐵觀音，一級，產地批發價","pt":"Tieguanyin de Anxi (Fujian), aroma leve, 1.º grau, preço grossista na origem","en":"Anxi (Fujian) light-roast Tieguanyin, first grade, wholesale at origin"}',
 'kg', 'CNY', '090230', 3),
('tea-laoshan',
 '{"zh":"崂山绿茶","cht":"嶗山綠茶","pt":"Chá verde de Laoshan","en":"Laoshan green tea"}',
 '{"zh":"山东青岛崂山绿茶，一级，产地批发价","cht":"山東青島嶗山綠茶，一級，產地批發價","pt":"Chá verde de Laoshan (Qingdao, Shandong), 1.º grau, preço grossista na origem","en":"Laoshan (Qingdao, Shandong) green tea, first grade, wholesale at origin"}',
 'kg', 'CNY', '090210', 4),
('tea-chunmee',
 '{"zh":"珍眉绿茶（出口）","cht":"珍眉綠茶（出口）","pt":"Chá verde Chunmee (exportação)","en":"Chunmee green tea (export)"}',
 '{"zh":"出口珍眉绿茶 9371，FOB 上海","cht":"出口珍眉綠茶 9371，FOB 上海","pt":"Chunmee 9371 para exportação, FOB Xangai","en":"Export Chunmee 9371, FOB Shanghai"}',
 'kg', 'USD', '090220', 5),
('wine-douro',
 '{"zh":"杜罗河红葡萄酒","cht":"杜羅河紅葡萄酒","pt":"Vinho tinto do Douro","en":"Douro red wine"}',
 '{"zh":"葡萄牙杜罗河 DOC 红葡萄酒，散装，出厂价","cht":"葡萄牙杜羅河 DOC 紅葡萄酒，散裝，出廠價","pt":"Vinho tinto DOC Douro, a granel, à saída da adega","en":"Douro DOC red wine, bulk, ex-cellar"}',
 'l', 'EUR', '220429', 6),
('wine-verde',
 '{"zh":"葡萄牙绿酒","cht":"葡萄牙綠酒","pt":"Vinho Verde","en":"Vinho Verde"}',
 '{"zh":"葡萄牙绿酒 DOC 白葡萄酒，散装，出厂价","cht":"葡萄牙綠酒 DOC 白葡萄酒，散裝，出廠價","pt":"Vinho Verde DOC branco, a granel, à saída da adega","en":"Vinho Verde DOC white, bulk, ex-cellar"}',
 'l', 'EUR', '220429', 7),
('olive-oil',
 '{"zh":"特级初榨橄榄油","cht":"特級初榨橄欖油","pt":"Azeite virgem extra","en":"Extra virgin olive oil"}',
 '{"zh":"葡萄牙特级初榨橄榄油，散装，出厂价","cht":"葡萄牙特級初榨橄欖油，散裝，出廠價","pt":"Azeite virgem extra português, a granel, à saída do lagar","en":"Portuguese extra virgin olive oil, bulk, ex-mill"}',
 'kg', 'EUR', '150920', 8),
('coffee-arabica',
 '{"zh":"阿拉比卡咖啡生豆","cht":"阿拉比卡咖啡生豆","pt":"Café arábica verde","en":"Green arabica coffee"}',
 '{"zh":"巴西阿拉比卡生豆 NY 2/3，FOB 桑托斯","cht":"巴西阿拉比卡生豆 NY 2/3，FOB 桑托斯","pt":"Arábica brasileiro NY 2/3, FOB Santos","en":"Brazilian arabica NY 2/3, FOB Santos"}',
 'kg', 'USD', '090111', 9),
('soybeans',
 '{"zh":"大豆","cht":"大豆","pt":"Soja em grão","en":"Soybeans"}',
 '{"zh":"巴西大豆，FOB 巴拉那瓜港","cht":"巴西大豆，FOB 巴拉那瓜港","pt":"Soja brasileira, FOB Paranaguá","en":"Brazilian soybeans, FOB Paranaguá"}',
 't', 'USD', '120190', 10),
('peanuts',
 '{"zh":"花生仁","cht":"花生仁","pt":"Amendoim descascado","en":"Shelled peanuts"}',
 '{"zh":"山东花生仁（大花生），产地收购价","cht":"山東花生仁（大花生），產地收購價","pt":"Amendoim descascado de Shandong (grão grande), preço à produção","en":"Shandong shelled peanuts (large kernel), farm-gate"}',
 'kg', 'CNY', '120242', 11),
('cork',
 '{"zh":"天然软木","cht":"天然軟木","pt":"Cortiça natural","en":"Natural cork"}',
 '{"zh":"葡萄牙天然软木原料，一级，林地价","cht":"葡萄牙天然軟木原料，一級，林地價","pt":"Cortiça amadia portuguesa, 1.ª qualidade, preço no montado","en":"Portuguese raw cork, first quality, at the estate"}',
 'kg', 'EUR', '450110', 12);

INSERT INTO pavilions (key, name, tagline, intro, hs_prefixes, countries, industry_words, commodities, sort) VALUES
('tea',
 '{"zh":"茶叶馆","cht":"茶葉館","pt":"Pavilhão do Chá","en":"Tea Pavilion"}',
 '{"zh":"从云南、福建到崂山的好茶，走向葡语国家","cht":"從雲南、福建到嶗山的好茶，走向葡語國家","pt":"Chás de Yunnan, Fujian e Laoshan a caminho dos países de língua portuguesa","en":"Teas from Yunnan, Fujian and Laoshan on their way to Portuguese-speaking markets"}',
 '{"zh":"茶经澳门传入葡萄牙，葡萄牙语的“chá”正来自粤语的“茶”。今天，中国的普洱、红茶、乌龙和绿茶在葡语国家仍有稳定的消费群体。\n\n本馆汇集平台上以茶为业的已认证企业和 HS 0902（茶）项下的已发布产品，并列出主要茶类的价格观测，帮助买家比较货源。","cht":"茶經澳門傳入葡萄牙，葡萄牙語的「chá」正來自粵語的「茶」。今天，中國的普洱、紅茶、烏龍和綠茶在葡語國家仍有穩定的消費群體。\n\n本館匯集平台上以茶為業的已認證企業和 HS 0902（茶）項下的已發佈產品，並列出主要茶類的價格觀測，幫助買家比較貨源。","pt":"O chá chegou a Portugal por Macau, e a palavra «chá» vem do cantonês. Hoje, os chás pu''er, pretos, oolong e verdes da China continuam a ter consumidores fiéis nos países de língua portuguesa.\n\nEste pavilhão reúne as empresas verificadas do setor do chá e os produtos publicados da posição SH 0902 (chá), com as observações de preço dos principais chás, para ajudar os compradores a comparar a oferta.","en":"Tea reached Portugal through Macau, and the Portuguese word «chá» comes from Cantonese. Today China''s pu''er, black, oolong and green teas still have loyal drinkers in the Portuguese-speaking countries.\n\nThis pavilion gathers the platform''s verified tea companies and the published products of HS heading 0902 (tea), with price observations of the main teas, to help buyers compare what is on offer."}',
 '{0902}', '{}', '{茶,tea,chá}', '{tea-puer,tea-dianhong,tea-tieguanyin,tea-laoshan,tea-chunmee}', 1),
('macau',
 '{"zh":"澳门馆","cht":"澳門館","pt":"Pavilhão de Macau","en":"Macau Pavilion"}',
 '{"zh":"中国与葡语国家的商贸服务平台","cht":"中國與葡語國家的商貿服務平台","pt":"A plataforma de serviços comerciais entre a China e os países de língua portuguesa","en":"The trade services platform between China and the Portuguese-speaking countries"}',
 '{"zh":"澳门兼具中文和葡文的语言、法律与商业传统，是中国与葡语国家经贸合作的服务平台，也是葡语国家食品进入内地市场的集散中心。\n\n本馆展示注册地在澳门的已认证企业及其已发布产品，并列出葡语国家葡萄酒、橄榄油、咖啡和软木的价格观测。","cht":"澳門兼具中文和葡文的語言、法律與商業傳統，是中國與葡語國家經貿合作的服務平台，也是葡語國家食品進入內地市場的集散中心。\n\n本館展示註冊地在澳門的已認證企業及其已發佈產品，並列出葡語國家葡萄酒、橄欖油、咖啡和軟木的價格觀測。","pt":"Com tradições linguísticas, jurídicas e comerciais chinesas e portuguesas, Macau é a plataforma de serviços para a cooperação económica e comercial entre a China e os países de língua portuguesa, e o centro de distribuição dos seus produtos alimentares para o Interior da China.\n\nEste pavilhão mostra as empresas verificadas registadas em Macau e os seus produtos publicados, com as observações de preço do vinho, do azeite, do café e da cortiça dos países de língua portuguesa.","en":"With Chinese and Portuguese traditions in language, law and business, Macau is the services platform for economic and trade cooperation between China and the Portuguese-speaking countries, and the distribution centre for their food products bound for mainland China.\n\nThis pavilion shows the verified companies registered in Macau and their published products, with price observations of wine, olive oil, coffee and cork from the Portuguese-speaking countries."}',
 '{}', '{MO}', '{}', '{wine-douro,wine-verde,olive-oil,coffee-arabica,cork}', 2),
('shandong',
 '{"zh":"山东馆","cht":"山東館","pt":"Pavilhão de Shandong","en":"Shandong Pavilion"}',
 '{"zh":"农业与海洋大省，经青岛港连通葡语国家","cht":"農業與海洋大省，經青島港連通葡語國家","pt":"Uma província agrícola e marítima, ligada aos países lusófonos pelo porto de Qingdao","en":"An agricultural and maritime province, linked to Portuguese-speaking markets through the port of Qingdao"}',
 '{"zh":"山东是中国的农业和海洋经济大省，花生、水产品和崂山绿茶享有盛名；青岛港是大豆等大宗农产品进口的重要口岸。\n\n本馆展示平台遴选的山东已认证企业及其已发布产品，并列出与山东贸易相关的大豆、花生和崂山绿茶的价格观测。","cht":"山東是中國的農業和海洋經濟大省，花生、水產品和嶗山綠茶享有盛名；青島港是大豆等大宗農產品進口的重要口岸。\n\n本館展示平台遴選的山東已認證企業及其已發佈產品，並列出與山東貿易相關的大豆、花生和嶗山綠茶的價格觀測。","pt":"Shandong é uma grande província agrícola e marítima da China, conhecida pelo amendoim, pelo pescado e pelo chá verde de Laoshan; o porto de Qingdao é uma importante porta de entrada de soja e de outros produtos agrícolas a granel.\n\nEste pavilhão mostra as empresas verificadas de Shandong selecionadas pela plataforma e os seus produtos publicados, com as observações de preço da soja, do amendoim e do chá verde de Laoshan.","en":"Shandong is one of China''s great agricultural and maritime provinces, known for peanuts, seafood and Laoshan green tea; the port of Qingdao is a major gateway for soybeans and other bulk farm imports.\n\nThis pavilion shows the verified Shandong companies selected by the platform and their published products, with price observations of soybeans, peanuts and Laoshan green tea."}',
 '{}', '{}', '{}', '{soybeans,peanuts,tea-laoshan}', 3);
