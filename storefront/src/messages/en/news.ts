/** The news page and the home page's news (features/news). */
export const newsMessages = {
  newsPage: { title: "News", empty: "No news yet", description: "Cycling news from Chaka: new bicycles, rides and offers." },
} as const
