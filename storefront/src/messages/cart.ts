/** The cart (features/cart). */
export const cartMessages = {
  cart: {
    title: "My cart",
    loading: "Loading your cart",
    empty: "Your cart is empty.",
    browse: "Browse the shop",
    product: "Product",
    price: "Price",
    quantity: "Quantity",
    total: "Total",
    actions: "Actions",
    quantityOf: (name: string) => `Quantity of ${name}`,
    decrease: (name: string) => `Decrease quantity of ${name}`,
    increase: (name: string) => `Increase quantity of ${name}`,
    remove: "Delete",
    removeLabel: (name: string) => `Delete ${name} from the cart`,
    confirmRemove: (name: string) => `Remove ${name} from your cart?`,
    removed: "Removed from your cart",
    subtotal: "Subtotal",
    placeOrder: "Place order",
    adding: "Adding…",
  },
} as const
