import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';

/**
 * One page measured by Lighthouse (mobile preset, the four categories) in the Chromium listening
 * on `port`, as a new shopper meets a running store: a first visit warms the server (its
 * sub-request cache, its rendered images), then the measured visit starts, as every Lighthouse
 * run does, with the browser's cache empty. A run whose trace Chromium lost (Lighthouse's runtime
 * error NO_NAVSTART, "Please run Lighthouse again", seen on a busy machine) is run once more.
 * Undefined when Lighthouse returns nothing.
 */
export async function measurePage(url: string, port: number): Promise<Result | undefined> {
  await lighthouse(url, { port, logLevel: 'error', onlyCategories: ['seo'] });
  let lhr: Result | undefined;
  for (let attempt = 0; attempt < 2 && (!lhr || lhr.runtimeError); attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    lhr = result?.lhr;
  }
  return lhr;
}
