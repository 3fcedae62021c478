import { icu } from "../../i18n/icu"
/** The product page and product cards (features/products, components/products). */
export const productsMessages = {
  productPage: {
    quantity: "Quantity",
    decrease: "Decrease quantity",
    increase: "Increase quantity",
    inStock: "In stock!",
    outOfStock: "Out of stock",
    onlyLeft: icu("Only {n} left", ["n"]),
    addToCart: "Add to cart",
    buyNow: "Buy now",
    gallery: icu("{title}, picture {n}", ["title", "n"]),
    brand: "Brand",
    category: "Category",
    vendor: "Vendor",
  },
  product: {
    inStock: "In stock",
    outOfStock: "Out of stock",
    noProduct: "There is no product",
    noProductFound: "No product found",
    priceUnavailable: "Price on request",
    /** Read out before a sale price (components/products/price.tsx); the regular price is struck out beside it. */
    salePrice: "Sale price",
    regularPrice: "Regular price",
    /** Under the product page's price: when the sale price list ends. */
    saleEnds: icu("Sale ends {date}", ["date"]),
  },
} as const
