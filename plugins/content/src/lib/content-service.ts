import type { MedusaRequest } from "@medusajs/framework/http"
import { CONTENT_MODULE } from "../modules/content"
import type ContentModuleService from "../modules/content/service"

export const contentService = (req: MedusaRequest) => req.scope.resolve<ContentModuleService>(CONTENT_MODULE)
