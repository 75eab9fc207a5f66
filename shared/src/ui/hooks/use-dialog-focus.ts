import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const FIELD = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/** Inactive tab panels stay mounted (their form values live on) but cannot take focus. */
const reachable = (root: HTMLElement, selector: string): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(selector)).filter((el) => !el.closest('[hidden]'));

/**
 * Keyboard users stay inside an open dialog: focus moves in on open (to an element marked
 * `data-autofocus`, else the first field of the body, else the dialog), Tab cycles within it, and
 * focus goes back to whatever opened the dialog when it closes. React's autoFocus would move focus
 * before this effect could note the opener, hence the data attribute.
 */
export function useDialogFocus(
  open: boolean,
  dialogRef: RefObject<HTMLElement | null>,
  bodyRef: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.contains(document.activeElement)) {
      const body = bodyRef.current;
      const preferred =
        reachable(dialog, '[data-autofocus]')[0] ?? (body ? reachable(body, FIELD)[0] : undefined);
      preferred?.focus();
      if (!dialog.contains(document.activeElement)) dialog.focus();
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = reachable(dialog, FOCUSABLE);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, [open, dialogRef, bodyRef]);
}
