import { MedusaError } from "@medusajs/framework/utils"
import { messages } from "../../messages"

/**
 * The one record listed, or 404 in the plugin's words ("Slider with id … was not found"), the
 * same on every route that names it (the admin's and the compatibility API's).
 */
export async function found<T>(records: Promise<T[]>, what: string, id: string): Promise<T> {
  const [record] = await records
  if (!record) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.notFound(what, id))
  return record
}
