import { createApiClient } from './client';

/** The portal's main back end. */
export const haiguanApi = createApiClient({ baseURL: '/haiguan' });

/** The second back end. */
export const hgApi = createApiClient({ baseURL: '/hg' });
