import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { parse } from "@formatjs/icu-messageformat-parser"
import type { Plugin } from "vite"

/** The catalogues (src/messages/{en,bn}/*.ts): every text with a `{` in them is an ICU entry (messages/catalogues.test.ts). */
const CATALOGUE = /[\\/]src[\\/]messages[\\/](?:en|bn)[\\/][^\\/]+\.ts$/
const PARSER = "@formatjs/icu-messageformat-parser"

type Node = { type: string; start: number; end: number; value?: unknown; expressions?: unknown[]; quasis?: { value: { cooked: string } }[] }

/** Every string in a module's syntax tree that is an ICU text: a `{` in a string or a template without `${}`. */
function icuTexts(node: unknown, found: { start: number; end: number; text: string }[] = []) {
  if (Array.isArray(node)) node.forEach((child) => icuTexts(child, found))
  else if (node && typeof node === "object") {
    const { type, start, end, value, expressions, quasis } = node as Node
    if (type === "Literal" && typeof value === "string" && value.includes("{")) found.push({ start, end, text: value })
    else if (type === "TemplateLiteral" && !expressions?.length && quasis?.[0].value.cooked.includes("{"))
      found.push({ start, end, text: quasis[0].value.cooked })
    else for (const child of Object.values(node)) if (child && typeof child === "object") icuTexts(child, found)
  }
  return found
}

/**
 * The browser gets the catalogues' ICU texts already parsed (FormatJS's message syntax trees,
 * which intl-messageformat formats as they are) and intl-messageformat without its parser:
 * the parser, its skeleton parser and time data were ~10 KB gzip of every page's first
 * JavaScript, and parsing on a slow phone was work done at every first use of a message. The
 * server keeps the parser (its build is not touched), so both render the same text.
 */
export function precompiledMessages(): Plugin[] {
  const noParser = join(dirname(createRequire(import.meta.url).resolve(`${PARSER}/package.json`)), "lib", "no-parser.js")
  // Before Vite's own resolver, which would find the parser.
  const withoutParser: Plugin = { name: "chaka:messages-without-parser", apply: "build", enforce: "pre", resolveId: (id) => (id === PARSER ? noParser : null) }
  // After TypeScript is stripped: the catalogues are plain JavaScript by then.
  const parsedTexts: Plugin = {
    name: "chaka:precompiled-messages",
    apply: "build",
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null
      const texts = icuTexts(this.parse(code))
      if (!texts.length) return null
      let out = code
      for (const { start, end, text } of texts.sort((a, b) => b.start - a.start)) out = `${out.slice(0, start)}${JSON.stringify(parse(text))}${out.slice(end)}`
      return { code: out, map: null }
    },
  }
  return [withoutParser, parsedTexts]
}
