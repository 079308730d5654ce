-- The portal's own editorial pages (issue #15, docs/cases-and-services.md): the industry cases of
-- /successCase and their eight pages, and the service pages (/aph, /jkh, /serviceCenter,
-- /industryEnabling, /customerService). Product content, not demo data: seeded here, then edited
-- by operators (platform:content:manage) through PUT operator/content/:slug.

CREATE TABLE content_pages (
  id                 SERIAL PRIMARY KEY,
  -- the page's route without its slash ('lbteaCase', 'aph'): the public API's key
  slug               TEXT NOT NULL UNIQUE CHECK (slug ~ '^[A-Za-z][A-Za-z0-9]{1,39}$'),
  kind               TEXT NOT NULL CHECK (kind IN ('case', 'service')),
  -- cases: an industry as the @portal/i18n dictionary knows it ('茶叶'), shown in the reader's language
  industry           TEXT,
  -- cases: the markets involved besides mainland China, ISO 3166-1 alpha-2 ('PT', 'BR', 'MO')
  countries          TEXT[] NOT NULL DEFAULT '{}',
  -- [{q?, hs?, label: {zh, cht, pt, en}}]: searches of the supply hall (/demandHall?tab=supply&q=&hs=)
  products           JSONB NOT NULL DEFAULT '[]',
  sort               INTEGER NOT NULL DEFAULT 0,
  published          BOOLEAN NOT NULL DEFAULT TRUE,
  CHECK (kind = 'service' OR industry IS NOT NULL)
);

-- One row per page and language; every page has all four.
CREATE TABLE content_page_texts (
  page_id            INTEGER NOT NULL REFERENCES content_pages (id),
  language           TEXT NOT NULL CHECK (language IN ('zh', 'cht', 'pt', 'en')),
  title              TEXT NOT NULL,
  summary            TEXT NOT NULL,
  -- [{key, heading, paragraphs: [text]}]; a case's keys are company, problem, platform, results
  sections           JSONB NOT NULL CHECK (jsonb_typeof(sections) = 'array'),
  -- [{value, label}]: the figures a case reports ("+38%", "出口额增长")
  metrics            JSONB NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(metrics) = 'array'),
  -- null while the text is as seeded; the operator who last edited it
  updated_by         INTEGER REFERENCES members (id),
  updated_at         TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (page_id, language)
);

-- Messages of the service pages' contact form join the operator's feedback queue: sent by a
-- guest, they belong to no member or company and carry the sender's own details instead.
ALTER TABLE feedback ALTER COLUMN company_id DROP NOT NULL;
ALTER TABLE feedback ALTER COLUMN member_id DROP NOT NULL;
ALTER TABLE feedback ADD COLUMN source TEXT NOT NULL DEFAULT 'member'
  CHECK (source IN ('member', 'contact'));
ALTER TABLE feedback ADD COLUMN sender_name TEXT;
ALTER TABLE feedback ADD COLUMN sender_company TEXT;
ALTER TABLE feedback ADD COLUMN contact_topic TEXT;
-- the slug of the service page the form was sent from
ALTER TABLE feedback ADD COLUMN contact_page TEXT;
ALTER TABLE feedback ADD CONSTRAINT feedback_sender_check CHECK (
  (source = 'member' AND member_id IS NOT NULL AND company_id IS NOT NULL)
  OR (source = 'contact' AND sender_name IS NOT NULL AND contact_topic IS NOT NULL)
);

-- The content, in the four languages. Dollar-quoted JSON: edit the text, keep the shape.

-- /lbteaCase
INSERT INTO content_pages (slug, kind, industry, countries, products, sort) VALUES
  ('lbteaCase', 'case', '茶叶', '{MO,PT}', $j$[{"q": "六堡茶", "label": {"zh": "六堡茶", "cht": "六堡茶", "pt": "Chá Liubao", "en": "Liubao tea"}}, {"hs": "0902", "label": {"zh": "茶叶（HS 0902）", "cht": "茶葉（HS 0902）", "pt": "Chá (SH 0902)", "en": "Tea (HS 0902)"}}]$j$, 10);
INSERT INTO content_page_texts (page_id, language, title, summary, sections, metrics)
SELECT p.id, t.key, t.value->>'title', t.value->>'summary', t.value->'sections', t.value->'metrics'
  FROM content_pages p, jsonb_each($t${
 "zh": {
  "title": "梧州六堡茶：从香港转口到直供澳门与里斯本",
  "summary": "一家广西六堡茶企通过平台找到澳门茶楼和里斯本茶叶专卖店，首年直接出口 4.8 吨，均价提高 22%。",
  "sections": [
   {
    "key": "company",
    "heading": "企业简介",
    "paragraphs": [
     "梧州山韵六堡茶业有限公司位于广西梧州市苍梧县，拥有约 13 公顷自有茶园和两处恒温陈化仓，员工 60 人。六堡茶属于黑茶，讲究“陈香、槟榔香”，在粤港澳和东南亚有稳定的老茶客。"
    ]
   },
   {
    "key": "problem",
    "heading": "面临的难题",
    "paragraphs": [
     "过去十年，公司的外销几乎全部经香港贸易商转口：价格由中间商决定，企业不知道茶最终卖给了谁，也无法建立自己的品牌。葡萄牙等欧盟市场对农残限量和葡文标签有明确要求，企业既不熟悉规则，单笔 50 至 200 公斤的小订单也很难找到愿意拼箱的货代。"
    ]
   },
   {
    "key": "platform",
    "heading": "平台做了什么",
    "paragraphs": [
     "平台为企业开通了中、葡、英三语产品页，把六款产品按 HS 0902 归类上架，并通过供需大厅把产品推荐给正在找黑茶的买家：两家澳门茶楼和一家里斯本的茶叶专卖店先后发来询盘。",
     "平台的澳门服务伙伴安排了按欧盟最大残留限量标准进行的第三方农残检测，协助制作葡文标签；小批量货物在澳门拼箱后发往里斯本。合同、分期付款（30% 订金、见提单付尾款）和发票都在平台的订单流程中完成。"
    ]
   },
   {
    "key": "results",
    "heading": "成效",
    "paragraphs": [
     "一年内，企业直接出口六堡茶 4.8 吨，平均出口单价比经香港转口时高 22%；里斯本的专卖店已连续三次返单，澳门的两家茶楼改为按季度固定采购。企业第一次有了自己的海外客户名单。"
    ]
   }
  ],
  "metrics": [
   {
    "value": "4.8 吨",
    "label": "首年直接出口量"
   },
   {
    "value": "+22%",
    "label": "平均出口单价"
   },
   {
    "value": "5 家",
    "label": "稳定采购的海外客户"
   }
  ]
 },
 "cht": {
  "title": "梧州六堡茶：從香港轉口到直供澳門與里斯本",
  "summary": "一家廣西六堡茶企通過平台找到澳門茶樓和里斯本茶葉專賣店，首年直接出口 4.8 噸，均價提高 22%。",
  "sections": [
   {
    "key": "company",
    "heading": "企業簡介",
    "paragraphs": [
     "梧州山韻六堡茶業有限公司位於廣西梧州市蒼梧縣，擁有約 13 公頃自有茶園和兩處恆溫陳化倉，員工 60 人。六堡茶屬於黑茶，講究「陳香、檳榔香」，在粵港澳和東南亞有穩定的老茶客。"
    ]
   },
   {
    "key": "problem",
    "heading": "面臨的難題",
    "paragraphs": [
     "過去十年，公司的外銷幾乎全部經香港貿易商轉口：價格由中間商決定，企業不知道茶最終賣給了誰，也無法建立自己的品牌。葡萄牙等歐盟市場對農殘限量和葡文標籤有明確要求，企業既不熟悉規則，單筆 50 至 200 公斤的小訂單也很難找到願意拼箱的貨代。"
    ]
   },
   {
    "key": "platform",
    "heading": "平台做了甚麼",
    "paragraphs": [
     "平台為企業開通了中、葡、英三語產品頁，把六款產品按 HS 0902 歸類上架，並通過供需大廳把產品推薦給正在找黑茶的買家：兩家澳門茶樓和一家里斯本的茶葉專賣店先後發來詢盤。",
     "平台的澳門服務夥伴安排了按歐盟最大殘留限量標準進行的第三方農殘檢測，協助製作葡文標籤；小批量貨物在澳門拼箱後發往里斯本。合同、分期付款（30% 訂金、見提單付尾款）和發票都在平台的訂單流程中完成。"
    ]
   },
   {
    "key": "results",
    "heading": "成效",
    "paragraphs": [
     "一年內，企業直接出口六堡茶 4.8 噸，平均出口單價比經香港轉口時高 22%；里斯本的專賣店已連續三次返單，澳門的兩家茶樓改為按季度固定採購。企業第一次有了自己的海外客戶名單。"
    ]
   }
  ],
  "metrics": [
   {
    "value": "4.8 噸",
    "label": "首年直接出口量"
   },
   {
    "value": "+22%",
    "label": "平均出口單價"
   },
   {
    "value": "5 家",
    "label": "穩定採購的海外客戶"
   }
  ]
 },
 "pt": {
  "title": "Chá Liubao de Wuzhou: da reexportação por Hong Kong à venda direta a Macau e Lisboa",
  "summary": "Um produtor de chá Liubao de Guangxi encontrou na plataforma casas de chá em Macau e uma loja especializada em Lisboa: 4,8 toneladas exportadas diretamente no primeiro ano, com um preço médio 22% mais alto.",
  "sections": [
   {
    "key": "company",
    "heading": "A empresa",
    "paragraphs": [
     "A Wuzhou Shanyun Liubao Tea, Lda. fica no distrito de Cangwu, em Wuzhou (Guangxi), tem cerca de 13 hectares de plantação própria, dois armazéns de envelhecimento com temperatura controlada e 60 trabalhadores. O Liubao é um chá escuro pós-fermentado, apreciado pelo aroma envelhecido e amadeirado, com clientes fiéis em Macau, Hong Kong e no Sudeste Asiático."
    ]
   },
   {
    "key": "problem",
    "heading": "O problema",
    "paragraphs": [
     "Durante dez anos, quase todas as vendas ao exterior passaram por comerciantes de Hong Kong: eram eles que fixavam o preço, e a empresa não sabia a quem chegava o chá nem conseguia construir uma marca. Os mercados da União Europeia, como Portugal, exigem limites de resíduos de pesticidas e rótulos em português que a empresa não dominava, e encomendas pequenas, de 50 a 200 kg, dificilmente encontravam um transitário disposto a consolidá-las."
    ]
   },
   {
    "key": "platform",
    "heading": "O que a plataforma fez",
    "paragraphs": [
     "A plataforma criou páginas de produto em chinês, português e inglês, classificou os seis produtos no SH 0902 e apresentou-os, através da sala de oferta e procura, a compradores que procuravam chá escuro: duas casas de chá de Macau e uma loja de chá de Lisboa enviaram pedidos de cotação.",
     "O parceiro de serviços da plataforma em Macau organizou uma análise de resíduos num laboratório independente, segundo os limites máximos da UE, e ajudou a preparar os rótulos em português; as pequenas remessas foram consolidadas em Macau e seguiram para Lisboa. Contrato, pagamento faseado (30% de sinal e o restante contra o conhecimento de embarque) e faturas ficaram no fluxo de encomendas da plataforma."
    ]
   },
   {
    "key": "results",
    "heading": "Resultados",
    "paragraphs": [
     "Num ano, a empresa exportou diretamente 4,8 toneladas de Liubao, a um preço médio 22% acima do que recebia pela via de Hong Kong. A loja de Lisboa já repetiu a encomenda três vezes e as duas casas de chá de Macau passaram a comprar por trimestre. Pela primeira vez, a empresa tem a sua própria carteira de clientes no exterior."
    ]
   }
  ],
  "metrics": [
   {
    "value": "4,8 t",
    "label": "exportadas diretamente no 1.º ano"
   },
   {
    "value": "+22%",
    "label": "preço médio de exportação"
   },
   {
    "value": "5",
    "label": "clientes estrangeiros regulares"
   }
  ]
 },
 "en": {
  "title": "Liubao tea from Wuzhou: from re-export through Hong Kong to direct sales in Macau and Lisbon",
  "summary": "A Guangxi Liubao tea maker found Macau tea houses and a Lisbon tea shop on the platform: 4.8 tonnes exported directly in the first year, at an average price 22% higher.",
  "sections": [
   {
    "key": "company",
    "heading": "The company",
    "paragraphs": [
     "Wuzhou Shanyun Liubao Tea Co., Ltd. is in Cangwu County, Wuzhou (Guangxi). It has about 13 hectares of its own tea gardens, two temperature-controlled ageing stores and 60 employees. Liubao is a post-fermented dark tea valued for its aged, woody notes, with loyal drinkers in Macau, Hong Kong and South-East Asia."
    ]
   },
   {
    "key": "problem",
    "heading": "The problem",
    "paragraphs": [
     "For ten years almost every export went through Hong Kong traders: they set the price, and the company neither knew who finally bought its tea nor could build a brand. EU markets such as Portugal require pesticide-residue limits and Portuguese labels the company was not familiar with, and small orders of 50 to 200 kg rarely found a forwarder willing to consolidate them."
    ]
   },
   {
    "key": "platform",
    "heading": "What the platform did",
    "paragraphs": [
     "The platform opened product pages in Chinese, Portuguese and English, classified the six products under HS 0902 and put them, through the supply and demand hall, in front of buyers looking for dark tea: two Macau tea houses and a Lisbon tea shop sent inquiries.",
     "The platform's Macau service partner arranged a residue test by an independent laboratory against the EU maximum residue levels and helped prepare Portuguese labels; small shipments were consolidated in Macau and sent on to Lisbon. Contract, staged payment (30% deposit, the balance against the bill of lading) and invoices all went through the platform's order flow."
    ]
   },
   {
    "key": "results",
    "heading": "Results",
    "paragraphs": [
     "Within a year the company exported 4.8 tonnes of Liubao directly, at an average price 22% above what it received through Hong Kong. The Lisbon shop has reordered three times and the two Macau tea houses now buy every quarter. For the first time, the company has its own list of overseas customers."
    ]
   }
  ],
  "metrics": [
   {
    "value": "4.8 t",
    "label": "exported directly in year one"
   },
   {
    "value": "+22%",
    "label": "average export price"
   },
   {
    "value": "5",
    "label": "regular overseas buyers"
   }
  ]
 }
}$t$::jsonb) t
  WHERE p.slug = 'lbteaCase';

-- /laoshanTeaCase
INSERT INTO content_pages (slug, kind, industry, countries, products, sort) VALUES
  ('laoshanTeaCase', 'case', '茶叶', '{BR,PT}', $j$[{"q": "崂山绿茶", "label": {"zh": "崂山绿茶", "cht": "嶗山綠茶", "pt": "Chá verde de Laoshan", "en": "Laoshan green tea"}}, {"q": "绿茶", "hs": "0902", "label": {"zh": "绿茶", "cht": "綠茶", "pt": "Chá verde", "en": "Green tea"}}]$j$, 20);
