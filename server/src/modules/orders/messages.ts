/**
 * The trade orders' answers (`msg`), in Simplified Chinese: the spec's words, which
 * `platform/language/message-catalogue.ts` gives in the other three portal languages when the
 * envelope is sent (so every text here must be a catalogue entry; its test checks that).
 */

export const ORDER_NOT_FOUND_MSG = '订单不存在';
export const WRONG_STATUS_MSG = '当前订单状态不允许该操作';
export const REASON_TOO_LONG_MSG = '拒绝理由不能超过200个字符';
export const AMOUNT_OUT_OF_RANGE_MSG = '订单金额超出范围';
export const DUPLICATE_CONTRACT_MSG = '合同编号或名称已存在，是否继续保存？';
export const DUE_DATE_TOO_EARLY_MSG = '付款日期不能早于昨天';
export const INVOICE_MISSING_MSG = '买方尚未填写开票信息';
/** A contract file that is neither the seller's upload nor already on the order. */
export const CONTRACT_FILE_NOT_FOUND_MSG = '文件不存在';

/** A line's unit price and quantity as typed (order lines and cart items alike). */
export const PRICE_REQUIRED_MSG = '请输入含税单价';
export const QUANTITY_REQUIRED_MSG = '请输入交易数量';

/** A line still '面议' when the seller confirms. */
export const unpricedLineMsg = (productName: string) =>
  `产品「${productName}」价格为面议，请先确定价格`;

/** What each action answers when it is done. */
export const DONE_MSG = {
  lineUpdated: '已更新',
  confirmed: '订单已确认',
  rejected: '订单已拒绝',
  reTraded: '已重新发起交易',
  approved: '审核通过',
  denied: '审核已驳回',
  signed: '合同已生效',
  cancelled: '订单已取消',
  deleted: '删除成功!',
  stored: '暂存成功',
  invoiceSaved: '开票信息已保存',
  submitted: '已提交审核',
  progressUpdated: '已更新',
  completed: '订单已完成',
  paymentReceived: '已确认收款',
} as const;

/** The supplement's field checks (tempStore). */
export const SUPPLEMENT_MSG = {
  settlementQuantity: '结算数量格式不正确',
  settlementAmount: '结算金额格式不正确',
  pickupPhone: '提货电话格式不正确',
  pickupDate: '提货日期格式不正确',
} as const;

/** The buyer's invoice request's checks. */
export const INVOICE_MSG = {
  headerType: '请选择发票类型',
  medium: '请选择开票方式',
  title: '请输入发票抬头',
  taxNumber: '请输入纳税人识别号',
  email: '请输入接收邮箱',
  emailFormat: '邮箱格式不正确',
  mail: '请完善邮寄信息',
  mailPhone: '联系电话格式不正确',
} as const;

/** What submitting needs (docs/trade-orders.md, "What submit needs"). */
export const SUBMIT_MSG = {
  contractName: '请输入合同名称',
  contractNumber: '请输入合同编号',
  contractFiles: '请上传合同附件',
  instalments: '请至少添加1期付款',
  followUp: '请填写跟进人',
  pickup: '请完善提货信息',
} as const;

export const PROGRESS_NOTHING_MSG = '请选择要更新的状态';
