// As the storefront prints taka (storefront/src/lib/money.ts): lakh grouping, ৳ 1,25,000.
const taka = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 })

/** A BDT amount (Medusa keeps whole taka) as the shop writes it. */
export const money = (amount: number) => `৳ ${taka.format(amount)}`