INSERT INTO content_page_texts (page_id, language, title, summary, sections, metrics)
SELECT p.id, t.key, t.value->>'title', t.value->>'summary', t.value->'sections', t.value->'metrics'
  FROM content_pages p, jsonb_each($t${
 "zh": {
  "title": "崂山绿茶：海雾里的北方绿茶走进圣保罗",
  "summary": "青岛一家崂山绿茶企业从供需大厅接到巴西进口商的采购需求，首年对巴西出口 2.6 吨，出口占销售额的 18%。",
  "sections": [
   {
    "key": "company",
    "heading": "企业简介",
    "paragraphs": [
     "青岛海岚茶业有限公司在崂山北麓经营约 20 公顷茶园，员工 45 人。崂山是中国最北的绿茶产区之一，海雾多、昼夜温差大，茶叶带有明显的豆香，春茶采摘期只有四月底到五月底的一个多月。"
    ]
   },
   {
    "key": "problem",
    "heading": "面临的难题",
    "paragraphs": [
     "企业的产品一直在山东和京津销售，很想出口却不知道从哪里找买家。绿茶怕陈，采摘期短，海外买家要样品、看检测报告、谈价格，往往拖过了新茶最好的时候；巴西对进口食品的葡文标签和登记也有自己的要求，企业心里没底。"
    ]
   },
   {
    "key": "platform",
    "heading": "平台做了什么",
    "paragraphs": [
     "平台在山东特色展馆里展示了企业的产品。一家圣保罗的亚洲食品进口商在需求大厅发布了“每年约 2 吨中国绿茶”的采购需求，企业当天报价，双方通过平台的即时沟通确认了 100 克充氮铁罐的规格。",
     "服务中心提供了巴西食品进口标签的葡文清单，协助企业准备原产地证和检测报告；平台的仓储物流伙伴安排青岛到桑托斯的海运拼箱。合同按三期付款签订，每一期的到账都在订单里清楚可查。"
    ]
   },
   {
    "key": "results",
    "heading": "成效",
    "paragraphs": [
     "第一批 1.2 吨货物从青岛出发 38 天后到达桑托斯，买家随后又追加了两单，全年对巴西出口 2.6 吨，出口额占企业销售额的比例从零提高到 18%。企业开始参加平台的线上展会，接触葡萄牙的茶叶零售商。"
    ]
   }
  ],
  "metrics": [
   {
    "value": "2.6 吨",
    "label": "首年对巴西出口"
   },
   {
    "value": "18%",
    "label": "出口占销售额比例"
   },
   {
    "value": "38 天",
    "label": "青岛到桑托斯全程"
   }
  ]
 },
 "cht": {
  "title": "嶗山綠茶：海霧裏的北方綠茶走進聖保羅",
  "summary": "青島一家嶗山綠茶企業從供需大廳接到巴西進口商的採購需求，首年對巴西出口 2.6 噸，出口佔銷售額的 18%。",
  "sections": [
   {
    "key": "company",
    "heading": "企業簡介",
    "paragraphs": [
     "青島海嵐茶業有限公司在嶗山北麓經營約 20 公頃茶園，員工 45 人。嶗山是中國最北的綠茶產區之一，海霧多、晝夜溫差大，茶葉帶有明顯的豆香，春茶採摘期只有四月底到五月底的一個多月。"
    ]
   },
   {
    "key": "problem",
    "heading": "面臨的難題",
    "paragraphs": [
     "企業的產品一直在山東和京津銷售，很想出口卻不知道從哪裏找買家。綠茶怕陳，採摘期短，海外買家要樣品、看檢測報告、談價格，往往拖過了新茶最好的時候；巴西對進口食品的葡文標籤和登記也有自己的要求，企業心裏沒底。"
    ]
   },
   {
    "key": "platform",
    "heading": "平台做了甚麼",
    "paragraphs": [
     "平台在山東特色展館裏展示了企業的產品。一家聖保羅的亞洲食品進口商在需求大廳發佈了「每年約 2 噸中國綠茶」的採購需求，企業當天報價，雙方通過平台的即時溝通確認了 100 克充氮鐵罐的規格。",
     "服務中心提供了巴西食品進口標籤的葡文清單，協助企業準備原產地證和檢測報告；平台的倉儲物流夥伴安排青島到桑托斯的海運拼箱。合同按三期付款簽訂，每一期的到賬都在訂單裏清楚可查。"
    ]
   },
   {
    "key": "results",
    "heading": "成效",
    "paragraphs": [
     "第一批 1.2 噸貨物從青島出發 38 天後到達桑托斯，買家隨後又追加了兩單，全年對巴西出口 2.6 噸，出口額佔企業銷售額的比例從零提高到 18%。企業開始參加平台的線上展會，接觸葡萄牙的茶葉零售商。"
    ]
   }
  ],
  "metrics": [
   {
    "value": "2.6 噸",
    "label": "首年對巴西出口"
   },
   {
    "value": "18%",
    "label": "出口佔銷售額比例"
   },
   {
    "value": "38 天",
    "label": "青島到桑托斯全程"
   }
  ]
 },
 "pt": {
  "title": "Chá verde de Laoshan: o chá do nevoeiro marítimo chega a São Paulo",
  "summary": "Um produtor de chá verde de Laoshan, em Qingdao, respondeu na sala da procura ao pedido de um importador brasileiro: 2,6 toneladas exportadas para o Brasil no primeiro ano e 18% das vendas no exterior.",
  "sections": [
   {
    "key": "company",
    "heading": "A empresa",
    "paragraphs": [
     "A Qingdao Hailan Tea, Lda. cultiva cerca de 20 hectares na encosta norte do monte Laoshan e tem 45 trabalhadores. Laoshan é uma das regiões de chá verde mais setentrionais da China: o nevoeiro vindo do mar e a grande amplitude térmica dão ao chá um aroma característico a feijão tostado, e a colheita de primavera dura pouco mais de um mês, do fim de abril ao fim de maio."
    ]
   },
   {
    "key": "problem",
    "heading": "O problema",
    "paragraphs": [
     "A empresa vendia apenas em Shandong, Pequim e Tianjin. Queria exportar, mas não sabia onde encontrar compradores. O chá verde perde frescura depressa e, entre amostras, análises e negociação, os compradores estrangeiros deixavam passar a melhor altura do chá novo; além disso, o Brasil tem regras próprias de rotulagem em português e de registo para alimentos importados."
    ]
   },
   {
    "key": "platform",
    "heading": "O que a plataforma fez",
    "paragraphs": [
     "A plataforma apresentou os produtos da empresa no pavilhão de Shandong. Um importador de produtos alimentares asiáticos de São Paulo publicou na sala da procura um pedido de «cerca de 2 toneladas por ano de chá verde chinês»; a empresa respondeu com uma cotação no mesmo dia e as duas partes acertaram pelo chat da plataforma o formato de latas de 100 g com azoto.",
     "O centro de serviços forneceu a lista, em português, dos requisitos de rotulagem brasileiros e ajudou a preparar o certificado de origem e os relatórios de análise; o parceiro logístico da plataforma consolidou a carga por via marítima de Qingdao para Santos. O contrato previu três prestações, cada uma visível na própria encomenda."
    ]
   },
   {
    "key": "results",
    "heading": "Resultados",
    "paragraphs": [
     "O primeiro lote, de 1,2 toneladas, chegou a Santos 38 dias depois de sair de Qingdao; o comprador fez mais duas encomendas e o ano fechou com 2,6 toneladas exportadas para o Brasil. A exportação passou de zero para 18% das vendas da empresa, que começou a participar nas exposições online da plataforma para chegar a retalhistas de chá em Portugal."
    ]
   }
  ],
  "metrics": [
   {
    "value": "2,6 t",
    "label": "exportadas para o Brasil no 1.º ano"
   },
   {
    "value": "18%",
    "label": "das vendas vêm da exportação"
   },
   {
    "value": "38 dias",
    "label": "de Qingdao a Santos"
   }
  ]
 },
 "en": {
  "title": "Laoshan green tea: the sea-fog tea reaches São Paulo",
  "summary": "A Laoshan green tea grower in Qingdao answered a Brazilian importer's request in the demand hall: 2.6 tonnes exported to Brazil in the first year, and 18% of sales now abroad.",
  "sections": [
   {
    "key": "company",
    "heading": "The company",
    "paragraphs": [
     "Qingdao Hailan Tea Co., Ltd. farms about 20 hectares on the northern slopes of Mount Laoshan and employs 45 people. Laoshan is one of the northernmost green tea regions in China: sea fog and wide day–night temperature swings give the tea a distinctive roasted-bean aroma, and the spring harvest lasts little more than a month, from late April to late May."
    ]
   },
   {
    "key": "problem",
    "heading": "The problem",
    "paragraphs": [
     "The company sold only in Shandong, Beijing and Tianjin. It wanted to export but did not know where to find buyers. Green tea loses its freshness quickly, and by the time overseas buyers had received samples, read test reports and agreed a price, the best weeks for new tea had passed; Brazil also has its own rules for Portuguese labels and the registration of imported food."
    ]
   },
   {
    "key": "platform",
    "heading": "What the platform did",
    "paragraphs": [
     "The platform featured the company's products in its Shandong pavilion. A São Paulo importer of Asian food posted a request in the demand hall for \"about 2 tonnes of Chinese green tea a year\"; the company quoted the same day, and the two sides agreed on nitrogen-flushed 100 g tins over the platform's chat.",
     "The service centre provided a Portuguese checklist of Brazil's labelling requirements and helped prepare the certificate of origin and test reports; the platform's logistics partner consolidated the cargo by sea from Qingdao to Santos. The contract set three instalments, each visible in the order itself."
    ]
   },
   {
    "key": "results",
    "heading": "Results",
    "paragraphs": [
     "The first 1.2-tonne lot reached Santos 38 days after leaving Qingdao; the buyer placed two more orders and the year closed with 2.6 tonnes exported to Brazil. Exports went from nothing to 18% of the company's sales, and it has started taking part in the platform's online exhibitions to reach tea retailers in Portugal."
    ]
   }
  ],
  "metrics": [
   {
    "value": "2.6 t",
    "label": "exported to Brazil in year one"
   },
   {
    "value": "18%",
    "label": "of sales now from exports"
   },
   {
    "value": "38 days",
    "label": "Qingdao to Santos"
   }
  ]
 }
}$t$::jsonb) t
  WHERE p.slug = 'laoshanTeaCase';

-- /bzTeaCase
INSERT INTO content_pages (slug, kind, industry, countries, products, sort) VALUES
  ('bzTeaCase', 'case', '茶叶', '{BR,PT}', $j$[{"q": "菊花", "label": {"zh": "菊花茶", "cht": "菊花茶", "pt": "Infusão de crisântemo", "en": "Chrysanthemum tea"}}, {"hs": "1211", "label": {"zh": "花草及药用植物（HS 1211）", "cht": "花草及藥用植物（HS 1211）", "pt": "Plantas para infusões (SH 1211)", "en": "Plants for infusions (HS 1211)"}}]$j$, 30);
INSERT INTO content_page_texts (page_id, language, title, summary, sections, metrics)
SELECT p.id, t.key, t.value->>'title', t.value->>'summary', t.value->'sections', t.value->'metrics'
  FROM content_pages p, jsonb_each($t${
 "zh": {
  "title": "亳州花草茶：把“亳菊”写成欧洲和巴西读得懂的商品",
  "summary": "安徽亳州一家花草茶企业在平台帮助下重新归类商品、改写葡文说明，一年内对巴西和葡萄牙出口 1.2 吨，14 家试样买家中 4 家下单。",
  "sections": [
   {
    "key": "company",
    "heading": "企业简介",
    "paragraphs": [
     "亳州药都花草茶有限公司位于安徽亳州，这里是全国最大的中药材集散地之一，“亳菊”是中国四大名菊之一。公司有 80 名员工，和周边 300 多户花农签订收购协议，主营菊花、玫瑰茄、金银花等花草茶及拼配茶。"
    ]
   },
   {
    "key": "problem",
    "heading": "面临的难题",
    "paragraphs": [
     "企业曾两次向葡萄牙寄样，都被买家退回了问题清单：产品到底按“茶”还是按“植物”报关？说明里“清热降火”之类的功效用语在欧盟食品标签上不允许使用；巴西买家则希望口味更接近当地常喝的洋甘菊、茴香类花草饮品。"
    ]
   },
   {
    "key": "platform",
    "heading": "平台做了什么",
    "paragraphs": [
     "平台的服务中心协助企业把菊花类产品按 HS 1211 而不是 0902 归类，查清了对应的关税和检疫要求，并按欧盟营养与健康声称规则改写了葡文、英文产品说明，去掉所有功效宣传，只保留产地、工艺和冲泡方法。",
     "企业在平台的线上展会上开设展位，三款为欧洲和巴西口味调整的拼配茶（菊花柠檬香蜂草、菊花洋甘菊、玫瑰茄橙皮）通过展会向 14 家买家寄出样品，试饮意见在平台的即时沟通里逐条回复、逐条修改。"
    ]
   },
   {
    "key": "results",
    "heading": "成效",
    "paragraphs": [
     "一年内，企业对巴西和葡萄牙出口花草茶 1.2 吨，14 家试样买家中有 4 家正式下单，其中一家里斯本的有机食品连锁把菊花洋甘菊拼配放进了自有品牌系列。重新归类后，单票货物的清关时间从两周缩短到五个工作日。"
    ]
   }
  ],
  "metrics": [
   {
    "value": "1.2 吨",
    "label": "首年对巴西和葡萄牙出口"
   },
   {
    "value": "4 / 14",
    "label": "试样买家转为订单"
   },
   {
    "value": "5 个工作日",
    "label": "单票清关时间（原为两周）"
   }
  ]
 },
 "cht": {
  "title": "亳州花草茶：把「亳菊」寫成歐洲和巴西讀得懂的商品",
  "summary": "安徽亳州一家花草茶企業在平台幫助下重新歸類商品、改寫葡文說明，一年內對巴西和葡萄牙出口 1.2 噸，14 家試樣買家中 4 家下單。",
  "sections": [
   {
    "key": "company",
    "heading": "企業簡介",
    "paragraphs": [
     "亳州藥都花草茶有限公司位於安徽亳州，這裏是全國最大的中藥材集散地之一，「亳菊」是中國四大名菊之一。公司有 80 名員工，和周邊 300 多戶花農簽訂收購協議，主營菊花、玫瑰茄、金銀花等花草茶及拼配茶。"
    ]
   },
   {
    "key": "problem",
    "heading": "面臨的難題",
    "paragraphs": [
     "企業曾兩次向葡萄牙寄樣，都被買家退回了問題清單：產品到底按「茶」還是按「植物」報關？說明裏「清熱降火」之類的功效用語在歐盟食品標籤上不允許使用；巴西買家則希望口味更接近當地常喝的洋甘菊、茴香類花草飲品。"
    ]
   },
   {
    "key": "platform",
    "heading": "平台做了甚麼",
    "paragraphs": [
     "平台的服務中心協助企業把菊花類產品按 HS 1211 而不是 0902 歸類，查清了對應的關稅和檢疫要求，並按歐盟營養與健康聲稱規則改寫了葡文、英文產品說明，去掉所有功效宣傳，只保留產地、工藝和沖泡方法。",
     "企業在平台的線上展會上開設展位，三款為歐洲和巴西口味調整的拼配茶（菊花檸檬香蜂草、菊花洋甘菊、玫瑰茄橙皮）通過展會向 14 家買家寄出樣品，試飲意見在平台的即時溝通裏逐條回覆、逐條修改。"
    ]
   },
   {
    "key": "results",
    "heading": "成效",
    "paragraphs": [
     "一年內，企業對巴西和葡萄牙出口花草茶 1.2 噸，14 家試樣買家中有 4 家正式下單，其中一家里斯本的有機食品連鎖把菊花洋甘菊拼配放進了自有品牌系列。重新歸類後，單票貨物的清關時間從兩週縮短到五個工作日。"
    ]
   }
  ],
  "metrics": [
   {
    "value": "1.2 噸",
    "label": "首年對巴西和葡萄牙出口"
   },
   {
    "value": "4 / 14",
    "label": "試樣買家轉為訂單"
   },
   {
    "value": "5 個工作日",
    "label": "單票清關時間（原為兩週）"
   }
  ]
 },
 "pt": {
  "title": "Infusões de Bozhou: o crisântemo «Boju» explicado a compradores europeus e brasileiros",
  "summary": "Uma empresa de infusões de Bozhou (Anhui) reclassificou os produtos e reescreveu as descrições em português com a ajuda da plataforma: 1,2 toneladas exportadas para o Brasil e Portugal num ano, e 4 de 14 compradores que pediram amostras passaram a encomendar.",
  "sections": [
   {
    "key": "company",
    "heading": "A empresa",
    "paragraphs": [
     "A Bozhou Yaodu Herbal Tea, Lda. fica em Bozhou, na província de Anhui, um dos maiores mercados de plantas medicinais da China; o crisântemo de Bozhou («Boju») é um dos quatro crisântemos mais famosos do país. A empresa tem 80 trabalhadores, contratos de compra com mais de 300 famílias de produtores e vende infusões de crisântemo, hibisco e madressilva, simples e em lotes."
    ]
   },
   {
    "key": "problem",
    "heading": "O problema",
    "paragraphs": [
     "A empresa enviou amostras para Portugal duas vezes e recebeu de volta, nas duas, uma lista de dúvidas: o produto declara-se como «chá» ou como «planta»? Expressões como «refresca o calor interno», habituais na China, não são permitidas nos rótulos de alimentos da UE. Os compradores brasileiros, por seu lado, queriam sabores mais próximos das infusões de camomila e erva-doce que já se bebem no Brasil."
    ]
   },
   {
    "key": "platform",
    "heading": "O que a plataforma fez",
    "paragraphs": [
     "O centro de serviços da plataforma ajudou a classificar os produtos de crisântemo no SH 1211, e não no 0902, esclareceu os direitos e os requisitos fitossanitários correspondentes e reescreveu as descrições em português e inglês segundo as regras europeias das alegações nutricionais e de saúde: saíram todas as promessas de efeitos, ficaram a origem, o processo e o modo de preparação.",
     "A empresa abriu um stand numa exposição online da plataforma e enviou a 14 compradores amostras de três lotes ajustados ao gosto europeu e brasileiro (crisântemo com erva-cidreira, crisântemo com camomila, hibisco com casca de laranja); cada comentário de prova foi respondido e tratado pelo chat da plataforma."
    ]
   },
   {
    "key": "results",
    "heading": "Resultados",
    "paragraphs": [
     "Num ano, a empresa exportou 1,2 toneladas de infusões para o Brasil e Portugal; 4 dos 14 compradores que receberam amostras fizeram encomendas, e uma cadeia de produtos biológicos de Lisboa incluiu o lote de crisântemo com camomila na sua marca própria. Com a nova classificação, o desalfandegamento de cada remessa passou de duas semanas para cinco dias úteis."
    ]
   }
  ],
  "metrics": [
   {
    "value": "1,2 t",
    "label": "exportadas para o Brasil e Portugal"
   },
   {
    "value": "4 de 14",
    "label": "amostras convertidas em encomendas"
   },
   {
    "value": "5 dias úteis",
    "label": "de desalfandegamento (antes: 2 semanas)"
   }
  ]
 },
 "en": {
  "title": "Herbal teas from Bozhou: explaining \"Boju\" chrysanthemum to European and Brazilian buyers",
  "summary": "A Bozhou (Anhui) herbal tea company reclassified its products and rewrote its Portuguese descriptions with the platform's help: 1.2 tonnes exported to Brazil and Portugal in a year, and 4 of 14 sampling buyers now order.",
  "sections": [
   {
    "key": "company",
    "heading": "The company",
    "paragraphs": [
     "Bozhou Yaodu Herbal Tea Co., Ltd. is based in Bozhou, Anhui province, home to one of the largest medicinal-herb markets in China; Bozhou chrysanthemum (\"Boju\") is one of the country's four famous chrysanthemums. The company has 80 employees, purchase agreements with more than 300 growing families, and sells chrysanthemum, hibiscus and honeysuckle infusions, single and blended."
    ]
   },
   {
    "key": "problem",
    "heading": "The problem",
    "paragraphs": [
     "Twice the company sent samples to Portugal, and twice the buyer returned a list of questions: is the product declared as \"tea\" or as \"plant\"? Phrases such as \"clears internal heat\", common in China, are not allowed on EU food labels. Brazilian buyers wanted flavours closer to the camomile and fennel infusions people already drink in Brazil."
    ]
   },
   {
    "key": "platform",
    "heading": "What the platform did",
    "paragraphs": [
     "The platform's service centre helped classify the chrysanthemum products under HS 1211 rather than 0902, clarified the matching duties and plant-health requirements, and rewrote the Portuguese and English descriptions under the EU rules on nutrition and health claims: every promise of an effect went, origin, process and brewing method stayed.",
     "The company opened a booth at one of the platform's online exhibitions and sent samples of three blends adjusted to European and Brazilian tastes (chrysanthemum with lemon balm, chrysanthemum with camomile, hibiscus with orange peel) to 14 buyers; every tasting comment was answered and acted on over the platform's chat."
    ]
   },
   {
    "key": "results",
    "heading": "Results",
    "paragraphs": [
     "Within a year the company exported 1.2 tonnes of herbal tea to Brazil and Portugal; 4 of the 14 buyers who received samples placed orders, and a Lisbon organic food chain added the chrysanthemum–camomile blend to its own-brand range. With the new classification, clearing each shipment went from two weeks to five working days."
    ]
   }
  ],
  "metrics": [
   {
    "value": "1.2 t",
    "label": "exported to Brazil and Portugal"
   },
   {
    "value": "4 of 14",
    "label": "sampling buyers now ordering"
   },
   {
    "value": "5 working days",
    "label": "customs clearance (was 2 weeks)"
   }
  ]
 }
}$t$::jsonb) t
  WHERE p.slug = 'bzTeaCase';

