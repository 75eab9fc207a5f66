/** A full page load: every screen and cache of the business left behind is dropped. */
export function goTo(href: string): void {
  window.location.assign(href);
}
