import {
  allowedActions,
  orderRole,
  orderTypeOf,
  refusalOf,
  stageOf,
  type OrderFacts,
} from '../../src/modules/orders/rules';

const base: OrderFacts = {
  status: 1,
  contractStatus: 1,
  executionStatus: 1,
  signed: false,
  submitted: false,
  enterpriseId: 10,
  buyerCompanyId: 2,
  anyReceived: false,
  anyUnpaid: false,
  buyerDeleted: false,
  sellerDeleted: false,
};
const order = (change: Partial<OrderFacts>): OrderFacts => ({ ...base, ...change });

describe('orderRole (spec §6)', () => {
  const seller = { id: 10, mid: 0, companyId: 1, isReviewer: false };
  const sellerSub = { id: 11, mid: 10, companyId: 1, isReviewer: false };
  const buyer = { id: 20, mid: 0, companyId: 2, isReviewer: false };
  const buyerSub = { id: 21, mid: 20, companyId: 2, isReviewer: false };
  const stranger = { id: 30, mid: 0, companyId: 3, isReviewer: false };
  const reviewer = { id: 40, mid: 0, companyId: 4, isReviewer: true };

  it('names the owner by enterpriseId = id or mid, the buyer by company', () => {
    expect(orderRole(seller, base)).toBe(2);
    expect(orderRole(sellerSub, base)).toBe(2);
    expect(orderRole(buyer, base)).toBe(1);
    expect(orderRole(buyerSub, base)).toBe(1);
    expect(orderRole(stranger, base)).toBeNull();
  });

  it('makes a reviewer role 3 only for orders submitted at least once', () => {
    expect(orderRole(reviewer, base)).toBeNull();
    expect(orderRole(reviewer, order({ status: 4, submitted: true }))).toBe(3);
    expect(orderRole(reviewer, order({ status: 101, submitted: true }))).toBe(3);
  });

  it('hides an order from the side that deleted it, not from the other side', () => {
    const deletedBySeller = order({ status: 0, sellerDeleted: true });
    expect(orderRole(seller, deletedBySeller)).toBeNull();
    expect(orderRole(sellerSub, deletedBySeller)).toBeNull();
    expect(orderRole(buyer, deletedBySeller)).toBe(1);
    const deletedByBuyer = order({ status: 0, buyerDeleted: true });
    expect(orderRole(buyerSub, deletedByBuyer)).toBeNull();
    expect(orderRole(seller, deletedByBuyer)).toBe(2);
    expect(orderRole(reviewer, order({ status: 0, submitted: true, buyerDeleted: true }))).toBe(3);
  });
});

describe('stageOf', () => {
  it.each([
    [{ status: 1 }, 'tradePending'],
    [{ status: 2 }, 'tradeRejected'],
    [{ status: 3, contractStatus: 1 }, 'tradePassed'],
    [{ status: 3, contractStatus: 2 }, 'contractConfirmed'],
    [{ status: 4, contractStatus: 2 }, 'contractPending'],
    [{ status: 5, contractStatus: 3 }, 'contractRejected'],
    [{ status: 3, contractStatus: 4 }, 'contractSigning'],
    [{ status: 3, contractStatus: 4, signed: true }, 'signingComplete'],
    [{ status: 3, contractStatus: 4, signed: true, executionStatus: 2 }, 'contractExecuting'],
    [{ status: 3, contractStatus: 4, signed: true, anyReceived: true }, 'contractExecuting'],
    [{ status: 101, contractStatus: 4, signed: true }, 'completed'],
    [{ status: 0 }, 'void'],
  ] as [Partial<OrderFacts>, string][])('%j → %s', (change, stage) => {
    expect(stageOf(order(change))).toBe(stage);
  });
});

describe('allowedActions and refusalOf', () => {
  it('lists what each role may do', () => {
    expect(allowedActions(base, 2, true)).toEqual([
      'editProducts',
      'confirm',
      'reject',
      'cancel',
      'contact',
    ]);
    // voiding a sales order needs the supplement permission too; the buyer's side has none
    expect(allowedActions(base, 2, false)).toEqual(['contact']);
    expect(allowedActions(base, 1, false)).toEqual(['invoice', 'cancel', 'contact']);
    expect(allowedActions(order({ status: 4, submitted: true }), 3, false)).toEqual([
      'approve',
      'deny',
    ]);
    expect(allowedActions(order({ status: 3, contractStatus: 4 }), 1, false)).toEqual([
      'takeEffect',
      'contact',
    ]);
    expect(
      allowedActions(
        order({ status: 3, contractStatus: 4, signed: true, anyUnpaid: true }),
        2,
        true,
      ),
    ).toEqual(['progress', 'receive', 'contact']);
    expect(allowedActions(order({ status: 0 }), 1, false)).toEqual(['delete', 'contact']);
    expect(allowedActions(order({ status: 0 }), 2, false)).toEqual(['contact']);
    expect(allowedActions(order({ status: 0 }), 2, true)).toEqual(['delete', 'contact']);
    expect(allowedActions(order({ status: 101 }), 2, true)).toEqual(['contact']);
  });

  it('answers 409 for a status without the action and 403 for the wrong role', () => {
    expect(refusalOf('confirm', order({ status: 2 }), 2, true)).toEqual({
      code: 409,
      msg: '当前订单状态不允许该操作',
    });
    expect(refusalOf('confirm', base, 1, true)).toEqual({ code: 403, msg: '没有权限' });
    expect(refusalOf('confirm', base, 2, false)).toEqual({ code: 403, msg: '没有权限' });
    expect(refusalOf('confirm', base, 2, true)).toBeNull();
    // the contract confirmed: no more supplement, cancel or submit
    const approved = order({ status: 3, contractStatus: 4 });
    for (const action of ['tempStore', 'submit', 'cancel', 'invoice'] as const) {
      expect(refusalOf(action, approved, 2, true)?.code).toBe(409);
    }
  });
});

describe('orderTypeOf', () => {
  it('is domestic, cross-border (CN ↔ MO) or international', () => {
    expect(orderTypeOf('CN', 'CN')).toBe(1);
    expect(orderTypeOf('CN', 'MO')).toBe(3);
    expect(orderTypeOf('MO', 'CN')).toBe(3);
    expect(orderTypeOf('PT', 'CN')).toBe(2);
    expect(orderTypeOf('BR', 'AO')).toBe(2);
    expect(orderTypeOf(null, 'CN')).toBe(2);
  });
});