-- /generalPeakCase
INSERT INTO content_pages (slug, kind, industry, countries, products, sort) VALUES
  ('generalPeakCase', 'case', '农业', '{PT,CV}', $j$[{"hs": "1006", "label": {"zh": "大米（HS 1006）", "cht": "大米（HS 1006）", "pt": "Arroz (SH 1006)", "en": "Rice (HS 1006)"}}, {"q": "arroz", "label": {"zh": "葡语国家的大米", "cht": "葡語國家的大米", "pt": "Arroz dos países lusófonos", "en": "Rice from Portuguese-speaking countries"}}]$j$, 40);
INSERT INTO content_page_texts (page_id, language, title, summary, sections, metrics)
SELECT p.id, t.key, t.value->>'title', t.value->>'summary', t.value->'sections', t.value->'metrics'
  FROM content_pages p, jsonb_each($t${
 "zh": {
  "title": "将军峰大米：东北粳米进入葡萄牙和佛得角的餐桌",
  "summary": "黑龙江一家米业公司通过平台对接里斯本和普拉亚的买家，用区块链溯源码和应收账款融资做成了首年 150 吨的出口。",
  "sections": [
   {
    "key": "company",
    "heading": "企业简介",
    "paragraphs": [
     "黑龙江将军峰米业有限公司位于三江平原，自有和合作稻田约 2,000 公顷，年加工粳米 3 万吨，“将军峰”是企业在国内超市销售的品牌。东北粳米颗粒饱满、黏度适中，过去几乎全部在国内销售。"
    ]
   },
   {
    "key": "problem",
    "heading": "面临的难题",
    "paragraphs": [
     "葡萄牙是欧盟人均大米消费最多的国家，当地人常吃的 carolino 米与东北粳米口感接近；佛得角的大米几乎全部依赖进口。但企业对欧盟的进口许可和标签规则一无所知，第一次和陌生买家做整柜生意，也担心货发出去收不回款，资金周转不过来。"
    ]
   },
   {
    "key": "platform",
    "heading": "平台做了什么",
    "paragraphs": [
     "平台通过需求大厅把企业介绍给一家里斯本的亚洲食品分销商和一家普拉亚的食品批发商，服务中心整理了欧盟大米进口单证和葡文标签清单。每一袋 5 公斤装大米都印上了金科汇的区块链产品编码，买家和消费者扫码就能看到稻田、收割和加工日期以及检测报告。",
     "双方在平台上签订电子合同，约定分期付款；对已确认的订单，金科汇的合作银行按订单和提单提供应收账款融资，企业在发货后即可拿到大部分货款，不必等买家 90 天的账期。"
    ]
   },
   {
    "key": "results",
    "heading": "成效",
    "paragraphs": [
     "第一年，企业向葡萄牙和佛得角出口 6 个 20 英尺整柜、约 150 吨大米；借助应收账款融资，回款周期从 90 天缩短到 30 天。溯源码累计被扫描 1.1 万次，里斯本分销商把“能查到稻田”写进了门店的推广材料。"
    ]
   }
  ],
  "metrics": [
   {
    "value": "150 吨",
    "label": "首年出口量"
   },
   {
    "value": "30 天",
    "label": "回款周期（原为 90 天）"
   },
   {
    "value": "1.1 万次",
    "label": "溯源码扫描"
   }
  ]
 },
 "cht": {
  "title": "將軍峰大米：東北粳米進入葡萄牙和佛得角的餐桌",
  "summary": "黑龍江一家米業公司通過平台對接里斯本和普拉亞的買家，用區塊鏈溯源碼和應收賬款融資做成了首年 150 噸的出口。",
  "sections": [
   {
    "key": "company",
    "heading": "企業簡介",
    "paragraphs": [
     "黑龍江將軍峰米業有限公司位於三江平原，自有和合作稻田約 2,000 公頃，年加工粳米 3 萬噸，「將軍峰」是企業在國內超市銷售的品牌。東北粳米顆粒飽滿、黏度適中，過去幾乎全部在國內銷售。"
    ]
   },
   {
    "key": "problem",
    "heading": "面臨的難題",
    "paragraphs": [
     "葡萄牙是歐盟人均大米消費最多的國家，當地人常吃的 carolino 米與東北粳米口感接近；佛得角的大米幾乎全部依賴進口。但企業對歐盟的進口許可和標籤規則一無所知，第一次和陌生買家做整櫃生意，也擔心貨發出去收不回款，資金周轉不過來。"
    ]
   },
   {
    "key": "platform",
    "heading": "平台做了甚麼",
    "paragraphs": [
     "平台通過需求大廳把企業介紹給一家里斯本的亞洲食品分銷商和一家普拉亞的食品批發商，服務中心整理了歐盟大米進口單證和葡文標籤清單。每一袋 5 公斤裝大米都印上了金科匯的區塊鏈產品編碼，買家和消費者掃碼就能看到稻田、收割和加工日期以及檢測報告。",
     "雙方在平台上簽訂電子合同，約定分期付款；對已確認的訂單，金科匯的合作銀行按訂單和提單提供應收賬款融資，企業在發貨後即可拿到大部分貨款，不必等買家 90 天的賬期。"
    ]
   },
   {
    "key": "results",
    "heading": "成效",
    "paragraphs": [
     "第一年，企業向葡萄牙和佛得角出口 6 個 20 英尺整櫃、約 150 噸大米；藉助應收賬款融資，回款周期從 90 天縮短到 30 天。溯源碼累計被掃描 1.1 萬次，里斯本分銷商把「能查到稻田」寫進了門店的推廣材料。"
    ]
   }
  ],
  "metrics": [
   {
    "value": "150 噸",
    "label": "首年出口量"
   },
   {
    "value": "30 天",
    "label": "回款周期（原為 90 天）"
   },
   {
    "value": "1.1 萬次",
    "label": "溯源碼掃描"
   }
  ]
 },
 "pt": {
  "title": "Arroz General Peak: o arroz japónica do Nordeste da China na mesa de Portugal e de Cabo Verde",
  "summary": "Uma empresa de arroz de Heilongjiang chegou a compradores de Lisboa e da Praia através da plataforma e, com códigos de rastreio em blockchain e financiamento de faturas, exportou 150 toneladas no primeiro ano.",
  "sections": [
   {
    "key": "company",
    "heading": "A empresa",
    "paragraphs": [
     "A Heilongjiang General Peak Rice, Lda. fica na planície de Sanjiang e trabalha cerca de 2.000 hectares de arrozais próprios e de parceiros; descasca 30.000 toneladas de arroz japónica por ano e vende-o nos supermercados chineses com a marca «General Peak» (Jiangjunfeng). É um arroz de grão cheio e textura macia, que até agora se vendia quase só na China."
    ]
   },
   {
    "key": "problem",
    "heading": "O problema",
    "paragraphs": [
     "Portugal é o país da UE que mais arroz consome por pessoa, e o arroz carolino, tão apreciado pelos portugueses, tem uma textura próxima da do japónica do Nordeste da China; Cabo Verde importa praticamente todo o arroz que consome. A empresa, porém, não conhecia as licenças de importação nem as regras de rotulagem da UE, e, no primeiro negócio de contentor completo com um comprador desconhecido, temia não receber o pagamento e ficar sem tesouraria."
    ]
   },
   {
    "key": "platform",
    "heading": "O que a plataforma fez",
    "paragraphs": [
     "Através da sala da procura, a plataforma apresentou a empresa a um distribuidor de produtos alimentares asiáticos de Lisboa e a um grossista da Praia, e o centro de serviços reuniu a lista dos documentos de importação de arroz na UE e dos requisitos de rotulagem em português. Cada saco de 5 kg passou a ter um código de produto em blockchain do Jinkehui: compradores e consumidores leem o código e veem o arrozal, as datas de colheita e de descasque e os relatórios de análise.",
     "As partes assinaram um contrato eletrónico na plataforma, com pagamento faseado; sobre as encomendas confirmadas, um banco parceiro do Jinkehui financia as faturas com base na encomenda e no conhecimento de embarque, e a empresa recebe a maior parte do valor logo após o embarque, sem esperar os 90 dias de prazo do comprador."
    ]
   },
   {
    "key": "results",
    "heading": "Resultados",
    "paragraphs": [
     "No primeiro ano, a empresa exportou para Portugal e Cabo Verde 6 contentores de 20 pés, cerca de 150 toneladas de arroz; com o financiamento de faturas, o prazo de recebimento baixou de 90 para 30 dias. Os códigos de rastreio foram lidos 11.000 vezes, e o distribuidor de Lisboa pôs «saiba de que arrozal vem» nos materiais promocionais das lojas."
    ]
   }
  ],
  "metrics": [
   {
    "value": "150 t",
    "label": "exportadas no 1.º ano"
   },
   {
    "value": "30 dias",
    "label": "prazo de recebimento (antes: 90)"
   },
   {
    "value": "11.000",
    "label": "leituras do código de rastreio"
   }
  ]
 },
 "en": {
  "title": "General Peak rice: north-east Chinese japonica on tables in Portugal and Cabo Verde",
  "summary": "A Heilongjiang rice miller reached buyers in Lisbon and Praia through the platform and, with blockchain trace codes and invoice financing, exported 150 tonnes in its first year.",
  "sections": [
   {
    "key": "company",
    "heading": "The company",
    "paragraphs": [
     "Heilongjiang General Peak Rice Co., Ltd. is on the Sanjiang Plain and works about 2,000 hectares of its own and partner paddies; it mills 30,000 tonnes of japonica rice a year and sells it in Chinese supermarkets under the \"General Peak\" (Jiangjunfeng) brand. The plump, soft-textured rice had been sold almost entirely in China."
    ]
   },
   {
    "key": "problem",
    "heading": "The problem",
    "paragraphs": [
     "Portugal eats more rice per person than any other EU country, and the carolino rice Portuguese cooks love is close in texture to north-east Chinese japonica; Cabo Verde imports nearly all of its rice. But the company knew nothing of EU import licences or labelling rules, and on its first full-container deal with an unknown buyer it feared not being paid and running short of cash."
    ]
   },
   {
    "key": "platform",
    "heading": "What the platform did",
    "paragraphs": [
     "Through the demand hall the platform introduced the company to a Lisbon distributor of Asian food and a wholesaler in Praia, and the service centre compiled the EU rice import documents and the Portuguese labelling checklist. Every 5 kg bag now carries a Jinkehui blockchain product code: buyers and shoppers scan it to see the paddy, the harvest and milling dates and the test reports.",
     "The parties signed an electronic contract on the platform with staged payment; on confirmed orders, a Jinkehui partner bank finances the invoices against the order and the bill of lading, so the company receives most of the value as soon as the goods ship instead of waiting for the buyer's 90-day terms."
    ]
   },
   {
    "key": "results",
    "heading": "Results",
    "paragraphs": [
     "In the first year the company shipped 6 twenty-foot containers, about 150 tonnes of rice, to Portugal and Cabo Verde; with invoice financing, the time to get paid fell from 90 days to 30. The trace codes have been scanned 11,000 times, and the Lisbon distributor put \"know which paddy it comes from\" into its in-store promotion."
    ]
   }
  ],
  "metrics": [
   {
    "value": "150 t",
    "label": "exported in year one"
   },
   {
    "value": "30 days",
    "label": "time to get paid (was 90)"
   },
   {
    "value": "11,000",
    "label": "trace-code scans"
   }
  ]
 }
}$t$::jsonb) t
  WHERE p.slug = 'generalPeakCase';

-- /pyRoseCase
INSERT INTO content_pages (slug, kind, industry, countries, products, sort) VALUES
  ('pyRoseCase', 'case', '花卉园艺', '{BR,PT,MO}', $j$[{"q": "玫瑰", "label": {"zh": "玫瑰花茶与制品", "cht": "玫瑰花茶與製品", "pt": "Botões e produtos de rosa", "en": "Rose buds and rose products"}}, {"hs": "3301", "label": {"zh": "精油（HS 3301）", "cht": "精油（HS 3301）", "pt": "Óleos essenciais (SH 3301)", "en": "Essential oils (HS 3301)"}}]$j$, 50);
