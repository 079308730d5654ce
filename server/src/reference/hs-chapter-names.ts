/**
 * Simplified-Chinese and Portuguese names of the 97 HS chapters, keyed by the 2-digit code.
 * The reference CSV carries English only. The Chinese names follow the chapter titles of
 * China's customs tariff (《进出口税则》), the Portuguese ones the European Portuguese titles of
 * the Combined Nomenclature / Pauta Aduaneira, lightly shortened where the official title runs
 * to a paragraph. Chapter 77 is reserved in the HS and absent; 99 is UN Comtrade's catch-all.
 */
export interface ChapterNames {
  zh: string;
  pt: string;
}

export const HS_CHAPTER_NAMES: Readonly<Record<string, ChapterNames>> = {
  '01': { zh: '活动物', pt: 'Animais vivos' },
  '02': { zh: '肉及食用杂碎', pt: 'Carnes e miudezas, comestíveis' },
  '03': {
    zh: '鱼、甲壳动物、软体动物及其他水生无脊椎动物',
    pt: 'Peixes e crustáceos, moluscos e outros invertebrados aquáticos',
  },
  '04': {
    zh: '乳品；蛋品；天然蜂蜜；其他食用动物产品',
    pt: 'Leite e lacticínios; ovos de aves; mel natural; outros produtos comestíveis de origem animal',
  },
  '05': { zh: '其他动物产品', pt: 'Outros produtos de origem animal' },
  '06': {
    zh: '活树及其他活植物；鳞茎、根及类似品；插花及装饰用簇叶',
    pt: 'Plantas vivas e produtos de floricultura; bolbos, raízes e semelhantes; flores cortadas e folhagem ornamental',
  },
  '07': {
    zh: '食用蔬菜、根及块茎',
    pt: 'Produtos hortícolas, plantas, raízes e tubérculos, comestíveis',
  },
  '08': {
    zh: '食用水果及坚果；柑橘属水果或甜瓜的果皮',
    pt: 'Fruta e frutos de casca rija, comestíveis; cascas de citrinos e de melões',
  },
  '09': { zh: '咖啡、茶、马黛茶及调味香料', pt: 'Café, chá, mate e especiarias' },
  '10': { zh: '谷物', pt: 'Cereais' },
  '11': {
    zh: '制粉工业产品；麦芽；淀粉；菊粉；面筋',
    pt: 'Produtos da indústria de moagem; malte; amidos e féculas; inulina; glúten de trigo',
  },
  '12': {
    zh: '含油子仁及果实；杂项子仁及果实；工业用或药用植物；稻草、秸秆及饲料',
    pt: 'Sementes e frutos oleaginosos; grãos, sementes e frutos diversos; plantas industriais ou medicinais; palhas e forragens',
  },
  '13': {
    zh: '虫胶；树胶、树脂及其他植物液、汁',
    pt: 'Goma-laca; gomas, resinas e outros sucos e extratos vegetais',
  },
  '14': {
    zh: '编结用植物材料；其他植物产品',
    pt: 'Matérias para entrançar e outros produtos de origem vegetal',
  },
  '15': {
    zh: '动、植物或微生物油、脂及其分解产品；精制的食用油脂；动、植物蜡',
    pt: 'Gorduras e óleos animais, vegetais ou de origem microbiana e produtos da sua dissociação; gorduras alimentares elaboradas; ceras de origem animal ou vegetal',
  },
  '16': {
    zh: '肉、鱼、甲壳动物、软体动物、其他水生无脊椎动物或昆虫的制品',
    pt: 'Preparações de carne, de peixe, de crustáceos, de moluscos, de outros invertebrados aquáticos ou de insetos',
  },
  '17': { zh: '糖及糖食', pt: 'Açúcares e produtos de confeitaria' },
  '18': { zh: '可可及可可制品', pt: 'Cacau e suas preparações' },
  '19': {
    zh: '谷物、粮食粉、淀粉或乳的制品；糕饼点心',
    pt: 'Preparações à base de cereais, farinhas, amidos, féculas ou leite; produtos de pastelaria',
  },
  '20': {
    zh: '蔬菜、水果、坚果或植物其他部分的制品',
    pt: 'Preparações de produtos hortícolas, de fruta ou de outras partes de plantas',
  },
  '21': { zh: '杂项食品', pt: 'Preparações alimentícias diversas' },
  '22': { zh: '饮料、酒及醋', pt: 'Bebidas, líquidos alcoólicos e vinagres' },
  '23': {
    zh: '食品工业的残渣及废料；配制的动物饲料',
    pt: 'Resíduos e desperdícios das indústrias alimentares; alimentos preparados para animais',
  },
  '24': {
    zh: '烟草、烟草及烟草代用品的制品；非经燃烧吸用的产品',
    pt: 'Tabaco e seus sucedâneos manufaturados; produtos destinados à inalação sem combustão',
  },
  '25': {
    zh: '盐；硫磺；泥土及石料；石膏料、石灰及水泥',
    pt: 'Sal; enxofre; terras e pedras; gesso, cal e cimento',
  },
  '26': { zh: '矿砂、矿渣及矿灰', pt: 'Minérios, escórias e cinzas' },
  '27': {
    zh: '矿物燃料、矿物油及其蒸馏产品；沥青物质；矿物蜡',
    pt: 'Combustíveis minerais, óleos minerais e produtos da sua destilação; matérias betuminosas; ceras minerais',
  },
  '28': {
    zh: '无机化学品；贵金属、稀土金属、放射性元素及其同位素的有机及无机化合物',
    pt: 'Produtos químicos inorgânicos; compostos inorgânicos ou orgânicos de metais preciosos, de elementos radioativos, de metais das terras raras ou de isótopos',
  },
  '29': { zh: '有机化学品', pt: 'Produtos químicos orgânicos' },
  '30': { zh: '药品', pt: 'Produtos farmacêuticos' },
  '31': { zh: '肥料', pt: 'Adubos (fertilizantes)' },
  '32': {
    zh: '鞣料浸膏及染料浸膏；鞣酸及其衍生物；染料、颜料及其他着色料；油漆及清漆；油灰及其他类似胶粘剂；墨水、油墨',
    pt: 'Extratos tanantes e tintoriais; taninos e seus derivados; pigmentos e outras matérias corantes; tintas e vernizes; mástiques; tintas de escrever',
  },
  '33': {
    zh: '精油及香膏；芳香料制品及化妆盥洗品',
    pt: 'Óleos essenciais e resinoides; produtos de perfumaria ou de toucador e preparações cosméticas',
  },
  '34': {
    zh: '肥皂、有机表面活性剂、洗涤剂、润滑剂、人造蜡、调制蜡、光洁剂、蜡烛及类似品、塑型用膏、“牙科用蜡”及牙科用熟石膏制剂',
    pt: 'Sabões, agentes orgânicos de superfície, preparações para lavagem e lubrificantes, ceras artificiais e preparadas, produtos de conservação e limpeza, velas, massas para modelar e «ceras para dentistas»',
  },
  '35': {
    zh: '蛋白类物质；改性淀粉；胶；酶',
    pt: 'Matérias albuminoides; produtos à base de amidos ou de féculas modificados; colas; enzimas',
  },
  '36': {
    zh: '炸药；烟火制品；火柴；引火合金；易燃材料制品',
    pt: 'Pólvoras e explosivos; artigos de pirotecnia; fósforos; ligas pirofóricas; matérias inflamáveis',
  },
  '37': { zh: '照相及电影用品', pt: 'Produtos para fotografia e cinematografia' },
  '38': { zh: '杂项化学产品', pt: 'Produtos diversos das indústrias químicas' },
  '39': { zh: '塑料及其制品', pt: 'Plásticos e suas obras' },
  '40': { zh: '橡胶及其制品', pt: 'Borracha e suas obras' },
  '41': { zh: '生皮（毛皮除外）及皮革', pt: 'Peles, exceto as peles com pelo, e couros' },
  '42': {
    zh: '皮革制品；鞍具及挽具；旅行用品、手提包及类似容器；动物肠线（蚕胶丝除外）制品',
    pt: 'Obras de couro; artigos de correeiro ou de seleiro; artigos de viagem, bolsas e artigos semelhantes; obras de tripa',
  },
  '43': {
    zh: '毛皮、人造毛皮及其制品',
    pt: 'Peles com pelo e suas obras; peles com pelo artificiais',
  },
  '44': { zh: '木及木制品；木炭', pt: 'Madeira, carvão vegetal e obras de madeira' },
  '45': { zh: '软木及软木制品', pt: 'Cortiça e suas obras' },
  '46': {
    zh: '稻草、秸秆、针茅或其他编结材料制品；篮筐及柳条编结品',
    pt: 'Obras de espartaria ou de cestaria',
  },
  '47': {
    zh: '木浆及其他纤维状纤维素浆；回收（废碎）纸或纸板',
    pt: 'Pastas de madeira ou de outras matérias fibrosas celulósicas; papel ou cartão para reciclar (desperdícios e resíduos)',
  },
  '48': {
    zh: '纸及纸板；纸浆、纸或纸板制品',
    pt: 'Papel e cartão; obras de pasta de celulose, de papel ou de cartão',
  },
  '49': {
    zh: '书籍、报纸、印刷图画及其他印刷品；手稿、打字稿及设计图纸',
    pt: 'Livros, jornais, gravuras e outros produtos das indústrias gráficas; textos manuscritos ou datilografados, planos e plantas',
  },
  '50': { zh: '蚕丝', pt: 'Seda' },
  '51': {
    zh: '羊毛、动物细毛或粗毛；马毛纱线及其机织物',
    pt: 'Lã, pelos finos ou grosseiros; fios e tecidos de crina',
  },
  '52': { zh: '棉花', pt: 'Algodão' },
  '53': {
    zh: '其他植物纺织纤维；纸纱线及其机织物',
    pt: 'Outras fibras têxteis vegetais; fios de papel e tecidos de fios de papel',
  },
  '54': {
    zh: '化学纤维长丝；化学纤维纺织材料制扁条及类似品',
    pt: 'Filamentos sintéticos ou artificiais; lâminas e formas semelhantes de matérias têxteis sintéticas ou artificiais',
  },
  '55': { zh: '化学纤维短纤', pt: 'Fibras sintéticas ou artificiais descontínuas' },
  '56': {
    zh: '絮胎、毡呢及无纺织物；特种纱线；线、绳、索、缆及其制品',
    pt: 'Pastas (ouates), feltros e falsos tecidos; fios especiais; cordéis, cordas e cabos; artigos de cordoaria',
  },
  '57': {
    zh: '地毯及纺织材料的其他铺地制品',
    pt: 'Tapetes e outros revestimentos para pavimentos, de matérias têxteis',
  },
  '58': {
    zh: '特种机织物；簇绒织物；花边；装饰毯；装饰带；刺绣品',
    pt: 'Tecidos especiais; tecidos tufados; rendas; tapeçarias; passamanarias; bordados',
  },
  '59': {
    zh: '浸渍、涂布、包覆或层压的纺织物；工业用纺织制品',
    pt: 'Tecidos impregnados, revestidos, recobertos ou estratificados; artigos para usos técnicos de matérias têxteis',
  },
  '60': { zh: '针织物及钩编织物', pt: 'Tecidos de malha' },
  '61': { zh: '针织或钩编的服装及衣着附件', pt: 'Vestuário e seus acessórios, de malha' },
  '62': {
    zh: '非针织或非钩编的服装及衣着附件',
    pt: 'Vestuário e seus acessórios, exceto de malha',
  },
  '63': {
    zh: '其他纺织制成品；成套物品；旧衣着及旧纺织品；碎织物',
    pt: 'Outros artefactos têxteis confecionados; sortidos; vestuário e artefactos têxteis usados; trapos',
  },
  '64': {
    zh: '鞋靴、护腿和类似品及其零件',
    pt: 'Calçado, polainas e artefactos semelhantes; suas partes',
  },
  '65': { zh: '帽类及其零件', pt: 'Chapéus e artefactos de uso semelhante, e suas partes' },
  '66': {
    zh: '雨伞、阳伞、手杖、鞭子、马鞭及其零件',
    pt: 'Guarda-chuvas, sombrinhas, guarda-sóis, bengalas, chicotes, pingalins, e suas partes',
  },
  '67': {
    zh: '已加工羽毛、羽绒及其制品；人造花；人发制品',
    pt: 'Penas e penugem preparadas e suas obras; flores artificiais; obras de cabelo',
  },
  '68': {
    zh: '石料、石膏、水泥、石棉、云母及类似材料的制品',
    pt: 'Obras de pedra, gesso, cimento, amianto, mica ou de matérias semelhantes',
  },
  '69': { zh: '陶瓷产品', pt: 'Produtos cerâmicos' },
  '70': { zh: '玻璃及其制品', pt: 'Vidro e suas obras' },
  '71': {
    zh: '天然或养殖珍珠、宝石或半宝石、贵金属、包贵金属及其制品；仿首饰；硬币',
    pt: 'Pérolas naturais ou cultivadas, pedras preciosas ou semipreciosas, metais preciosos, metais folheados de metais preciosos, e suas obras; bijutaria; moedas',
  },
  '72': { zh: '钢铁', pt: 'Ferro fundido, ferro e aço' },
  '73': { zh: '钢铁制品', pt: 'Obras de ferro fundido, ferro ou aço' },
  '74': { zh: '铜及其制品', pt: 'Cobre e suas obras' },
  '75': { zh: '镍及其制品', pt: 'Níquel e suas obras' },
  '76': { zh: '铝及其制品', pt: 'Alumínio e suas obras' },
  '78': { zh: '铅及其制品', pt: 'Chumbo e suas obras' },
  '79': { zh: '锌及其制品', pt: 'Zinco e suas obras' },
  '80': { zh: '锡及其制品', pt: 'Estanho e suas obras' },
  '81': {
    zh: '其他贱金属、金属陶瓷及其制品',
    pt: 'Outros metais comuns; ceramais (cermets); obras dessas matérias',
  },
  '82': {
    zh: '贱金属工具、器具、利口器、餐匙、餐叉及其零件',
    pt: 'Ferramentas, artefactos de cutelaria e talheres, de metais comuns; suas partes',
  },
  '83': { zh: '贱金属杂项制品', pt: 'Obras diversas de metais comuns' },
  '84': {
    zh: '核反应堆、锅炉、机器、机械器具及其零件',
    pt: 'Reatores nucleares, caldeiras, máquinas, aparelhos e instrumentos mecânicos, e suas partes',
  },
  '85': {
    zh: '电机、电气设备及其零件；录音机及放声机、电视图像、声音的录制和重放设备及其零件、附件',
    pt: 'Máquinas, aparelhos e materiais elétricos, e suas partes; aparelhos de gravação ou de reprodução de som e de imagens de televisão, e suas partes e acessórios',
  },
  '86': {
    zh: '铁道及电车道机车、车辆及其零件；铁道及电车道轨道固定装置及其零件、附件；各种机械（包括电动机械）交通信号设备',
    pt: 'Veículos e material para vias-férreas ou semelhantes, e suas partes; aparelhos mecânicos (incluindo os eletromecânicos) de sinalização para vias de comunicação',
  },
  '87': {
    zh: '车辆及其零件、附件，但铁道及电车道车辆除外',
    pt: 'Veículos automóveis, tratores, ciclos e outros veículos terrestres, suas partes e acessórios',
  },
  '88': { zh: '航空器、航天器及其零件', pt: 'Aeronaves e aparelhos espaciais, e suas partes' },
  '89': { zh: '船舶及浮动结构体', pt: 'Embarcações e estruturas flutuantes' },
  '90': {
    zh: '光学、照相、电影、计量、检验、医疗或外科用仪器及设备、精密仪器及设备；上述物品的零件、附件',
    pt: 'Instrumentos e aparelhos de ótica, de fotografia, de cinematografia, de medida, de controlo ou de precisão; instrumentos e aparelhos médico-cirúrgicos; suas partes e acessórios',
  },
  '91': { zh: '钟表及其零件', pt: 'Artigos de relojoaria' },
  '92': { zh: '乐器及其零件、附件', pt: 'Instrumentos musicais; suas partes e acessórios' },
  '93': { zh: '武器、弹药及其零件、附件', pt: 'Armas e munições; suas partes e acessórios' },
  '94': {
    zh: '家具；寝具、褥垫、弹簧床垫、软坐垫及类似的填充制品；未列名灯具及照明装置；发光标志、发光铭牌及类似品；活动房屋',
    pt: 'Móveis; mobiliário médico-cirúrgico; colchões, almofadas e semelhantes; aparelhos de iluminação não especificados noutros capítulos; anúncios e placas indicadoras luminosos; construções pré-fabricadas',
  },
  '95': {
    zh: '玩具、游戏品、运动用品及其零件、附件',
    pt: 'Brinquedos, jogos, artigos para divertimento ou para desporto; suas partes e acessórios',
  },
  '96': { zh: '杂项制品', pt: 'Obras diversas' },
  '97': { zh: '艺术品、收藏品及古物', pt: 'Objetos de arte, de coleção e antiguidades' },
  '99': { zh: '未按商品种类分列的货物', pt: 'Mercadorias não especificadas segundo a natureza' },
};
