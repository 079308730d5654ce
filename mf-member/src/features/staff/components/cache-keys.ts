/** First parts of the SWR keys of staff answers, so a save can mark them stale. */
export const STAFF_LIST_KEY = 'staff/list';
export const STAFF_KEY = 'staff';
