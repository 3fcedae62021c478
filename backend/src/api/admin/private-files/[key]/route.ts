import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { messages } from "../../../../lib/messages"

/**
 * GET /admin/private-files/:key — a private file (an order or product export: customers' names,
 * emails, addresses and phones) sent to a signed-in admin only (Medusa authenticates every
 * /admin route: the dashboard's session cookie or a bearer token). The local file provider keeps
 * these files outside the served folder and gives this address as their URL
 * (modules/picture-file-local); /static never serves them. Only `private-*` keys: public files
 * are served by /static.
 */
export async function GET(req: MedusaRequest<unknown, unknown>, res: MedusaResponse) {
  const key = String(req.params.key ?? "")
  if (!/^private-[^/\\]+$/.test(key)) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.privateFileNotFound)
  const files = req.scope.resolve(Modules.FILE)
  let content: Buffer
  try {
    content = await files.getAsBuffer(key)
  } catch {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.privateFileNotFound)
  }
  // The provider's private-<ms>- and an export's random part are no part of the name shown.
  const name =
    key
      .replace(/^private-\d+-/, "")
      .replace(/^(\d+)-[0-9a-f]{32}-/, "$1-")
      .replace(/[^\w.-]/g, "_") || "export"
  res.setHeader("Content-Type", name.endsWith(".csv") ? "text/csv; charset=utf-8" : "application/octet-stream")
  res.setHeader("Content-Disposition", `attachment; filename="${name}"`)
  res.setHeader("Cache-Control", "private, no-store")
  res.status(200).send(content)
}
