import { MAX_NESTING, MAX_NUMBER, MAX_TEXT_LENGTH } from "./input-limits"
import { messages } from "../messages"

/*
 * The checks of the input guard (api/utils/input-guard.ts), as plain functions: no Medusa
 * import, so the catalogue cache in front of Express (lib/catalogue-cache) uses them too.
 */

/** Query parameters that are numbers wherever they appear (paging, price bounds). */
const NUMERIC_QUERY_PARAMETERS = new Set(["limit", "offset", "min", "max", "page", "per_page"])
const PAGING = new Set(["limit", "offset"])
const NUMBER_TEXT = /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i

/**
 * A percent-escape of an unreserved character (RFC 3986 §2.3: ALPHA, DIGIT, "-", ".", "_",
 * "~"). Such an address means the same as its plain form (Express decodes route parameters:
 * `/auth/customer/emailpas%73/register` reaches `/auth/:actor_type/:auth_provider/register`),
 * but a literal middleware matcher (`/auth/customer/emailpass/register`) does not see it, so
 * one spelling would skip that middleware. Refusing the escaped spelling keeps every literal
 * matcher whole. Escapes of other characters (`%40` @, `%20` space, `%2B` +, UTF-8) stay valid.
 */
const ESCAPED_UNRESERVED = /%(3[0-9]|[46][1-9a-f]|[57][0-9a]|2d|2e|5f|7e)/i

const tooLarge = (value: number) => !Number.isFinite(value) || Math.abs(value) > MAX_NUMBER

/**
 * What is wrong with an address (path and query string, as sent), or undefined. Used by the
 * guard and by the catalogue cache in front of Express (lib/catalogue-cache), which must never
 * store or answer a malformed address.
 */
export function urlProblem(url: string): string | undefined {
  const problem = pathProblem(url)
  if (problem) return problem
  const queryStart = url.indexOf("?")
  if (queryStart === -1) return undefined
  const query = url.slice(queryStart + 1)
  // The guard names the parameter (it walks the parsed query); the cache has no parsed query.
  if (query.includes("\0") || /%00/i.test(query)) return messages.inputNulCharacter("The query")
  return undefined
}

/** What is wrong with the path of an address (what comes before "?"), or undefined. */
export function pathProblem(url: string): string | undefined {
  const queryStart = url.indexOf("?")
  const path = queryStart === -1 ? url : url.slice(0, queryStart)
  if (path.includes("\0")) return messages.inputNulCharacter("The address")
  if (path.includes("%")) {
    const unreserved = ESCAPED_UNRESERVED.exec(path)
    if (unreserved) return messages.inputEncodedUnreserved(unreserved[0])
    for (const segment of path.split("/")) {
      if (!segment.includes("%")) continue
      let decoded: string
      try {
        decoded = decodeURIComponent(segment)
      } catch {
        return messages.inputBadEncoding
      }
      if (decoded.includes("\0")) return messages.inputNulCharacter("The address")
    }
  }
  return undefined
}

type Where = "query" | "body"

const shown = (path: string) => (path.length > 100 ? `${path.slice(0, 100)}…` : path)
const describe = (where: Where, path: string) =>
  where === "query" ? `The query parameter "${shown(path)}"` : path ? `The field "${shown(path)}"` : "The request body"
const describeKey = (where: Where) => (where === "query" ? "A query parameter name" : "A field name")

/**
 * What is wrong with a parsed query or body, or undefined. Walks plain objects and arrays
 * without recursion (a deeply nested body cannot overflow the stack).
 */
export function valueProblem(root: unknown, where: Where): string | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: "", depth: 0 }]
  while (stack.length) {
    const { value, path, depth } = stack.pop()!
    if (typeof value === "string") {
      const problem = textProblem(value, describe(where, path))
      if (problem) return problem
      if (where === "query" && NUMERIC_QUERY_PARAMETERS.has(path.split(/[.[]/)[0]) && NUMBER_TEXT.test(value)) {
        const number = Number(value)
        if (tooLarge(number)) return messages.inputNumberOutOfRange(describe(where, path))
        // Paging is a whole number everywhere; Medusa's own routes pass a negative one to the
        // query builder, which throws (500), and a fraction to the database.
        if (PAGING.has(path) && (number < 0 || !Number.isInteger(number))) return messages.inputPagingInvalid(path)
      }
      continue
    }
    if (typeof value === "number") {
      if (tooLarge(value)) return messages.inputNumberOutOfRange(describe(where, path))
      continue
    }
    if (value === null || typeof value !== "object") continue
    const isArray = Array.isArray(value)
    const prototype = Object.getPrototypeOf(value)
    // Buffers (raw bodies), files and dates are not walked.
    if (!isArray && prototype !== Object.prototype && prototype !== null) continue
    if (depth >= MAX_NESTING) return messages.inputTooDeep(MAX_NESTING)
    for (const key of Object.keys(value)) {
      const keyProblem = isArray ? undefined : textProblem(key, describeKey(where))
      if (keyProblem) return keyProblem
      const child = (value as Record<string, unknown>)[key]
      const childPath = isArray ? `${path}[${key}]` : path ? `${path}.${key}` : key
      stack.push({ value: child, path: childPath, depth: depth + 1 })
    }
  }
  return undefined
}

function textProblem(text: string, where: string): string | undefined {
  if (text.includes("\0")) return messages.inputNulCharacter(where)
  if (text.length > MAX_TEXT_LENGTH) return messages.inputTooLong(where, MAX_TEXT_LENGTH)
  return undefined
}
