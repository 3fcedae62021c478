/**
 * The demo site content: news, home sliders, offer links, category menus and customer
 * reviews. Pure data, so the image generator (scripts/generate-content-images.ts), the seed
 * (content.ts, reviews.ts) and the tests all read the same list.
 */
import { CATEGORIES, DEMO_CUSTOMER } from "./catalogue"

/** A storefront path listing one top-level category, e.g. `/shop/City%20and%20Hybrid`. */
export const shopPath = (categoryName?: string) => (categoryName ? `/shop/${encodeURIComponent(categoryName)}` : "/shop")

// ---------------------------------------------------------------------------------------------
// News
// ---------------------------------------------------------------------------------------------

/** How a news picture is drawn (see scripts/generate-content-images.ts). */
export type NewsArt = "workshop" | "eid" | "monsoon" | "dawn-ride" | "hills" | "kids" | "boishakh" | "delivery"

export type NewsSeed = {
  title: string
  description: string
  /** ISO date (2026) */
  date: string
  /** file in backend/data/content-images (640×436 WebP) */
  image: string
  art: NewsArt
}

export const NEWS: NewsSeed[] = [
  {
    title: "Chaka opens a service corner in Mirpur",
    description:
      "Our second workshop is now open at Mirpur 10, a short walk from the metro station. Bring any bicycle for a free safety check; tune-ups start at BDT 450 and most repairs are ready the same evening.",
    date: "2026-01-18",
    image: "news-mirpur-service-corner.webp",
    art: "workshop",
  },
  {
    title: "Friday dawn rides around Hatirjheel",
    description:
      "Join the Chaka crew every Friday at 6:00 for an easy 15 km loop around Hatirjheel, before the traffic wakes up. All bikes and paces are welcome, and we stop for tea at the end.",
    date: "2026-02-13",
    image: "news-hatirjheel-dawn-ride.webp",
    art: "dawn-ride",
  },
  {
    title: "Eid cycle fest: free servicing with every bicycle",
    description:
      "From 1 March until Chand Raat, every bicycle bought at Chaka comes with two free services in its first year. Order early: deliveries inside Dhaka close three days before Eid.",
    date: "2026-03-01",
    image: "news-eid-cycle-fest.webp",
    art: "eid",
  },
  {
    title: "Ride in the Pohela Boishakh procession",
    description:
      "Celebrate Bangla New Year 1433 with us on 14 April. We meet at 7:00 near Ramna Park and ride slowly behind the procession in red and white; the first fifty riders get a free Chaka gamchha.",
    date: "2026-04-06",
    image: "news-pohela-boishakh-ride.webp",
    art: "boishakh",
  },
  {
    title: "Electric bicycles now delivered to Chattogram",
    description:
      "Our e-bikes now ship to Chattogram city and Cox's Bazar with cash on delivery. Every electric bicycle arrives charged and assembled, and our partner workshop in Agrabad handles warranty service.",
    date: "2026-04-22",
    image: "news-e-bikes-chattogram.webp",
    art: "hills",
  },
  {
    title: "Kids' road safety workshop at Dhanmondi Lake",
    description:
      "On 16 May our mechanics and a traffic-safety volunteer will teach children aged 6 to 12 how to brake, signal and wear a helmet properly. The session is free; bring your own bicycle or borrow one of ours.",
    date: "2026-05-09",
    image: "news-kids-safety-workshop.webp",
    art: "kids",
  },
  {
    title: "Monsoon care: keep your chain and brakes happy",
    description:
      "Rain and waterlogged roads wash the grease off chains and wear brake pads fast. Wipe and oil your chain after every wet ride, and visit a Chaka workshop for a free monsoon check until the end of July.",
    date: "2026-06-15",
    image: "news-monsoon-care.webp",
    art: "monsoon",
  },
  {
    title: "Next-day delivery across Dhaka city",
    description:
      "Order before 4 pm and your bicycle reaches you the next day anywhere inside Dhaka city, assembled and ready to ride. You pay in cash only when it arrives, after checking it with our rider.",
    date: "2026-07-20",
    image: "news-next-day-delivery.webp",
    art: "delivery",
  },
]

