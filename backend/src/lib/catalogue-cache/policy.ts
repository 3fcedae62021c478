import type { IncomingMessage } from "node:http"
import { LOCALE_HEADER } from "../languages/locale"
import type { WriteAnswers } from "./write-answers"

/**
 * Which requests the catalogue cache may answer, and what a write forgets, are declared where
 * each route is registered (@chaka/kit cacheTags and forgets, in the middlewares): an anonymous
 * GET's answer is kept only when it carries a Cache-Tag. Here: the keys, and reading what the
 * routes declared.
 */

const PRODUCT_ID = /"(prod_[0-9A-Za-z]{1,64})"/g

/** The tags a response carries (its Cache-Tag header), as the route declared them. */
export function carriedTags(value: number | string | string[] | undefined): string[] {
  const header = Array.isArray(value) ? value.join(",") : String(value ?? "")
  return header
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean)
}

/**
 * Paths whose answer came without tags (a route not declared public), least recently seen first
 * out: their next requests go straight to Medusa, without a lookup or sharing a trip with
 * another visitor's. Decided on the first 200 answer: a route's declaration does not change
 * while the server runs. Bounded, so made-up addresses cannot fill the memory.
 */
export class UntaggedPaths {
  private paths = new Map<string, true>()
  constructor(private readonly max = 2048) {}

  has(path: string): boolean {
    if (!this.paths.has(path)) return false
    this.paths.delete(path)
    this.paths.set(path, true)
    return true
  }

  add(path: string): void {
    this.paths.delete(path)
    this.paths.set(path, true)
    if (this.paths.size > this.max) this.paths.delete(this.paths.keys().next().value as string)
  }
}

/**
 * The products an order write bought: those its answer names (the order), and those its API's
 * reader finds in the body sent (write-answers.ts).
 */
export function boughtProducts(req: IncomingMessage & { body?: unknown }, answer: Buffer | undefined, reader?: WriteAnswers): string[] {
  const ids = new Set<string>()
  for (const match of (answer?.toString("utf8") ?? "").matchAll(PRODUCT_ID)) ids.add(match[1])
  for (const id of reader?.bought?.(req.body) ?? []) ids.add(id)
  return [...ids]
}

/** Response headers replayed from a stored answer; the rest (Date, request ids) are per request. */
export const REPLAYED_HEADERS = /^(content-type|vary|access-control-[a-z-]+|x-content-type-options)$/

export function pathOf(url: string): string {
  const query = url.indexOf("?")
  return query === -1 ? url : url.slice(0, query)
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name]
  return Array.isArray(value) ? value.join(",") : (value ?? "")
}

/**
 * The key an anonymous read is stored under (when its answer carries tags), or undefined when
 * Medusa must answer it (a request with a sign-in or any cookie: the benchmark measures stock
 * Medusa this way).
 */
export function cacheKey(req: IncomingMessage): string | undefined {
  if (req.method !== "GET" || !req.url) return undefined
  if (req.headers.authorization || req.headers.cookie) return undefined
  // The key picks the sales channel; the Origin picks the CORS headers; Medusa's locale header
  // picks the language as the address's `locale` does (lib/languages/locale.ts).
  return `${req.url}\n${header(req, "x-publishable-api-key")}\n${header(req, "origin")}\n${header(req, LOCALE_HEADER)}`
}

/**
 * The key a browser's CORS preflight is kept under, or undefined for any other request. Medusa
 * decides a preflight's answer from the path (not the query), the Origin and the method and
 * headers the browser asks to send.
 */
export function preflightKey(req: IncomingMessage): string | undefined {
  if (req.method !== "OPTIONS" || !req.url || !req.headers.origin || !req.headers["access-control-request-method"]) return undefined
  return [pathOf(req.url), header(req, "origin"), header(req, "access-control-request-method"), header(req, "access-control-request-headers")].join("\n")
}
