import { MedusaService } from "@medusajs/framework/utils"
import CategoryMenu from "./models/category-menu"
import News from "./models/news"
import Offer from "./models/offer"
import Slider from "./models/slider"

class ContentModuleService extends MedusaService({ News, Slider, Offer, CategoryMenu }) {}

export default ContentModuleService