// ---------------------------------------------------------------------------------------------
// Home sliders and offers
// ---------------------------------------------------------------------------------------------

export type SliderArt = "city" | "trail" | "commute"

export type SliderSeed = {
  /** file in backend/data/content-images (1280×480 WebP) */
  image: string
  /** storefront path the slide links to */
  url: string
  /** drawn onto the banner; not stored */
  headline: string
  tagline: string
  art: SliderArt
}

export const SLIDERS: SliderSeed[] = [
  {
    image: "slider-ride-dhaka.webp",
    url: shopPath(),
    headline: "Ride Dhaka your way",
    tagline: "Bicycles and gear, cash on delivery",
    art: "city",
  },
  {
    image: "slider-mountain-trails.webp",
    url: shopPath("Mountain"),
    headline: "Take the hill trails",
    tagline: "Mountain bikes from BDT 18,500",
    art: "trail",
  },
  {
    image: "slider-city-commute.webp",
    url: shopPath("City and Hybrid"),
    headline: "Beat the traffic",
    tagline: "City and hybrid bikes for every day",
    art: "commute",
  },
]

export type OfferSeed = { name: string; url: string }

export const OFFERS: OfferSeed[] = [
  { name: "Eid cycle fest: up to 15% off", url: shopPath() },
  { name: "Free helmet with every mountain bike", url: shopPath("Mountain") },
  { name: "Kids' bikes from BDT 8,000", url: shopPath("Kids") },
  { name: "E-bikes: free delivery in Dhaka", url: shopPath("Electric") },
]

// ---------------------------------------------------------------------------------------------
// Category menus: the catalogue's categories, sub-categories in order
// ---------------------------------------------------------------------------------------------

export type CategoryMenuSeed = { name: string; sub_menus: string[] }

export const CATEGORY_MENUS: CategoryMenuSeed[] = CATEGORIES.map((category) => ({
  name: category.name,
  sub_menus: category.children.map((child) => child.name),
}))

// ---------------------------------------------------------------------------------------------
// Reviews
// ---------------------------------------------------------------------------------------------

/** How a reviewer's 128×128 avatar is drawn (see scripts/generate-content-images.ts). */
export type AvatarLook = {
  hair: "short" | "side-part" | "curly" | "long" | "bun" | "hijab" | "cap"
  skin: string
  /** hair, hijab or cap colour */
  hairColor: string
  shirt: string
  background: string
  glasses?: boolean
  beard?: boolean
}

export type ReviewSeed = {
  rating: number
  description: string
}

export type ReviewerSeed = ReviewSeed & {
  first_name: string
  last_name: string
  email: string
  password: string
  /** file in backend/data/content-images (128×128 WebP), uploaded as metadata.avatar_url */
  avatar: string
  look: AvatarLook
}

const REVIEWER_PASSWORD = "chaka-review-2026"

