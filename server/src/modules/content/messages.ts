import type { Language } from '@portal/contracts';

/** Messages of the editorial pages (cases, service pages) and their contact form, per language. */
const MESSAGES = {
  zh: {
    pageNotFound: () => '页面不存在',
    contactReceived: () => '留言已收到，我们会在两个工作日内回复您',
    saved: () => '已保存',
    titleRequired: () => '请输入标题',
    summaryRequired: () => '请输入摘要',
    headingRequired: () => '请输入栏目标题',
    paragraphsRequired: () => '每个栏目至少需要一段正文',
    metricRequired: () => '数据项的数值和说明都不能为空',
    sectionsChanged: (p: { keys: string }) => `栏目须保持原有结构：${p.keys}`,
    caseNotFound: () => '案例不存在',
    caseCreated: () => '案例已创建',
    slugInvalid: () =>
      '页面地址只能使用小写字母、数字和连字符（不能以连字符开头或结尾），2 至 40 个字符',
    slugTaken: (p: { slug: string }) => `页面地址 ${p.slug} 已被使用，请换一个`,
    industryRequired: () => '请选择行业',
    countryUnknown: (p: { codes: string }) => `不支持的国家或地区：${p.codes}`,
    productsUnavailable: (p: { ids: string }) => `以下产品不存在或未上架，不能关联：${p.ids}`,
    chineseRequired: () => '新案例至少需要简体中文的标题、摘要和正文',
    caseSections: (p: { keys: string }) => `案例的栏目须依次为：${p.keys}`,
  },
  cht: {
    pageNotFound: () => '頁面不存在',
    contactReceived: () => '留言已收到，我們會在兩個工作日內回覆您',
    saved: () => '已儲存',
    titleRequired: () => '請輸入標題',
    summaryRequired: () => '請輸入摘要',
    headingRequired: () => '請輸入欄目標題',
    paragraphsRequired: () => '每個欄目至少需要一段正文',
    metricRequired: () => '數據項的數值和說明都不能為空',
    sectionsChanged: (p: { keys: string }) => `欄目須保持原有結構：${p.keys}`,
    caseNotFound: () => '案例不存在',
    caseCreated: () => '案例已建立',
    slugInvalid: () =>
      '頁面地址只能使用小寫字母、數字和連字號（不能以連字號開頭或結尾），2 至 40 個字元',
    slugTaken: (p: { slug: string }) => `頁面地址 ${p.slug} 已被使用，請換一個`,
    industryRequired: () => '請選擇行業',
    countryUnknown: (p: { codes: string }) => `不支援的國家或地區：${p.codes}`,
    productsUnavailable: (p: { ids: string }) => `以下產品不存在或未上架，不能關聯：${p.ids}`,
    chineseRequired: () => '新案例至少需要簡體中文的標題、摘要和正文',
    caseSections: (p: { keys: string }) => `案例的欄目須依次為：${p.keys}`,
  },
  pt: {
    pageNotFound: () => 'A página não existe',
    contactReceived: () => 'Recebemos a sua mensagem; respondemos no prazo de dois dias úteis',
    saved: () => 'Guardado',
    titleRequired: () => 'Indique o título',
    summaryRequired: () => 'Indique o resumo',
    headingRequired: () => 'Indique o título da secção',
    paragraphsRequired: () => 'Cada secção precisa de pelo menos um parágrafo',
    metricRequired: () => 'Cada indicador precisa de valor e descrição',
    sectionsChanged: (p: { keys: string }) => `As secções têm de manter a estrutura: ${p.keys}`,
    caseNotFound: () => 'O caso não existe',
    caseCreated: () => 'Caso criado',
    slugInvalid: () =>
      'O endereço só pode ter letras minúsculas, algarismos e hífenes (sem hífen no início ou no fim), de 2 a 40 carateres',
    slugTaken: (p: { slug: string }) => `O endereço ${p.slug} já está a ser usado; escolha outro`,
    industryRequired: () => 'Escolha o setor',
    countryUnknown: (p: { codes: string }) => `País ou região não suportado: ${p.codes}`,
    productsUnavailable: (p: { ids: string }) =>
      `Estes produtos não existem ou não estão publicados e não podem ser associados: ${p.ids}`,
    chineseRequired: () =>
      'Um caso novo precisa pelo menos do título, do resumo e do texto em chinês simplificado',
    caseSections: (p: { keys: string }) => `As secções de um caso são, por esta ordem: ${p.keys}`,
  },
  en: {
    pageNotFound: () => 'The page does not exist',
    contactReceived: () => 'Message received; we will reply within two working days',
    saved: () => 'Saved',
    titleRequired: () => 'Enter a title',
    summaryRequired: () => 'Enter a summary',
    headingRequired: () => 'Enter the section heading',
    paragraphsRequired: () => 'Each section needs at least one paragraph',
    metricRequired: () => 'Each figure needs a value and a label',
    sectionsChanged: (p: { keys: string }) => `The sections must keep their structure: ${p.keys}`,
    caseNotFound: () => 'The case does not exist',
    caseCreated: () => 'Case created',
    slugInvalid: () =>
      'The address may only use lowercase letters, digits and hyphens (not first or last), 2 to 40 characters',
    slugTaken: (p: { slug: string }) => `The address ${p.slug} is already taken; choose another`,
    industryRequired: () => 'Choose the industry',
    countryUnknown: (p: { codes: string }) => `Unsupported country or region: ${p.codes}`,
    productsUnavailable: (p: { ids: string }) =>
      `These products do not exist or are not published and cannot be linked: ${p.ids}`,
    chineseRequired: () =>
      'A new case needs at least its title, summary and text in Simplified Chinese',
    caseSections: (p: { keys: string }) => `A case's sections are, in this order: ${p.keys}`,
  },
} satisfies Record<Language, Record<string, (params: never) => string>>;

export type ContentMessages = (typeof MESSAGES)['zh'];

export function contentMessages(language: Language): ContentMessages {
  return MESSAGES[language];
}
