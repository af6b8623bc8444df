/**
 * Browsers that are not real visitors (docs/product/api.md#system): headless browsers (test runs, Lighthouse, link
 * previews rendered by a server) and crawlers. Their figures say how fast this machine or a robot is, not how the store
 * feels to shoppers, so their reports are not kept. No package of this list is installed; this is a short list of the
 * words such agents put in their user agent, matched anywhere and in any case:
 *
 * - `HeadlessChrome` (Chrome and Chromium in headless mode, Puppeteer, Playwright), `Headless` in general;
 * - `Lighthouse` (also `Chrome-Lighthouse`), `PageSpeed`, `PTST` (WebPageTest), `GTmetrix`;
 * - a word ending in `bot` (Googlebot, bingbot, Twitterbot, Slackbot, but not the phone maker Cubot), `crawl`,
 *   `spider`, `slurp`, `archiver`, `facebookexternalhit`, `WhatsApp/` (the link-preview fetchers of chat apps);
 * - HTTP libraries and tools: `curl`, `wget`, `python-requests`, `python-urllib`, `aiohttp`, `axios`, `node-fetch`,
 *   `undici`, `Go-http-client`, `okhttp`, `Java/`, `libwww-perl`, `PhantomJS`, `Selenium`.
 *
 * A report without a user agent is left out as well: every browser sends one.
 */
const AUTOMATED =
  /headless|lighthouse|pagespeed|ptst|gtmetrix|(?<!cu)bot(?![a-z])|crawl|spider|slurp|archiver|facebookexternalhit|whatsapp\/|curl\/|wget|python-requests|python-urllib|aiohttp|axios|node-fetch|undici|go-http-client|okhttp|java\/|libwww-perl|phantomjs|selenium/i;

export function isAutomatedAgent(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || AUTOMATED.test(userAgent);
}
