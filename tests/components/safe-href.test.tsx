import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SmartLink, safeHref, telHref } from '@/components/link';

// next.config.ts sets trailingSlash; the build inlines it for next/link, a test says it here.

describe('safeHref (storefront.md §2: dangerous protocols are refused)', () => {
  it.each([
    '/catalog/',
    '/contacts/#contact-3',
    '?page=2',
    '#top',
    'https://vk.com/selvedge',
    'mailto:sales@selvedge.ru',
    'tel:+74951204567',
  ])('keeps %s', (href) => {
    expect(safeHref(href)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('refuses %j', (href) => {
    expect(safeHref(href)).toBeNull();
  });

  it('refuses empty and missing hrefs', () => {
    expect(safeHref('')).toBeNull();
    expect(safeHref('   ')).toBeNull();
    expect(safeHref(null)).toBeNull();
    expect(safeHref(undefined)).toBeNull();
  });

  it('dials the digits of a phone', () => {
    expect(telHref('+7 (495) 120-45-67')).toBe('tel:+74951204567');
    expect(telHref('8 800 555-35-35')).toBe('tel:88005553535');
  });
});

describe('SmartLink', () => {
  it('renders the text without a link for a dangerous href', () => {
    render(<SmartLink href="javascript:alert(1)">Акция</SmartLink>);
    expect(screen.getByText('Акция')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens a link flagged external in a new tab without access to this window', () => {
    render(
      <SmartLink href="https://vk.com/selvedge" external>
        ВКонтакте
      </SmartLink>,
    );
    const link = screen.getByRole('link', { name: /ВКонтакте/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps an internal link in the same tab', () => {
    render(<SmartLink href="/about/">О компании</SmartLink>);
    const link = screen.getByRole('link', { name: 'О компании' });
    expect(link).toHaveAttribute('href', '/about/');
    expect(link).not.toHaveAttribute('target');
  });
});
