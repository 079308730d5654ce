/** The login page, set to bring the guest back to where they are now. */
export function loginAddress(): string {
  const here = `${window.location.pathname}${window.location.search}`;
  return `/login?redirect=${encodeURIComponent(here)}`;
}
