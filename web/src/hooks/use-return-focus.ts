import { useRef } from 'react';

type AutoFocusHandler = (event: Event) => void;

/**
 * Focus handlers for a Radix dialog's content that send focus back, on close,
 * to the element that had it when the dialog opened. Radix returns focus to a
 * Dialog.Trigger only; most of Stride's dialogs are opened by a plain button
 * (they load on first use), and without this focus fell to <body>, so a
 * keyboard user lost their place. A handler the caller passes runs first and
 * may call preventDefault to take over; an opener that left the page (the
 * deleted card's button) leaves Radix's own behaviour in place.
 */
export function useReturnFocus(onOpenAutoFocus?: AutoFocusHandler, onCloseAutoFocus?: AutoFocusHandler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}
