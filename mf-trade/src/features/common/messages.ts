/** Validation and result texts of spec §5 / §8 and docs/trade-orders.md, kept in Chinese as specified. */
export const TRADE_MESSAGES = {
  noneTicked: '请勾选产品再提交订单~',
  priceRequired: '请输入含税单价',
  quantityRequired: '请输入交易数量',
  deleted: '删除成功!',
  placed: '操作成功',
  placeFailed: '订单提交失败',
  reasonRequired: '拒绝理由不能为空',
  unsaved: '订单有未保存的修改，请先暂存',
  dateTooEarly: '付款日期不能早于昨天',
  atLeastOneInstalment: '请至少添加1期付款',
  contractFileRequired: '请上传合同附件',
} as const;

export const REASON_MAX_LENGTH = 200;
export const KEYWORD_MAX_LENGTH = 50;
