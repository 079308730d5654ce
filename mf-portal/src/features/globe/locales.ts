import { registerMessages } from '@portal/i18n';

/** The globe's own words; flows, reporters, table headings and the source are the statistics'. */
const zh = {
  title: '数字地球',
  intro:
    '中国内地及澳门与九个葡语国家的货物贸易：每条弧线连接申报方与一个贸易伙伴，粗细表示所选年份和流向的贸易额（美元）。',
  controls: '地球视图设置',
  year: '年份',
  visualLabel: '{{reporter}}，{{flow}}，{{year}} 年（地图，数据见伙伴列表和下表）',
  legend: {
    total: '弧线：{{reporter}}与各伙伴的进出口总额，越粗金额越大',
    exports: '弧线：{{reporter}}向各伙伴的出口，越粗金额越大',
    imports: '弧线：{{reporter}}自各伙伴的进口，越粗金额越大',
  },
  flat: {
    reducedMotion: '您的系统设置了“减少动态效果”，这里显示静态的平面地图。',
    noWebgl: '此浏览器无法绘制三维地球，这里显示平面地图。',
  },
  partners: { label: '贸易伙伴：{{flow}}，{{year}} 年' },
  details: {
    partner: '{{partner}}，{{year}} 年',
    all: '全部伙伴（{{reporter}}），{{year}} 年',
    exportsUsd: '出口',
    importsUsd: '进口',
    totalTradeUsd: '进出口总额',
    usd: '{{amount}} 美元',
    share: '占全部伙伴的份额',
    rank: '排名',
    rankOf: '第 {{rank}} 位（共 {{count}} 个）',
    hint: '将指针移到地图上的国家，或用 Tab 键进入伙伴列表后按方向键，即可查看每个伙伴的数据。',
  },
  table: { title: '{{reporter}}贸易，{{year}} 年：按贸易伙伴' },
};

type Messages = typeof zh;

const cht: Messages = {
  title: '數字地球',
  intro:
    '中國內地及澳門與九個葡語國家的貨物貿易：每條弧線連接申報方與一個貿易夥伴，粗細表示所選年份和流向的貿易額（美元）。',
  controls: '地球視圖設定',
  year: '年份',
  visualLabel: '{{reporter}}，{{flow}}，{{year}} 年（地圖，數據見夥伴列表和下表）',
  legend: {
    total: '弧線：{{reporter}}與各夥伴的進出口總額，越粗金額越大',
    exports: '弧線：{{reporter}}向各夥伴的出口，越粗金額越大',
    imports: '弧線：{{reporter}}自各夥伴的進口，越粗金額越大',
  },
  flat: {
    reducedMotion: '您的系統設定了「減少動態效果」，這裡顯示靜態的平面地圖。',
    noWebgl: '此瀏覽器無法繪製三維地球，這裡顯示平面地圖。',
  },
  partners: { label: '貿易夥伴：{{flow}}，{{year}} 年' },
  details: {
    partner: '{{partner}}，{{year}} 年',
    all: '全部夥伴（{{reporter}}），{{year}} 年',
    exportsUsd: '出口',
    importsUsd: '進口',
    totalTradeUsd: '進出口總額',
    usd: '{{amount}} 美元',
    share: '佔全部夥伴的份額',
    rank: '排名',
    rankOf: '第 {{rank}} 位（共 {{count}} 個）',
    hint: '將指標移到地圖上的國家，或用 Tab 鍵進入夥伴列表後按方向鍵，即可查看每個夥伴的數據。',
  },
  table: { title: '{{reporter}}貿易，{{year}} 年：按貿易夥伴' },
};

const pt: Messages = {
  title: 'Globo digital',
  intro:
    'Comércio de mercadorias da China e de Macau com os nove países de língua portuguesa: cada arco liga o declarante a um parceiro e a sua espessura mostra o valor (dólares dos EUA) no ano e fluxo escolhidos.',
  controls: 'Opções do globo',
  year: 'Ano',
  visualLabel:
    '{{reporter}}, {{flow}}, {{year}} (mapa; os números estão na lista de parceiros e na tabela abaixo)',
  legend: {
    total:
      'Arcos — {{reporter}}: comércio total com cada parceiro; quanto mais grosso, maior o valor',
    exports:
      'Arcos — {{reporter}}: exportações para cada parceiro; quanto mais grosso, maior o valor',
    imports:
      'Arcos — {{reporter}}: importações de cada parceiro; quanto mais grosso, maior o valor',
  },
  flat: {
    reducedMotion: 'O seu sistema pede menos movimento: é mostrado um mapa plano, sem animação.',
    noWebgl: 'Este navegador não consegue desenhar o globo 3D: é mostrado um mapa plano.',
  },
  partners: { label: 'Parceiros: {{flow}}, {{year}}' },
  details: {
    partner: '{{partner}}, {{year}}',
    all: 'Todos os parceiros ({{reporter}}), {{year}}',
    exportsUsd: 'Exportações',
    importsUsd: 'Importações',
    totalTradeUsd: 'Comércio total',
    usd: 'US$ {{amount}}',
    share: 'Parte no total dos parceiros',
    rank: 'Posição',
    rankOf: '{{rank}}.º de {{count}}',
    hint: 'Passe o ponteiro sobre um país do mapa ou, com o teclado, entre na lista de parceiros com Tab e use as setas para ver os números de cada um.',
  },
  table: { title: 'Comércio {{reporter}}, {{year}}, por parceiro' },
};

const en: Messages = {
  title: 'Digital globe',
  intro:
    'Merchandise trade of China and Macau with the nine Portuguese-speaking countries: each arc links the reporter with a partner, its thickness showing the value (US dollars) for the chosen year and flow.',
  controls: 'Globe options',
  year: 'Year',
  visualLabel:
    '{{reporter}}, {{flow}}, {{year}} (map; the figures are in the partner list and the table below)',
  legend: {
    total: 'Arcs — {{reporter}}: total trade with each partner; the thicker, the larger',
    exports: 'Arcs — {{reporter}}: exports to each partner; the thicker, the larger',
    imports: 'Arcs — {{reporter}}: imports from each partner; the thicker, the larger',
  },
  flat: {
    reducedMotion: 'Your system asks for reduced motion, so a still flat map is shown.',
    noWebgl: 'This browser cannot draw the 3D globe, so a flat map is shown.',
  },
  partners: { label: 'Partners: {{flow}}, {{year}}' },
  details: {
    partner: '{{partner}}, {{year}}',
    all: 'All partners ({{reporter}}), {{year}}',
    exportsUsd: 'Exports',
    importsUsd: 'Imports',
    totalTradeUsd: 'Total trade',
    usd: 'US${{amount}}',
    share: 'Share of all partners',
    rank: 'Rank',
    rankOf: '{{rank}} of {{count}}',
    hint: 'Point at a country on the map, or Tab into the partner list and use the arrow keys, to see each partner’s figures.',
  },
  table: { title: '{{reporter}} trade, {{year}}, by partner' },
};

registerMessages('portal-globe', { zh, cht, pt, en });
