import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { SessionSWRConfig } from '../session-swr-config';

/**
 * Renders a screen inside the data cache its remote's root gives it: the portal's SWR defaults,
 * and a cache of its own, so no test sees the answers of an earlier one.
 */
export function renderScreen(ui: ReactElement) {
  return render(ui, { wrapper: SessionSWRConfig });
}
