// The flag drawings, a chunk of their own: fetched with the first flag a page shows, so a page's
// first load does not carry them (home's JavaScript budget, docs/performance.md).
import type { ComponentProps } from 'react';
// One file per flag, so a bundle keeps only the portal's markets (the package has ~260 flags).
import AO from 'country-flag-icons/react/3x2/AO';
import BR from 'country-flag-icons/react/3x2/BR';
import CN from 'country-flag-icons/react/3x2/CN';
import CV from 'country-flag-icons/react/3x2/CV';
import GQ from 'country-flag-icons/react/3x2/GQ';
import GW from 'country-flag-icons/react/3x2/GW';
import MO from 'country-flag-icons/react/3x2/MO';
import MZ from 'country-flag-icons/react/3x2/MZ';
import PT from 'country-flag-icons/react/3x2/PT';
import ST from 'country-flag-icons/react/3x2/ST';
import TL from 'country-flag-icons/react/3x2/TL';

/** The flags of TRADE_COUNTRIES (@portal/contracts), by ISO 3166-1 alpha-2 code. */
export const COUNTRY_FLAGS = { AO, BR, CN, CV, GQ, GW, MO, MZ, PT, ST, TL } as const;

export default function FlagDrawing({
  code,
  ...svg
}: { code: keyof typeof COUNTRY_FLAGS } & ComponentProps<typeof AO>) {
  const Flag = COUNTRY_FLAGS[code];
  return <Flag {...svg} />;
}
