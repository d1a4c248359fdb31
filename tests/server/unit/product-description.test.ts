/**
 * 1C's product description made safe for the product page (issue #35): HTML keeps text markup
 * without attributes, plain text becomes paragraphs, nothing to show is null, long is cut.
 */
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX_CHARS, descriptionHtml } from '@/server/modules/catalog/description';

describe("1C's product description", () => {
  it('is null when there is nothing to show', () => {
    expect(descriptionHtml(null)).toBeNull();
    expect(descriptionHtml(undefined)).toBeNull();
    expect(descriptionHtml('')).toBeNull();
    expect(descriptionHtml(' \r\n\t\u00a0\n')).toBeNull();
    expect(descriptionHtml('<p> </p><p>&nbsp;</p>')).toBeNull();
    expect(descriptionHtml('<script>alert(1)</script>')).toBeNull();
    expect(descriptionHtml('<img src="x.jpg" onerror="alert(1)">')).toBeNull();
  });

  it('keeps the allowed markup and drops every attribute', () => {
    expect(descriptionHtml('<p onclick="x">Пике<script>alert(1)</script></p>')).toBe('<p>Пике</p>');
    expect(
      descriptionHtml(
        '<p class="lead" style="color:red" id="a">Мягкое <strong title="t">плотное</strong> <em>полотно</em></p>' +
          '<ul data-x="1"><li><b>хлопок</b> 95%</li><li><i>лайкра</i> 5%</li></ul>' +
          '<ol><li>раз</li></ol><h3>Уход</h3><h4>Стирка</h4><p>до 40 °C<br>без отбеливателя</p>',
      ),
    ).toBe(
      '<p>Мягкое <strong>плотное</strong> <em>полотно</em></p>' +
        '<ul><li><b>хлопок</b> 95%</li><li><i>лайкра</i> 5%</li></ul>' +
        '<ol><li>раз</li></ol><h3>Уход</h3><h4>Стирка</h4><p>до 40 °C<br />без отбеливателя</p>',
    );
  });

  it('keeps tables, without their attributes', () => {
    expect(
      descriptionHtml(
        '<table border="1" style="width:100%"><thead><tr><th colspan="2">Размер</th></tr></thead>' +
          '<tbody><tr><td bgcolor="red">S</td><td>44</td></tr></tbody></table>',
      ),
    ).toBe(
      '<table><thead><tr><th>Размер</th></tr></thead>' +
        '<tbody><tr><td>S</td><td>44</td></tr></tbody></table>',
    );
  });

  it('drops scripts, handlers, links, pictures, frames and styles, keeping the text around them', () => {
    const html = descriptionHtml(
      '<p>Начало <a href="javascript:alert(1)">ссылка</a> <a href="https://evil.example">сайт</a>' +
        '<img src=x onerror=alert(1)><svg onload=alert(1)><circle/></svg>' +
        '<iframe src="https://evil.example">рамка</iframe><style>p{color:red}</style>' +
        '<SCRIPT>alert(2)</SCRIPT><span style="background:url(javascript:alert(3))">конец</span></p>',
    );
    expect(html).toBe('<p>Начало ссылка сайтконец</p>');
    expect(html).not.toMatch(/alert|javascript|evil|color|<a|<img|<svg|<span|<iframe/i);
  });

  it('keeps the text of nested markup it drops, and closes what was left open', () => {
    expect(
      descriptionHtml(
        '<div><div><span><font color="red">Футер <u>трёхнитка</u></font></span></div></div>',
      ),
    ).toBe('Футер трёхнитка');
    // The words of two dropped blocks do not run together.
    expect(descriptionHtml('<div>Плотность</div><div>320 г/м²</div>')).toMatch(
      /^Плотность\s+320 г\/м²\s*$/,
    );
    expect(descriptionHtml('<ul><li>раз<li>два')).toBe('<ul><li>раз</li><li>два</li></ul>');
    expect(descriptionHtml('<p><strong>жирный <em>курсив</p>')).toBe(
      '<p><strong>жирный <em>курсив</em></strong></p>',
    );
  });

  it("steps bigger headings down under the section's own title", () => {
    expect(descriptionHtml('<h1>Кулирка</h1><h2>Состав</h2><h6>Мелко</h6>')).toBe(
      '<h3>Кулирка</h3><h3>Состав</h3><h4>Мелко</h4>',
    );
  });

  it('decodes entities of HTML, and never lets an escaped tag become one', () => {
    expect(descriptionHtml('<p>&laquo;Пике&raquo; &mdash; 100&nbsp;% хлопок</p>')).toBe(
      '<p>«Пике» — 100\u00a0% хлопок</p>',
    );
    expect(descriptionHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co</p>',
    );
  });

  it('makes plain text paragraphs and line breaks, escaped', () => {
    expect(
      descriptionHtml(
        'Кулирка пенье.\r\nПлотность 180 г/м².\r\n\r\n\r\nСостав: хлопок & лайкра, 5 < 6.\r\n  \r\nУход: 40 °C',
      ),
    ).toBe(
      '<p>Кулирка пенье.<br />Плотность 180 г/м².</p>' +
        '<p>Состав: хлопок &amp; лайкра, 5 &lt; 6.</p><p>Уход: 40 °C</p>',
    );
    // Old Mac line ends too.
    expect(descriptionHtml('раз\rдва\r\rтри')).toBe('<p>раз<br />два</p><p>три</p>');
    // An entity in plain text is what 1C's user typed, shown as typed.
    expect(descriptionHtml('Цена &laquo;договорная&raquo;')).toBe(
      '<p>Цена &amp;laquo;договорная&amp;raquo;</p>',
    );
  });

  it("tells HTML from text by Bitrix's rule: a tag is '<', a letter or digit, then '>' on the line", () => {
    // No tag: a comparison and an arrow stay text.
    expect(descriptionHtml('Ширина < 180 см -> рулон')).toBe(
      '<p>Ширина &lt; 180 см -&gt; рулон</p>',
    );
    expect(descriptionHtml('a <b\nc> d')).toBe('<p>a &lt;b<br />c&gt; d</p>');
    // A tag: the rest is HTML, its newlines are only spaces.
    expect(descriptionHtml('Строка 1\nСтрока <b>2</b>')).toBe('Строка 1\nСтрока <b>2</b>');
  });

  it('cuts a long text where a paragraph ends', () => {
    const paragraph = 'Слово '.repeat(150).trim();
    const text = Array.from({ length: 60 }, (_, i) => `${i}. ${paragraph}`).join('\n\n');
    const html = descriptionHtml(text)!;
    expect(html.length).toBeLessThanOrEqual(DESCRIPTION_MAX_CHARS);
    expect(html.length).toBeGreaterThan(DESCRIPTION_MAX_CHARS - paragraph.length - 20);
    expect(html).toMatch(/^<p>0\. Слово/);
    expect(html).toMatch(/Слово<\/p>$/);
    expect(html.match(/<p>/g)!.length).toBe(html.match(/<\/p>/g)!.length);
  });

  it('cuts a long list between its items and closes it', () => {
    const items = Array.from({ length: 3000 }, (_, i) => `<li>пункт ${i}</li>`).join('');
    const html = descriptionHtml(`<ul>${items}</ul>`)!;
    expect(html.length).toBeLessThanOrEqual(DESCRIPTION_MAX_CHARS + '</ul>'.length);
    expect(html).toMatch(/^<ul><li>пункт 0<\/li>.*<li>пункт \d+<\/li><\/ul>$/);
  });

  it('cuts one endless line at a space', () => {
    const html = descriptionHtml('пике '.repeat(10_000))!;
    expect(html.length).toBeLessThanOrEqual(DESCRIPTION_MAX_CHARS + '</p>'.length);
    expect(html).toMatch(/^<p>(пике )+пике<\/p>$/);
  });

  it('cuts a text without spaces between its characters, never inside an entity', () => {
    const html = descriptionHtml('x&y<z'.repeat(10_000))!;
    expect(html.length).toBeLessThanOrEqual(DESCRIPTION_MAX_CHARS + '</p>'.length);
    expect(html.length).toBeGreaterThan(DESCRIPTION_MAX_CHARS - 10);
    expect(html).toMatch(/^<p>(x&amp;y&lt;z)+(x(&amp;(y(&lt;)?)?)?)?<\/p>$/);
  });

  it('reads a megabyte quickly, whatever it holds', () => {
    const inputs = [
      '<p onclick="x">Пике <b>жирное</b></p>\n'.repeat(30_000),
      'пике '.repeat(200_000),
      // Quadratic for a backtracking tag test: '<a' and never a '>'.
      '<a'.repeat(500_000),
      `${'<div>'.repeat(100_000)}текст`,
    ];
    for (const input of inputs) {
      expect(input.length).toBeGreaterThanOrEqual(500_000);
      const started = performance.now();
      const html = descriptionHtml(input);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(html === null || /\S/.test(html)).toBe(true);
      expect((html ?? '').length).toBeLessThanOrEqual(DESCRIPTION_MAX_CHARS + 100);
    }
  });
});
