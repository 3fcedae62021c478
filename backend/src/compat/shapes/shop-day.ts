/**
 * A date as the original client wrote and shows it: the browser's `toLocaleDateString("en-US")`
 * (M/D/YYYY), here the day in Dhaka, the shop's time zone, whatever the server's.
 */
export const shopDay = (date: string | Date) => new Date(date).toLocaleDateString("en-US", { timeZone: "Asia/Dhaka" })