export const REVIEWERS: ReviewerSeed[] = [
  {
    first_name: "Tanvir",
    last_name: "Hasan",
    email: "tanvir@reviewers.chaka.shop",
    password: REVIEWER_PASSWORD,
    rating: 5,
    description:
      "Ordered the Hike Trail Blazer on Sunday and it reached my flat in Uttara on Monday, fully assembled. Paid cash to the delivery rider after a test ride around the block. Two months of daily riding and not a single problem.",
    avatar: "avatar-1.webp",
    look: { hair: "short", skin: "#c68863", hairColor: "#1d1a18", shirt: "#1f6feb", background: "#cfe3ff" },
  },
  {
    first_name: "Nusrat",
    last_name: "Jahan",
    email: "nusrat@reviewers.chaka.shop",
    password: REVIEWER_PASSWORD,
    rating: 4.5,
    description:
      "I was nervous buying my first geared cycle online, but the staff called me to check the frame size before shipping. The step-through frame is perfect for riding to Dhanmondi in a salwar kameez. The basket could be a little bigger.",
    avatar: "avatar-2.webp",
    look: { hair: "hijab", skin: "#d39a72", hairColor: "#2a9d8f", shirt: "#e9c46a", background: "#fde8d7" },
  },
  {
    first_name: "Farhan",
    last_name: "Ahmed",
    email: "farhan@reviewers.chaka.shop",
    password: REVIEWER_PASSWORD,
    rating: 4,
    description:
      "Good price on the Veloce Strada compared with Bangsal. Delivery to Chattogram took four days instead of three, but the bike was packed well and the gears were already tuned. Great for weekend rides to Patenga.",
    avatar: "avatar-3.webp",
    look: { hair: "side-part", skin: "#b97a56", hairColor: "#2b211c", shirt: "#2a9d8f", background: "#d8f3ec", glasses: true },
  },
  {
    first_name: "Sadia",
    last_name: "Islam",
    email: "sadia@reviewers.chaka.shop",
    password: REVIEWER_PASSWORD,
    rating: 5,
    description:
      "Bought the Phoenix Junior Star for my daughter's sixth birthday. It came with training wheels fitted and a little bell, and she was riding around the lake the same afternoon. Very kind and patient customer service.",
    avatar: "avatar-4.webp",
    look: { hair: "long", skin: "#c98c66", hairColor: "#1a1614", shirt: "#e76f51", background: "#ffe0e6" },
  },
  {
    first_name: "Arif",
    last_name: "Chowdhury",
    email: "arif@reviewers.chaka.shop",
    password: REVIEWER_PASSWORD,
    rating: 3.5,
    description:
      "The e-bike itself is excellent and the battery easily lasts my Mirpur to Motijheel commute and back. The delivery was a day late because of hartal traffic, and I had to adjust the brakes myself. Happy with the bike, less with the wait.",
    avatar: "avatar-5.webp",
    look: { hair: "cap", skin: "#a86f4c", hairColor: "#d62828", shirt: "#3d405b", background: "#ece4ff", beard: true },
  },
  {
    first_name: "Mehjabin",
    last_name: "Rahman",
    email: "mehjabin@reviewers.chaka.shop",
    password: REVIEWER_PASSWORD,
    rating: 4.5,
    description:
      "The folding bike fits under my desk at the office and in the boot of a CNG. Ordering was simple and the rider showed me how to fold it before I paid. Friday dawn rides with the Chaka group are a lovely bonus.",
    avatar: "avatar-6.webp",
    look: { hair: "bun", skin: "#d8a27c", hairColor: "#3b2a20", shirt: "#8338ec", background: "#fff3c4", glasses: true },
  },
  {
    first_name: "Imran",
    last_name: "Hossain",
    email: "imran@reviewers.chaka.shop",
    password: REVIEWER_PASSWORD,
    rating: 4,
    description:
      "Took the Giant Trance up to Bandarban and it handled every climb and descent. The free first service at the Mirpur workshop was quick. I only wish the shop stocked more spare derailleur hangers.",
    avatar: "avatar-7.webp",
    look: { hair: "curly", skin: "#9c6644", hairColor: "#17120f", shirt: "#6a994e", background: "#e4f2d5", beard: true },
  },
  {
    first_name: "Sumaiya",
    last_name: "Akter",
    email: "sumaiya@reviewers.chaka.shop",
    password: REVIEWER_PASSWORD,
    rating: 3.5,
    description:
      "Nice city bike for the price and the rear rack is strong enough for my college bag. The colour looks slightly darker than the pictures. Delivery to Rajshahi was on time and cash on delivery made it easy to trust.",
    avatar: "avatar-8.webp",
    look: { hair: "hijab", skin: "#c48a64", hairColor: "#5e60ce", shirt: "#f4a259", background: "#dde7ff" },
  },
]

/** The demo customer's own review, so signing in as them shows a review already written. */
export const DEMO_CUSTOMER_REVIEW: ReviewSeed & { email: string } = {
  email: DEMO_CUSTOMER.email,
  rating: 4.5,
  description:
    "My Duranta commuter has done the Dhanmondi to Gulshan run every day since January. The order was confirmed by phone within an hour and the rider waited while I checked the bike before paying.",
}
