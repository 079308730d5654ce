import type { EntitySummary } from '../../favorites/api/favourite';

export interface View extends EntitySummary {
  id: number;
  viewCount: number;
  viewTime: string;
  deviceInfo: string | null;
}
