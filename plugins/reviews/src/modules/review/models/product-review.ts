import { model } from "@medusajs/framework/utils"

/**
 * A customer's review of a product: rating 0-5 in half steps (as the shop's reviews), one per
 * customer and product (editable). Admins hide it (it leaves the average and the lists) and may
 * answer it publicly (`reply`, shown under it).
 */
const ProductReview = model
  .define("product_review", {
    id: model.id({ prefix: "prev" }).primaryKey(),
    product_id: model.text(),
    customer_id: model.text(),
    description: model.text(),
    rating: model.float(),
    /** The shop's purchase check passed when it was written (the "verified purchase" mark). */
    verified: model.boolean().default(false),
    hidden: model.boolean().default(false),
    reply: model.text().nullable(),
    replied_at: model.dateTime().nullable(),
  })
  .indexes([
    { on: ["product_id", "customer_id"], unique: true, where: "deleted_at IS NULL" },
    { on: ["product_id", "hidden"], where: "deleted_at IS NULL" },
  ])
  .checks([
    {
      name: "product_review_rating_half_steps",
      expression: (columns) => `${columns.rating} >= 0 AND ${columns.rating} <= 5 AND ${columns.rating} * 2 = floor(${columns.rating} * 2)`,
    },
  ])

export default ProductReview
