import type { Translation } from "../translation"
import type { newsMessages as english } from "../en/news"

/** The news page and the home page's news (features/news). */
export const newsMessages: Translation<typeof english> = {
  newsPage: { title: "খবর", empty: "এখনো কোনো খবর নেই", description: "Chaka-র সাইক্লিংয়ের খবর: নতুন সাইকেল, রাইড আর অফার।" },
}
