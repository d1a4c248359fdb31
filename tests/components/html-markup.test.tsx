/**
 * Markup the Nu HTML Checker refused on every page (issue #36), as the server writes it: a
 * picture's <img> has a file (`src` or `srcset`, and a `srcset` for its `sizes`), the footer's
 * <address> holds no heading, and the phone field asks for an autofill name a type="tel" field
 * may carry. e2e/html-validity.spec.ts runs the checker itself over the built pages.
 */
import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PhoneInput } from '@/components/form';
import { ResponsivePicture } from '@/components/media';
import { Footer } from '@/features/shell/components/footer';
import type { FooterData } from '@/lib/api/contract';

const mobile = { src: '/media/hero-800x1000.jpg', webp: '/media/hero-800x1000.webp' };
const desktop = { src: '/media/hero-1600x800.jpg', webp: '/media/hero-1600x800.webp' };

/** The server HTML of `node`, parsed as the browser (and the checker) reads it: no script ran. */
function serverHtml(node: React.ReactElement): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(node);
  return host;
}

describe('a picture in the server HTML', () => {
  it('has its file when it is the priority one: src, srcset and sizes', () => {
    const img = serverHtml(
      <ResponsivePicture mobile={mobile} desktop={desktop} alt="Цех" sizes="100vw" priority />,
    ).querySelector('picture img')!;
    expect(img.getAttribute('src')).toContain(encodeURIComponent(desktop.src));
    expect(img.getAttribute('srcset')).toContain(encodeURIComponent(desktop.src));
    expect(img).toHaveAttribute('sizes', '100vw');
  });

  it('has an empty picture written into the page while lazy: a srcset for its sizes, no request', () => {
    const img = serverHtml(
      <ResponsivePicture mobile={mobile} desktop={desktop} alt="Цех" sizes="50vw" />,
    ).querySelector('picture img')!;
    expect(img).toHaveAttribute('sizes', '50vw');
    const candidates = img.getAttribute('srcset')!.split(/,\s+(?=\S)/);
    expect(candidates).toHaveLength(1);
    // A data: URL with a width descriptor: nothing for the browser to fetch before the sources.
    expect(candidates[0]).toMatch(/^data:image\/gif;base64,[A-Za-z0-9+/=]+ 1w$/);
    expect(img).not.toHaveAttribute('src');
  });
});

const footer: FooterData['footer'] = {
  columns: [
    { title: 'Каталог', links: [{ title: 'Кулирка', link: '/catalog/kulirka/', external: false }] },
  ],
  social: [],
  phone: '+7 (4932) 00-00-00',
  email: 'info@selvedge.local',
  address: 'Иваново, ул. Ткацкая, 12',
  legal: [],
  copyright: '© Selvedge',
};

describe('the footer', () => {
  it('keeps its contacts heading outside the <address>, which holds the contact lines', () => {
    const address = serverHtml(<Footer data={footer} />).querySelector('address')!;
    expect(address.querySelector('h1, h2, h3, h4, h5, h6, header, footer')).toBeNull();
    expect(address).toHaveTextContent('+7 (4932) 00-00-00');
    expect(address).toHaveTextContent('info@selvedge.local');
    expect(address).toHaveTextContent('Иваново, ул. Ткацкая, 12');
    // The heading still names the column, at the same level as the other columns.
    const heading = address.parentElement!.querySelector(':scope > h2');
    expect(heading).toHaveTextContent('Контакты');
  });

  it('still shows the contacts under a level-2 heading to assistive technology', () => {
    render(<Footer data={footer} />);
    const contentinfo = screen.getByRole('contentinfo');
    expect(within(contentinfo).getByRole('heading', { level: 2, name: 'Контакты' })).toBeVisible();
    expect(within(contentinfo).getByRole('link', { name: '+7 (4932) 00-00-00' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+7/),
    );
  });
});

describe('the phone field', () => {
  it('is a tel field that asks the browser for the whole number', () => {
    render(<PhoneInput label="Телефон" value="" onChange={() => {}} />);
    const field = screen.getByLabelText('Телефон');
    expect(field).toHaveAttribute('type', 'tel');
    // "tel" is the one autofill name the HTML allows on a type="tel" field.
    expect(field).toHaveAttribute('autocomplete', 'tel');
  });
});
