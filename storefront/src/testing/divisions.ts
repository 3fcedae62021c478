import type { Division } from "../features/session/address/get-divisions"

/** A slice of the plugin's data for tests. */
export const DIVISIONS: Division[] = [
  {
    name: "Dhaka",
    bn: "ঢাকা",
    districts: [
      {
        name: "Dhaka",
        bn: "ঢাকা",
        thanas: [
          { name: "Dhanmondi", bn: "ধানমন্ডি" },
          { name: "Mirpur Model", bn: "মিরপুর মডেল" },
        ],
      },
      {
        name: "Gazipur",
        bn: "গাজীপুর",
        thanas: [
          { name: "Kaliakair", bn: "কালিয়াকৈর" },
          { name: "Tongi East", bn: "টঙ্গী পূর্ব" },
        ],
      },
    ],
  },
  {
    name: "Chattogram",
    bn: "চট্টগ্রাম",
    aliases: ["Chittagong"],
    districts: [
      {
        name: "Cumilla",
        bn: "কুমিল্লা",
        aliases: ["Comilla"],
        thanas: [
          { name: "Laksam", bn: "লাকসাম" },
          { name: "Kotwali", bn: "কোতোয়ালি" },
        ],
      },
    ],
  },
]
