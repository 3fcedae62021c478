import "@testing-library/jest-dom/vitest"
import { cleanup } from "@testing-library/react"
import { afterEach } from "vitest"

afterEach(() => {
  cleanup()
  // A signed-in test leaves its token behind; the next test starts as a visitor.
  // (Build-tool tests run without a DOM.)
  if (typeof window !== "undefined") window.localStorage.clear()
})
