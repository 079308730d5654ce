import type { BrowsingHistoryEntry, Static } from '@portal/contracts/schemas';

export type View = Static<typeof BrowsingHistoryEntry>;
