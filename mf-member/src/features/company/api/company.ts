/** Company review status: 0 not submitted, 1 pending, 2 approved, 3 rejected. */
export type ReviewStatus = 0 | 1 | 2 | 3;

export interface Company {
  id: number;
  name: string;
  shortName: string | null;
  creditCode: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  legalPerson: string | null;
  registeredCapital: string | null;
  foundedOn: string | null;
  address: string | null;
  contact: string | null;
  industry: string | null;
  scope: string | null;
  logo: string | null;
  /** File id of the business licence (GET `api/files/:id`). */
  licenceFile: number | null;
  reviewStatus: ReviewStatus;
  rejectReason: string | null;
}
