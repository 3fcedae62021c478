import { useEffect, useRef, type RefObject } from "react"

/**
 * While `open`: a press (mouse, pen or a finger's tap) or the focus (Tab) landing outside
 * `ref`'s element, or Escape, calls `close` — how a dropdown or a menu panel goes away. Not on
 * blur: tapping a link inside does not focus it on every phone, and closing then loses the tap.
 */
export function useDismiss(ref: RefObject<HTMLElement>, open: boolean, close: () => void) {
  // The latest `close`, so an inline function does not re-subscribe on every render.
  const onClose = useRef(close)
  onClose.current = close
  useEffect(() => {
    if (!open) return
    const outside = (event: Event) => {
      if (!ref.current?.contains(event.target as Node)) onClose.current()
    }
    const key = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose.current()
    }
    document.addEventListener("pointerdown", outside)
    document.addEventListener("focusin", outside)
    document.addEventListener("keydown", key)
    return () => {
      document.removeEventListener("pointerdown", outside)
      document.removeEventListener("focusin", outside)
      document.removeEventListener("keydown", key)
    }
  }, [open, ref])
}
