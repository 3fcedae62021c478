/** Sends the browser to another site's page (bKash's payment page): a full navigation, this tab. */
export function leaveShopFor(url: string): void {
  window.location.assign(url)
}
