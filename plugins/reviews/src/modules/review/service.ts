import { MedusaService } from "@medusajs/framework/utils"
import ProductReview from "./models/product-review"
import Review from "./models/review"

class ReviewModuleService extends MedusaService({ Review, ProductReview }) {}

export default ReviewModuleService
