// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from '@/features/content/components/rich-text';
import { sanitizeHtml } from '@/features/content/lib/sanitize';

describe('sanitizeHtml', () => {
  it('drops a script element and its text', () => {
    const html = sanitizeHtml('<p>Футер</p><script>alert(document.cookie)</script>');
    expect(html).toBe('<p>Футер</p>');
  });

  it('drops event handlers and images that carry them', () => {
    const html = sanitizeHtml('<p onclick="steal()">Текст</p><img src=x onerror="alert(1)">');
    expect(html).toBe('<p>Текст</p>');
  });

  it('refuses javascript: links but keeps site, http(s), tel and mailto links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">ссылка</a>')).toBe('<a>ссылка</a>');
    expect(sanitizeHtml('<a href="/catalog/">каталог</a>')).toBe('<a href="/catalog/">каталог</a>');
    expect(sanitizeHtml('<a href="tel:+74951204567">звонок</a>')).toContain('href="tel:');
    expect(sanitizeHtml('<a href="mailto:a@b.ru">почта</a>')).toContain('href="mailto:');
  });

  it('keeps the text structure of the back office', () => {
    const html = '<h2>Условия</h2><ul><li><strong>Рулон</strong></li></ul><p><em>от 1 кг</em></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('a new-tab link loses its opener', () => {
    expect(sanitizeHtml('<a href="https://vk.com" target="_blank">vk</a>')).toBe(
      '<a href="https://vk.com" target="_blank" rel="noopener noreferrer">vk</a>',
    );
  });
});

describe('RichText', () => {
  it('renders the sanitised HTML only', () => {
    const { container } = render(
      <RichText
        html={
          '<p>Привет</p><img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>'
        }
      />,
    );
    expect(container.querySelector('p')?.textContent).toBe('Привет');
    expect(container.querySelector('img, script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });
});

describe('an article body under the page heading (issue #36: no skipped level)', () => {
  const vacancy =
    '<p>Вязка полотна.</p><h3>Обязанности</h3><ul><li>Заправка</li></ul><h4>Смены</h4>';

  it('moves the highest heading up to h2, and the ones below it with it', () => {
    expect(sanitizeHtml(vacancy, { topHeading: 2 })).toBe(
      '<p>Вязка полотна.</p><h2>Обязанности</h2><ul><li>Заправка</li></ul><h3>Смены</h3>',
    );
  });

  it('leaves a text that starts at h2, and any text outside an article, as it was written', () => {
    const press = '<h2>Итоги</h2><h3>Цифры</h3>';
    expect(sanitizeHtml(press, { topHeading: 2 })).toBe(press);
    expect(sanitizeHtml(vacancy)).toContain('<h3>Обязанности</h3>');
  });
});
