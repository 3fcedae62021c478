import { MedusaService } from "@medusajs/framework/utils"
import CategoryMenu from "./models/category-menu"
import News from "./models/news"
import Offer from "./models/offer"
import PolicyPage from "./models/policy-page"
import Slider from "./models/slider"

class ContentModuleService extends MedusaService({ News, Slider, Offer, CategoryMenu, PolicyPage }) {}

export default ContentModuleService
