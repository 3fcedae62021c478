import type { RequestHandler } from "express"

/**
 * The request's path, decoded, or undefined when it is malformed (bad percent-encoding) or
 * could step outside the served folder (`.` or `..` segments, encoded or not, backslashes,
 * NUL bytes).
 */
export function safePath(url: string | undefined): string | undefined {
  if (!url?.startsWith("/")) return undefined
  const raw = url.replace(/[?#].*$/s, "")
  let path: string
  try {
    path = decodeURIComponent(raw)
  } catch {
    return undefined
  }
  if (/[\0\\]/.test(path)) return undefined
  if (path.split("/").some((segment) => segment === "." || segment === "..")) return undefined
  return path
}

/** Malformed paths (safePath) are answered 400 before anything looks at them. */
export const rejectMalformedPaths: RequestHandler = (req, res, next) => {
  if (safePath(req.originalUrl) !== undefined) return next()
  res.status(400).type("text/plain").set("Cache-Control", "no-store").send("Bad request: malformed path\n")
}
