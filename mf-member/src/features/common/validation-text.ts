import { currentLanguage } from '@portal/i18n';
import { translateValidation } from '@portal/validators';

/**
 * A form message of @portal/validators (the spec's Chinese text) in the language the page is
 * read in, so that the browser says what the server would.
 */
export function validationText(message: string): string {
  return translateValidation(message, currentLanguage());
}
