/**
 * The product's photos answer the first tap before the page's code has come (issue #37): the main
 * photo is the invoker of a server-rendered `<dialog>` with every photo, which the browser opens
 * itself; once the code is there, the same tap opens the image viewer instead. jsdom has no
 * dialogs' commands: these tests read what the browser is handed (the attributes, a prevented
 * click), and the browser's part is the e2e specs'.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverImageProps } from '@/components/media/server-image';
import { Gallery, type GalleryImage } from '@/features/catalog/components/gallery';
import { SCRIPTED_BUTTON } from '@/lib/framework/scripted-button.mjs';

const TITLE = 'Кулирка гладкокрашеная, белый';

/** The photos as the product page sizes them (features/catalog/components/product-view.tsx). */
const images: GalleryImage[] = ['/media/v1/a.webp', '/media/v1/b.webp', '/media/v1/c.webp'].map(
  (src, index) => {
    const alt = `${TITLE}, фото ${index + 1}`;
    return {
      src,
      alt,
      thumb: serverImageProps({ src, alt: '', fill: true, sizes: '80px' }),
      main: serverImageProps({
        src,
        alt,
        fill: true,
        priority: index === 0,
        sizes: '(min-width: 1101px) 50vw, 100vw',
      }),
    };
  },
);

const gallery = () => <Gallery images={images} title={TITLE} />;
const mainPhoto = () => screen.getByRole('button', { name: 'Открыть фото 1' });
/** The image viewer of the page's code: the dialog with the zoom. */
const viewer = () => screen.findByRole('button', { name: 'Увеличить' });

/** The dialog the main photo opens by itself, found by the id its button names. */
function photosDialog(opener: HTMLElement) {
  const dialog = document.getElementById(opener.getAttribute('commandfor') ?? '');
  expect(dialog?.tagName).toBe('DIALOG');
  return dialog as HTMLDialogElement;
}

/** A page hydrated by hand (Testing Library's cleanup knows only what it rendered). */
let hydrated: { root: Root; container: HTMLElement } | undefined;

afterEach(() => {
  vi.restoreAllMocks();
  if (!hydrated) return;
  const { root, container } = hydrated;
  act(() => root.unmount());
  container.remove();
  hydrated = undefined;
});

describe('the product gallery before the page’s code (issue #37)', () => {
  it('the main photo opens, by itself, a dialog in the gallery with every photo, fetched only when shown', () => {
    render(gallery());
    const opener = mainPhoto();
    expect(opener).toHaveAttribute('command', 'show-modal');
    const dialog = photosDialog(opener);
    expect(screen.getByRole('region', { name: 'Фотографии товара' })).toContainElement(dialog);
    expect(dialog).toHaveAttribute('aria-label', TITLE);

    const photos = [...dialog.querySelectorAll('img')];
    expect(photos.map((photo) => photo.alt)).toEqual(images.map((image) => image.alt));
    for (const photo of photos) {
      // The page's first photo too: its copy here must not compete with the photo on the page.
      expect(photo).toHaveAttribute('loading', 'lazy');
      expect(photo).toHaveAttribute('decoding', 'async');
      expect(photo).not.toHaveAttribute('fetchpriority');
      expect(photo).toHaveAttribute('sizes', '100vw');
      expect(photo.getAttribute('srcset')).toMatch(/ 1920w/);
    }
    expect(photos.map((photo) => photo.getAttribute('src'))).toEqual(
      images.map((image) => image.main.src),
    );
  });

  it('the dialog closes by its own button, with no script either', () => {
    render(gallery());
    const dialog = photosDialog(mainPhoto());
    const close = within(dialog).getByRole('button', { name: 'Закрыть', hidden: true });
    expect(close).toHaveAttribute('commandfor', dialog.id);
    expect(close).toHaveAttribute('command', 'close');
  });

  it('an early tap on the main photo is left to the browser, and one on a thumbnail given again when the code comes', () => {
    render(gallery());
    // A second click of the main photo once the code came would open the viewer over the dialog.
    expect(mainPhoto().matches(SCRIPTED_BUTTON)).toBe(false);
    expect(screen.getByRole('button', { name: 'Показать фото 2' }).matches(SCRIPTED_BUTTON)).toBe(
      true,
    );
  });

  it('hydrates without a mismatch, and a dialog the browser opened before stays open', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(gallery());
    document.body.append(container);
    // What showModal() leaves on the dialog when the photo was tapped before the code came.
    container.querySelector('dialog')!.setAttribute('open', '');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, gallery(), { onRecoverableError: recoverable }),
    );
    hydrated = { root, container };
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();

    // The gallery's state changes under it; React leaves the dialog as the browser has it.
    fireEvent.click(screen.getByRole('button', { name: 'Показать фото 3' }));
    const dialog = container.querySelector('dialog')!;
    expect(dialog).toHaveAttribute('open');
    expect(dialog.querySelectorAll('img')).toHaveLength(images.length);
  });
});

describe('the product gallery with the page’s code', () => {
  it('a tap on the main photo cancels the browser’s dialog and opens the image viewer', async () => {
    render(gallery());
    const opener = mainPhoto();
    // fireEvent answers false when a listener prevented the click's default: the command.
    expect(fireEvent.click(opener)).toBe(false);
    expect(await viewer()).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: TITLE })).toHaveTextContent('1 из 3');
  });

  it('the viewer opens at the photo the thumbnails chose', async () => {
    render(gallery());
    fireEvent.click(screen.getByRole('button', { name: 'Показать фото 2' }));
    const opener = screen.getByRole('button', { name: 'Открыть фото 2' });
    expect(photosDialog(opener)).toBeInTheDocument();
    expect(fireEvent.click(opener)).toBe(false);
    await viewer();
    expect(screen.getByRole('dialog', { name: TITLE })).toHaveTextContent('2 из 3');
  });
});
