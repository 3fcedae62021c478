import type {
  BigNumberInput,
  CalculatedShippingOptionPrice,
  CalculateShippingOptionPriceDTO,
  CreateFulfillmentResult,
  FulfillmentOption,
} from "@medusajs/framework/types"
import { AbstractFulfillmentProviderService, MathBN } from "@medusajs/framework/utils"
import { HOME_DELIVERY_OPTION_ID, HOME_DELIVERY_PROVIDER_IDENTIFIER } from "@chaka/rules"
import { shippingRate, shippingRateOptions, type ShippingRateOptions } from "../../lib/shipping-rate"

/** The one fulfillment option it offers (@chaka/rules: the seed's shipping option names it too). */
export const HOME_DELIVERY_OPTION = HOME_DELIVERY_OPTION_ID

/**
 * Home delivery anywhere in Bangladesh, priced by the shop's rule (lib/shipping-rate.ts) on
 * the cart's item subtotal. Parcels are handed to a courier by hand, so creating or
 * cancelling a fulfillment records nothing outside Medusa.
 */
export default class HomeDeliveryProviderService extends AbstractFulfillmentProviderService {
  static identifier = HOME_DELIVERY_PROVIDER_IDENTIFIER
  private readonly rate: ShippingRateOptions

  constructor(_container: Record<string, unknown>, options: Partial<ShippingRateOptions> = {}) {
    super()
    this.rate = shippingRateOptions(options)
  }

  async getFulfillmentOptions(): Promise<FulfillmentOption[]> {
    return [{ id: HOME_DELIVERY_OPTION, name: "Home delivery" }]
  }

  async validateOption(data: Record<string, unknown>): Promise<boolean> {
    return data.id === HOME_DELIVERY_OPTION
  }

  async validateFulfillmentData(_optionData: Record<string, unknown>, data: Record<string, unknown>): Promise<Record<string, unknown>> {
    return data
  }

  async canCalculate(): Promise<boolean> {
    return true
  }

  async calculatePrice(
    _optionData: CalculateShippingOptionPriceDTO["optionData"],
    _data: CalculateShippingOptionPriceDTO["data"],
    context: CalculateShippingOptionPriceDTO["context"]
  ): Promise<CalculatedShippingOptionPrice> {
    return { calculated_amount: shippingRate(itemSubtotal(context.items ?? []), this.rate), is_calculated_price_tax_inclusive: true }
  }

  async createFulfillment(): Promise<CreateFulfillmentResult> {
    return { data: {}, labels: [] }
  }

  async cancelFulfillment(): Promise<Record<string, unknown>> {
    return {}
  }

  async createReturnFulfillment(): Promise<CreateFulfillmentResult> {
    return { data: {}, labels: [] }
  }
}

/** Σ unit price × quantity of the parcel's items (Medusa hands amounts over as BigNumber values). */
function itemSubtotal(items: { unit_price: BigNumberInput; quantity: BigNumberInput }[]): number {
  return items.reduce((sum, item) => MathBN.add(sum, MathBN.mult(item.unit_price, item.quantity)), MathBN.convert(0)).toNumber()
}
