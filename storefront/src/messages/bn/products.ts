import type { Translation } from "../translation"
import type { productsMessages as english } from "../en/products"

/** The product page and product cards (features/products, components/products). */
export const productsMessages: Translation<typeof english> = {
  productPage: {
    quantity: "পরিমাণ",
    decrease: "পরিমাণ কমান",
    increase: "পরিমাণ বাড়ান",
    inStock: "স্টকে আছে!",
    outOfStock: "স্টক শেষ",
    onlyLeft: "মাত্র {n, number}টি বাকি",
    addToCart: "কার্টে যোগ করুন",
    buyNow: "এখনই কিনুন",
    gallery: "{title}, ছবি {n, number}",
    brand: "ব্র্যান্ড",
    category: "ক্যাটাগরি",
    vendor: "বিক্রেতা",
  },
  product: {
    inStock: "স্টকে আছে",
    outOfStock: "স্টক শেষ",
    noProduct: "কোনো পণ্য নেই",
    noProductFound: "কোনো পণ্য পাওয়া যায়নি",
    priceUnavailable: "দাম জানতে যোগাযোগ করুন",
    salePrice: "ছাড়ের দাম",
    regularPrice: "নিয়মিত দাম",
    saleEnds: "ছাড় চলবে {date} পর্যন্ত",
  },
}
