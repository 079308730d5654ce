import type { Language } from '@portal/contracts';

type Field =
  | 'title'
  | 'productName'
  | 'deadline'
  | 'industry'
  | 'quantity'
  | 'unit'
  | 'priceMin'
  | 'priceMax'
  | 'currency'
  | 'receiverId'
  | 'price'
  | 'deliveryTerms'
  | 'deliveryDate'
  | 'validUntil'
  | 'description'
  | 'message';

const FIELDS: Record<Language, Record<Field, string>> = {
  zh: {
    title: '需求标题',
    productName: '产品名称',
    deadline: '截止日期',
    industry: '所属行业',
    quantity: '数量',
    unit: '单位',
    priceMin: '最低价格',
    priceMax: '最高价格',
    currency: '价格单位',
    receiverId: '接收联系人',
    price: '单价或总价',
    deliveryTerms: '交货条款',
    deliveryDate: '交货日期',
    validUntil: '报价有效期',
    description: '需求描述',
    message: '留言',
  },
  cht: {
    title: '需求標題',
    productName: '產品名稱',
    deadline: '截止日期',
    industry: '所屬行業',
    quantity: '數量',
    unit: '單位',
    priceMin: '最低價格',
    priceMax: '最高價格',
    currency: '價格單位',
    receiverId: '接收聯繫人',
    price: '單價或總價',
    deliveryTerms: '交貨條款',
    deliveryDate: '交貨日期',
    validUntil: '報價有效期',
    description: '需求描述',
    message: '留言',
  },
  pt: {
    title: 'Título da procura',
    productName: 'Produto',
    deadline: 'Prazo',
    industry: 'Setor',
    quantity: 'Quantidade',
    unit: 'Unidade',
    priceMin: 'Preço mínimo',
    priceMax: 'Preço máximo',
    currency: 'Moeda do preço',
    receiverId: 'Contacto de receção',
    price: 'Preço unitário ou total',
    deliveryTerms: 'Condições de entrega',
    deliveryDate: 'Data de entrega',
    validUntil: 'Validade da cotação',
    description: 'Descrição',
    message: 'Mensagem',
  },
  en: {
    title: 'Demand title',
    productName: 'Product',
    deadline: 'Deadline',
    industry: 'Industry',
    quantity: 'Quantity',
    unit: 'Unit',
    priceMin: 'Minimum price',
    priceMax: 'Maximum price',
    currency: 'Price currency',
    receiverId: 'Reception contact',
    price: 'Unit price or total',
    deliveryTerms: 'Delivery terms',
    deliveryDate: 'Delivery date',
    validUntil: 'Quote valid until',
    description: 'Description',
    message: 'Message',
  },
};

/**
 * The demand and quote messages in the four languages, picked per request by Accept-Language
 * (platform/language/language.ts); notifications are stored once, in the receiving company's language.
 */
