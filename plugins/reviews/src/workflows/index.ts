export * from "./create-review"
export * from "./delete-review"
export { REVIEW_MODULE } from "../modules/review"
