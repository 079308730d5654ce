import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from '@portal/session';

/**
 * A link to any route of the portal, whichever app owns it. A plain click navigates through the
 * shell without a page reload; modified clicks (new tab, new window) behave like any link.
 */
export function AppLink({
  to,
  onClick,
  ...rest
}: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || modified || event.button !== 0 || rest.target === '_blank')
      return;
    event.preventDefault();
    navigate(to);
  }
  return <a href={to} onClick={handleClick} {...rest} />;
}
