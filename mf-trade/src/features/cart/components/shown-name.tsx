import type { Language } from '@portal/contracts';
import { ListingText } from '@portal/ui';

/**
 * A product's or seller's name as the server chose it for the reader (docs/listing-languages.md):
 * marked with the language it is in when that is not the reader's, or as a machine translation.
 */
export function ShownName({
  name,
  textLanguage,
  machineTranslated = false,
}: {
  name: string;
  textLanguage?: Language;
  machineTranslated?: boolean;
}) {
  if (!textLanguage) return <>{name}</>;
  return (
    <ListingText textLanguage={textLanguage} machineTranslated={machineTranslated}>
      {name}
    </ListingText>
  );
}
