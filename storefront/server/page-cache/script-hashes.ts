import { createHash } from "node:crypto"

/**
 * The Content-Security-Policy source list of a stored page's own inline scripts: their SHA-256
 * hashes. A page kept for every visitor cannot carry a secret nonce (every visitor would read
 * it), so its policy names its scripts by their content instead. Only the scripts React Router
 * wrote for this render count — the ones carrying the render's nonce, which was random and
 * never sent to anyone before the page was stored; anything else that looks like a script in
 * the page (text a product's description smuggled in) gets no hash and does not run. Data
 * blocks (JSON-LD) are not run and need none.
 */
export function inlineScriptHashes(html: string, renderNonce: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!attributes.includes(` nonce="${renderNonce}"`) || !runs(attributes) || !text) continue
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`)
  }
  return [...hashes]
}

const runs = (attributes: string) => /^(module|text\/javascript|)$/i.test(/\btype="([^"]*)"/.exec(attributes)?.[1] ?? "")

/** The response's policy with its script-src's nonce replaced by the page's script hashes. */
export function withScriptHashes(policy: string, hashes: string[]): string {
  return policy
    .split(";")
    .map((directive) => (/^\s*script-src\s/.test(directive) ? ["script-src 'self'", ...hashes].join(" ") : directive))
    .join(";")
}
