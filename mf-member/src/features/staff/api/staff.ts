export type StaffStatusFilter = 'enabled' | 'disabled';

/** A sub-account (employee) of the signed-in main account's company. */
export interface Staff {
  id: number;
  /** The phone number or e-mail address the employee signs in with. */
  username: string;
  name: string;
  englishName: string | null;
  position: string | null;
  workEmail: string | null;
  phone: string | null;
  email: string | null;
  wechat: string | null;
  /** Avatar URL (uploaded file). */
  touxiang: string | null;
  /** URL of the business card front (uploaded file). */
  businessCard: string | null;
  disabled: boolean;
  verified: boolean;
  /** Granted by the main account: the employee may publish supply (spec §6). */
  supplyPublish: boolean;
  createTime: string;
}

/** The profile fields the main account edits; blank clears a stored value. */
export interface StaffProfileInput {
  name: string;
  englishName: string;
  position: string;
  workEmail: string;
  wechat: string;
  touxiang: string | null;
  businessCard: string | null;
}
