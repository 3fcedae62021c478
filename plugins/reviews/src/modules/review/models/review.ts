import { model } from "@medusajs/framework/utils"

/** A customer's review of the shop: rating 0-5 in half steps. */
const Review = model
  .define("review", {
    id: model.id({ prefix: "rev" }).primaryKey(),
    customer_id: model.text(),
    description: model.text(),
    rating: model.float(),
  })
  .indexes([{ on: ["customer_id"] }])
  .checks([
    // The database refuses what the API refuses, whoever writes.
    {
      name: "review_rating_half_steps",
      expression: (columns) => `${columns.rating} >= 0 AND ${columns.rating} <= 5 AND ${columns.rating} * 2 = floor(${columns.rating} * 2)`,
    },
  ])

export default Review