INSERT INTO content_page_texts (page_id, language, title, summary, sections, metrics)
SELECT p.id, t.key, t.value->>'title', t.value->>'summary', t.value->'sections', t.value->'metrics'
  FROM content_pages p, jsonb_each($t${
 "zh": {
  "title": "平阴玫瑰：从论斤卖花苞到给巴西化妆品厂供精油",
  "summary": "济南平阴一家玫瑰企业通过平台线上展会结识圣保罗的化妆品配方商，出口占销售额的比例升到 26%，花苞按茶出售的单价提高 35%。",
  "sections": [
   {
    "key": "company",
    "heading": "企业简介",
    "paragraphs": [
     "平阴玫香源生物科技有限公司位于山东济南平阴县。平阴有上千年的玫瑰种植历史，“平阴玫瑰”是国家地理标志产品。公司员工 90 人，连接 1,200 多户花农，生产玫瑰花苞茶、玫瑰精油、玫瑰酱和玫瑰鲜花饼。"
    ]
   },
   {
    "key": "problem",
    "heading": "面临的难题",
    "paragraphs": [
     "玫瑰花期集中在每年五月，大量花苞只能在旺季按斤卖给收购商，价格低、波动大。巴西化妆品企业对精油感兴趣，但要求提供成分分析报告和国际香料协会的合规文件，企业没有葡文资料，也不知道该用美元还是雷亚尔报价。"
    ]
   },
   {
    "key": "platform",
    "heading": "平台做了什么",
    "paragraphs": [
     "平台的企业数字化诊断指出企业的短板在营销和海外渠道，推荐了产品多语种展示和线上展会服务。企业在“中国—葡语国家美妆与健康”线上展会开设展位，上传了精油的成分分析报告和合规文件，一家圣保罗的化妆品配方商在展会上发来询盘。",
     "平台的澳葡汇服务把玫瑰鲜花饼和花苞茶推荐给澳门的手信店和超市；葡萄牙的一家精品食品店则通过供应大厅订购了玫瑰酱。合同以美元计价，分期付款和发票都在平台上完成，汇率和币种在报价时就一目了然。"
    ]
   },
   {
    "key": "results",
    "heading": "成效",
    "paragraphs": [
     "一年内，企业向巴西出口玫瑰精油 18 公斤、向葡萄牙和澳门出口花苞茶和玫瑰酱约 3 吨，出口占销售额的比例从 5% 升到 26%；花苞加工成花苞茶出售，每公斤单价比旺季散卖高 35%。淡季的订单让企业全年都能开工。"
    ]
   }
  ],
  "metrics": [
   {
    "value": "26%",
    "label": "出口占销售额（原为 5%）"
   },
   {
    "value": "+35%",
    "label": "花苞按茶出售的单价"
   },
   {
    "value": "18 公斤",
    "label": "对巴西出口玫瑰精油"
   }
  ]
 },
 "cht": {
  "title": "平陰玫瑰：從論斤賣花苞到給巴西化妝品廠供精油",
  "summary": "濟南平陰一家玫瑰企業通過平台線上展會結識聖保羅的化妝品配方商，出口佔銷售額的比例升到 26%，花苞按茶出售的單價提高 35%。",
  "sections": [
   {
    "key": "company",
    "heading": "企業簡介",
    "paragraphs": [
     "平陰玫香源生物科技有限公司位於山東濟南平陰縣。平陰有上千年的玫瑰種植歷史，「平陰玫瑰」是國家地理標誌產品。公司員工 90 人，連接 1,200 多戶花農，生產玫瑰花苞茶、玫瑰精油、玫瑰醬和玫瑰鮮花餅。"
    ]
   },
   {
    "key": "problem",
    "heading": "面臨的難題",
    "paragraphs": [
     "玫瑰花期集中在每年五月，大量花苞只能在旺季按斤賣給收購商，價格低、波動大。巴西化妝品企業對精油感興趣，但要求提供成分分析報告和國際香料協會的合規文件，企業沒有葡文資料，也不知道該用美元還是雷亞爾報價。"
    ]
   },
   {
    "key": "platform",
    "heading": "平台做了甚麼",
    "paragraphs": [
     "平台的企業數碼化診斷指出企業的短板在營銷和海外渠道，推薦了產品多語種展示和線上展會服務。企業在「中國—葡語國家美妝與健康」線上展會開設展位，上傳了精油的成分分析報告和合規文件，一家聖保羅的化妝品配方商在展會上發來詢盤。",
     "平台的澳葡匯服務把玫瑰鮮花餅和花苞茶推薦給澳門的手信店和超市；葡萄牙的一家精品食品店則通過供應大廳訂購了玫瑰醬。合同以美元計價，分期付款和發票都在平台上完成，匯率和幣種在報價時就一目了然。"
    ]
   },
   {
    "key": "results",
    "heading": "成效",
    "paragraphs": [
     "一年內，企業向巴西出口玫瑰精油 18 公斤、向葡萄牙和澳門出口花苞茶和玫瑰醬約 3 噸，出口佔銷售額的比例從 5% 升到 26%；花苞加工成花苞茶出售，每公斤單價比旺季散賣高 35%。淡季的訂單讓企業全年都能開工。"
    ]
   }
  ],
  "metrics": [
   {
    "value": "26%",
    "label": "出口佔銷售額（原為 5%）"
   },
   {
    "value": "+35%",
    "label": "花苞按茶出售的單價"
   },
   {
    "value": "18 公斤",
    "label": "對巴西出口玫瑰精油"
   }
  ]
 },
 "pt": {
  "title": "Rosas de Pingyin: de vender botões ao quilo a fornecer óleo essencial à cosmética brasileira",
  "summary": "Uma empresa de rosas de Pingyin (Jinan) conheceu numa exposição online da plataforma um formulador de cosméticos de São Paulo: a exportação subiu para 26% das vendas e os botões vendidos como chá valem mais 35%.",
  "sections": [
   {
    "key": "company",
    "heading": "A empresa",
    "paragraphs": [
     "A Pingyin Meixiangyuan Biotecnologia, Lda. fica no distrito de Pingyin, em Jinan (Shandong), onde se cultivam rosas há mais de mil anos; a «rosa de Pingyin» é uma indicação geográfica protegida na China. A empresa tem 90 trabalhadores, trabalha com mais de 1.200 famílias de floricultores e produz chá de botões de rosa, óleo essencial, doce de rosa e bolos de rosa."
    ]
   },
   {
    "key": "problem",
    "heading": "O problema",
    "paragraphs": [
     "As rosas florescem quase todas em maio, e grande parte dos botões tinha de ser vendida ao quilo aos intermediários em plena época, a preços baixos e instáveis. Empresas de cosmética brasileiras interessavam-se pelo óleo essencial, mas pediam análises de composição e documentos de conformidade da associação internacional de fragrâncias; a empresa não tinha materiais em português e não sabia se devia cotar em dólares ou em reais."
    ]
   },
   {
    "key": "platform",
    "heading": "O que a plataforma fez",
    "paragraphs": [
     "O diagnóstico digital da plataforma apontou o marketing e os canais externos como pontos fracos e recomendou a apresentação dos produtos em várias línguas e as exposições online. A empresa abriu um stand na exposição online «China–países lusófonos: beleza e bem-estar», publicou a análise de composição e os documentos de conformidade do óleo, e um formulador de cosméticos de São Paulo enviou ali o seu pedido de cotação.",
     "O serviço Aopuhui da plataforma levou os bolos e o chá de rosa a lojas de lembranças e supermercados de Macau, e uma mercearia fina portuguesa encomendou o doce de rosa pela sala da oferta. Os contratos foram feitos em dólares, com pagamento faseado e faturação na plataforma, e a moeda e o câmbio ficaram claros logo na cotação."
    ]
   },
   {
    "key": "results",
    "heading": "Resultados",
    "paragraphs": [
     "Num ano, a empresa exportou 18 kg de óleo essencial de rosa para o Brasil e cerca de 3 toneladas de chá de botões e doce de rosa para Portugal e Macau; a exportação passou de 5% para 26% das vendas. Transformados em chá, os botões rendem por quilo mais 35% do que vendidos a granel na época alta, e as encomendas fora de época mantêm a fábrica a trabalhar todo o ano."
    ]
   }
  ],
  "metrics": [
   {
    "value": "26%",
    "label": "das vendas na exportação (antes: 5%)"
   },
   {
    "value": "+35%",
    "label": "preço dos botões vendidos como chá"
   },
   {
    "value": "18 kg",
    "label": "de óleo de rosa exportados para o Brasil"
   }
  ]
 },
 "en": {
  "title": "Pingyin roses: from selling buds by the kilo to supplying oil to Brazilian cosmetics",
  "summary": "A rose company in Pingyin (Jinan) met a São Paulo cosmetics formulator at one of the platform's online exhibitions: exports rose to 26% of sales, and buds sold as tea fetch 35% more.",
  "sections": [
   {
    "key": "company",
    "heading": "The company",
    "paragraphs": [
     "Pingyin Meixiangyuan Biotech Co., Ltd. is in Pingyin County, Jinan (Shandong), where roses have been grown for more than a thousand years; \"Pingyin rose\" is a protected geographical indication in China. The company has 90 employees, works with more than 1,200 growing families and makes rose-bud tea, rose essential oil, rose jam and rose cakes."
    ]
   },
   {
    "key": "problem",
    "heading": "The problem",
    "paragraphs": [
     "Roses flower almost all at once in May, and many buds had to be sold by the kilo to middlemen at the height of the season, at low and unstable prices. Brazilian cosmetics makers were interested in the essential oil but asked for composition analyses and fragrance-industry compliance documents; the company had no material in Portuguese and did not know whether to quote in dollars or reais."
    ]
   },
   {
    "key": "platform",
    "heading": "What the platform did",
    "paragraphs": [
     "The platform's digital diagnosis pointed to marketing and overseas channels as the weak spots and recommended multilingual product pages and online exhibitions. The company opened a booth at the \"China–Portuguese-speaking countries beauty and wellness\" online exhibition, published the oil's composition analysis and compliance documents, and a São Paulo cosmetics formulator sent its inquiry there.",
     "The platform's Aopuhui service brought the rose cakes and rose-bud tea to Macau souvenir shops and supermarkets, and a Portuguese delicatessen ordered the rose jam through the supply hall. Contracts were priced in US dollars, with staged payment and invoicing on the platform, and currency and exchange rate were clear from the quotation on."
    ]
   },
   {
    "key": "results",
    "heading": "Results",
    "paragraphs": [
     "Within a year the company exported 18 kg of rose oil to Brazil and about 3 tonnes of rose-bud tea and rose jam to Portugal and Macau; exports went from 5% to 26% of sales. Turned into tea, the buds earn 35% more per kilo than sold loose at the peak, and off-season orders keep the plant working all year."
    ]
   }
  ],
  "metrics": [
   {
    "value": "26%",
    "label": "of sales now exports (was 5%)"
   },
   {
    "value": "+35%",
    "label": "price of buds sold as tea"
   },
   {
    "value": "18 kg",
    "label": "rose oil exported to Brazil"
   }
  ]
 }
}$t$::jsonb) t
  WHERE p.slug = 'pyRoseCase';

-- /beautyBrushCase
INSERT INTO content_pages (slug, kind, industry, countries, products, sort) VALUES
  ('beautyBrushCase', 'case', '美妆个护', '{BR,AO}', $j$[{"q": "化妆刷", "label": {"zh": "化妆刷", "cht": "化妝掃", "pt": "Pincéis de maquilhagem", "en": "Make-up brushes"}}, {"hs": "9603", "label": {"zh": "刷子（HS 9603）", "cht": "刷子（HS 9603）", "pt": "Escovas e pincéis (SH 9603)", "en": "Brushes (HS 9603)"}}]$j$, 60);
INSERT INTO content_page_texts (page_id, language, title, summary, sections, metrics)
SELECT p.id, t.key, t.value->>'title', t.value->>'summary', t.value->'sections', t.value->'metrics'
  FROM content_pages p, jsonb_each($t${
 "zh": {
  "title": "化妆刷：代工厂在巴西和安哥拉做出了自己的品牌",
  "summary": "东莞一家化妆刷代工厂借助平台推出自有品牌的素食纤维系列，找到 9 家巴西和安哥拉买家，自有品牌销售额占比达到 15%。",
  "sections": [
   {
    "key": "company",
    "heading": "企业简介",
    "paragraphs": [
     "东莞雅妍化妆工具有限公司成立于 2009 年，员工 120 人，年产化妆刷 400 万支，十多年来主要为欧洲和日本品牌做代工。工厂有完整的制杆、装毛、胶合和质检工序。"
    ]
   },
   {
    "key": "problem",
    "heading": "面临的难题",
    "paragraphs": [
     "代工占销售额的九成，利润薄，订单还越来越集中在少数大客户手里。企业想做自有品牌，却没有海外渠道。巴西是全球最大的美妆市场之一，但进口关税高，买家习惯小批量、多款式混合订货；消费者看重“纯素、无动物测试”。安哥拉的美容院供应商则希望有葡文的使用说明。"
    ]
   },
   {
    "key": "platform",
    "heading": "平台做了什么",
    "paragraphs": [
     "平台为企业开设了多语种的企业主页和产品页，企业推出了合成纤维的素食系列，把纤维供应商的证明文件上传到产品资料里；平台的跨境订单支持按套起订（300 套），一张订单可以混合多个款式。",
     "一家圣保罗的美妆电商通过产品询盘找到企业，一家罗安达的美容院供应商则在需求大厅发布了需求后收到了企业的报价。平台的数字化产品服务帮企业拍摄了葡语产品视频，合同、付款和物流都在平台的订单流程里完成。"
    ]
   },
   {
    "key": "results",
    "heading": "成效",
    "paragraphs": [
     "一年内，企业找到 9 家巴西和安哥拉的买家，自有品牌的销售额占比从零提高到 15%，自有品牌产品的毛利率是代工产品的两倍左右。企业正在为巴西市场开发第二个系列。"
    ]
   }
  ],
  "metrics": [
   {
    "value": "9 家",
    "label": "巴西和安哥拉新买家"
   },
   {
    "value": "15%",
    "label": "自有品牌销售额占比"
   },
   {
    "value": "约 2 倍",
    "label": "自有品牌毛利率（对比代工）"
   }
  ]
 },
 "cht": {
  "title": "化妝掃：代工廠在巴西和安哥拉做出了自己的品牌",
  "summary": "東莞一家化妝掃代工廠藉助平台推出自有品牌的素食纖維系列，找到 9 家巴西和安哥拉買家，自有品牌銷售額佔比達到 15%。",
  "sections": [
   {
    "key": "company",
    "heading": "企業簡介",
    "paragraphs": [
     "東莞雅妍化妝工具有限公司成立於 2009 年，員工 120 人，年產化妝掃 400 萬支，十多年來主要為歐洲和日本品牌做代工。工廠有完整的製桿、裝毛、膠合和質檢工序。"
    ]
   },
   {
    "key": "problem",
    "heading": "面臨的難題",
    "paragraphs": [
     "代工佔銷售額的九成，利潤薄，訂單還越來越集中在少數大客戶手裏。企業想做自有品牌，卻沒有海外渠道。巴西是全球最大的美妝市場之一，但進口關稅高，買家習慣小批量、多款式混合訂貨；消費者看重「純素、無動物測試」。安哥拉的美容院供應商則希望有葡文的使用說明。"
    ]
   },
   {
    "key": "platform",
    "heading": "平台做了甚麼",
    "paragraphs": [
     "平台為企業開設了多語種的企業主頁和產品頁，企業推出了合成纖維的素食系列，把纖維供應商的證明文件上傳到產品資料裏；平台的跨境訂單支持按套起訂（300 套），一張訂單可以混合多個款式。",
     "一家聖保羅的美妝電商通過產品詢盤找到企業，一家羅安達的美容院供應商則在需求大廳發佈了需求後收到了企業的報價。平台的數碼化產品服務幫企業拍攝了葡語產品影片，合同、付款和物流都在平台的訂單流程裏完成。"
    ]
   },
   {
    "key": "results",
    "heading": "成效",
    "paragraphs": [
     "一年內，企業找到 9 家巴西和安哥拉的買家，自有品牌的銷售額佔比從零提高到 15%，自有品牌產品的毛利率是代工產品的兩倍左右。企業正在為巴西市場開發第二個系列。"
    ]
   }
  ],
  "metrics": [
   {
    "value": "9 家",
    "label": "巴西和安哥拉新買家"
   },
   {
    "value": "15%",
    "label": "自有品牌銷售額佔比"
   },
   {
    "value": "約 2 倍",
    "label": "自有品牌毛利率（對比代工）"
   }
  ]
 },
 "pt": {
  "title": "Pincéis de maquilhagem: uma fábrica subcontratada cria a sua marca no Brasil e em Angola",
  "summary": "Uma fábrica de pincéis de Dongguan lançou com a plataforma uma linha vegana de marca própria, encontrou 9 compradores no Brasil e em Angola, e a marca própria já vale 15% das vendas.",
  "sections": [
   {
    "key": "company",
    "heading": "A empresa",
    "paragraphs": [
     "A Dongguan Yayan Cosmetic Tools, Lda. foi fundada em 2009, tem 120 trabalhadores e produz 4 milhões de pincéis por ano; durante mais de uma década trabalhou sobretudo em regime de subcontratação para marcas europeias e japonesas. A fábrica faz todo o processo: cabos, montagem das fibras, colagem e controlo de qualidade."
    ]
   },
   {
    "key": "problem",
    "heading": "O problema",
    "paragraphs": [
     "A subcontratação representava 90% das vendas, com margens pequenas e encomendas cada vez mais concentradas em poucos clientes. A empresa queria uma marca própria, mas não tinha canais no exterior. O Brasil é um dos maiores mercados de beleza do mundo, mas tem direitos de importação elevados, e os compradores preferem encomendas pequenas e variadas; os consumidores valorizam produtos veganos e não testados em animais. Os fornecedores de salões de Angola pediam instruções de uso em português."
    ]
   },
   {
    "key": "platform",
    "heading": "O que a plataforma fez",
    "paragraphs": [
     "A plataforma criou a página da empresa e dos produtos em várias línguas; a empresa lançou uma linha vegana de fibras sintéticas e juntou aos dados dos produtos os certificados do fornecedor das fibras. As encomendas internacionais da plataforma aceitam um mínimo por conjuntos (300) e vários modelos na mesma encomenda.",
     "Uma loja online de beleza de São Paulo chegou à empresa por um pedido de cotação de produto, e um fornecedor de salões de Luanda recebeu a proposta da empresa depois de publicar a sua procura na sala da procura. Um serviço digital da plataforma produziu vídeos dos produtos em português, e contrato, pagamento e transporte ficaram no fluxo de encomendas da plataforma."
    ]
   },
   {
    "key": "results",
    "heading": "Resultados",
    "paragraphs": [
     "Num ano, a empresa conquistou 9 compradores no Brasil e em Angola; a marca própria passou de zero para 15% das vendas, com uma margem bruta cerca do dobro da dos produtos subcontratados. A empresa está a desenvolver uma segunda linha para o mercado brasileiro."
    ]
   }
  ],
  "metrics": [
   {
    "value": "9",
    "label": "novos compradores no Brasil e em Angola"
   },
   {
    "value": "15%",
    "label": "das vendas com marca própria"
   },
   {
    "value": "≈ 2×",
    "label": "margem bruta da marca própria"
   }
  ]
 },
 "en": {
  "title": "Make-up brushes: a contract manufacturer builds its own brand in Brazil and Angola",
  "summary": "A Dongguan brush factory launched an own-brand vegan line with the platform, found 9 buyers in Brazil and Angola, and its own brand now makes 15% of sales.",
  "sections": [
   {
    "key": "company",
    "heading": "The company",
    "paragraphs": [
     "Dongguan Yayan Cosmetic Tools Co., Ltd. was founded in 2009, employs 120 people and makes 4 million brushes a year; for more than a decade it worked mainly as a contract manufacturer for European and Japanese brands. The plant covers the whole process: handles, fibre setting, gluing and quality control."
    ]
   },
   {
    "key": "problem",
    "heading": "The problem",
    "paragraphs": [
     "Contract work made up 90% of sales, with thin margins and orders ever more concentrated in a few customers. The company wanted its own brand but had no channels abroad. Brazil is one of the largest beauty markets in the world, but import duties are high and buyers prefer small orders mixing many models; shoppers look for vegan, cruelty-free products. Salon suppliers in Angola wanted instructions in Portuguese."
    ]
   },
   {
    "key": "platform",
    "heading": "What the platform did",
    "paragraphs": [
     "The platform opened multilingual company and product pages; the company launched a vegan line of synthetic fibres and attached the fibre supplier's certificates to the product data. The platform's cross-border orders accept a minimum per set (300 sets) and several models in one order.",
     "A São Paulo beauty web shop found the company through a product inquiry, and a Luanda salon supplier received the company's quote after posting its need in the demand hall. One of the platform's digital services produced Portuguese product videos, and contract, payment and shipping went through the platform's order flow."
    ]
   },
   {
    "key": "results",
    "heading": "Results",
    "paragraphs": [
     "Within a year the company won 9 buyers in Brazil and Angola; its own brand went from nothing to 15% of sales, with a gross margin about twice that of contract work. It is now developing a second line for the Brazilian market."
    ]
   }
  ],
  "metrics": [
   {
    "value": "9",
    "label": "new buyers in Brazil and Angola"
   },
   {
    "value": "15%",
    "label": "of sales under its own brand"
   },
   {
    "value": "≈ 2×",
    "label": "own-brand gross margin"
   }
  ]
 }
}$t$::jsonb) t
  WHERE p.slug = 'beautyBrushCase';

