import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
for (const u of ['/catalog/kulirka/', '/about/']) {
await page.goto('http://127.0.0.1:3201' + u, { waitUntil: 'networkidle' });
console.log(u, await page.evaluate(() => {
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.right > 360.5 && r.width > 0) {
      let inScroller = false;
      for (let p = el.parentElement; p; p = p.parentElement) { const o = getComputedStyle(p).overflowX; if (o === 'auto' || o === 'hidden' || o === 'scroll') { inScroller = true; break; } }
      if (!inScroller) out.push(el.tagName + '.' + el.className + ' ' + Math.round(r.right));
    }
  }
  return [document.documentElement.scrollWidth, out.slice(0, 8)];
}));
}
await browser.close();
