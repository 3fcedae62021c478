import bwipjs from "bwip-js"

/**
 * The order number as a Code 128 barcode (bwip-js, a port of Barcode Writer in Pure PostScript):
 * the widths of its bars and spaces in modules, a bar first. Drawn as vector bars on the paper,
 * so it stays sharp on any printer; a handheld scanner at the packing table or the courier's
 * desk reads it back as the digits of the order number.
 */
export function code128Widths(text: string): number[] {
  const [symbol] = bwipjs.raw("code128", text, "") as { sbs?: number[] }[]
  if (!symbol?.sbs?.length) throw new Error(`bwip-js drew no Code 128 for ${text}`)
  return symbol.sbs
}
