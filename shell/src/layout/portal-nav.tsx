import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PORTAL_NAV } from '@portal/contracts';

/** Space between entries of the bar, as in shell.css (`.portal-nav__bar` gap). */
const ENTRY_GAP = 4;

/**
 * How many entries, in order, the bar shows: all when they fit, otherwise as many as fit
 * beside the "more" button that holds the rest.
 */
export function entriesThatFit(available: number, widths: number[], moreWidth: number): number {
  const all = widths.reduce((sum, width) => sum + width, 0) + ENTRY_GAP * (widths.length - 1);
  if (all <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + ENTRY_GAP + width > available) break;
    used += ENTRY_GAP + width;
    count += 1;
  }
  return count;
}

/**
 * Measures the entries in an invisible copy of the bar (their widths change with the language
 * and the font) and the room the header leaves the bar, and keeps the count that fits.
 */
function useEntriesThatFit() {
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState<number>(PORTAL_NAV.length);
  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure || typeof ResizeObserver === 'undefined') return undefined;
    const fit = () => {
      const boxes = [...measure.children].map((child) =>
        Math.ceil(child.getBoundingClientRect().width),
      );
      const moreWidth = boxes.pop() ?? 0;
      setCount(entriesThatFit(nav.clientWidth, boxes, moreWidth));
    };
    const observer = new ResizeObserver(fit);
    observer.observe(nav);
    for (const child of measure.children) observer.observe(child);
    fit();
    return () => observer.disconnect();
  }, []);
  return { navRef, measureRef, count };
}

type NavEntry = (typeof PORTAL_NAV)[number];

/**
 * The entries the bar has no room for, behind a menu button: opens on click, Enter, Space and
 * the arrows; arrows, Home and End move; Escape closes and returns to the button.
 */
function MoreMenu({ entries, activeMenu }: { entries: readonly NavEntry[]; activeMenu?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const items = () => [
    ...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
  ];
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  // Which item takes the focus once the menu has rendered open.
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  useEffect(() => {
    if (!open || !pendingFocus.current) return;
    focusItem(pendingFocus.current === 'first' ? 0 : -1);
    pendingFocus.current = null;
  });
  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, close]);

  const openAt = (where: 'first' | 'last') => {
    if (open) {
      focusItem(where === 'first' ? 0 : -1);
      return;
    }
    pendingFocus.current = where;
    setOpen(true);
  };
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') openAt('first');
    else if (event.key === 'ArrowUp') openAt('last');
    else return;
    event.preventDefault();
  };
  const onButtonClick = () => (open ? close(false) : openAt('first'));
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const index = items().indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') focusItem(index + 1);
    else if (event.key === 'ArrowUp') focusItem(index - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(-1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className="portal-nav__more">
      <button
        type="button"
        ref={buttonRef}
        className={
          entries.some((item) => item.key === activeMenu)
            ? 'portal-nav__link portal-nav__more-button active'
            : 'portal-nav__link portal-nav__more-button'
        }
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="portal-nav-more"
        data-testid="nav-more"
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        {t('nav.more')}
        <span aria-hidden="true"> ▾</span>
      </button>
      <ul
        id="portal-nav-more"
        role="menu"
        aria-label={t('nav.more')}
        className="portal-nav__menu"
        data-testid="nav-more-menu"
        ref={menuRef}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {entries.map((item) => (
          <li key={item.key} role="none">
            <NavLink
              to={item.to}
              end
              role="menuitem"
              tabIndex={-1}
              className={() =>
                activeMenu === item.key ? 'portal-nav__menu-link active' : 'portal-nav__menu-link'
              }
              onClick={() => close(false)}
            >
              {t(`nav.${item.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The portal's header menu on wide screens: every entry is either whole in the bar or in the
 * "more" menu, whatever the language and the signed-in header leave it (issue #14).
 */
export function PortalNav({ activeMenu }: { activeMenu?: string }) {
  const { t } = useTranslation();
  const { navRef, measureRef, count } = useEntriesThatFit();
  const inBar = PORTAL_NAV.slice(0, count);
  const inMore = PORTAL_NAV.slice(count);
  const linkClass = (key: string, base: string) => (activeMenu === key ? `${base} active` : base);
  return (
    <nav className="portal-nav" aria-label={t('nav.menu')} ref={navRef}>
      <ul className="portal-nav__bar">
        {inBar.map((item) => (
          <li key={item.key}>
            <NavLink to={item.to} end className={() => linkClass(item.key, 'portal-nav__link')}>
              {t(`nav.${item.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
      {inMore.length > 0 && <MoreMenu entries={inMore} activeMenu={activeMenu} />}
      <div className="portal-nav__measure" ref={measureRef} aria-hidden="true">
        {PORTAL_NAV.map((item) => (
          <span key={item.key} className="portal-nav__link">
            {t(`nav.${item.key}`)}
          </span>
        ))}
        <span className="portal-nav__link">
          {t('nav.more')}
          <span> ▾</span>
        </span>
      </div>
    </nav>
  );
}