-- /casaChinaCase
INSERT INTO content_pages (slug, kind, industry, countries, products, sort) VALUES
  ('casaChinaCase', 'case', '食品', '{PT}', $j$[{"q": "酱油", "label": {"zh": "酱油与调味品", "cht": "醬油與調味品", "pt": "Molho de soja e condimentos", "en": "Soy sauce and condiments"}}, {"q": "茶具", "label": {"zh": "瓷器茶具", "cht": "瓷器茶具", "pt": "Serviços de chá em porcelana", "en": "Porcelain tea sets"}}, {"hs": "0902", "label": {"zh": "中国茶叶", "cht": "中國茶葉", "pt": "Chá da China", "en": "Chinese tea"}}]$j$, 70);
INSERT INTO content_page_texts (page_id, language, title, summary, sections, metrics)
SELECT p.id, t.key, t.value->>'title', t.value->>'summary', t.value->'sections', t.value->'metrics'
  FROM content_pages p, jsonb_each($t${
 "zh": {
  "title": "Casa China：里斯本的中国食品店不再绕道马德里进货",
  "summary": "里斯本一家华人食品店通过平台直接向七家中国供应商采购、在宁波拼柜，毛利率提高 9 个百分点，商品从 380 种增加到 620 种。",
  "sections": [
   {
    "key": "company",
    "heading": "企业简介",
    "paragraphs": [
     "Casa China 是里斯本马蒂姆·莫尼兹街区的一家亚洲食品杂货店，由来自浙江青田的第二代华人经营，员工 11 人，顾客既有华人，也有越来越多喜欢中餐的葡萄牙人和游客。"
    ]
   },
   {
    "key": "problem",
    "heading": "面临的难题",
    "paragraphs": [
     "店里的货过去几乎全部从马德里郊区的华人批发市场进：多一道批发商加价，品类有限，很多商品说不清来源；想直接从中国进货，又因为商品种类多、每种数量少，凑不满一个集装箱，葡文标签也要自己想办法。"
    ]
   },
   {
    "key": "platform",
    "heading": "平台做了什么",
    "paragraphs": [
     "店主在平台的供应大厅里找到了山东、福建和浙江的七家供应商，购物车按企业分组，一次把酱料、面条、茶叶、瓷器茶具等 240 种商品下单给各家供应商，每家各自签合同、分期付款。",
     "平台的仓储伙伴在宁波把七家的货拼成一个 40 英尺集装箱，并在装柜前按欧盟食品标签规则贴好葡文标签；清关资料由服务中心逐项核对。每一单的进度、付款和发票都能在订单里查到。"
    ]
   },
   {
    "key": "results",
    "heading": "成效",
    "paragraphs": [
     "直接采购后，商店的毛利率提高了 9 个百分点，在售商品从 380 种增加到 620 种，补货周期从十周缩短到七周。店主已经在波尔图开了第二家店，两家店共用平台上的供应商和拼柜安排。"
    ]
   }
  ],
  "metrics": [
   {
    "value": "+9 个百分点",
    "label": "毛利率"
   },
   {
    "value": "380 → 620",
    "label": "在售商品种类"
   },
   {
    "value": "7 周",
    "label": "补货周期（原为 10 周）"
   }
  ]
 },
 "cht": {
  "title": "Casa China：里斯本的中國食品店不再繞道馬德里進貨",
  "summary": "里斯本一家華人食品店通過平台直接向七家中國供應商採購、在寧波拼櫃，毛利率提高 9 個百分點，商品從 380 種增加到 620 種。",
  "sections": [
   {
    "key": "company",
    "heading": "企業簡介",
    "paragraphs": [
     "Casa China 是里斯本馬蒂姆·莫尼茲街區的一家亞洲食品雜貨店，由來自浙江青田的第二代華人經營，員工 11 人，顧客既有華人，也有越來越多喜歡中餐的葡萄牙人和遊客。"
    ]
   },
   {
    "key": "problem",
    "heading": "面臨的難題",
    "paragraphs": [
     "店裏的貨過去幾乎全部從馬德里郊區的華人批發市場進：多一道批發商加價，品類有限，很多商品說不清來源；想直接從中國進貨，又因為商品種類多、每種數量少，湊不滿一個貨櫃，葡文標籤也要自己想辦法。"
    ]
   },
   {
    "key": "platform",
    "heading": "平台做了甚麼",
    "paragraphs": [
     "店主在平台的供應大廳裏找到了山東、福建和浙江的七家供應商，購物車按企業分組，一次把醬料、麵條、茶葉、瓷器茶具等 240 種商品下單給各家供應商，每家各自簽合同、分期付款。",
     "平台的倉儲夥伴在寧波把七家的貨拼成一個 40 呎貨櫃，並在裝櫃前按歐盟食品標籤規則貼好葡文標籤；清關資料由服務中心逐項核對。每一單的進度、付款和發票都能在訂單裏查到。"
    ]
   },
   {
    "key": "results",
    "heading": "成效",
    "paragraphs": [
     "直接採購後，商店的毛利率提高了 9 個百分點，在售商品從 380 種增加到 620 種，補貨周期從十週縮短到七週。店主已經在波爾圖開了第二家店，兩家店共用平台上的供應商和拼櫃安排。"
    ]
   }
  ],
  "metrics": [
   {
    "value": "+9 個百分點",
    "label": "毛利率"
   },
   {
    "value": "380 → 620",
    "label": "在售商品種類"
   },
   {
    "value": "7 週",
    "label": "補貨周期（原為 10 週）"
   }
  ]
 },
 "pt": {
  "title": "Casa China: uma mercearia chinesa de Lisboa deixa de se abastecer em Madrid",
  "summary": "Uma mercearia chinesa de Lisboa passou a comprar diretamente a sete fornecedores chineses através da plataforma, com consolidação em Ningbo: a margem bruta subiu 9 pontos e a oferta passou de 380 para 620 artigos.",
  "sections": [
   {
    "key": "company",
    "heading": "A empresa",
    "paragraphs": [
     "A Casa China é uma mercearia asiática no bairro do Martim Moniz, em Lisboa, gerida por uma família de segunda geração originária de Qingtian (Zhejiang). Tem 11 trabalhadores e clientes chineses, mas também cada vez mais portugueses e turistas que gostam de cozinha chinesa."
    ]
   },
   {
    "key": "problem",
    "heading": "O problema",
    "paragraphs": [
     "Quase toda a mercadoria vinha dos armazéns grossistas chineses dos arredores de Madrid: mais uma margem de intermediário, pouca variedade e muitos produtos de origem pouco clara. Importar diretamente da China parecia impossível: muitos artigos, poucas unidades de cada, nunca o suficiente para encher um contentor, e os rótulos em português ficavam por conta da loja."
    ]
   },
   {
    "key": "platform",
    "heading": "O que a plataforma fez",
    "paragraphs": [
     "Na sala da oferta da plataforma, os donos encontraram sete fornecedores de Shandong, Fujian e Zhejiang. O carrinho agrupa os artigos por empresa, e numa só vez encomendaram 240 artigos — molhos, massas, chá, serviços de chá em porcelana —, cada fornecedor com o seu contrato e o seu pagamento faseado.",
     "O parceiro de armazenagem da plataforma consolidou as sete encomendas num contentor de 40 pés em Ningbo e, antes da carga, aplicou os rótulos em português exigidos pelas regras da UE para alimentos; o centro de serviços verificou os documentos de desalfandegamento um a um. O estado, os pagamentos e as faturas de cada encomenda estão sempre à vista."
    ]
   },
   {
    "key": "results",
    "heading": "Resultados",
    "paragraphs": [
     "Com a compra direta, a margem bruta da loja subiu 9 pontos percentuais, a oferta passou de 380 para 620 artigos e o reabastecimento desceu de dez para sete semanas. Os donos já abriram uma segunda loja no Porto, que partilha os fornecedores e a consolidação organizados na plataforma."
    ]
   }
  ],
  "metrics": [
   {
    "value": "+9 p.p.",
    "label": "margem bruta"
   },
   {
    "value": "380 → 620",
    "label": "artigos à venda"
   },
   {
    "value": "7 semanas",
    "label": "de reabastecimento (antes: 10)"
   }
  ]
 },
 "en": {
  "title": "Casa China: a Lisbon Chinese grocery stops buying through Madrid",
  "summary": "A Chinese grocery in Lisbon now buys directly from seven Chinese suppliers through the platform, consolidated in Ningbo: gross margin up 9 points and its range up from 380 to 620 items.",
  "sections": [
   {
    "key": "company",
    "heading": "The company",
    "paragraphs": [
     "Casa China is an Asian grocery in Lisbon's Martim Moniz quarter, run by a second-generation family from Qingtian (Zhejiang). It has 11 staff and serves Chinese customers as well as a growing number of Portuguese people and tourists who enjoy Chinese cooking."
    ]
   },
   {
    "key": "problem",
    "heading": "The problem",
    "paragraphs": [
     "Almost everything on its shelves came from the Chinese wholesale warehouses outside Madrid: one more middleman's margin, a narrow range and many products of unclear origin. Importing directly from China looked impossible: many items, a few units of each, never enough to fill a container, and Portuguese labels left to the shop."
    ]
   },
   {
    "key": "platform",
    "heading": "What the platform did",
    "paragraphs": [
     "In the platform's supply hall the owners found seven suppliers in Shandong, Fujian and Zhejiang. The cart groups items by company, so they ordered 240 items at once — sauces, noodles, tea, porcelain tea sets — each supplier with its own contract and staged payment.",
     "The platform's warehouse partner consolidated the seven orders into one 40-foot container in Ningbo and, before loading, applied the Portuguese labels the EU food rules require; the service centre checked the clearance documents one by one. Each order's progress, payments and invoices are always in view."
    ]
   },
   {
    "key": "results",
    "heading": "Results",
    "paragraphs": [
     "Buying directly raised the shop's gross margin by 9 percentage points, its range grew from 380 to 620 items and restocking fell from ten weeks to seven. The owners have opened a second shop in Porto, which shares the suppliers and consolidation set up on the platform."
    ]
   }
  ],
  "metrics": [
   {
    "value": "+9 pts",
    "label": "gross margin"
   },
   {
    "value": "380 → 620",
    "label": "items on sale"
   },
   {
    "value": "7 weeks",
    "label": "to restock (was 10)"
   }
  ]
 }
}$t$::jsonb) t
  WHERE p.slug = 'casaChinaCase';

-- /caseSupermarketInfo
INSERT INTO content_pages (slug, kind, industry, countries, products, sort) VALUES
  ('caseSupermarketInfo', 'case', '食品', '{MO,PT}', $j$[{"hs": "2204", "label": {"zh": "葡萄酒", "cht": "葡萄酒", "pt": "Vinhos", "en": "Wine"}}, {"hs": "1509", "label": {"zh": "橄榄油", "cht": "橄欖油", "pt": "Azeite", "en": "Olive oil"}}, {"hs": "1604", "label": {"zh": "鱼类罐头", "cht": "魚類罐頭", "pt": "Conservas de peixe", "en": "Canned fish"}}]$j$, 80);
