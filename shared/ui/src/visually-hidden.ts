import './visually-hidden.css';

/**
 * The class of text for assistive technology only (a table's caption beside its visible heading,
 * "loading" beside a placeholder): one rule for every app, on whichever element needs it.
 */
export const VISUALLY_HIDDEN = 'portal-visually-hidden';
