/** Shapes of docs/trade-orders.md ("Read shapes"). Money is a decimal string. */

export const STAGES = [
  'tradePending',
  'tradeRejected',
  'tradePassed',
  'contractPending',
  'contractRejected',
  'contractConfirmed',
  'contractSigning',
  'signingComplete',
  'contractExecuting',
  'completed',
  'void',
  'incomplete',
] as const;
export type Stage = (typeof STAGES)[number];

export type OrderSide = 'purchase' | 'sales' | 'review';
/** 1 domestic, 2 international, 3 cross-border. */
export type OrderType = 1 | 2 | 3;
export const ORDER_TYPES: readonly OrderType[] = [1, 2, 3];
/** 1 buyer, 2 owner (seller), 3 reviewer. */
export type OrderRole = 1 | 2 | 3;

export const ORDER_ACTIONS = [
  'editProducts',
  'confirm',
  'reject',
  'reTrade',
  'tempStore',
  'invoice',
  'submit',
  'approve',
  'deny',
  'takeEffect',
  'progress',
  'receive',
  'cancel',
  'delete',
  'contact',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export interface OrderRowProduct {
  productName: string;
  productPrice: string | null;
  productQuantity: number;
  unit: string | null;
}

export interface OrderRow {
  id: number;
  orderNo: string;
  type: OrderType;
  status: number;
  stage: Stage;
  contractStatus: number;
  executionStatus: number;
  /** The sum of the priced lines. */
  amount: string;
  /** Lines still '面议' (no price), which `amount` leaves out. */
  unpricedLines: number;
  currency: string | null;
  buyerName: string;
  sellerName: string;
  followUpName: string | null;
  role: OrderRole;
  createTime: string;
  products: OrderRowProduct[];
}

export interface OrderProduct extends OrderRowProduct {
  id: number;
  productId: number;
  lineTotal: string | null;
}

export interface OrderFile {
  id: number;
  name: string;
  url: string;
}

export type InstalmentState = 'unpaid' | 'received' | 'overdue';

export interface Instalment {
  id: number;
  amount: string;
  dueDate: string | null;
  received: boolean;
  state: InstalmentState;
}

/** 1 VAT special, 2 ordinary. */
export type InvoiceHeaderType = 1 | 2;
/** 1 electronic, 2 paper. */
export type InvoiceMedium = 1 | 2;

export interface InvoiceInfo {
  headerType: InvoiceHeaderType;
  medium: InvoiceMedium;
  title: string;
  taxNumber: string;
  email: string | null;
  mailName: string | null;
  mailPhone: string | null;
  mailAddress: string | null;
  /** 1 issuing, 2 issued, 3 rejected, 4 sent. */
  status: number | null;
}

export interface OrderDetail extends Omit<OrderRow, 'products'> {
  enterpriseId: number;
  buyerEnterpriseId: number;
  buyerContactId: number | null;
  sellerContactId: number | null;
  rejectReason: string | null;
  deniedReason: string | null;
  signedAt: string | null;
  updateTime: string;
  products: OrderProduct[];
  contract: { name: string | null; number: string | null; files: OrderFile[] };
  instalments: Instalment[];
  invoice: InvoiceInfo | null;
  settlementQuantity: number | string | null;
  settlementAmount: string | null;
  pickup: {
    address: string | null;
    contact: string | null;
    phone: string | null;
    date: string | null;
  };
  customs: { declarationNo: string | null; port: string | null; broker: string | null };
  actions: OrderAction[];
}

export interface OrderQuery {
  side: OrderSide;
  stage?: Stage;
  type?: OrderType;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}
