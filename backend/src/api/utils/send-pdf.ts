import type { MedusaResponse } from "@medusajs/framework/http"

/** A paper answered as a PDF download under a plain file name; never kept by a cache. */
export function sendPdf(res: MedusaResponse, pdf: Buffer, fileName: string) {
  res.setHeader("Content-Type", "application/pdf")
  res.setHeader("Content-Disposition", `attachment; filename="${fileName.replace(/[^\w.-]/g, "-")}"`)
  res.setHeader("Content-Length", String(pdf.length))
  res.status(200).end(pdf)
}
