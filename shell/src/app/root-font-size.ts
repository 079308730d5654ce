/** Spec §9: the root font size is the viewport width divided by 9.91, width capped at 5760. */
export function rootFontSize(viewportWidth: number): number {
  return Math.min(viewportWidth, 5760) / 9.91;
}

export function followViewportWidth(): void {
  const apply = () => {
    document.documentElement.style.fontSize = `${rootFontSize(window.innerWidth)}px`;
  };
  apply();
  window.addEventListener('resize', apply, { passive: true });
}
