import { model } from "@medusajs/framework/utils"

/** A shop policy (delivery, returns and warranty, privacy, terms) shown at /pages/<handle>; title and text translatable. */
const PolicyPage = model
  .define("policy_page", {
    id: model.id({ prefix: "polpage" }).primaryKey(),
    /** The page's address: lower-case words joined by hyphens ("returns-and-warranty"). */
    handle: model.text(),
    title: model.text().translatable(),
    /** Plain text: paragraphs separated by blank lines, shown escaped (never HTML). */
    body: model.text().translatable(),
  })
  .indexes([{ on: ["handle"], unique: true, where: "deleted_at IS NULL" }])

export default PolicyPage