INSERT INTO content_page_texts (page_id, language, title, summary, sections, metrics)
SELECT p.id, t.key, t.value->>'title', t.value->>'summary', t.value->'sections', t.value->'metrics'
  FROM content_pages p, jsonb_each($t${
 "zh": {
  "title": "澳门葡韵超市：直接向葡萄牙小产区采购，再卖进横琴",
  "summary": "澳门一家超市通过平台直接对接 12 家葡萄牙生产商，在波尔图拼柜运到澳门，葡国商品从 140 种增加到 420 种，进货成本下降 12%。",
  "sections": [
   {
    "key": "company",
    "heading": "企业简介",
    "paragraphs": [
     "葡韵超市（Supermercado Lusitano）在澳门半岛和氹仔有三家门店，员工 48 人，主打葡萄牙和其他葡语国家的食品：葡萄酒、橄榄油、沙丁鱼罐头、奶酪和咖啡，顾客包括本地居民、葡裔家庭和内地游客。"
    ]
   },
   {
    "key": "problem",
    "heading": "面临的难题",
    "paragraphs": [
     "超市的葡国商品过去主要经香港进口商采购，品种少、加价高；葡萄牙的很多小产区酒庄和罐头厂产品很好，却没有中文标签，单家的量也不够发一个集装箱。超市还想把葡国商品卖进横琴粤澳深度合作区，但对内地的进口和标签要求不熟悉。"
    ]
   },
   {
    "key": "platform",
    "heading": "平台做了什么",
    "paragraphs": [
     "超市在平台的供应大厅里按 HS 编码筛选葡萄牙的葡萄酒、橄榄油和鱼罐头，直接联系了 12 家生产商，其中 6 家是第一次向亚洲出口。平台的澳葡汇服务在波尔图（莱肖埃斯港）安排拼柜，把多家的小批量货物合成整柜运到澳门。",
     "服务中心协助生产商制作中文标签，并整理了经澳门进入内地的单证要求；合同、分期付款和发票都在平台上完成，葡萄牙生产商可以用葡文查看每一步。超市在横琴的合作门店通过平台的订单直接补货。"
    ]
   },
   {
    "key": "results",
    "heading": "成效",
    "paragraphs": [
     "一年内，超市在售的葡国商品从 140 种增加到 420 种，直接采购让进货成本平均下降 12%，葡国商品的销售额增长 40%。6 家葡萄牙生产商借此第一次进入澳门和内地市场。"
    ]
   }
  ],
  "metrics": [
   {
    "value": "140 → 420",
    "label": "在售葡国商品"
   },
   {
    "value": "−12%",
    "label": "平均进货成本"
   },
   {
    "value": "+40%",
    "label": "葡国商品销售额"
   }
  ]
 },
 "cht": {
  "title": "澳門葡韻超市：直接向葡萄牙小產區採購，再賣進橫琴",
  "summary": "澳門一家超市通過平台直接對接 12 家葡萄牙生產商，在波爾圖拼櫃運到澳門，葡國商品從 140 種增加到 420 種，進貨成本下降 12%。",
  "sections": [
   {
    "key": "company",
    "heading": "企業簡介",
    "paragraphs": [
     "葡韻超市（Supermercado Lusitano）在澳門半島和氹仔有三家門店，員工 48 人，主打葡萄牙和其他葡語國家的食品：葡萄酒、橄欖油、沙甸魚罐頭、芝士和咖啡，顧客包括本地居民、土生葡人家庭和內地遊客。"
    ]
   },
   {
    "key": "problem",
    "heading": "面臨的難題",
    "paragraphs": [
     "超市的葡國商品過去主要經香港進口商採購，品種少、加價高；葡萄牙的很多小產區酒莊和罐頭廠產品很好，卻沒有中文標籤，單家的量也不夠發一個貨櫃。超市還想把葡國商品賣進橫琴粵澳深度合作區，但對內地的進口和標籤要求不熟悉。"
    ]
   },
   {
    "key": "platform",
    "heading": "平台做了甚麼",
    "paragraphs": [
     "超市在平台的供應大廳裏按 HS 編碼篩選葡萄牙的葡萄酒、橄欖油和魚罐頭，直接聯絡了 12 家生產商，其中 6 家是第一次向亞洲出口。平台的澳葡匯服務在波爾圖（萊肖埃斯港）安排拼櫃，把多家的小批量貨物合成整櫃運到澳門。",
     "服務中心協助生產商製作中文標籤，並整理了經澳門進入內地的單證要求；合同、分期付款和發票都在平台上完成，葡萄牙生產商可以用葡文查看每一步。超市在橫琴的合作門店通過平台的訂單直接補貨。"
    ]
   },
   {
    "key": "results",
    "heading": "成效",
    "paragraphs": [
     "一年內，超市在售的葡國商品從 140 種增加到 420 種，直接採購讓進貨成本平均下降 12%，葡國商品的銷售額增長 40%。6 家葡萄牙生產商藉此第一次進入澳門和內地市場。"
    ]
   }
  ],
  "metrics": [
   {
    "value": "140 → 420",
    "label": "在售葡國商品"
   },
   {
    "value": "−12%",
    "label": "平均進貨成本"
   },
   {
    "value": "+40%",
    "label": "葡國商品銷售額"
   }
  ]
 },
 "pt": {
  "title": "Supermercado Lusitano, Macau: compra direta a pequenos produtores portugueses e venda em Hengqin",
  "summary": "Um supermercado de Macau passou a comprar diretamente a 12 produtores portugueses através da plataforma, com consolidação no Porto: a oferta de produtos portugueses passou de 140 para 420 artigos e o custo de compra desceu 12%.",
  "sections": [
   {
    "key": "company",
    "heading": "A empresa",
    "paragraphs": [
     "O Supermercado Lusitano tem três lojas, na península de Macau e na Taipa, e 48 trabalhadores. Especializou-se em produtos de Portugal e de outros países lusófonos — vinhos, azeite, conservas de sardinha, queijos e café — para residentes, famílias macaenses e turistas do interior da China."
    ]
   },
   {
    "key": "problem",
    "heading": "O problema",
    "paragraphs": [
     "Os produtos portugueses chegavam sobretudo através de importadores de Hong Kong: pouca variedade e margens altas. Muitas pequenas adegas e conserveiras portuguesas têm produtos excelentes, mas sem rótulo em chinês e sem volume para um contentor. O supermercado queria ainda vender em Hengqin, na Zona de Cooperação Aprofundada Guangdong–Macau, mas não conhecia as regras de importação e rotulagem do interior da China."
    ]
   },
   {
    "key": "platform",
    "heading": "O que a plataforma fez",
    "paragraphs": [
     "Na sala da oferta da plataforma, o supermercado filtrou por código SH vinhos, azeites e conservas de peixe portugueses e contactou diretamente 12 produtores, seis dos quais exportavam para a Ásia pela primeira vez. O serviço Aopuhui da plataforma organizou a consolidação no porto de Leixões, juntando pequenas quantidades de vários produtores num contentor completo para Macau.",
     "O centro de serviços ajudou os produtores a preparar os rótulos em chinês e reuniu os documentos exigidos para entrar no interior da China através de Macau; contratos, pagamentos faseados e faturas ficaram na plataforma, e os produtores portugueses acompanham cada passo em português. A loja parceira em Hengqin repõe o stock diretamente por encomendas na plataforma."
    ]
   },
   {
    "key": "results",
    "heading": "Resultados",
    "paragraphs": [
     "Num ano, os produtos portugueses à venda passaram de 140 para 420, a compra direta baixou o custo médio de aquisição em 12% e as vendas de produtos portugueses cresceram 40%. Seis produtores portugueses entraram assim, pela primeira vez, nos mercados de Macau e do interior da China."
    ]
   }
  ],
  "metrics": [
   {
    "value": "140 → 420",
    "label": "produtos portugueses à venda"
   },
   {
    "value": "−12%",
    "label": "custo médio de compra"
   },
   {
    "value": "+40%",
    "label": "vendas de produtos portugueses"
   }
  ]
 },
 "en": {
  "title": "Supermercado Lusitano, Macau: buying from small Portuguese producers, selling on into Hengqin",
  "summary": "A Macau supermarket now buys directly from 12 Portuguese producers through the platform, consolidated in Porto: its Portuguese range grew from 140 to 420 items and buying costs fell 12%.",
  "sections": [
   {
    "key": "company",
    "heading": "The company",
    "paragraphs": [
     "Supermercado Lusitano has three shops on the Macau peninsula and in Taipa and 48 staff. It specialises in food from Portugal and other Portuguese-speaking countries — wine, olive oil, canned sardines, cheese and coffee — for residents, Macanese families and visitors from mainland China."
    ]
   },
   {
    "key": "problem",
    "heading": "The problem",
    "paragraphs": [
     "Portuguese products used to come mostly through Hong Kong importers: a narrow range and high mark-ups. Many small Portuguese wineries and canneries make excellent products but have no Chinese labels and not enough volume for a container. The supermarket also wanted to sell in Hengqin, the Guangdong–Macao In-Depth Cooperation Zone, but did not know the mainland's import and labelling rules."
    ]
   },
   {
    "key": "platform",
    "heading": "What the platform did",
    "paragraphs": [
     "In the platform's supply hall the supermarket filtered Portuguese wine, olive oil and canned fish by HS code and contacted 12 producers directly, six of them exporting to Asia for the first time. The platform's Aopuhui service arranged consolidation at the port of Leixões (Porto), combining small lots from several producers into a full container for Macau.",
     "The service centre helped the producers prepare Chinese labels and compiled the documents needed to enter mainland China through Macau; contracts, staged payments and invoices stayed on the platform, where the Portuguese producers follow each step in Portuguese. The partner shop in Hengqin restocks directly through orders on the platform."
    ]
   },
   {
    "key": "results",
    "heading": "Results",
    "paragraphs": [
     "Within a year the Portuguese range on sale grew from 140 to 420 items, buying directly cut the average purchase cost by 12% and sales of Portuguese products rose 40%. Six Portuguese producers entered the Macau and mainland markets for the first time."
    ]
   }
  ],
  "metrics": [
   {
    "value": "140 → 420",
    "label": "Portuguese items on sale"
   },
   {
    "value": "−12%",
    "label": "average purchase cost"
   },
   {
    "value": "+40%",
    "label": "sales of Portuguese products"
   }
  ]
 }
}$t$::jsonb) t
  WHERE p.slug = 'caseSupermarketInfo';

-- /aph
INSERT INTO content_pages (slug, kind, industry, countries, products, sort) VALUES
  ('aph', 'service', NULL, '{}', $j$[{"hs": "2204", "label": {"zh": "葡语国家的葡萄酒", "cht": "葡語國家的葡萄酒", "pt": "Vinhos lusófonos", "en": "Wine from Portuguese-speaking countries"}}, {"hs": "1509", "label": {"zh": "橄榄油", "cht": "橄欖油", "pt": "Azeite", "en": "Olive oil"}}, {"hs": "0901", "label": {"zh": "咖啡", "cht": "咖啡", "pt": "Café", "en": "Coffee"}}]$j$, 110);
INSERT INTO content_page_texts (page_id, language, title, summary, sections, metrics)
SELECT p.id, t.key, t.value->>'title', t.value->>'summary', t.value->'sections', t.value->'metrics'
  FROM content_pages p, jsonb_each($t${
 "zh": {
  "title": "澳葡汇",
  "summary": "以澳门为纽带的中国—葡语国家商贸服务：帮葡语国家的产品经澳门进入中国市场，也帮中国企业借澳门走向葡语国家。",
  "sections": [
   {
    "key": "about",
    "heading": "什么是澳葡汇",
    "paragraphs": [
     "澳葡汇是平台设在澳门的服务窗口。澳门是中国与葡语国家商贸合作服务平台，实行自由港政策，中文和葡文都是官方语言，法律制度与葡语国家相近，又通过 CEPA 和横琴粤澳深度合作区与内地市场紧密相连。澳葡汇把这些条件变成企业用得上的具体服务。"
    ]
   },
   {
    "key": "plp",
    "heading": "给葡语国家企业",
    "paragraphs": [
     "我们帮助葡萄牙、巴西、安哥拉、莫桑比克、佛得角等国家的生产商把产品卖进澳门和内地：核对中国海关对进口食品境外生产企业的注册要求，制作中文标签，安排多家小批量货物在起运港拼柜运到澳门，并对接澳门和横琴的超市、餐饮和分销渠道。",
     "每年澳门举办的国际贸易投资展览会和葡语国家产品及服务展期间，澳葡汇为平台会员安排采购洽谈。"
    ]
   },
   {
    "key": "china",
    "heading": "给中国企业",
    "paragraphs": [
     "对想开拓葡语国家市场的中国企业，澳葡汇提供中葡双语的合同与文件服务、熟悉葡语国家法律和商业习惯的专业人士对接，以及在澳门设立贸易公司、以澳门为结算和物流中转地的咨询。"
    ]
   },
   {
    "key": "how",
    "heading": "如何合作",
    "paragraphs": [
     "填写下方表单，说明您的产品、目标市场和希望得到的帮助。澳葡汇团队会在两个工作日内用中文、葡文或英文回复您。"
    ]
   }
  ],
  "metrics": []
 },
 "cht": {
  "title": "澳葡匯",
  "summary": "以澳門為紐帶的中國—葡語國家商貿服務：幫葡語國家的產品經澳門進入中國市場，也幫中國企業借澳門走向葡語國家。",
  "sections": [
   {
    "key": "about",
    "heading": "甚麼是澳葡匯",
    "paragraphs": [
     "澳葡匯是平台設在澳門的服務窗口。澳門是中國與葡語國家商貿合作服務平台，實行自由港政策，中文和葡文都是官方語言，法律制度與葡語國家相近，又通過 CEPA 和橫琴粵澳深度合作區與內地市場緊密相連。澳葡匯把這些條件變成企業用得上的具體服務。"
    ]
   },
   {
    "key": "plp",
    "heading": "給葡語國家企業",
    "paragraphs": [
     "我們幫助葡萄牙、巴西、安哥拉、莫桑比克、佛得角等國家的生產商把產品賣進澳門和內地：核對中國海關對進口食品境外生產企業的註冊要求，製作中文標籤，安排多家小批量貨物在起運港拼櫃運到澳門，並對接澳門和橫琴的超市、餐飲和分銷渠道。",
     "每年澳門舉辦的國際貿易投資展覽會和葡語國家產品及服務展期間，澳葡匯為平台會員安排採購洽談。"
    ]
   },
   {
    "key": "china",
    "heading": "給中國企業",
    "paragraphs": [
     "對想開拓葡語國家市場的中國企業，澳葡匯提供中葡雙語的合同與文件服務、熟悉葡語國家法律和商業習慣的專業人士對接，以及在澳門設立貿易公司、以澳門為結算和物流中轉地的諮詢。"
    ]
   },
   {
    "key": "how",
    "heading": "如何合作",
    "paragraphs": [
     "填寫下方表單，說明您的產品、目標市場和希望得到的幫助。澳葡匯團隊會在兩個工作日內用中文、葡文或英文回覆您。"
    ]
   }
  ],
  "metrics": []
 },
 "pt": {
  "title": "Aopuhui — Macau–Portugal",
  "summary": "Serviços comerciais entre a China e os países lusófonos com Macau como ponte: levar os produtos lusófonos ao mercado chinês através de Macau e ajudar as empresas chinesas a chegar aos países lusófonos.",
  "sections": [
   {
    "key": "about",
    "heading": "O que é o Aopuhui",
    "paragraphs": [
     "O Aopuhui é o balcão de serviços da plataforma em Macau. Macau é a plataforma de serviços para a cooperação comercial entre a China e os países de língua portuguesa: é porto franco, tem o chinês e o português como línguas oficiais, um sistema jurídico próximo do dos países lusófonos e uma ligação estreita ao mercado do interior da China através do CEPA e da Zona de Cooperação Aprofundada Guangdong–Macau em Hengqin. O Aopuhui transforma estas vantagens em serviços concretos para as empresas."
    ]
   },
   {
    "key": "plp",
    "heading": "Para empresas dos países lusófonos",
    "paragraphs": [
     "Ajudamos produtores de Portugal, do Brasil, de Angola, de Moçambique, de Cabo Verde e dos outros países lusófonos a vender em Macau e no interior da China: verificamos o registo exigido pelas alfândegas chinesas aos fabricantes estrangeiros de alimentos, preparamos rótulos em chinês, consolidamos pequenas remessas de vários produtores no porto de origem com destino a Macau e apresentamos supermercados, restaurantes e distribuidores de Macau e de Hengqin.",
     "Durante a Feira Internacional de Macau e a Exposição de Produtos e Serviços dos Países de Língua Portuguesa, o Aopuhui organiza reuniões de compra para os membros da plataforma."
    ]
   },
   {
    "key": "china",
    "heading": "Para empresas chinesas",
    "paragraphs": [
     "Às empresas chinesas que querem chegar aos países lusófonos, o Aopuhui oferece contratos e documentos bilingues em chinês e português, contacto com profissionais que conhecem o direito e os hábitos comerciais lusófonos, e aconselhamento para abrir uma empresa comercial em Macau e usar Macau como centro de pagamentos e de trânsito logístico."
    ]
   },
   {
    "key": "how",
    "heading": "Como trabalhar connosco",
    "paragraphs": [
     "Preencha o formulário abaixo com os seus produtos, os mercados que procura e a ajuda de que precisa. A equipa do Aopuhui responde em dois dias úteis, em chinês, português ou inglês."
    ]
   }
  ],
  "metrics": []
 },
 "en": {
  "title": "Aopuhui — Macau–Portugal hub",
  "summary": "China–Portuguese-speaking countries trade services with Macau as the bridge: bringing Portuguese-speaking countries' products to the Chinese market through Macau, and helping Chinese companies reach the Portuguese-speaking world.",
  "sections": [
   {
    "key": "about",
    "heading": "What Aopuhui is",
    "paragraphs": [
     "Aopuhui is the platform's service desk in Macau. Macau is China's service platform for trade co-operation with the Portuguese-speaking countries: a free port with Chinese and Portuguese as official languages, a legal system close to those of the Portuguese-speaking countries, and close links to the mainland market through CEPA and the Guangdong–Macao In-Depth Cooperation Zone in Hengqin. Aopuhui turns these advantages into concrete services for companies."
    ]
   },
   {
    "key": "plp",
    "heading": "For companies from Portuguese-speaking countries",
    "paragraphs": [
     "We help producers from Portugal, Brazil, Angola, Mozambique, Cabo Verde and the other Portuguese-speaking countries sell in Macau and mainland China: we check the registration China's customs require of overseas food manufacturers, prepare Chinese labels, consolidate small lots from several producers at the port of origin for Macau, and introduce supermarkets, restaurants and distributors in Macau and Hengqin.",
     "During the Macao International Trade and Investment Fair and the Portuguese-speaking Countries Products and Services Exhibition, Aopuhui arranges buyer meetings for platform members."
    ]
   },
   {
    "key": "china",
    "heading": "For Chinese companies",
    "paragraphs": [
     "For Chinese companies aiming at the Portuguese-speaking markets, Aopuhui offers bilingual Chinese–Portuguese contracts and documents, introductions to professionals who know Portuguese-speaking law and business customs, and advice on setting up a trading company in Macau and using Macau as a hub for payments and logistics."
    ]
   },
   {
    "key": "how",
    "heading": "How to work with us",
    "paragraphs": [
     "Fill in the form below with your products, the markets you are aiming at and the help you need. The Aopuhui team replies within two working days, in Chinese, Portuguese or English."
    ]
   }
  ],
  "metrics": []
 }
}$t$::jsonb) t
  WHERE p.slug = 'aph';

