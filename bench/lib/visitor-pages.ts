import { request } from "node:http"
import { percentile, startCeiling, type Ceiling, type CeilingAnswer } from "./load"

/**
 * What visitors read on the storefront's origin during a sale: every product page, the first
 * shop pages, every category, a few searches, home and news — many distinct URLs, each asked
 * for by a browser that takes brotli.
 */
export function visitorPagePaths(productIds: string[], categories: string[], shopPages = 6): string[] {
  const searches = ["trail", "helmet", "hike", "phoenix", "geared", "kids", "road", "lock"]
  return [
    "/",
    "/news",
    ...Array.from({ length: shopPages }, (_, index) => (index ? `/shop?page=${index + 1}` : "/shop")),
    ...categories.map((name) => `/shop/${encodeURIComponent(name)}`),
    ...searches.map((q) => `/search?q=${q}`),
    ...productIds.map((id) => `/products/${id}`),
  ]
}

type RawPage = { status: number; headers: Record<string, string>; body: Buffer; cache?: string; ms: number }

/** One GET exactly as a browser sends it, the body left as sent (compressed), timed. */
export function rawPage(origin: string, path: string, headers: Record<string, string>): Promise<RawPage> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const sent = request(`${origin}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("end", () => {
        const kept: Record<string, string> = {}
        for (const name of ["content-type", "content-encoding", "cache-control", "etag", "vary"]) {
          const value = response.headers[name]
          if (typeof value === "string") kept[name] = value
        }
        resolve({
          status: response.statusCode ?? 0,
          headers: kept,
          body: Buffer.concat(chunks),
          cache: response.headers["x-cache"] as string | undefined,
          ms: performance.now() - started,
        })
      })
    })
    sent.on("error", reject).end()
  })
}

export type MissRenders = { pages: number; misses: number; p50Ms: number; p95Ms: number; p99Ms: number }

/**
 * Each page asked for once, one at a time, on a storefront that has kept none of them yet: what
 * a cache miss costs (the render with its backend reads, brotli and gzip), from the visitor's side.
 */
export async function missRenders(origin: string, paths: string[], headers: Record<string, string>): Promise<MissRenders> {
  const times: number[] = []
  let misses = 0
  for (const path of paths) {
    const page = await rawPage(origin, path, headers)
    if (page.cache === "MISS") {
      misses++
      times.push(page.ms)
    }
  }
  times.sort((a, b) => a - b)
  const at = (p: number) => Number(percentile(times, p).toFixed(1))
  return { pages: paths.length, misses, p50Ms: at(50), p95Ms: at(95), p99Ms: at(99) }
}

/**
 * The machine's ceiling for these pages: the plain server of load.ts answering each path with the
 * very bytes (and encoding) the storefront sent for it.
 */
export async function startPagesCeiling(origin: string, paths: string[], headers: Record<string, string>, port: number): Promise<Ceiling> {
  const answers: Record<string, CeilingAnswer> = {}
  for (const path of paths) {
    const page = await rawPage(origin, path, headers)
    answers[path] = { status: page.status, headers: page.headers, body: page.body }
  }
  return startCeiling(answers, port)
}
