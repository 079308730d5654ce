import type { Language } from '@portal/contracts';

/** Messages of the digital products and their orders in the four portal languages. */
const MESSAGES = {
  zh: {
    productNotFound: () => '数字化产品不存在或已下架',
    orderNotFound: () => '订单不存在',
    planNotFound: () => '请选择该产品的服务套餐',
    contactNameRequired: () => '联系人不能为空',
    contactPhoneRequired: () => '联系电话不能为空',
    contactPhoneFormat: () => '联系电话格式不正确',
    tooLong: (p: { field: string; max: number }) => `${p.field}不能超过 ${p.max} 个字`,
    noteField: () => '备注',
    remarkField: () => '处理说明',
    cancelReasonRequired: () => '取消订单请填写原因',
    diagnosisNotFound: () => '诊断记录不存在',
    wrongStep: (p: { from: string; to: string }) => `订单状态为“${p.from}”，不能改为“${p.to}”`,
    ordered: () => '订单已提交，平台将尽快与您联系',
    cancelled: () => '订单已取消',
    updated: () => '订单状态已更新',
    status: (p: { status: number }) =>
      ['', '已提交', '已受理', '服务中', '已完成', '已取消'][p.status] ?? '',
    noticeTitle: (p: { product: string }) => `数字化产品订单：${p.product}`,
    noticeBrief: (p: { orderNo: string; status: string; remark: string }) =>
      `订单 ${p.orderNo} 状态更新为“${p.status}”。${p.remark}`,
    sender: () => '平台运营',
  },
  cht: {
    productNotFound: () => '數碼化產品不存在或已下架',
    orderNotFound: () => '訂單不存在',
    planNotFound: () => '請選擇該產品的服務套餐',
    contactNameRequired: () => '聯絡人不能為空',
    contactPhoneRequired: () => '聯絡電話不能為空',
    contactPhoneFormat: () => '聯絡電話格式不正確',
    tooLong: (p: { field: string; max: number }) => `${p.field}不能超過 ${p.max} 個字`,
    noteField: () => '備註',
    remarkField: () => '處理說明',
    cancelReasonRequired: () => '取消訂單請填寫原因',
    diagnosisNotFound: () => '診斷記錄不存在',
    wrongStep: (p: { from: string; to: string }) => `訂單狀態為「${p.from}」，不能改為「${p.to}」`,
    ordered: () => '訂單已提交，平台將盡快與您聯絡',
    cancelled: () => '訂單已取消',
    updated: () => '訂單狀態已更新',
    status: (p: { status: number }) =>
      ['', '已提交', '已受理', '服務中', '已完成', '已取消'][p.status] ?? '',
    noticeTitle: (p: { product: string }) => `數碼化產品訂單：${p.product}`,
    noticeBrief: (p: { orderNo: string; status: string; remark: string }) =>
      `訂單 ${p.orderNo} 狀態更新為「${p.status}」。${p.remark}`,
    sender: () => '平台營運',
  },
  pt: {
    productNotFound: () => 'O produto digital não existe ou foi retirado',
    orderNotFound: () => 'A encomenda não existe',
    planNotFound: () => 'Escolha um dos planos deste produto',
    contactNameRequired: () => 'Indique a pessoa de contacto',
    contactPhoneRequired: () => 'Indique o telefone de contacto',
    contactPhoneFormat: () => 'O telefone de contacto não é válido',
    tooLong: (p: { field: string; max: number }) => `${p.field}: no máximo ${p.max} caracteres`,
    noteField: () => 'Observações',
    remarkField: () => 'Nota da plataforma',
    cancelReasonRequired: () => 'Indique o motivo do cancelamento',
    diagnosisNotFound: () => 'O diagnóstico não existe',
    wrongStep: (p: { from: string; to: string }) =>
      `A encomenda está "${p.from}" e não pode passar a "${p.to}"`,
    ordered: () => 'Encomenda enviada; a plataforma vai contactá-lo em breve',
    cancelled: () => 'Encomenda cancelada',
    updated: () => 'Estado da encomenda atualizado',
    status: (p: { status: number }) =>
      ['', 'Enviada', 'Aceite', 'Em serviço', 'Concluída', 'Cancelada'][p.status] ?? '',
    noticeTitle: (p: { product: string }) => `Encomenda de produto digital: ${p.product}`,
    noticeBrief: (p: { orderNo: string; status: string; remark: string }) =>
      `A encomenda ${p.orderNo} passou a "${p.status}". ${p.remark}`,
    sender: () => 'Equipa da plataforma',
  },
  en: {
    productNotFound: () => 'The digital product does not exist or was withdrawn',
    orderNotFound: () => 'The order does not exist',
    planNotFound: () => 'Choose one of the plans of this product',
    contactNameRequired: () => 'Enter a contact person',
    contactPhoneRequired: () => 'Enter a contact phone number',
    contactPhoneFormat: () => 'The contact phone number is not valid',
    tooLong: (p: { field: string; max: number }) => `${p.field}: at most ${p.max} characters`,
    noteField: () => 'Notes',
    remarkField: () => 'Platform note',
    cancelReasonRequired: () => 'Give a reason for cancelling',
    diagnosisNotFound: () => 'The diagnosis does not exist',
    wrongStep: (p: { from: string; to: string }) =>
      `The order is "${p.from}" and cannot become "${p.to}"`,
    ordered: () => 'Order sent; the platform will contact you shortly',
    cancelled: () => 'Order cancelled',
    updated: () => 'Order status updated',
    status: (p: { status: number }) =>
      ['', 'Submitted', 'Accepted', 'In service', 'Completed', 'Cancelled'][p.status] ?? '',
    noticeTitle: (p: { product: string }) => `Digital product order: ${p.product}`,
    noticeBrief: (p: { orderNo: string; status: string; remark: string }) =>
      `Order ${p.orderNo} is now "${p.status}". ${p.remark}`,
    sender: () => 'Platform team',
  },
} satisfies Record<Language, Record<string, (params: never) => string>>;

export type DigitalMessages = (typeof MESSAGES)['zh'];

export function digitalMessages(language: Language): DigitalMessages {
  return MESSAGES[language];
}