-- /jkh
INSERT INTO content_pages (slug, kind, industry, countries, products, sort) VALUES
  ('jkh', 'service', NULL, '{}', $j$[]$j$, 120);
INSERT INTO content_page_texts (page_id, language, title, summary, sections, metrics)
SELECT p.id, t.key, t.value->>'title', t.value->>'summary', t.value->'sections', t.value->'metrics'
  FROM content_pages p, jsonb_each($t${
 "zh": {
  "title": "金科汇",
  "summary": "面向外贸中小企业的金融与科技服务：区块链产品编码、电子签约、供应链金融和跨境结算，让每一笔交易更可信、资金周转更快。",
  "sections": [
   {
    "key": "about",
    "heading": "什么是金科汇",
    "paragraphs": [
     "金科汇把平台上的订单、合同、物流和付款记录与合作金融机构、技术服务商连接起来。中小企业在跨境交易中最常遇到的问题——对方是否可信、合同怎么签、货款多久能回来、用什么币种结算——都可以在这里找到对应的服务。"
    ]
   },
   {
    "key": "codes",
    "heading": "区块链产品编码",
    "paragraphs": [
     "为每一批货物生成唯一的产品编码和二维码，记录产地、生产和检验日期、检测报告和物流节点。记录上链后不可篡改，买家和消费者扫码即可查看，适合茶叶、大米、食品和化妆品等重视产地与安全的商品。"
    ]
   },
   {
    "key": "signature",
    "heading": "电子签约",
    "paragraphs": [
     "买卖双方在平台上在线签署合同，签署人身份经过实名核验，合同文本、签署时间和附件完整留存，可随时下载核对，不必再往返寄送纸质文件。"
    ]
   },
   {
    "key": "finance",
    "heading": "供应链金融与跨境结算",
    "paragraphs": [
     "对已在平台确认的订单，合作银行可以依据订单、合同和提单提供应收账款融资或订单融资，缩短企业的回款周期。跨境结算支持人民币、澳门元、欧元、美元和巴西雷亚尔等币种，由合作银行按实时汇率办理。具体的额度、利率和费用以合作机构的审批为准。"
    ]
   },
   {
    "key": "how",
    "heading": "如何申请",
    "paragraphs": [
     "在下方表单中选择“支付、融资与电子签约”，简要说明您的订单规模和需求，金科汇团队会在两个工作日内联系您。"
    ]
   }
  ],
  "metrics": []
 },
 "cht": {
  "title": "金科匯",
  "summary": "面向外貿中小企業的金融與科技服務：區塊鏈產品編碼、電子簽約、供應鏈金融和跨境結算，讓每一筆交易更可信、資金周轉更快。",
  "sections": [
   {
    "key": "about",
    "heading": "甚麼是金科匯",
    "paragraphs": [
     "金科匯把平台上的訂單、合同、物流和付款記錄與合作金融機構、技術服務商連接起來。中小企業在跨境交易中最常遇到的問題——對方是否可信、合同怎麼簽、貨款多久能回來、用甚麼幣種結算——都可以在這裏找到對應的服務。"
    ]
   },
   {
    "key": "codes",
    "heading": "區塊鏈產品編碼",
    "paragraphs": [
     "為每一批貨物生成唯一的產品編碼和二維碼，記錄產地、生產和檢驗日期、檢測報告和物流節點。記錄上鏈後不可篡改，買家和消費者掃碼即可查看，適合茶葉、大米、食品和化妝品等重視產地與安全的商品。"
    ]
   },
   {
    "key": "signature",
    "heading": "電子簽約",
    "paragraphs": [
     "買賣雙方在平台上在線簽署合同，簽署人身份經過實名核驗，合同文本、簽署時間和附件完整留存，可隨時下載核對，不必再往返寄送紙質文件。"
    ]
   },
   {
    "key": "finance",
    "heading": "供應鏈金融與跨境結算",
    "paragraphs": [
     "對已在平台確認的訂單，合作銀行可以依據訂單、合同和提單提供應收賬款融資或訂單融資，縮短企業的回款周期。跨境結算支持人民幣、澳門元、歐元、美元和巴西雷亞爾等幣種，由合作銀行按實時匯率辦理。具體的額度、利率和費用以合作機構的審批為準。"
    ]
   },
   {
    "key": "how",
    "heading": "如何申請",
    "paragraphs": [
     "在下方表單中選擇「支付、融資與電子簽約」，簡要說明您的訂單規模和需求，金科匯團隊會在兩個工作日內聯絡您。"
    ]
   }
  ],
  "metrics": []
 },
 "pt": {
  "title": "Jinkehui — finanças e tecnologia",
  "summary": "Serviços financeiros e tecnológicos para PME exportadoras: códigos de produto em blockchain, assinatura eletrónica, financiamento da cadeia de abastecimento e pagamentos internacionais, para negócios mais fiáveis e tesouraria mais rápida.",
  "sections": [
   {
    "key": "about",
    "heading": "O que é o Jinkehui",
    "paragraphs": [
     "O Jinkehui liga as encomendas, os contratos, o transporte e os pagamentos registados na plataforma a instituições financeiras e fornecedores de tecnologia parceiros. As perguntas mais comuns das PME no comércio internacional — a outra parte é de confiança? como se assina o contrato? quando recebo? em que moeda? — têm aqui um serviço que lhes responde."
    ]
   },
   {
    "key": "codes",
    "heading": "Códigos de produto em blockchain",
    "paragraphs": [
     "Cada lote recebe um código de produto único e um código QR que registam a origem, as datas de produção e de inspeção, os relatórios de análise e as etapas do transporte. Uma vez em blockchain, os registos não podem ser alterados; compradores e consumidores leem o código e veem tudo. É especialmente útil para chá, arroz, alimentos e cosméticos, em que origem e segurança contam."
    ]
   },
   {
    "key": "signature",
    "heading": "Assinatura eletrónica",
    "paragraphs": [
     "Comprador e vendedor assinam o contrato online na plataforma, com a identidade dos signatários verificada; o texto, a hora da assinatura e os anexos ficam guardados e podem ser descarregados a qualquer momento, sem papéis a circular pelo correio."
    ]
   },
   {
    "key": "finance",
    "heading": "Financiamento e pagamentos internacionais",
    "paragraphs": [
     "Sobre encomendas confirmadas na plataforma, os bancos parceiros podem financiar faturas ou encomendas com base na encomenda, no contrato e no conhecimento de embarque, encurtando o prazo de recebimento. Os pagamentos internacionais aceitam renminbi, patacas, euros, dólares americanos e reais, tratados pelos bancos parceiros ao câmbio do momento. Limites, taxas e custos dependem da aprovação da instituição parceira."
    ]
   },
   {
    "key": "how",
    "heading": "Como pedir",
    "paragraphs": [
     "No formulário abaixo, escolha «Pagamentos, financiamento e assinatura eletrónica» e descreva brevemente a dimensão das suas encomendas e o que precisa. A equipa do Jinkehui contacta-o em dois dias úteis."
    ]
   }
  ],
  "metrics": []
 },
 "en": {
  "title": "Jinkehui — fintech hub",
  "summary": "Finance and technology services for exporting SMEs: blockchain product codes, e-signature, supply-chain finance and cross-border payments, for trade that is easier to trust and cash that comes in faster.",
  "sections": [
   {
    "key": "about",
    "heading": "What Jinkehui is",
    "paragraphs": [
     "Jinkehui connects the orders, contracts, shipping and payment records on the platform with partner financial institutions and technology providers. The questions SMEs ask most in cross-border trade — can I trust the other side, how do we sign, when will I be paid, in which currency — each have a service here."
    ]
   },
   {
    "key": "codes",
    "heading": "Blockchain product codes",
    "paragraphs": [
     "Every lot gets a unique product code and QR code recording its origin, production and inspection dates, test reports and shipping milestones. Once on the blockchain the records cannot be altered; buyers and shoppers scan the code to see them. It suits tea, rice, food and cosmetics, where origin and safety matter."
    ]
   },
   {
    "key": "signature",
    "heading": "E-signature",
    "paragraphs": [
     "Buyer and seller sign the contract online on the platform, with the signatories' identities verified; the text, the time of signing and the attachments are kept and can be downloaded at any time, with no paper posted back and forth."
    ]
   },
   {
    "key": "finance",
    "heading": "Supply-chain finance and cross-border payments",
    "paragraphs": [
     "On orders confirmed on the platform, partner banks can finance invoices or orders against the order, the contract and the bill of lading, shortening the time to get paid. Cross-border payments support renminbi, patacas, euros, US dollars and Brazilian reais, handled by the partner banks at the current exchange rate. Limits, rates and fees are subject to the partner institution's approval."
    ]
   },
   {
    "key": "how",
    "heading": "How to apply",
    "paragraphs": [
     "In the form below choose \"Payments, finance and e-signature\" and briefly describe the size of your orders and what you need. The Jinkehui team will contact you within two working days."
    ]
   }
  ],
  "metrics": []
 }
}$t$::jsonb) t
  WHERE p.slug = 'jkh';

-- /serviceCenter
INSERT INTO content_pages (slug, kind, industry, countries, products, sort) VALUES
  ('serviceCenter', 'service', NULL, '{}', $j$[]$j$, 130);
INSERT INTO content_page_texts (page_id, language, title, summary, sections, metrics)
SELECT p.id, t.key, t.value->>'title', t.value->>'summary', t.value->'sections', t.value->'metrics'
  FROM content_pages p, jsonb_each($t${
 "zh": {
  "title": "服务中心",
  "summary": "从入驻认证、寻找买家和供应商，到签约、付款、物流和开票，平台为中国与葡语国家之间的每一步外贸业务提供服务。",
  "sections": [
   {
    "key": "join",
    "heading": "入驻与认证",
    "paragraphs": [
     "企业用手机号或邮箱注册后提交营业执照等资料完成企业认证，认证企业在名录和产品卡片上带有认证标识，更容易获得买家信任。主账号可以为员工开设子账号并分配权限。"
    ]
   },
   {
    "key": "match",
    "heading": "贸易撮合",
    "paragraphs": [
     "在供需大厅发布供应产品或采购需求，按 HS 编码、国家和行业搜索，对感兴趣的产品直接询盘；线上展会和特色展馆（茶叶、澳门、山东等）集中展示各地的特色产品和企业。"
    ]
   },
   {
    "key": "deal",
    "heading": "交易与履约",
    "paragraphs": [
     "在线下单，签订合同，约定分期付款，申请和管理发票；国内、国际和跨境订单都按统一流程推进，每一步都有记录和通知。仓储物流伙伴提供拼柜、报关和运输服务。"
    ]
   },
   {
    "key": "data",
    "heading": "数据与资讯",
    "paragraphs": [
     "贸易统计按伙伴国、年份和 HS 章汇总中国和澳门与葡语国家的进出口数据（来源：UN Comtrade）；新闻政策栏目跟踪关税、检疫和贸易便利化的最新变化。"
    ]
   },
   {
    "key": "experts",
    "heading": "专业服务",
    "paragraphs": [
     "翻译与标签、合规咨询、产品认证、法律和财税等服务由平台筛选的合作伙伴提供。通过下方表单告诉我们您的需求，我们会为您对接合适的服务方。"
    ]
   }
  ],
  "metrics": []
 },
 "cht": {
  "title": "服務中心",
  "summary": "從入駐認證、尋找買家和供應商，到簽約、付款、物流和開票，平台為中國與葡語國家之間的每一步外貿業務提供服務。",
  "sections": [
   {
    "key": "join",
    "heading": "入駐與認證",
    "paragraphs": [
     "企業用手機號或電郵註冊後提交營業執照等資料完成企業認證，認證企業在名錄和產品卡片上帶有認證標識，更容易獲得買家信任。主賬號可以為員工開設子賬號並分配權限。"
    ]
   },
   {
    "key": "match",
    "heading": "貿易撮合",
    "paragraphs": [
     "在供需大廳發佈供應產品或採購需求，按 HS 編碼、國家和行業搜尋，對感興趣的產品直接詢盤；線上展會和特色展館（茶葉、澳門、山東等）集中展示各地的特色產品和企業。"
    ]
   },
   {
    "key": "deal",
    "heading": "交易與履約",
    "paragraphs": [
     "在線下單，簽訂合同，約定分期付款，申請和管理發票；國內、國際和跨境訂單都按統一流程推進，每一步都有記錄和通知。倉儲物流夥伴提供拼櫃、報關和運輸服務。"
    ]
   },
   {
    "key": "data",
    "heading": "數據與資訊",
    "paragraphs": [
     "貿易統計按夥伴國、年份和 HS 章匯總中國和澳門與葡語國家的進出口數據（來源：UN Comtrade）；新聞政策欄目跟蹤關稅、檢疫和貿易便利化的最新變化。"
    ]
   },
   {
    "key": "experts",
    "heading": "專業服務",
    "paragraphs": [
     "翻譯與標籤、合規諮詢、產品認證、法律和財稅等服務由平台篩選的合作夥伴提供。通過下方表單告訴我們您的需求，我們會為您對接合適的服務方。"
    ]
   }
  ],
  "metrics": []
 },
 "pt": {
  "title": "Centro de serviços",
  "summary": "Do registo e verificação à procura de compradores e fornecedores, do contrato ao pagamento, ao transporte e à fatura: a plataforma acompanha cada passo do comércio entre a China e os países lusófonos.",
  "sections": [
   {
    "key": "join",
    "heading": "Adesão e verificação",
    "paragraphs": [
     "A empresa regista-se com telemóvel ou e-mail e envia a certidão comercial e os restantes documentos para ser verificada; as empresas verificadas têm um selo no diretório e nos produtos, o que lhes dá a confiança dos compradores. A conta principal pode criar subcontas para os colaboradores e atribuir-lhes permissões."
    ]
   },
   {
    "key": "match",
    "heading": "Encontro entre oferta e procura",
    "paragraphs": [
     "Publique produtos ou pedidos de compra na sala da oferta e da procura, pesquise por código SH, país e setor e peça cotações diretamente aos fornecedores; as exposições online e os pavilhões temáticos (chá, Macau, Shandong…) reúnem produtos e empresas de cada região."
    ]
   },
   {
    "key": "deal",
    "heading": "Negócio e execução",
    "paragraphs": [
     "Encomende online, assine o contrato, combine pagamentos faseados e peça e acompanhe faturas; encomendas nacionais, internacionais e transfronteiriças seguem o mesmo processo, com registo e notificação em cada passo. Parceiros de armazenagem e logística tratam da consolidação, do despacho e do transporte."
    ]
   },
   {
    "key": "data",
    "heading": "Dados e informação",
    "paragraphs": [
     "As estatísticas de comércio reúnem as importações e exportações da China e de Macau com os países lusófonos por parceiro, ano e capítulo SH (fonte: UN Comtrade); as notícias acompanham as mudanças de direitos, requisitos sanitários e facilitação do comércio."
    ]
   },
   {
    "key": "experts",
    "heading": "Serviços especializados",
    "paragraphs": [
     "Tradução e rotulagem, conformidade, certificação de produtos, apoio jurídico e fiscal: serviços prestados por parceiros selecionados pela plataforma. Diga-nos o que precisa no formulário abaixo e pomo-lo em contacto com quem o pode ajudar."
    ]
   }
  ],
  "metrics": []
 },
 "en": {
  "title": "Service centre",
  "summary": "From joining and verification to finding buyers and suppliers, from contract and payment to shipping and invoicing: the platform supports every step of trade between China and the Portuguese-speaking countries.",
  "sections": [
   {
    "key": "join",
    "heading": "Joining and verification",
    "paragraphs": [
     "A company registers with a mobile number or e-mail and submits its business licence and other documents for verification; verified companies carry a badge in the directory and on their products, which earns buyers' trust. The main account can open sub-accounts for staff and grant them permissions."
    ]
   },
   {
    "key": "match",
    "heading": "Matching supply and demand",
    "paragraphs": [
     "Publish products or purchase requests in the supply and demand hall, search by HS code, country and industry and send inquiries straight to suppliers; online exhibitions and theme pavilions (tea, Macau, Shandong…) gather the products and companies of each region."
    ]
   },
   {
    "key": "deal",
    "heading": "Deals and delivery",
    "paragraphs": [
     "Order online, sign the contract, agree staged payments and request and track invoices; domestic, international and cross-border orders follow one process, with a record and a notification at every step. Warehouse and logistics partners handle consolidation, customs and transport."
    ]
   },
   {
    "key": "data",
    "heading": "Data and news",
    "paragraphs": [
     "Trade statistics sum China's and Macau's imports and exports with the Portuguese-speaking countries by partner, year and HS chapter (source: UN Comtrade); the news section follows changes in duties, health requirements and trade facilitation."
    ]
   },
   {
    "key": "experts",
    "heading": "Expert services",
    "paragraphs": [
     "Translation and labelling, compliance, product certification, legal and tax support: provided by partners the platform has selected. Tell us what you need in the form below and we will put you in touch with the right provider."
    ]
   }
  ],
  "metrics": []
 }
}$t$::jsonb) t
  WHERE p.slug = 'serviceCenter';

