/** The product page and product cards (features/products, components/products). */
export const productsMessages = {
  productPage: {
    quantity: "Quantity",
    decrease: "Decrease quantity",
    increase: "Increase quantity",
    inStock: "In stock!",
    outOfStock: "Out of stock",
    onlyLeft: (n: number) => `Only ${n} left`,
    addToCart: "Add to cart",
    buyNow: "Buy now",
    gallery: (title: string, n: number) => `${title}, picture ${n}`,
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
  },
} as const
