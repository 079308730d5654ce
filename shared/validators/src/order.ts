/**
 * The instalment plan of the order's supplement (spec §5 "Order and contract forms"): the server
 * answers with these texts and the form shows them while the seller types; the catalogue
 * translates them with their values.
 */
export const ORDER_MESSAGES = {
  instalmentIncomplete: (n: number) => `请完善第${n}期付款信息`,
  instalmentTotalMismatch: (total: string, amount: string) =>
    `分期付款总额（${total}）与订单金额（${amount}）不一致`,
} as const;
