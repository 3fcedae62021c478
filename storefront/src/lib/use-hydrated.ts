import { useSyncExternalStore } from "react"

const never = () => () => {}

/**
 * False while the page is the server's HTML (before React runs), true once hydrated. Forms that
 * only work through their script use it to refuse a submit before then: a plain submit would
 * send the fields to the address bar.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false
  )