-- /industryEnabling
INSERT INTO content_pages (slug, kind, industry, countries, products, sort) VALUES
  ('industryEnabling', 'service', NULL, '{}', $j$[]$j$, 140);
INSERT INTO content_page_texts (page_id, language, title, summary, sections, metrics)
SELECT p.id, t.key, t.value->>'title', t.value->>'summary', t.value->'sections', t.value->'metrics'
  FROM content_pages p, jsonb_each($t${
 "zh": {
  "title": "产业赋能",
  "summary": "面向茶叶、玫瑰、大米、美妆工具等特色产业带，平台与地方政府、行业协会一起，帮助一个产区的企业成批走向葡语国家市场。",
  "sections": [
   {
    "key": "clusters",
    "heading": "产业带出海",
    "paragraphs": [
     "一个县、一个产区往往有几十上百家同类企业，单打独斗很难被海外买家看见。平台为产业带开设特色展馆，统一展示产区故事、标准和企业名录，组织面向葡语国家买家的专场线上展会，把分散的小订单集中起来拼柜发运。"
    ]
   },
   {
    "key": "digital",
    "heading": "数字化转型",
    "paragraphs": [
     "企业完成平台的数字化诊断后，会得到战略、生产、供应链、营销、财务、数据和人才七个维度的评分与建议，并可以直接订购对应的数字化产品：多语种网店、跨境电商运营、ERP 和仓储系统等。"
    ]
   },
   {
    "key": "standards",
    "heading": "标准与合规",
    "paragraphs": [
     "我们整理葡萄牙（欧盟）、巴西、安哥拉等主要市场对食品、农产品和消费品的准入、检测和标签要求，帮助产区制定面向出口的团体标准和质量追溯体系，配合金科汇的区块链产品编码使用。"
    ]
   },
   {
    "key": "brand",
    "heading": "品牌与人才",
    "paragraphs": [
     "为产区企业提供葡语市场的品牌故事和包装设计建议，组织外贸实务、葡语商务沟通和跨境电商运营培训。行业案例栏目记录了茶叶、玫瑰、大米和美妆工具企业的真实做法，可供参考。"
    ]
   }
  ],
  "metrics": []
 },
 "cht": {
  "title": "產業賦能",
  "summary": "面向茶葉、玫瑰、大米、美妝工具等特色產業帶，平台與地方政府、行業協會一起，幫助一個產區的企業成批走向葡語國家市場。",
  "sections": [
   {
    "key": "clusters",
    "heading": "產業帶出海",
    "paragraphs": [
     "一個縣、一個產區往往有幾十上百家同類企業，單打獨鬥很難被海外買家看見。平台為產業帶開設特色展館，統一展示產區故事、標準和企業名錄，組織面向葡語國家買家的專場線上展會，把分散的小訂單集中起來拼櫃發運。"
    ]
   },
   {
    "key": "digital",
    "heading": "數碼化轉型",
    "paragraphs": [
     "企業完成平台的數碼化診斷後，會得到戰略、生產、供應鏈、營銷、財務、數據和人才七個維度的評分與建議，並可以直接訂購對應的數碼化產品：多語種網店、跨境電商營運、ERP 和倉儲系統等。"
    ]
   },
   {
    "key": "standards",
    "heading": "標準與合規",
    "paragraphs": [
     "我們整理葡萄牙（歐盟）、巴西、安哥拉等主要市場對食品、農產品和消費品的准入、檢測和標籤要求，幫助產區制定面向出口的團體標準和質量追溯體系，配合金科匯的區塊鏈產品編碼使用。"
    ]
   },
   {
    "key": "brand",
    "heading": "品牌與人才",
    "paragraphs": [
     "為產區企業提供葡語市場的品牌故事和包裝設計建議，組織外貿實務、葡語商務溝通和跨境電商營運培訓。行業案例欄目記錄了茶葉、玫瑰、大米和美妝工具企業的實際做法，可供參考。"
    ]
   }
  ],
  "metrics": []
 },
 "pt": {
  "title": "Capacitação setorial",
  "summary": "Para polos produtivos como o chá, as rosas, o arroz ou os utensílios de beleza, a plataforma trabalha com governos locais e associações setoriais para levar em conjunto as empresas de uma região aos mercados lusófonos.",
  "sections": [
   {
    "key": "clusters",
    "heading": "Polos produtivos no exterior",
    "paragraphs": [
     "Um distrito ou uma região produtora tem muitas vezes dezenas ou centenas de empresas do mesmo setor, e sozinhas dificilmente são vistas pelos compradores estrangeiros. A plataforma abre pavilhões temáticos para cada polo, com a história, as normas e o diretório de empresas da região, organiza exposições online dirigidas a compradores lusófonos e junta pequenas encomendas dispersas em contentores consolidados."
    ]
   },
   {
    "key": "digital",
    "heading": "Transformação digital",
    "paragraphs": [
     "Depois do diagnóstico digital da plataforma, a empresa recebe uma avaliação e recomendações em sete dimensões — estratégia, produção, cadeia de abastecimento, marketing, finanças, dados e pessoas — e pode encomendar diretamente os produtos digitais correspondentes: lojas online multilingues, gestão de comércio eletrónico internacional, ERP e sistemas de armazém, entre outros."
    ]
   },
   {
    "key": "standards",
    "heading": "Normas e conformidade",
    "paragraphs": [
     "Reunimos os requisitos de acesso, análise e rotulagem de alimentos, produtos agrícolas e bens de consumo dos principais mercados — Portugal (UE), Brasil, Angola — e ajudamos as regiões a criar normas coletivas para exportação e sistemas de rastreabilidade, usados com os códigos de produto em blockchain do Jinkehui."
    ]
   },
   {
    "key": "brand",
    "heading": "Marca e formação",
    "paragraphs": [
     "Aconselhamos as empresas sobre a história da marca e o design de embalagens para os mercados lusófonos e organizamos formação em prática de comércio externo, comunicação comercial em português e gestão de comércio eletrónico. Os casos setoriais mostram o que empresas de chá, rosas, arroz e utensílios de beleza fizeram."
    ]
   }
  ],
  "metrics": []
 },
 "en": {
  "title": "Industry enabling",
  "summary": "For industrial clusters such as tea, roses, rice or beauty tools, the platform works with local governments and trade associations to take a region's companies to the Portuguese-speaking markets together.",
  "sections": [
   {
    "key": "clusters",
    "heading": "Taking clusters abroad",
    "paragraphs": [
     "A county or producing region often has dozens or hundreds of companies in the same trade, and alone they are hard for overseas buyers to see. The platform opens a theme pavilion for each cluster with the region's story, standards and company directory, runs online exhibitions for buyers from Portuguese-speaking countries and pools scattered small orders into consolidated containers."
    ]
   },
   {
    "key": "digital",
    "heading": "Digital transformation",
    "paragraphs": [
     "After the platform's digital diagnosis, a company receives scores and recommendations in seven dimensions — strategy, production, supply chain, marketing, finance, data and people — and can order the matching digital products directly: multilingual web shops, cross-border e-commerce operations, ERP and warehouse systems and more."
    ]
   },
   {
    "key": "standards",
    "heading": "Standards and compliance",
    "paragraphs": [
     "We compile the market-access, testing and labelling requirements for food, agricultural products and consumer goods of the main markets — Portugal (EU), Brazil, Angola — and help regions set export-oriented group standards and traceability systems, used with Jinkehui's blockchain product codes."
    ]
   },
   {
    "key": "brand",
    "heading": "Brand and skills",
    "paragraphs": [
     "We advise companies on brand stories and packaging for the Portuguese-speaking markets and run training in export practice, business communication in Portuguese and cross-border e-commerce. The industry cases show what tea, rose, rice and beauty-tool companies have done."
    ]
   }
  ],
  "metrics": []
 }
}$t$::jsonb) t
  WHERE p.slug = 'industryEnabling';

-- /customerService
INSERT INTO content_pages (slug, kind, industry, countries, products, sort) VALUES
  ('customerService', 'service', NULL, '{}', $j$[]$j$, 150);
INSERT INTO content_page_texts (page_id, language, title, summary, sections, metrics)
SELECT p.id, t.key, t.value->>'title', t.value->>'summary', t.value->'sections', t.value->'metrics'
  FROM content_pages p, jsonb_each($t${
 "zh": {
  "title": "客户服务",
  "summary": "使用平台遇到问题，或想了解某项服务？这里有常见问题的答案，也可以直接给我们留言。",
  "sections": [
   {
    "key": "hours",
    "heading": "服务时间",
    "paragraphs": [
     "周一至周五 9:00–18:00（澳门时间，UTC+8），法定节假日除外。我们用中文、葡文和英文回复，一般在两个工作日内答复留言。"
    ]
   },
   {
    "key": "faq",
    "heading": "常见问题",
    "paragraphs": [
     "问：注册和浏览要收费吗？答：注册、浏览供需大厅、查看贸易统计和行业案例都是免费的；启航版会员限时免费，更高等级的会员可发布更多产品、参加更多展会。",
     "问：企业认证需要多久？答：资料齐全时，平台一般在三个工作日内完成审核，结果会通过消息中心通知您。",
     "问：怎样联系供应商？答：在产品页点击“联系供应商”进入在线沟通，或点击“发送询盘”说明数量、目标价格和目的地。"
    ]
   },
   {
    "key": "feedback",
    "heading": "意见与投诉",
    "paragraphs": [
     "已注册的会员可以在“意见反馈”里提交建议、问题或投诉并附上截图，处理进度和回复都会保留在反馈记录里。还没有账号的访客请使用下方表单。"
    ]
   },
   {
    "key": "contact",
    "heading": "给我们留言",
    "paragraphs": [
     "请在下方表单中留下您的姓名和邮箱或电话，选择咨询主题并描述您的问题，客服团队会尽快与您联系。"
    ]
   }
  ],
  "metrics": []
 },
 "cht": {
  "title": "客戶服務",
  "summary": "使用平台遇到問題，或想了解某項服務？這裏有常見問題的答案，也可以直接給我們留言。",
  "sections": [
   {
    "key": "hours",
    "heading": "服務時間",
    "paragraphs": [
     "週一至週五 9:00–18:00（澳門時間，UTC+8），法定假期除外。我們用中文、葡文和英文回覆，一般在兩個工作日內答覆留言。"
    ]
   },
   {
    "key": "faq",
    "heading": "常見問題",
    "paragraphs": [
     "問：註冊和瀏覽要收費嗎？答：註冊、瀏覽供需大廳、查看貿易統計和行業案例都是免費的；啟航版會員限時免費，更高等級的會員可發佈更多產品、參加更多展會。",
     "問：企業認證需要多久？答：資料齊全時，平台一般在三個工作日內完成審核，結果會通過消息中心通知您。",
     "問：怎樣聯絡供應商？答：在產品頁點擊「聯絡供應商」進入在線溝通，或點擊「發送詢盤」說明數量、目標價格和目的地。"
    ]
   },
   {
    "key": "feedback",
    "heading": "意見與投訴",
    "paragraphs": [
     "已註冊的會員可以在「意見反饋」裏提交建議、問題或投訴並附上截圖，處理進度和回覆都會保留在反饋記錄裏。還沒有賬號的訪客請使用下方表單。"
    ]
   },
   {
    "key": "contact",
    "heading": "給我們留言",
    "paragraphs": [
     "請在下方表單中留下您的姓名和電郵或電話，選擇諮詢主題並描述您的問題，客服團隊會盡快與您聯絡。"
    ]
   }
  ],
  "metrics": []
 },
 "pt": {
  "title": "Apoio ao cliente",
  "summary": "Tem uma dúvida sobre a plataforma ou quer saber mais sobre um serviço? Aqui encontra respostas às perguntas mais frequentes e pode deixar-nos uma mensagem.",
  "sections": [
   {
    "key": "hours",
    "heading": "Horário",
    "paragraphs": [
     "Segunda a sexta, das 9h00 às 18h00 (hora de Macau, UTC+8), exceto feriados. Respondemos em chinês, português e inglês, normalmente em dois dias úteis."
    ]
   },
   {
    "key": "faq",
    "heading": "Perguntas frequentes",
    "paragraphs": [
     "P: O registo e a consulta são pagos? R: Registar-se, consultar a sala da oferta e da procura, as estatísticas de comércio e os casos setoriais é gratuito; a adesão Início é gratuita por tempo limitado, e os níveis superiores permitem publicar mais produtos e participar em mais exposições.",
     "P: Quanto tempo demora a verificação da empresa? R: Com os documentos completos, a plataforma conclui normalmente a análise em três dias úteis e avisa-o pelo centro de mensagens.",
     "P: Como contacto um fornecedor? R: Na página do produto, carregue em «Contactar fornecedor» para falar no chat, ou em «Pedir cotação» para indicar quantidade, preço pretendido e destino."
    ]
   },
   {
    "key": "feedback",
    "heading": "Sugestões e reclamações",
    "paragraphs": [
     "Os membros registados podem enviar sugestões, problemas ou reclamações, com capturas de ecrã, em «Sugestões»; o andamento e a resposta ficam guardados no registo. Os visitantes sem conta podem usar o formulário abaixo."
    ]
   },
   {
    "key": "contact",
    "heading": "Deixe-nos uma mensagem",
    "paragraphs": [
     "Indique no formulário abaixo o seu nome e um e-mail ou telefone, escolha o assunto e descreva a sua questão; a equipa de apoio contacta-o o mais depressa possível."
    ]
   }
  ],
  "metrics": []
 },
 "en": {
  "title": "Customer service",
  "summary": "A question about the platform, or want to know more about a service? Here are answers to common questions, and you can leave us a message.",
  "sections": [
   {
    "key": "hours",
    "heading": "Opening hours",
    "paragraphs": [
     "Monday to Friday, 9:00–18:00 (Macau time, UTC+8), except public holidays. We reply in Chinese, Portuguese and English, usually within two working days."
    ]
   },
   {
    "key": "faq",
    "heading": "Frequently asked questions",
    "paragraphs": [
     "Q: Do registering and browsing cost anything? A: Registering, browsing the supply and demand hall, the trade statistics and the industry cases are free; the Start membership is free for a limited time, and higher tiers can publish more products and join more exhibitions.",
     "Q: How long does company verification take? A: With complete documents the platform usually finishes its review within three working days and tells you in the message centre.",
     "Q: How do I contact a supplier? A: On the product page, choose \"Contact supplier\" to chat, or \"Send inquiry\" to give the quantity, target price and destination."
    ]
   },
   {
    "key": "feedback",
    "heading": "Suggestions and complaints",
    "paragraphs": [
     "Registered members can send suggestions, problems or complaints with screenshots under \"Feedback\"; progress and the reply stay in the record. Visitors without an account can use the form below."
    ]
   },
   {
    "key": "contact",
    "heading": "Leave us a message",
    "paragraphs": [
     "Give your name and an e-mail address or phone number in the form below, choose a topic and describe your question; the support team will contact you as soon as possible."
    ]
   }
  ],
  "metrics": []
 }
}$t$::jsonb) t
  WHERE p.slug = 'customerService';
