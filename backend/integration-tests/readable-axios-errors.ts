import { AxiosError } from "axios"

/*
 * A refused request's AxiosError holds Node's request and response, which point at each other.
 * Jest's worker sends a failed test's error to the runner as JSON: with them, the worker dies on
 * "Converting circular structure to JSON", Jest retries the suite three more times and reports only
 * "child process exceptions", the real failure lost (CI of 2026-12-06). The two stay readable on
 * the error (`error.response.data`), as properties JSON does not walk.
 */
for (const key of ["request", "response"] as const) {
  Object.defineProperty(AxiosError.prototype, key, {
    configurable: true,
    set(this: AxiosError, value: unknown) {
      Object.defineProperty(this, key, { value, writable: true, configurable: true, enumerable: false })
    },
  })
}