const MESSAGES = {
  zh: {
    required: (p: { field: string }) => `${p.field}不能为空`,
    tooLong: (p: { field: string; max: number }) => `${p.field}不能超过${p.max}个字符`,
    numberFormat: (p: { field: string }) => `${p.field}格式不正确`,
    wholeQuantity: () => '报价数量须为正整数',
    priceOrder: () => '最高价格不能低于最低价格',
    pastDate: (p: { field: string }) => `${p.field}不能早于今天`,
    hsUnknown: () => 'HS编码不存在',
    currencyUnknown: () => '价格单位不存在',
    receiverInvalid: () => '接收联系人须为本企业的在职成员',
    attachmentInvalid: () => '附件无效，请重新上传',
    tooManyAttachments: (p: { max: number }) => `附件最多${p.max}个`,
    supplierInvalid: () => '指定供应商不存在',
    designatedWithoutSuppliers: () => '仅指定供应商可见时，请至少选择一家供应商',
    demandNotFound: () => '需求不存在',
    quoteNotFound: () => '报价不存在',
    demandClosed: () => '需求已结束，不能修改或报价',
    ownDemand: () => '不能对本企业发布的需求报价',
    alreadyQuoted: () => '已对该需求报价，请修改原报价',
    quotaFull: (p: { used: number; quota: number }) =>
      `本月报价数量已达会员上限（${p.used}/${p.quota}），请升级会员`,
    revisionUsed: () => '报价只能修改一次',
    quoteClosed: () => '报价已确认或已失效',
    validAfterDeadline: () => '报价有效期不能晚于需求截止日期',
    newQuoteTitle: () => '收到新报价',
    newQuoteBrief: (p: { company: string; title: string }) =>
      `${p.company}对您的需求“${p.title}”报价了，请查看比较。`,
    revisedQuoteTitle: () => '报价已修改',
    revisedQuoteBrief: (p: { company: string; title: string }) =>
      `${p.company}修改了对需求“${p.title}”的报价。`,
    confirmedTitle: () => '报价已被确认',
    confirmedBrief: (p: { title: string; orderNo: string }) =>
      `您对需求“${p.title}”的报价已被买方确认，已生成订单 ${p.orderNo}。`,
    expiredTitle: () => '报价已失效',
    expiredBrief: (p: { title: string }) => `您对需求“${p.title}”的报价已失效。`,
    invitedTitle: () => '邀请报价',
    invitedBrief: (p: { company: string; title: string }) =>
      `${p.company}邀请您对需求“${p.title}”报价。`,
  },
  cht: {
    required: (p: { field: string }) => `${p.field}不能為空`,
    tooLong: (p: { field: string; max: number }) => `${p.field}不能超過${p.max}個字元`,
    numberFormat: (p: { field: string }) => `${p.field}格式不正確`,
    wholeQuantity: () => '報價數量須為正整數',
    priceOrder: () => '最高價格不能低於最低價格',
    pastDate: (p: { field: string }) => `${p.field}不能早於今天`,
    hsUnknown: () => 'HS編碼不存在',
    currencyUnknown: () => '價格單位不存在',
    receiverInvalid: () => '接收聯繫人須為本企業的在職成員',
    attachmentInvalid: () => '附件無效，請重新上傳',
    tooManyAttachments: (p: { max: number }) => `附件最多${p.max}個`,
    supplierInvalid: () => '指定供應商不存在',
    designatedWithoutSuppliers: () => '僅指定供應商可見時，請至少選擇一家供應商',
    demandNotFound: () => '需求不存在',
    quoteNotFound: () => '報價不存在',
    demandClosed: () => '需求已結束，不能修改或報價',
    ownDemand: () => '不能對本企業發佈的需求報價',
    alreadyQuoted: () => '已對該需求報價，請修改原報價',
    quotaFull: (p: { used: number; quota: number }) =>
      `本月報價數量已達會員上限（${p.used}/${p.quota}），請升級會員`,
    revisionUsed: () => '報價只能修改一次',
    quoteClosed: () => '報價已確認或已失效',
    validAfterDeadline: () => '報價有效期不能晚於需求截止日期',
    newQuoteTitle: () => '收到新報價',
    newQuoteBrief: (p: { company: string; title: string }) =>
      `${p.company}對您的需求「${p.title}」報價了，請查看比較。`,
    revisedQuoteTitle: () => '報價已修改',
    revisedQuoteBrief: (p: { company: string; title: string }) =>
      `${p.company}修改了對需求「${p.title}」的報價。`,
    confirmedTitle: () => '報價已被確認',
    confirmedBrief: (p: { title: string; orderNo: string }) =>
      `您對需求「${p.title}」的報價已被買方確認，已生成訂單 ${p.orderNo}。`,
    expiredTitle: () => '報價已失效',
    expiredBrief: (p: { title: string }) => `您對需求「${p.title}」的報價已失效。`,
    invitedTitle: () => '邀請報價',
    invitedBrief: (p: { company: string; title: string }) =>
      `${p.company}邀請您對需求「${p.title}」報價。`,
  },
  pt: {
    required: (p: { field: string }) => `${p.field}: campo obrigatório`,
    tooLong: (p: { field: string; max: number }) => `${p.field}: no máximo ${p.max} caracteres`,
    numberFormat: (p: { field: string }) => `${p.field}: formato inválido`,
    wholeQuantity: () => 'A quantidade da cotação deve ser um número inteiro positivo',
    priceOrder: () => 'O preço máximo não pode ser inferior ao mínimo',
    pastDate: (p: { field: string }) => `${p.field}: não pode ser anterior a hoje`,
    hsUnknown: () => 'Código SH inexistente',
    currencyUnknown: () => 'Moeda desconhecida',
    receiverInvalid: () => 'O contacto de receção deve ser um membro ativo da empresa',
    attachmentInvalid: () => 'Anexo inválido; carregue-o de novo',
    tooManyAttachments: (p: { max: number }) => `No máximo ${p.max} anexos`,
    supplierInvalid: () => 'Fornecedor designado inexistente',
    designatedWithoutSuppliers: () =>
      'Visível só para fornecedores designados: escolha pelo menos um',
    demandNotFound: () => 'Procura inexistente',
    quoteNotFound: () => 'Cotação inexistente',
    demandClosed: () => 'A procura terminou: já não pode ser alterada nem cotada',
    ownDemand: () => 'Não pode cotar uma procura da sua própria empresa',
    alreadyQuoted: () => 'Já cotou esta procura; altere a cotação enviada',
    quotaFull: (p: { used: number; quota: number }) =>
      `Atingiu o limite mensal de cotações da adesão (${p.used}/${p.quota}); faça upgrade`,
    revisionUsed: () => 'Uma cotação só pode ser alterada uma vez',
    quoteClosed: () => 'A cotação já foi confirmada ou expirou',
    validAfterDeadline: () => 'A validade da cotação não pode passar o prazo da procura',
    newQuoteTitle: () => 'Nova cotação recebida',
    newQuoteBrief: (p: { company: string; title: string }) =>
      `${p.company} cotou a sua procura «${p.title}». Veja e compare.`,
    revisedQuoteTitle: () => 'Cotação alterada',
    revisedQuoteBrief: (p: { company: string; title: string }) =>
      `${p.company} alterou a cotação da procura «${p.title}».`,
    confirmedTitle: () => 'Cotação confirmada',
    confirmedBrief: (p: { title: string; orderNo: string }) =>
      `O comprador confirmou a sua cotação para «${p.title}»; foi criada a encomenda ${p.orderNo}.`,
    expiredTitle: () => 'Cotação expirada',
    expiredBrief: (p: { title: string }) => `A sua cotação para «${p.title}» expirou.`,
    invitedTitle: () => 'Convite para cotar',
    invitedBrief: (p: { company: string; title: string }) =>
      `${p.company} convida-o a cotar a procura «${p.title}».`,
  },
  en: {
    required: (p: { field: string }) => `${p.field} is required`,
    tooLong: (p: { field: string; max: number }) => `${p.field}: at most ${p.max} characters`,
    numberFormat: (p: { field: string }) => `${p.field}: invalid format`,
    wholeQuantity: () => 'The quoted quantity must be a positive whole number',
    priceOrder: () => 'The maximum price cannot be below the minimum',
    pastDate: (p: { field: string }) => `${p.field} cannot be before today`,
    hsUnknown: () => 'Unknown HS code',
    currencyUnknown: () => 'Unknown currency',
    receiverInvalid: () => 'The reception contact must be an active member of your company',
    attachmentInvalid: () => 'Invalid attachment; upload it again',
    tooManyAttachments: (p: { max: number }) => `At most ${p.max} attachments`,
    supplierInvalid: () => 'Designated supplier not found',
    designatedWithoutSuppliers: () => 'Visible to designated suppliers only: choose at least one',
    demandNotFound: () => 'Demand not found',
    quoteNotFound: () => 'Quote not found',
    demandClosed: () => 'The demand has ended: it can no longer be changed or quoted',
    ownDemand: () => "You cannot quote your own company's demand",
    alreadyQuoted: () => 'You already quoted this demand; revise your quote instead',
    quotaFull: (p: { used: number; quota: number }) =>
      `Monthly quote limit of your membership reached (${p.used}/${p.quota}); please upgrade`,
    revisionUsed: () => 'A quote can be revised only once',
    quoteClosed: () => 'The quote is already confirmed or expired',
    validAfterDeadline: () => "The quote's validity cannot go past the demand's deadline",
    newQuoteTitle: () => 'New quote received',
    newQuoteBrief: (p: { company: string; title: string }) =>
      `${p.company} quoted your demand "${p.title}". Review and compare.`,
    revisedQuoteTitle: () => 'Quote revised',
    revisedQuoteBrief: (p: { company: string; title: string }) =>
      `${p.company} revised its quote for "${p.title}".`,
    confirmedTitle: () => 'Quote confirmed',
    confirmedBrief: (p: { title: string; orderNo: string }) =>
      `The buyer confirmed your quote for "${p.title}"; order ${p.orderNo} was created.`,
    expiredTitle: () => 'Quote expired',
    expiredBrief: (p: { title: string }) => `Your quote for "${p.title}" has expired.`,
    invitedTitle: () => 'Invitation to quote',
    invitedBrief: (p: { company: string; title: string }) =>
      `${p.company} invites you to quote its demand "${p.title}".`,
  },
} satisfies Record<Language, Record<string, (params: never) => string>>;

export type DemandMessages = (typeof MESSAGES)['zh'] & { field: (name: Field) => string };
export type DemandField = Field;

export function demandMessages(language: Language): DemandMessages {
  return { ...MESSAGES[language], field: (name: Field) => FIELDS[language][name] };
}
