export type TierKey = 'start' | 'silver' | 'gold' | 'diamond';

export interface Tier {
  id: number;
  roleKey: TierKey;
  roleName: string;
  /** Higher is better. */
  rank: number;
  productQuota: number;
  subAccountQuota: number;
  exhibitionQuota: number;
  exhibitQuota: number;
  /** Bytes of uploads the company may keep. */
  storageQuota: number;
  /** Percent of the fee payable: 100 is no discount, 95 is 5 % off. */
  feeDiscount: number;
  freeListing: boolean;
  /** Null: no fixed term. */
  durationDays: number | null;
  /** Yuan, as a decimal string. */
  price: string;
}
