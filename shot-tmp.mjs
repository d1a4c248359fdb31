import { chromium } from '@playwright/test';
const [,, url, name, ...ys] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 1 });
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(800);
for (const y of ys) {
  await page.evaluate((y) => window.scrollTo(0, Number(y)), y);
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/catui/${name}-${y}.png` });
}
console.log('scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth));
await browser.close();
