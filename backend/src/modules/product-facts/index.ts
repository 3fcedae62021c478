import { Module } from "@medusajs/framework/utils"
import ProductFactsModuleService from "./service"

export const PRODUCT_FACTS_MODULE = "product_facts"

export default Module(PRODUCT_FACTS_MODULE, { service: ProductFactsModuleService })
