import type { Language } from '@portal/contracts';

/**
 * The demo data set's news, one story told in each of the four languages (the news list shows
 * the reader's language only). Trade figures are taken from the reference files in
 * server/data/reference/trade (UN Comtrade) and say so; events are the portal's own, dated
 * relative to the day the seed runs. The body is plain text, paragraphs separated by a blank
 * line (how the news page splits it).
 */
export interface DemoNewsItem {
  title: string;
  summary: string;
  content: string;
  lang: Language;
  daysAgo: number;
}

interface Story {
  daysAgo: number;
  texts: Record<Language, { title: string; summary: string; body: string[] }>;
}

const STORIES: Story[] = [
  {
    daysAgo: 2,
    texts: {
      zh: {
        title: '联合国商品贸易数据：2024 年中国与葡语国家货物贸易约 2,252.6 亿美元',
        summary:
          '据联合国商品贸易数据库（UN Comtrade），2024 年中国与九个葡语国家的货物贸易合计约 2,252.6 亿美元，高于 2023 年的约 2,209.3 亿美元；巴西仍是最大贸易伙伴。',
        body: [
          '根据联合国商品贸易数据库（UN Comtrade）的年度数据，2024 年中国与安哥拉、巴西、佛得角、赤道几内亚、几内亚比绍、莫桑比克、葡萄牙、圣多美和普林西比、东帝汶九个葡语国家的货物贸易合计约 2,252.6 亿美元，2023 年约为 2,209.3 亿美元。',
          '巴西一国约占其中的八成多：2024 年中巴货物贸易约 1,882.1 亿美元。中国自巴西的进口中，第 12 章“油籽、含油果实及杂项谷物”（大豆即属此章）约 364.6 亿美元，约占自巴西进口总额的 31%。安哥拉（约 208.9 亿美元）和葡萄牙（约 92.8 亿美元）分列其后。',
          '这些数字说明了两点：一是贸易高度集中在少数大宗商品和少数伙伴；二是茶叶、葡萄酒、橄榄油、咖啡、腰果等特色商品虽然金额不大，却是中小企业最有机会进入的领域。',
          '在本平台的“贸易统计”页面，可以按年份、伙伴和 HS 章节查看完整的进出口走势和主要商品，并下载数据。数据来源：UN Comtrade。',
        ],
      },
      cht: {
        title: '聯合國商品貿易數據：2024 年中國與葡語國家貨物貿易約 2,252.6 億美元',
        summary:
          '據聯合國商品貿易數據庫（UN Comtrade），2024 年中國與九個葡語國家的貨物貿易合計約 2,252.6 億美元，高於 2023 年的約 2,209.3 億美元；巴西仍是最大貿易夥伴。',
        body: [
          '根據聯合國商品貿易數據庫（UN Comtrade）的年度數據，2024 年中國與安哥拉、巴西、佛得角、赤道幾內亞、幾內亞比紹、莫桑比克、葡萄牙、聖多美和普林西比、東帝汶九個葡語國家的貨物貿易合計約 2,252.6 億美元，2023 年約為 2,209.3 億美元。',
          '巴西一國約佔其中的八成多：2024 年中巴貨物貿易約 1,882.1 億美元。中國自巴西的進口中，第 12 章「油籽、含油果實及雜項穀物」（大豆即屬此章）約 364.6 億美元，約佔自巴西進口總額的 31%。安哥拉（約 208.9 億美元）和葡萄牙（約 92.8 億美元）分列其後。',
          '這些數字說明了兩點：一是貿易高度集中在少數大宗商品和少數夥伴；二是茶葉、葡萄酒、橄欖油、咖啡、腰果等特色商品雖然金額不大，卻是中小企業最有機會進入的領域。',
          '在本平台的「貿易統計」頁面，可以按年份、夥伴和 HS 章節查看完整的進出口走勢和主要商品，並下載數據。數據來源：UN Comtrade。',
        ],
      },
      pt: {
        title:
          'UN Comtrade: comércio de mercadorias entre a China e os países lusófonos rondou 225,3 mil milhões de dólares em 2024',
        summary:
          'Segundo a base de dados UN Comtrade, o comércio de mercadorias da China com os nove países de língua portuguesa somou cerca de 225,3 mil milhões de dólares em 2024, acima dos 220,9 mil milhões de 2023; o Brasil continua a ser o principal parceiro.',
        body: [
          'De acordo com os dados anuais da base UN Comtrade, o comércio de mercadorias entre a China e Angola, Brasil, Cabo Verde, Guiné Equatorial, Guiné-Bissau, Moçambique, Portugal, São Tomé e Príncipe e Timor-Leste somou cerca de 225,3 mil milhões de dólares em 2024, contra cerca de 220,9 mil milhões em 2023.',
          'Só o Brasil representa mais de oito décimos desse total: cerca de 188,2 mil milhões de dólares em 2024. Nas importações chinesas provenientes do Brasil, o capítulo 12 do SH — sementes e frutos oleaginosos, onde se inclui a soja — valeu cerca de 36,5 mil milhões de dólares, perto de 31% do total. Seguem-se Angola (cerca de 20,9 mil milhões) e Portugal (cerca de 9,3 mil milhões).',
          'Os números mostram duas coisas: o comércio está concentrado em poucas matérias-primas e em poucos parceiros, e produtos como o chá, o vinho, o azeite, o café e o caju, embora pesem pouco no total, são aqueles em que as pequenas e médias empresas têm mais oportunidades.',
          'Na página «Estatísticas» da plataforma pode consultar a evolução completa das exportações e importações por ano, parceiro e capítulo SH, e descarregar os dados. Fonte: UN Comtrade.',
        ],
      },
      en: {
        title:
          'UN Comtrade: China’s goods trade with the Portuguese-speaking countries about USD 225.3 billion in 2024',
        summary:
          'According to the UN Comtrade database, China’s merchandise trade with the nine Portuguese-speaking countries came to about USD 225.3 billion in 2024, up from about USD 220.9 billion in 2023; Brazil remains by far the largest partner.',
        body: [
          'Annual figures in the UN Comtrade database put China’s merchandise trade with Angola, Brazil, Cabo Verde, Equatorial Guinea, Guinea-Bissau, Mozambique, Portugal, São Tomé and Príncipe and Timor-Leste at about USD 225.3 billion in 2024, against about USD 220.9 billion in 2023.',
          'Brazil alone accounts for more than four fifths of it: about USD 188.2 billion in 2024. Of China’s imports from Brazil, HS chapter 12 — oil seeds and oleaginous fruits, which includes soybeans — was worth about USD 36.5 billion, close to 31% of the total. Angola (about USD 20.9 billion) and Portugal (about USD 9.3 billion) follow.',
          'Two things stand out: trade is concentrated in a few commodities and a few partners, and goods such as tea, wine, olive oil, coffee and cashews, small in the totals, are where small and medium enterprises have the most room to grow.',
          'The platform’s Statistics page shows the full series of exports and imports by year, partner and HS chapter, with a download. Source: UN Comtrade.',
        ],
      },
    },
  },
  {
    daysAgo: 5,
    texts: {
      zh: {
        title: '澳门普洱茶推介会：云南茶企与葡语国家采购商面对面',
        summary:
          '平台在澳门举办普洱茶推介会，云南茶企带来普洱熟茶、生茶和滇红工夫茶，与来自葡萄牙、巴西和安哥拉的采购商洽谈。',
        body: [
          '本周，平台联合澳门的商会在澳门举办普洱茶专场推介会。来自云南普洱、临沧和西双版纳的茶企带来了普洱熟茶、生茶饼和滇红工夫茶，来自葡萄牙、巴西和安哥拉的采购商现场品鉴，并通过平台的询盘功能提出报价需求。',
          '采购商最关心的是三件事：稳定的批次品质、清楚的原产地与检验文件，以及适合零售的小规格包装。多家茶企表示，将在平台上补充产品的规格、包装和起订量说明，方便采购商在线比较。',
          '推介会期间，澳门的企业介绍了以澳门为中转、面向葡语国家市场的贸易与物流安排，以及葡文标签和产品说明的翻译服务。',
          '未能到场的企业可以在供需大厅搜索“普洱”或 HS 编码 0902（茶），查看在售产品并直接询价。下一期推介会的主题为葡萄酒与橄榄油，报名信息将在新闻栏目发布。',
        ],
      },
      cht: {
        title: '澳門普洱茶推介會：雲南茶企與葡語國家採購商面對面',
        summary:
          '平台在澳門舉辦普洱茶推介會，雲南茶企帶來普洱熟茶、生茶和滇紅工夫茶，與來自葡萄牙、巴西和安哥拉的採購商洽談。',
        body: [
          '本周，平台聯合澳門的商會在澳門舉辦普洱茶專場推介會。來自雲南普洱、臨滄和西雙版納的茶企帶來了普洱熟茶、生茶餅和滇紅工夫茶，來自葡萄牙、巴西和安哥拉的採購商現場品鑑，並透過平台的詢盤功能提出報價需求。',
          '採購商最關心的是三件事：穩定的批次品質、清楚的原產地與檢驗文件，以及適合零售的小規格包裝。多家茶企表示，將在平台上補充產品的規格、包裝和起訂量說明，方便採購商在線比較。',
          '推介會期間，澳門的企業介紹了以澳門為中轉、面向葡語國家市場的貿易與物流安排，以及葡文標籤和產品說明的翻譯服務。',
          '未能到場的企業可以在供需大廳搜尋「普洱」或 HS 編碼 0902（茶），查看在售產品並直接詢價。下一期推介會的主題為葡萄酒與橄欖油，報名資訊將在新聞欄目發佈。',
        ],
      },
      pt: {
        title: 'Chá Pu-erh em Macau: produtores de Yunnan encontram compradores lusófonos',
        summary:
          'A plataforma organizou em Macau uma sessão de promoção do chá Pu-erh, onde produtores de Yunnan apresentaram chás Pu-erh e chá preto Dianhong a compradores de Portugal, do Brasil e de Angola.',
        body: [
          'Esta semana, a plataforma e associações comerciais de Macau organizaram em Macau uma sessão dedicada ao chá Pu-erh. Produtores de Pu’er, Lincang e Xishuangbanna, em Yunnan, trouxeram Pu-erh fermentado, bolos de Pu-erh cru e chá preto Dianhong; compradores de Portugal, do Brasil e de Angola provaram os chás e fizeram pedidos de cotação através da plataforma.',
          'Os compradores insistiram em três pontos: qualidade constante de lote para lote, documentos de origem e de inspeção claros e embalagens pequenas, próprias para o retalho. Vários produtores vão completar na plataforma as especificações, as embalagens e as quantidades mínimas dos seus produtos, para que os compradores possam comparar em linha.',
          'Durante a sessão, empresas de Macau apresentaram soluções de comércio e logística com passagem por Macau para os mercados lusófonos, bem como serviços de tradução de rótulos e fichas de produto para português.',
          'Quem não pôde estar presente encontra os produtos na área de oferta e procura pesquisando «Pu-erh» ou o código SH 0902 (chá) e pode pedir cotação diretamente. A próxima sessão será dedicada ao vinho e ao azeite; as inscrições serão anunciadas nas notícias.',
        ],
      },
      en: {
        title: 'Pu’er tea in Macau: Yunnan growers meet buyers from Portuguese-speaking countries',
        summary:
          'The platform held a Pu’er tea promotion in Macau, where Yunnan tea companies presented ripe and raw Pu’er and Dianhong black tea to buyers from Portugal, Brazil and Angola.',
        body: [
          'This week the platform and Macau business associations held a Pu’er tea session in Macau. Tea companies from Pu’er, Lincang and Xishuangbanna in Yunnan brought ripe Pu’er, raw Pu’er cakes and Dianhong black tea; buyers from Portugal, Brazil and Angola tasted them and sent requests for quotation through the platform.',
          'Buyers asked about three things above all: consistent quality from batch to batch, clear origin and inspection documents, and small retail packs. Several growers will add specifications, packaging and minimum order quantities to their product pages so that buyers can compare online.',
          'Macau companies at the session presented trade and logistics routes through Macau to the Portuguese-speaking markets, and translation of labels and product sheets into Portuguese.',
          'Companies that could not attend can search for “Pu’er” or HS code 0902 (tea) in the supply and demand hall and ask for a quotation directly. The next session will be on wine and olive oil; registration will be announced in the news.',
        ],
      },
    },
  },
  {
    daysAgo: 9,
    texts: {
      zh: {
        title: '出口前先核对 HS 编码：一个六位数字如何影响关税与通关',
        summary:
          'HS 编码决定了适用的关税、所需的证书和统计口径。平台整理了中小企业在中国与葡语国家之间贸易时最常见的归类问题。',
        body: [
          '《商品名称及编码协调制度》（HS）的前六位在全球通用，各国在其后增加本国细目。无论出口到葡萄牙、巴西还是安哥拉，报关单、原产地证书和合同上的编码都应当一致，否则容易在目的港被要求补充资料，甚至被重新归类、适用不同税率。',
          '常见的易错之处包括：散装茶与小包装茶、绿茶与红茶分属不同子目；葡萄酒按容器大小和是否起泡区分；初榨橄榄油与其他橄榄油分属不同编码；生咖啡豆、焙炒咖啡和速溶咖啡也各有编码。',
          '平台发布产品时必须选择 HS 编码，选择器按“章—品目—子目”逐级展示中英文说明，也可以直接输入编码或关键词查找。买家在供需大厅按编码搜索时，归类准确的产品更容易被找到。',
          '提醒：HS 编码只是第一步，实际税率、配额、检验检疫要求和可适用的优惠安排，请以目的地海关的最新公告为准，必要时咨询报关行。',
        ],
      },
      cht: {
        title: '出口前先核對 HS 編碼：一個六位數字如何影響關稅與通關',
        summary:
          'HS 編碼決定了適用的關稅、所需的證書和統計口徑。平台整理了中小企業在中國與葡語國家之間貿易時最常見的歸類問題。',
        body: [
          '《商品名稱及編碼協調制度》（HS）的前六位在全球通用，各國在其後增加本國細目。無論出口到葡萄牙、巴西還是安哥拉，報關單、原產地證書和合同上的編碼都應當一致，否則容易在目的港被要求補充資料，甚至被重新歸類、適用不同稅率。',
          '常見的易錯之處包括：散裝茶與小包裝茶、綠茶與紅茶分屬不同子目；葡萄酒按容器大小和是否起泡區分；初榨橄欖油與其他橄欖油分屬不同編碼；生咖啡豆、焙炒咖啡和即溶咖啡也各有編碼。',
          '平台發佈產品時必須選擇 HS 編碼，選擇器按「章—品目—子目」逐級展示中英文說明，也可以直接輸入編碼或關鍵詞查找。買家在供需大廳按編碼搜尋時，歸類準確的產品更容易被找到。',
          '提醒：HS 編碼只是第一步，實際稅率、配額、檢驗檢疫要求和可適用的優惠安排，請以目的地海關的最新公告為準，必要時諮詢報關行。',
        ],
      },
      pt: {
        title:
          'Antes de exportar, confirme o código SH: seis dígitos que pesam nos direitos e no desalfandegamento',
        summary:
          'O código SH determina os direitos aduaneiros, os certificados exigidos e a forma como o produto entra nas estatísticas. Reunimos as dúvidas de classificação mais frequentes no comércio entre a China e os países lusófonos.',
        body: [
          'Os seis primeiros dígitos do Sistema Harmonizado (SH) são iguais em todo o mundo; cada país acrescenta as suas subdivisões. Quer exporte para Portugal, para o Brasil ou para Angola, o código na declaração aduaneira, no certificado de origem e no contrato deve ser o mesmo. Caso contrário, a alfândega de destino pode pedir documentos adicionais ou até reclassificar a mercadoria, com outra taxa.',
          'Erros frequentes: o chá a granel e o chá em embalagens pequenas, e o chá verde e o chá preto, estão em subposições diferentes; o vinho distingue-se pelo tamanho do recipiente e por ser ou não espumante; o azeite virgem e os outros azeites têm códigos diferentes; o café verde, o café torrado e o café solúvel também.',
          'Na plataforma, publicar um produto exige um código SH. O seletor mostra capítulo, posição e subposição com a descrição, e aceita o código ou palavras-chave. Quando os compradores pesquisam por código na oferta e procura, os produtos bem classificados aparecem primeiro.',
          'Atenção: o código é apenas o primeiro passo. Taxas efetivas, contingentes, requisitos sanitários e fitossanitários e regimes preferenciais aplicáveis devem ser confirmados nos avisos mais recentes da alfândega de destino e, se necessário, com um despachante.',
        ],
      },
      en: {
        title: 'Check the HS code before you export: six digits that decide duties and clearance',
        summary:
          'The HS code decides the duty, the certificates required and how goods are counted in the statistics. Here are the classification questions we see most often in trade between China and the Portuguese-speaking countries.',
        body: [
          'The first six digits of the Harmonized System (HS) are the same worldwide; each country adds its own subdivisions. Whether you ship to Portugal, Brazil or Angola, the code on the customs declaration, the certificate of origin and the contract should match; otherwise customs at destination may ask for more documents or reclassify the goods at a different rate.',
          'Common pitfalls: bulk tea and tea in small packs, and green and black tea, fall under different subheadings; wine is split by container size and by whether it is sparkling; virgin olive oil and other olive oils have different codes; so do green coffee, roasted coffee and instant coffee.',
          'Publishing a product on the platform requires an HS code. The picker walks through chapter, heading and subheading with their descriptions, or finds a code by number or keyword. When buyers search the supply and demand hall by code, well-classified products are the ones they find.',
          'Note: the code is only the first step. Actual rates, quotas, sanitary and phytosanitary requirements and any preferential arrangements should be checked against the latest notices of the customs authority at destination, and with a customs broker where needed.',
        ],
      },
    },
  },
  {
    daysAgo: 13,
    texts: {
      zh: {
        title: '葡萄牙葡萄酒与橄榄油线上展会开放报名',
        summary:
          '平台下一期线上展会聚焦葡萄牙的葡萄酒与橄榄油，葡语国家供应商可即日起报名参展，中国采购商可在展期内集中浏览和询价。',
        body: [
          '平台将举办“葡萄牙葡萄酒与橄榄油”主题线上展会，并在澳门安排一场线下品鉴推介。杜罗河谷、阿连特茹、绿酒产区的酒庄，以及阿连特茹和后山地区的橄榄油生产商均可报名。',
          '参展企业需完成企业认证，并在平台上发布至少一款在售产品。展会页面按产区和品类集中展示参展产品，每款产品都附有规格、包装、产地和价格或“面议”说明。',
          '中国采购商在展期内可以直接发起询盘，或把产品加入购物车生成订单；买卖双方在订单中约定合同、分期付款和交货安排，平台审核后签署。',
          '报名和展期的具体日期以展会页面为准。对葡萄酒进口的标签、检验和酒类经营资质要求有疑问的企业，可通过“意见反馈”联系平台客服。',
        ],
      },
      cht: {
        title: '葡萄牙葡萄酒與橄欖油線上展會開放報名',
        summary:
          '平台下一期線上展會聚焦葡萄牙的葡萄酒與橄欖油，葡語國家供應商可即日起報名參展，中國採購商可在展期內集中瀏覽和詢價。',
        body: [
          '平台將舉辦「葡萄牙葡萄酒與橄欖油」主題線上展會，並在澳門安排一場線下品鑑推介。杜羅河谷、阿連特茹、綠酒產區的酒莊，以及阿連特茹和後山地區的橄欖油生產商均可報名。',
          '參展企業需完成企業認證，並在平台上發佈至少一款在售產品。展會頁面按產區和品類集中展示參展產品，每款產品都附有規格、包裝、產地和價格或「面議」說明。',
          '中國採購商在展期內可以直接發起詢盤，或把產品加入購物車生成訂單；買賣雙方在訂單中約定合同、分期付款和交貨安排，平台審核後簽署。',
          '報名和展期的具體日期以展會頁面為準。對葡萄酒進口的標籤、檢驗和酒類經營資質要求有疑問的企業，可透過「意見回饋」聯絡平台客服。',
        ],
      },
      pt: {
        title: 'Abertas as inscrições para a exposição online de vinhos e azeites portugueses',
        summary:
          'A próxima exposição online da plataforma é dedicada aos vinhos e azeites de Portugal. Os fornecedores lusófonos já se podem inscrever; os compradores chineses poderão consultar os produtos e pedir cotações durante a exposição.',
        body: [
          'A plataforma vai organizar uma exposição online dedicada aos vinhos e azeites portugueses, com uma sessão de prova presencial em Macau. Podem inscrever-se produtores de vinho do Douro, do Alentejo e da região dos Vinhos Verdes, bem como produtores de azeite do Alentejo e de Trás-os-Montes.',
          'Os expositores têm de ter a empresa verificada e pelo menos um produto publicado na plataforma. A página da exposição reúne os produtos por região e categoria, cada um com especificação, embalagem, origem e preço ou a indicação «sob consulta».',
          'Durante a exposição, os compradores chineses podem pedir cotação diretamente ou juntar os produtos ao carrinho e criar uma encomenda; comprador e vendedor acordam na encomenda o contrato, os pagamentos em prestações e a entrega, e assinam depois da revisão da plataforma.',
          'As datas de inscrição e da exposição constam da página da exposição. Dúvidas sobre rotulagem, inspeção e licenças para a importação de vinho na China podem ser enviadas ao apoio ao cliente através de «Sugestões».',
        ],
      },
      en: {
        title: 'Registration opens for the online exhibition of Portuguese wine and olive oil',
        summary:
          'The platform’s next online exhibition is about Portuguese wine and olive oil. Suppliers from the Portuguese-speaking countries can register now; buyers in China can browse the exhibits and ask for quotations while it runs.',
        body: [
          'The platform will hold an online exhibition of Portuguese wine and olive oil, with a tasting session in Macau. Wineries from the Douro, the Alentejo and the Vinho Verde region, and olive-oil producers from the Alentejo and Trás-os-Montes, are welcome to register.',
          'Exhibitors need a verified company and at least one product published on the platform. The exhibition page groups the products by region and category, each with its specification, packaging, origin and a price or “price on request”.',
          'During the exhibition, buyers in China can send an inquiry directly or put products in the cart and create an order; buyer and seller agree the contract, instalments and delivery in the order and sign after the platform’s review.',
          'Registration and exhibition dates are on the exhibition page. Questions about labelling, inspection and licensing for wine imports into China can be sent to customer service through Feedback.',
        ],
      },
    },
  },
  {
    daysAgo: 17,
    texts: {
      zh: {
        title: '咖啡：从巴西米纳斯到东帝汶高地，中国采购商关注精品生豆',
        summary:
          '随着国内咖啡馆和烘焙商增多，生咖啡豆的产地、处理法和批次信息成为采购商最关心的内容。平台上的巴西和东帝汶咖啡供应商已补充了相关信息。',
        body: [
          '巴西是世界最大的咖啡生产国，米纳斯吉拉斯州南部和喜拉朵地区以日晒和半水洗阿拉比卡著称；东帝汶的高地咖啡以小农种植、有机认证为特色。联合国商品贸易数据显示，2024 年第 9 章“咖啡、茶、马黛茶及调味香料”约占中国自东帝汶进口额的 58%（来源：UN Comtrade）。',
          '中国的精品咖啡采购商通常按批次采购：他们希望看到海拔、品种、处理法、杯测分数、含水率和采收年份，并要求提供样品。对烘焙商来说，稳定的到货时间和清楚的付款节奏同样重要。',
          '平台上的巴西和东帝汶供应商已在产品页补充了规格和包装（如 60 公斤麻袋装），未标价的产品显示为“面议”，采购商可以直接询价。订单可以约定预付款和到港后尾款等分期付款安排。',
          '在供需大厅搜索“咖啡”或 HS 编码 0901，即可查看在售的生豆和焙炒咖啡。',
        ],
      },
      cht: {
        title: '咖啡：從巴西米納斯到東帝汶高地，中國採購商關注精品生豆',
        summary:
          '隨著國內咖啡館和烘焙商增多，生咖啡豆的產地、處理法和批次資訊成為採購商最關心的內容。平台上的巴西和東帝汶咖啡供應商已補充了相關資訊。',
        body: [
          '巴西是世界最大的咖啡生產國，米納斯吉拉斯州南部和喜拉朵地區以日曬和半水洗阿拉比卡著稱；東帝汶的高地咖啡以小農種植、有機認證為特色。聯合國商品貿易數據顯示，2024 年第 9 章「咖啡、茶、馬黛茶及調味香料」約佔中國自東帝汶進口額的 58%（來源：UN Comtrade）。',
          '中國的精品咖啡採購商通常按批次採購：他們希望看到海拔、品種、處理法、杯測分數、含水率和採收年份，並要求提供樣品。對烘焙商來說，穩定的到貨時間和清楚的付款節奏同樣重要。',
          '平台上的巴西和東帝汶供應商已在產品頁補充了規格和包裝（如 60 公斤麻袋裝），未標價的產品顯示為「面議」，採購商可以直接詢價。訂單可以約定預付款和到港後尾款等分期付款安排。',
          '在供需大廳搜尋「咖啡」或 HS 編碼 0901，即可查看在售的生豆和焙炒咖啡。',
        ],
      },
      pt: {
        title:
          'Café: do Sul de Minas às terras altas de Timor-Leste, compradores chineses procuram café verde de especialidade',
        summary:
          'Com o número de cafetarias e torrefações a crescer na China, a origem, o processo e o lote do café verde são o que os compradores mais querem saber. Os fornecedores brasileiros e timorenses da plataforma já completaram essa informação.',
        body: [
          'O Brasil é o maior produtor mundial de café; o Sul de Minas e o Cerrado Mineiro são conhecidos pelos arábicas naturais e despolpados. O café das terras altas de Timor-Leste vem sobretudo de pequenos produtores, muitos com certificação biológica. Segundo a UN Comtrade, o capítulo 9 do SH (café, chá, mate e especiarias) representou cerca de 58% das importações chinesas provenientes de Timor-Leste em 2024.',
          'Os compradores chineses de café de especialidade compram por lote: querem conhecer a altitude, a variedade, o processo, a pontuação de prova, a humidade e o ano de colheita, e pedem amostras. Para as torrefações, prazos de chegada estáveis e um calendário de pagamentos claro são igualmente importantes.',
          'Os fornecedores do Brasil e de Timor-Leste na plataforma já indicam nas páginas dos produtos a especificação e a embalagem (por exemplo, sacas de 60 kg); os produtos sem preço aparecem como «sob consulta» e podem ser cotados diretamente. Na encomenda, as partes podem acordar um sinal e o pagamento do restante após a chegada ao porto.',
          'Pesquise «café» ou o código SH 0901 na oferta e procura para ver o café verde e torrado disponível.',
        ],
      },
      en: {
        title:
          'Coffee: from southern Minas to the Timor-Leste highlands, Chinese buyers look for specialty green beans',
        summary:
          'With more cafés and roasters in China, origin, processing and lot details are what buyers of green coffee ask for first. The platform’s Brazilian and Timorese coffee suppliers have added them.',
        body: [
          'Brazil is the world’s largest coffee producer; southern Minas Gerais and the Cerrado Mineiro are known for natural and pulped-natural arabicas. Highland coffee from Timor-Leste comes mostly from smallholders, many of them certified organic. According to UN Comtrade, HS chapter 9 (coffee, tea, maté and spices) made up about 58% of China’s imports from Timor-Leste in 2024.',
          'Specialty buyers in China purchase by lot: they want altitude, variety, process, cupping score, moisture and crop year, and they ask for samples. For roasters, reliable arrival dates and a clear payment schedule matter just as much.',
          'The Brazilian and Timorese suppliers on the platform now show specification and packaging (such as 60 kg jute bags) on their product pages; products without a price show “price on request” and can be quoted directly. An order can set a deposit and a balance payable after arrival at port.',
          'Search for “coffee” or HS code 0901 in the supply and demand hall to see the green and roasted coffee on offer.',
        ],
      },
    },
  },
  {
    daysAgo: 22,
    texts: {
      zh: {
        title: '巴西大豆：收获季前，如何在合同里写清品质、检验和付款节奏',
        summary:
          '巴西大豆主要在每年上半年收获和装运。平台提醒买卖双方在合同中写清品质指标、检验机构、装运期和分期付款安排。',
        body: [
          '巴西是中国最重要的大豆来源之一：联合国商品贸易数据显示，2024 年包括大豆在内的第 12 章商品约占中国自巴西进口额的 31%（来源：UN Comtrade）。巴西大豆通常在每年 1 月至 5 月收获，装运高峰随之而来。',
          '对于中小规模的贸易，合同条款的清晰程度往往比价格更重要。建议写明：蛋白质和含油量、水分、杂质和破碎粒等品质指标；装运港和目的港；装运期；由哪一方委托哪家机构检验；以及植物检疫证书等随附单证。',
          '在平台的贸易订单中，卖家可以补充合同附件、分期付款计划（例如签约后预付、装船后付款、到港验收后付尾款）、结算数量和报关信息，经平台审核后由买家签署。每期款项到账后卖家即时标记，双方都能看到订单所处阶段。',
          '有意采购非转基因大豆或小批量食品级大豆的企业，可在供需大厅搜索 HS 编码 1201，或发布采购需求，等待供应商报价。',
        ],
      },
      cht: {
        title: '巴西大豆：收穫季前，如何在合同裡寫清品質、檢驗和付款節奏',
        summary:
          '巴西大豆主要在每年上半年收穫和裝運。平台提醒買賣雙方在合同中寫清品質指標、檢驗機構、裝運期和分期付款安排。',
        body: [
          '巴西是中國最重要的大豆來源之一：聯合國商品貿易數據顯示，2024 年包括大豆在內的第 12 章商品約佔中國自巴西進口額的 31%（來源：UN Comtrade）。巴西大豆通常在每年 1 月至 5 月收穫，裝運高峰隨之而來。',
          '對於中小規模的貿易，合同條款的清晰程度往往比價格更重要。建議寫明：蛋白質和含油量、水分、雜質和破碎粒等品質指標；裝運港和目的港；裝運期；由哪一方委託哪家機構檢驗；以及植物檢疫證書等隨附單證。',
          '在平台的貿易訂單中，賣家可以補充合同附件、分期付款計劃（例如簽約後預付、裝船後付款、到港驗收後付尾款）、結算數量和報關資訊，經平台審核後由買家簽署。每期款項到賬後賣家即時標記，雙方都能看到訂單所處階段。',
          '有意採購非轉基因大豆或小批量食品級大豆的企業，可在供需大廳搜尋 HS 編碼 1201，或發佈採購需求，等待供應商報價。',
        ],
      },
      pt: {
        title:
          'Soja brasileira: antes da colheita, deixe claros no contrato a qualidade, a inspeção e os pagamentos',
        summary:
          'A soja brasileira é colhida e embarcada sobretudo no primeiro semestre. A plataforma lembra que o contrato deve fixar os parâmetros de qualidade, a entidade de inspeção, o período de embarque e as prestações.',
        body: [
          'O Brasil é uma das principais origens da soja importada pela China: segundo a UN Comtrade, o capítulo 12 do SH, onde se inclui a soja, representou cerca de 31% das importações chinesas provenientes do Brasil em 2024. A colheita decorre normalmente entre janeiro e maio, seguida do pico de embarques.',
          'Em operações de pequena e média dimensão, a clareza do contrato conta muitas vezes mais do que o preço. Convém fixar: proteína e teor de óleo, humidade, impurezas e grãos partidos; porto de embarque e de destino; período de embarque; quem contrata a inspeção e com que entidade; e os documentos que acompanham a carga, como o certificado fitossanitário.',
          'Nas encomendas da plataforma, o vendedor junta o contrato, o plano de prestações (por exemplo, um adiantamento na assinatura, um pagamento após o embarque e o saldo após a receção no destino), a quantidade liquidada e os dados aduaneiros; depois da revisão da plataforma, o comprador assina. Cada prestação é marcada quando é recebida e ambos veem a fase da encomenda.',
          'As empresas interessadas em soja não transgénica ou em pequenos lotes de soja para alimentação humana podem pesquisar o código SH 1201 na oferta e procura ou publicar uma necessidade de compra e aguardar cotações.',
        ],
      },
      en: {
        title:
          'Brazilian soybeans: before the harvest, put quality, inspection and payments in the contract',
        summary:
          'Brazilian soybeans are harvested and shipped mainly in the first half of the year. The platform reminds buyers and sellers to fix quality parameters, the inspection body, the shipment period and the instalments in the contract.',
        body: [
          'Brazil is one of China’s main sources of soybeans: according to UN Comtrade, HS chapter 12, which includes soybeans, made up about 31% of China’s imports from Brazil in 2024. The harvest usually runs from January to May, with shipments peaking after it.',
          'In small and medium-sized deals, a clear contract often matters more than the price. Spell out protein and oil content, moisture, foreign matter and broken beans; ports of loading and discharge; the shipment period; who appoints which inspection company; and the documents that travel with the cargo, such as the phytosanitary certificate.',
          'In the platform’s trade orders, the seller adds the contract, the instalment plan (for example a deposit at signing, a payment after loading and the balance after acceptance at destination), the settled quantity and customs details; after the platform’s review the buyer signs. Each instalment is marked when received, and both sides see the order’s stage.',
          'Companies looking for non-GM soybeans or small lots of food-grade soybeans can search HS code 1201 in the supply and demand hall, or post a purchase request and wait for quotations.',
        ],
      },
    },
  },
  {
    daysAgo: 28,
    texts: {
      zh: {
        title: '平台功能更新：贸易订单支持合同审核与分期付款跟踪',
        summary:
          '贸易订单现在覆盖从确认价格、补充合同、平台审核、买家签署到分期收款的全过程，每一步都有通知和记录。',
        body: [
          '买家在购物车中选好产品后，平台按卖家分别生成订单。卖家确认订单后，为“面议”的产品填写价格，并补充合同附件、分期付款计划、结算数量、提货地址和报关信息，然后提交平台审核。',
          '平台审核通过后，买家在订单中签署合同，订单进入执行阶段；审核未通过时，卖家会看到驳回原因，修改后可以再次提交。',
          '执行期间，卖家每收到一期款项就在订单中标记，所有分期都收到后订单自动完成。买卖双方在“采购订单”和“销售订单”中都能看到当前阶段，并在每个关键节点收到站内通知。',
          '平台不代收货款，付款在买卖双方之间进行；订单记录可作为双方对账和后续合作的依据。',
        ],
      },
      cht: {
        title: '平台功能更新：貿易訂單支援合同審核與分期付款跟蹤',
        summary:
          '貿易訂單現在覆蓋從確認價格、補充合同、平台審核、買家簽署到分期收款的全過程，每一步都有通知和記錄。',
        body: [
          '買家在購物車中選好產品後，平台按賣家分別生成訂單。賣家確認訂單後，為「面議」的產品填寫價格，並補充合同附件、分期付款計劃、結算數量、提貨地址和報關資訊，然後提交平台審核。',
          '平台審核通過後，買家在訂單中簽署合同，訂單進入執行階段；審核未通過時，賣家會看到駁回原因，修改後可以再次提交。',
          '執行期間，賣家每收到一期款項就在訂單中標記，所有分期都收到後訂單自動完成。買賣雙方在「採購訂單」和「銷售訂單」中都能看到當前階段，並在每個關鍵節點收到站內通知。',
          '平台不代收貨款，付款在買賣雙方之間進行；訂單記錄可作為雙方對賬和後續合作的依據。',
        ],
      },
      pt: {
        title:
          'Novidade na plataforma: encomendas com revisão do contrato e acompanhamento das prestações',
        summary:
          'As encomendas cobrem agora todo o percurso — confirmação de preços, contrato, revisão pela plataforma, assinatura do comprador e pagamento em prestações —, com notificação e registo de cada passo.',
        body: [
          'Depois de o comprador escolher os produtos no carrinho, a plataforma cria uma encomenda por vendedor. O vendedor confirma a encomenda, dá preço aos produtos «sob consulta» e junta o contrato, o plano de prestações, a quantidade liquidada, o local de levantamento e os dados aduaneiros, submetendo tudo à revisão da plataforma.',
          'Aprovada a revisão, o comprador assina o contrato na encomenda e começa a execução; se for recusada, o vendedor vê o motivo, corrige e volta a submeter.',
          'Durante a execução, o vendedor marca cada prestação quando a recebe; recebidas todas, a encomenda fica concluída. Comprador e vendedor veem a fase atual em «Encomendas de compra» e «Encomendas de venda» e recebem uma notificação em cada passo importante.',
          'A plataforma não recebe pagamentos em nome das partes: o pagamento é feito entre comprador e vendedor, e o registo da encomenda serve de base para a conciliação e para negócios futuros.',
        ],
      },
      en: {
        title: 'New on the platform: trade orders with contract review and instalment tracking',
        summary:
          'Trade orders now cover the whole path — confirming prices, the contract, the platform’s review, the buyer’s signature and payment in instalments — with a notification and a record at each step.',
        body: [
          'Once a buyer has chosen products in the cart, the platform creates one order per seller. The seller confirms the order, prices any “price on request” items and adds the contract, the instalment plan, the settled quantity, the pickup address and customs details, then submits it for the platform’s review.',
          'When the review passes, the buyer signs the contract in the order and execution begins; when it does not, the seller sees the reason, corrects it and submits again.',
          'During execution the seller marks each instalment as it arrives; once all are received, the order completes. Both sides see the current stage under Purchase orders and Sales orders and get a notification at every key step.',
          'The platform collects no payments on anyone’s behalf: payment is made between buyer and seller, and the order record is the basis for reconciliation and future business.',
        ],
      },
    },
  },
  {
    daysAgo: 34,
    texts: {
      zh: {
        title: '数字化转型诊断向所有会员企业开放',
        summary:
          '企业可以在工作台填写涵盖七个维度的数字化成熟度问卷，平台审核后生成诊断报告，并推荐对应的数字化产品。',
        body: [
          '很多从事中葡贸易的中小企业仍依靠电子表格、即时通讯和纸质单据管理订单与客户。数字化转型诊断帮助企业先看清自己的位置，再决定从哪里开始。',
          '问卷涵盖战略与组织、生产与运营、供应链与物流、销售与营销、财务管理、数据与信息化、人才与文化七个维度，可以分次填写并保存草稿。提交后由平台审核，必要时会请企业补充说明。',
          '诊断报告给出总分、成熟度等级、各维度得分的雷达图，以及优势与短板；针对短板，报告会推荐平台上的数字化产品与服务，例如跨境网店搭建、中小企业云 ERP、经营数据看板和葡语市场数字营销。',
          '会员企业可在工作台“企业诊断”中开始，诊断报告仅本企业和平台审核人员可见。',
        ],
      },
      cht: {
        title: '數字化轉型診斷向所有會員企業開放',
        summary:
          '企業可以在工作台填寫涵蓋七個維度的數字化成熟度問卷，平台審核後生成診斷報告，並推薦對應的數字化產品。',
        body: [
          '很多從事中葡貿易的中小企業仍依靠電子表格、即時通訊和紙質單據管理訂單與客戶。數字化轉型診斷幫助企業先看清自己的位置，再決定從哪裡開始。',
          '問卷涵蓋戰略與組織、生產與營運、供應鏈與物流、銷售與營銷、財務管理、數據與資訊化、人才與文化七個維度，可以分次填寫並保存草稿。提交後由平台審核，必要時會請企業補充說明。',
          '診斷報告給出總分、成熟度等級、各維度得分的雷達圖，以及優勢與短板；針對短板，報告會推薦平台上的數字化產品與服務，例如跨境網店搭建、中小企業雲 ERP、經營數據看板和葡語市場數碼營銷。',
          '會員企業可在工作台「企業診斷」中開始，診斷報告僅本企業和平台審核人員可見。',
        ],
      },
      pt: {
        title: 'Diagnóstico de transformação digital aberto a todas as empresas membros',
        summary:
          'As empresas podem responder na área de trabalho a um questionário de maturidade digital com sete dimensões; depois da revisão da plataforma recebem um relatório com os produtos digitais recomendados.',
        body: [
          'Muitas pequenas e médias empresas do comércio entre a China e os países lusófonos ainda gerem encomendas e clientes com folhas de cálculo, mensagens instantâneas e papel. O diagnóstico ajuda a perceber onde a empresa está antes de decidir por onde começar.',
          'O questionário abrange sete dimensões — estratégia e organização, produção e operações, cadeia de abastecimento e logística, vendas e marketing, gestão financeira, dados e informática, pessoas e cultura — e pode ser preenchido em várias vezes, com rascunho guardado. Depois de submetido, a plataforma revê-o e pode pedir esclarecimentos.',
          'O relatório apresenta a pontuação global, o nível de maturidade, um gráfico radar por dimensão e os pontos fortes e lacunas; para cada lacuna recomenda produtos e serviços digitais da plataforma, como a criação de lojas online transfronteiriças, o ERP na nuvem para PME, painéis de dados de gestão e o marketing digital para os mercados lusófonos.',
          'As empresas membros começam em «Diagnósticos», na área de trabalho; o relatório só é visível para a própria empresa e para os revisores da plataforma.',
        ],
      },
      en: {
        title: 'Digital-transformation diagnosis now open to all member companies',
        summary:
          'Companies can answer a seven-dimension digital maturity questionnaire in the workbench; after the platform’s review they receive a report with recommended digital products.',
        body: [
          'Many small and medium enterprises trading between China and the Portuguese-speaking countries still run orders and customers on spreadsheets, instant messaging and paper. The diagnosis shows a company where it stands before it decides where to start.',
          'The questionnaire covers seven dimensions — strategy and organisation, production and operations, supply chain and logistics, sales and marketing, financial management, data and IT, people and culture — and can be filled in over several sessions with a saved draft. Once submitted, the platform reviews it and may ask for clarification.',
          'The report gives an overall score, a maturity level, a radar chart of the dimensions and the strengths and gaps; for each gap it recommends digital products and services on the platform, such as cross-border online shops, cloud ERP for SMEs, business data dashboards and digital marketing for Portuguese-speaking markets.',
          'Member companies start under Diagnosis records in the workbench; the report is visible only to the company itself and the platform’s reviewers.',
        ],
      },
    },
  },
  {
    daysAgo: 41,
    texts: {
      zh: {
        title: '莫桑比克与几内亚比绍腰果：产季、加工与采购要点',
        summary:
          '腰果是莫桑比克和几内亚比绍的重要出口农产品。平台整理了采购带壳腰果和腰果仁时需要关注的产季、规格和单证。',
        body: [
          '几内亚比绍的腰果收购季通常在每年 4 月至 7 月，莫桑比克则在 10 月前后开始，两地产季错开，为全年采购提供了衔接。两国都在推动本地加工，越来越多的供应商可以提供去壳分级后的腰果仁。',
          '采购带壳腰果时，买家通常关注出仁率（KOR）、粒数和含水率；采购腰果仁时则关注分级（如 W240、W320）、碎仁比例和包装方式。建议在合同中约定取样和检验方法，以及不合格时的处理办法。',
          '平台上来自莫桑比克和几内亚比绍的供应商发布了腰果及海产品，分别以美元和欧元报价。采购商可以直接询价，或发布采购需求说明规格和数量。',
          '在供需大厅搜索“腰果”或 HS 编码 0801，即可查看在售产品。',
        ],
      },
      cht: {
        title: '莫桑比克與幾內亞比紹腰果：產季、加工與採購要點',
        summary:
          '腰果是莫桑比克和幾內亞比紹的重要出口農產品。平台整理了採購帶殼腰果和腰果仁時需要關注的產季、規格和單證。',
        body: [
          '幾內亞比紹的腰果收購季通常在每年 4 月至 7 月，莫桑比克則在 10 月前後開始，兩地產季錯開，為全年採購提供了銜接。兩國都在推動本地加工，越來越多的供應商可以提供去殼分級後的腰果仁。',
          '採購帶殼腰果時，買家通常關注出仁率（KOR）、粒數和含水率；採購腰果仁時則關注分級（如 W240、W320）、碎仁比例和包裝方式。建議在合同中約定取樣和檢驗方法，以及不合格時的處理辦法。',
          '平台上來自莫桑比克和幾內亞比紹的供應商發佈了腰果及海產品，分別以美元和歐元報價。採購商可以直接詢價，或發佈採購需求說明規格和數量。',
          '在供需大廳搜尋「腰果」或 HS 編碼 0801，即可查看在售產品。',
        ],
      },
      pt: {
        title:
          'Caju de Moçambique e da Guiné-Bissau: campanhas, transformação e o que verificar na compra',
        summary:
          'O caju é uma das principais exportações agrícolas de Moçambique e da Guiné-Bissau. Reunimos o que convém saber sobre campanhas, especificações e documentos ao comprar castanha em casca e amêndoa de caju.',
        body: [
          'Na Guiné-Bissau, a campanha de comercialização do caju decorre normalmente entre abril e julho; em Moçambique começa por volta de outubro. As campanhas desencontradas permitem comprar ao longo do ano. Os dois países apostam na transformação local, e cada vez mais fornecedores oferecem amêndoa descascada e calibrada.',
          'Na castanha em casca, os compradores olham sobretudo para o rendimento em amêndoa (KOR), o número de castanhas por quilo e a humidade; na amêndoa, para a calibragem (como W240 ou W320), a percentagem de partidas e a embalagem. Convém fixar no contrato o método de amostragem e de inspeção e o que acontece se a mercadoria não cumprir.',
          'Os fornecedores moçambicanos e guineenses da plataforma publicaram caju e produtos do mar, com preços em dólares e em euros, respetivamente. Os compradores podem pedir cotação diretamente ou publicar uma necessidade de compra com a especificação e a quantidade.',
          'Pesquise «caju» ou o código SH 0801 na oferta e procura para ver os produtos disponíveis.',
        ],
      },
      en: {
        title: 'Cashews from Mozambique and Guinea-Bissau: seasons, processing and what to check',
        summary:
          'Cashews are a leading farm export of Mozambique and Guinea-Bissau. Here is what to know about seasons, specifications and documents when buying raw cashew nuts and kernels.',
        body: [
          'In Guinea-Bissau the cashew buying season usually runs from April to July; in Mozambique it starts around October. The staggered seasons allow buying across the year. Both countries are pushing local processing, and more suppliers now offer shelled, graded kernels.',
          'For raw cashew nuts, buyers look mainly at the kernel outturn ratio (KOR), the nut count and moisture; for kernels, at the grade (such as W240 or W320), the share of broken pieces and the packing. Agree in the contract how samples are taken and inspected, and what happens if the goods fall short.',
          'Suppliers from Mozambique and Guinea-Bissau on the platform have published cashews and seafood, priced in US dollars and euros respectively. Buyers can ask for a quotation directly or post a purchase request with the specification and quantity.',
          'Search for “cashew” or HS code 0801 in the supply and demand hall to see what is on offer.',
        ],
      },
    },
  },
];

/** Every story in the four languages, as rows of the `news` table. */
export const DEMO_NEWS: DemoNewsItem[] = STORIES.flatMap((story) =>
  (Object.entries(story.texts) as [Language, Story['texts'][Language]][]).map(([lang, text]) => ({
    title: text.title,
    summary: text.summary,
    content: text.body.join('\n\n'),
    lang,
    daysAgo: story.daysAgo,
  })),
);
