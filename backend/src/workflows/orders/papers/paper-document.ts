import { readFileSync } from "node:fs"
import PDFDocument from "pdfkit"
import { code128Widths } from "./order-code"
import { PAPER_FONT } from "./paper-font"

/*
 * The page every paper is drawn on: A4, the shop's one font (paper-font.ts) in two weights, and
 * the few drawing helpers the invoice, the packing slip and the courier sheet share.
 */

export type Paper = PDFKit.PDFDocument

export const MARGIN = 40
export const PAGE = { width: 595.28, height: 841.89 }
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN
/** Where a page's content must end: room for the footer line. */
export const CONTENT_BOTTOM = PAGE.height - MARGIN - 20

// Read once: every paper embeds the subset of glyphs it uses.
let fontFiles: { regular: Buffer; bold: Buffer } | undefined
const fonts = () => (fontFiles ??= { regular: readFileSync(PAPER_FONT.regular), bold: readFileSync(PAPER_FONT.bold) })

/** A new A4 paper with its title in the PDF's properties, its first page open, the regular font set. */
export function newPaper(title: string, lang: string): Paper {
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, lang, info: { Title: title, Author: "Chaka", Creator: "Chaka" } })
  doc.registerFont("regular", fonts().regular)
  doc.registerFont("bold", fonts().bold)
  doc.font("regular")
  return doc
}

/** The finished paper's bytes. */
export function finish(doc: Paper): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on("data", (chunk: Buffer) => chunks.push(chunk))
    doc.on("end", () => resolve(Buffer.concat(chunks)))
    doc.on("error", reject)
    doc.end()
  })
}

type TextStyle = { size?: number; bold?: boolean; width?: number; align?: "left" | "right" | "center"; color?: string }

/** Text at a place; answers its height. */
export function write(doc: Paper, text: string, x: number, y: number, style: TextStyle = {}): number {
  doc
    .font(style.bold ? "bold" : "regular")
    .fontSize(style.size ?? 10)
    .fillColor(style.color ?? "#111111")
  const options = { width: style.width, align: style.align ?? "left", lineGap: 1 }
  doc.text(text, x, y, options)
  return doc.heightOfString(text, options)
}

/** How tall text would be in this style and width. */
export function heightOf(doc: Paper, text: string, style: TextStyle & { width: number }): number {
  doc.font(style.bold ? "bold" : "regular").fontSize(style.size ?? 10)
  return doc.heightOfString(text, { width: style.width, lineGap: 1 })
}

export function rule(doc: Paper, y: number, x = MARGIN, width = CONTENT_WIDTH) {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.6)
    .strokeColor("#999999")
    .stroke()
}

/** A Code 128 barcode of the text, its digits under it, its right edge at `right`; answers its height. */
export function barcode(doc: Paper, text: string, right: number, y: number, barHeight = 34): number {
  const widths = code128Widths(text)
  const module = 1.1
  // The quiet zone Code 128 needs (10 modules) is left blank on each side.
  const total = widths.reduce((sum, width) => sum + width, 0) * module
  let x = right - total - 10 * module
  doc.fillColor("#000000")
  widths.forEach((width, index) => {
    if (index % 2 === 0) doc.rect(x, y, width * module, barHeight).fill()
    x += width * module
  })
  const textHeight = write(doc, text, right - total - 10 * module, y + barHeight + 2, { size: 8, width: total, align: "center" })
  return barHeight + 2 + textHeight
}
