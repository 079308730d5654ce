import type { ComponentProps } from 'react';

/**
 * The browser's own file input, out of sight and out of the tab order: a button of the portal,
 * named in the page's language, opens it. `display: none` is written inline because antd's form
 * styles (`.ant-form input[type="file"] { display: block }`) win over the `hidden` attribute,
 * which left "Choose Files / No file chosen" beside the button inside every form.
 */
export function HiddenFileInput(
  props: Omit<ComponentProps<'input'>, 'type' | 'hidden' | 'style' | 'tabIndex'>,
) {
  return <input {...props} type="file" hidden tabIndex={-1} style={{ display: 'none' }} />;
}
