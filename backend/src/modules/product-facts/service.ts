import { MedusaService } from "@medusajs/framework/utils"
import ProductFacts from "./models/product-facts"

class ProductFactsModuleService extends MedusaService({ ProductFacts }) {}

export default ProductFactsModuleService
