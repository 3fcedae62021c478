import { model } from "@medusajs/framework/utils"

/** A shop policy (delivery, returns and warranty, privacy, terms) shown at /pages/<handle>. */
const PolicyPage = model
  .define("policy_page", {
    id: model.id({ prefix: "polpage" }).primaryKey(),
    /** The page's address: lower-case words joined by hyphens ("returns-and-warranty"). */
    handle: model.text(),
    title: model.text(),
    /** Plain text: paragraphs separated by blank lines, shown escaped (never HTML). */
    body: model.text(),
  })
  .indexes([{ on: ["handle"], unique: true, where: "deleted_at IS NULL" }])

export default PolicyPage
