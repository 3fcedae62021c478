import "@testing-library/jest-dom/vitest"
import { cleanup, configure } from "@testing-library/react"
import { toast } from "sonner"
import { afterEach } from "vitest"
import { resetShop } from "../lib/medusa"

// findBy*/waitFor wait up to 5 s (default 1 s): on a busy 2-core CI machine a render that
// normally takes 100 ms can take over a second, and a test should not fail for it.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => {
  cleanup()
  // Sonner keeps its toasts in module state and shows the undismissed ones to the next test's
  // <Toaster>: a test would otherwise find the previous test's "Update successful".
  toast.dismiss()
  // A signed-in test leaves the browser marked signed in; the next test starts as a visitor.
  resetShop()
  // (Build-tool tests run without a DOM.)
  if (typeof window !== "undefined") window.localStorage.clear()
})

// jsdom has no media queries: tests see a wide screen (no query matches), as browsers at 1280 px do.
if (typeof window !== "undefined" && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
