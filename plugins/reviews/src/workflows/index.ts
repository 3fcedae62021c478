export * from "./create-review"
export * from "./delete-review"
export * from "./product-reviews"
export { REVIEW_MODULE } from "../modules/review"
