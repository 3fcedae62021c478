import "@testing-library/jest-dom/vitest"
import { cleanup } from "@testing-library/react"
import { afterEach } from "vitest"

afterEach(() => {
  cleanup()
  // A signed-in test leaves its token behind; the next test starts as a visitor.
  window.localStorage.clear()
})
