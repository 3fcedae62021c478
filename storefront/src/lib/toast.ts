import { lazy, useEffect, useSyncExternalStore } from "react"

/**
 * Toasts without sonner in the first download: the library (and its <Toaster>) load on the
 * first toast, which sonner then replays. Same calls as sonner's `toast`.
 */
type Sonner = typeof import("sonner")
type Options = { id?: string | number; description?: string }

let sonner: Promise<Sonner> | undefined
let wanted = false
const listeners = new Set<() => void>()

function load(): Promise<Sonner> {
  if (!wanted) {
    wanted = true
    listeners.forEach((listener) => listener())
  }
  return (sonner ??= import("sonner"))
}

const show = (kind: "success" | "error" | "info") => (message: string, options?: Options) => {
  void load().then(({ toast: sonnerToast }) => sonnerToast[kind](message, options))
}

export const toast = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  dismiss: (id?: string | number) => void sonner?.then(({ toast: sonnerToast }) => sonnerToast.dismiss(id)),
}

/** Whether a toast has been asked for, so the <Toaster> should be on the page. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => wanted,
    // A page rendered on the server has shown no toast yet.
    () => false
  )
}

/**
 * Sonner's own phone layout (below 600 px: full width) is kept; there the toasts sit at the top of
 * the screen, under the header (useToastsBelowHeader), because at the bottom they covered the product page's "Add to
 * cart" and "Buy now" and checkout's "Place order", which a thumb reaches for. Wide screens keep
 * the spec's bottom right.
 */
const PHONE = "(max-width: 599px)"
export function useToastPosition(): "top-center" | "bottom-right" {
  const phone = useSyncExternalStore(
    (listener) => {
      const query = window.matchMedia(PHONE)
      query.addEventListener("change", listener)
      return () => query.removeEventListener("change", listener)
    },
    () => window.matchMedia(PHONE).matches,
    () => false
  )
  return phone ? "top-center" : "bottom-right"
}

/**
 * On phones the toasts sit just under the sticky header, not over it: over it, "Added to cart"
 * covered the header's cart link, the very link a shopper taps next, for the toast's 5 seconds
 * (and for as long as a pointer rests on it, which pauses sonner's timer). The header's bottom
 * moves as the contact strip scrolls away and as the menu opens, so it is read on scroll and
 * resize into `--toast-top`, which the toaster's top offset uses; no React render per frame.
 */
export const PHONE_TOAST_OFFSET = { top: "var(--toast-top, 8px)", right: 8, bottom: 8, left: 8 }
export function useToastsBelowHeader(active: boolean): void {
  useEffect(() => {
    const header = active ? document.querySelector<HTMLElement>(".site-header") : null
    if (!header) return
    const root = document.documentElement
    let frame = 0
    const place = () => {
      frame = 0
      root.style.setProperty("--toast-top", `${Math.max(0, Math.round(header.getBoundingClientRect().bottom)) + 8}px`)
    }
    const schedule = () => void (frame ||= requestAnimationFrame(place))
    place()
    window.addEventListener("scroll", schedule, { passive: true })
    const resize = new ResizeObserver(schedule)
    resize.observe(header)
    return () => {
      window.removeEventListener("scroll", schedule)
      resize.disconnect()
      cancelAnimationFrame(frame)
      root.style.removeProperty("--toast-top")
    }
  }, [active])
}

export const LazyToaster = lazy(() => import("sonner").then(({ Toaster }) => ({ default: Toaster })))
