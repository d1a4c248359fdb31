import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ImageViewer,
  type ImageViewerProps,
  type ImageViewerSource,
} from '@/components/image-viewer';
import { lockScroll, unlockScroll, useScrollLockStore } from '@/lib/stores/scroll-lock';

const photos: ImageViewerSource[] = [
  { src: '/media/futer-1.jpg', title: 'Футер 3-нитка, серый меланж', alt: 'Рулон футера' },
  { src: '/media/futer-2.jpg', title: 'Футер 3-нитка, петля' },
  { src: '/media/futer-3.jpg' },
];

type HarnessProps = Partial<Omit<ImageViewerProps, 'open' | 'onClose'>> & {
  onClose?: () => void;
  startOpen?: boolean;
};

/** A page with an opener button, like the product gallery will be. */
function Harness({ images = photos, index: start = 0, startOpen = false, ...rest }: HarnessProps) {
  const [open, setOpen] = useState(startOpen);
  const [index, setIndex] = useState(start);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть фото
      </button>
      <ImageViewer
        images={images}
        index={index}
        open={open}
        {...rest}
        onClose={() => {
          rest.onClose?.();
          setOpen(false);
        }}
        onIndexChange={(next) => {
          rest.onIndexChange?.(next);
          setIndex(next);
        }}
      />
    </>
  );
}

async function openViewer(props: HarnessProps = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Открыть фото' }));
  return user;
}

const dialog = () => screen.getByRole('dialog');
const counter = () => screen.getByRole('status');
const image = () => dialog().querySelector('img') as HTMLImageElement;
const transform = () => (image().parentElement as HTMLElement).style.transform;
const stage = () => image().parentElement?.parentElement as HTMLElement;
const button = (name: string) => screen.getByRole('button', { name });

/** Fires the image's load event with the sizes a browser would measure. */
function load(naturalWidth = 800, shownWidth = 800) {
  const img = image();
  Object.defineProperty(img, 'naturalWidth', { configurable: true, value: naturalWidth });
  Object.defineProperty(img, 'offsetWidth', { configurable: true, value: shownWidth });
  fireEvent.load(img);
}

afterEach(() => {
  document.documentElement.removeAttribute('dir');
  vi.restoreAllMocks();
});

describe('ImageViewer: dialog, focus and scroll (storefront.md §2)', () => {
  it('opens as a modal dialog named by the image title, with a "1 из 3" status', async () => {
    await openViewer();
    const viewer = dialog();
    expect(viewer).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('dialog', { name: 'Футер 3-нитка, серый меланж' })).toBe(viewer);
    expect(counter()).toHaveTextContent('1 из 3');
    expect(image()).toHaveAttribute('alt', 'Рулон футера');
    expect(viewer.contains(document.activeElement)).toBe(true);
  });

  it('is named by the title prop, then "Просмотр изображения", when the image has no title', async () => {
    await openViewer({ index: 2, title: 'Галерея товара' });
    expect(screen.getByRole('dialog', { name: 'Галерея товара' })).toBeInTheDocument();
    expect(image()).toHaveAttribute('alt', 'Изображение 3 из 3');
  });

  it('renders into document.body, outside the page tree', async () => {
    const { container } = render(<Harness startOpen />);
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    expect(document.body.querySelector('[role="dialog"]')).not.toBeNull();
  });

  it('hides page scrolling while open and gives it back on close', async () => {
    const user = await openViewer();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.click(button('Закрыть'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    expect(useScrollLockStore.getState().count).toBe(0);
  });

  it('closes on Escape and returns the focus to the opener', async () => {
    const onClose = vi.fn();
    const user = await openViewer({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button('Открыть фото')).toHaveFocus();
  });

  it('over a modal: Escape closes only the viewer, and the page stays locked for the modal', async () => {
    const modalEscape = vi.fn();
    document.addEventListener('keydown', modalEscape); // as components/modal listens
    lockScroll(); // the modal's lock
    try {
      const user = await openViewer();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(modalEscape).not.toHaveBeenCalled();
      expect(document.documentElement.style.overflow).toBe('hidden');
    } finally {
      unlockScroll();
      document.removeEventListener('keydown', modalEscape);
    }
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = await openViewer({ index: 1 });
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(dialog().contains(document.activeElement)).toBe(true);
    }
    for (let i = 0; i < 12; i++) {
      await user.tab({ shift: true });
      expect(dialog().contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on a click on the dark area around the image, not on the image', async () => {
    const onClose = vi.fn();
    const user = await openViewer({ onClose });
    load();
    await user.click(image());
    expect(onClose).not.toHaveBeenCalled();
    await user.click(stage());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
  });
});

describe('ImageViewer: moving between images', () => {
  it('arrows move to the next and previous image and report the index', async () => {
    const onIndexChange = vi.fn();
    const user = await openViewer({ onIndexChange });
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('2 из 3');
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('dialog', { name: 'Футер 3-нитка, петля' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toHaveTextContent('1 из 3');
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
  });

  it('swaps the arrows in right-to-left mode (document direction)', async () => {
    document.documentElement.setAttribute('dir', 'rtl');
    const user = await openViewer({ index: 1 });
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('1 из 3');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(counter()).toHaveTextContent('3 из 3');
  });

  it('swaps the arrows with dir="rtl"', async () => {
    const user = await openViewer({ index: 1, dir: 'rtl' });
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toHaveTextContent('3 из 3');
  });

  it('disables previous at the first and next at the last image without loop', async () => {
    const user = await openViewer();
    expect(button('Предыдущее изображение')).toBeDisabled();
    expect(button('Следующее изображение')).toBeEnabled();
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toHaveTextContent('1 из 3');

    await user.click(button('Следующее изображение'));
    await user.click(button('Следующее изображение'));
    expect(counter()).toHaveTextContent('3 из 3');
    expect(button('Следующее изображение')).toBeDisabled();
    expect(button('Предыдущее изображение')).toBeEnabled();
    // The keyboard still works after the focused button was disabled under it.
    expect(dialog().contains(document.activeElement)).toBe(true);
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('3 из 3');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('wraps around with loop', async () => {
    const onIndexChange = vi.fn();
    const user = await openViewer({ loop: true, onIndexChange });
    expect(button('Предыдущее изображение')).toBeEnabled();
    await user.click(button('Предыдущее изображение'));
    expect(counter()).toHaveTextContent('3 из 3');
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('1 из 3');
  });

  it('has no previous and next buttons for a single image', async () => {
    await openViewer({ images: ['/media/one.jpg'] });
    expect(screen.queryByRole('button', { name: 'Следующее изображение' })).toBeNull();
    expect(counter()).toHaveTextContent('1 из 1');
  });

  it('follows a new index from the caller while open', () => {
    const props = { images: photos, open: true, onClose: () => {} };
    const { rerender } = render(<ImageViewer {...props} index={0} />);
    rerender(<ImageViewer {...props} index={2} />);
    expect(counter()).toHaveTextContent('3 из 3');
    // A new array with the same images does not move the viewer back.
    rerender(<ImageViewer {...props} images={[...photos]} index={2} />);
    expect(counter()).toHaveTextContent('3 из 3');
  });
});

describe('ImageViewer: valid images and index clamping (storefront.md §5)', () => {
  it('clamps an index past the end to the last image and below 0 to the first', async () => {
    render(<ImageViewer images={photos} index={99} open onClose={() => {}} />);
    expect(counter()).toHaveTextContent('3 из 3');
  });

  it('clamps a negative index to the first image', () => {
    render(<ImageViewer images={photos} index={-3} open onClose={() => {}} />);
    expect(counter()).toHaveTextContent('1 из 3');
  });

  it('skips invalid and unsafe images and reports indexes in the caller list', async () => {
    const onIndexChange = vi.fn();
    const images = [
      '/media/a.jpg',
      { src: 'javascript:alert(1)' },
      { src: '' },
      null as unknown as string,
      { src: '/media/b.jpg', title: 'Второе' },
    ];
    const user = await openViewer({ images, onIndexChange });
    expect(counter()).toHaveTextContent('1 из 2');
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('2 из 2');
    expect(image()).toHaveAttribute('src', '/media/b.jpg');
    expect(onIndexChange).toHaveBeenLastCalledWith(4);
    expect(document.body.innerHTML).not.toContain('javascript:');
  });

  it('shows the error state when no image is valid', () => {
    render(
      <ImageViewer images={[{ src: '' }, 'javascript:void 0']} index={0} open onClose={() => {}} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Нет изображений для просмотра');
    expect(dialog().querySelector('img')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(button('Увеличить')).toBeDisabled();
    expect(button('Закрыть')).toBeEnabled();
  });
});

describe('ImageViewer: loading and broken images (storefront.md §4, §8)', () => {
  it('shows a loading state until the image has loaded', async () => {
    await openViewer();
    expect(screen.getByRole('img', { name: 'Загрузка изображения' })).toBeInTheDocument();
    expect(button('Увеличить')).toBeDisabled();
    load();
    expect(screen.queryByRole('img', { name: 'Загрузка изображения' })).toBeNull();
    expect(button('Увеличить')).toBeEnabled();
  });

  it('shows a broken image and emits an error event with the index and src', async () => {
    const onError = vi.fn();
    const user = await openViewer({ index: 1, onError });
    fireEvent.error(image());
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить изображение');
    expect(onError).toHaveBeenCalledWith({ index: 1, src: '/media/futer-2.jpg' });
    expect(button('Увеличить')).toBeDisabled();
    expect(button('Повернуть вправо')).toBeDisabled();

    // The next image loads normally.
    await user.keyboard('{ArrowRight}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(image()).toHaveAttribute('src', '/media/futer-3.jpg');
  });
});

describe('ImageViewer: zoom, rotation, reset (storefront.md §2, §9)', () => {
  it('zooms in and out by 0.12 from the toolbar', async () => {
    const user = await openViewer();
    load();
    await user.click(button('Увеличить'));
    expect(transform()).toContain('scale(1.12)');
    await user.click(button('Уменьшить'));
    await user.click(button('Уменьшить'));
    expect(transform()).toContain('scale(0.88)');
  });

  it('stops at 3 times the natural size and disables zoom in there', async () => {
    const user = await openViewer();
    load(800, 800);
    const zoomIn = button('Увеличить');
    for (let i = 0; i < 30 && !zoomIn.hasAttribute('disabled'); i++) await user.click(zoomIn);
    expect(zoomIn).toBeDisabled();
    expect(transform()).toContain('scale(3)');
  });

  it('stops at 0.1 times the natural size and disables zoom out there', async () => {
    const user = await openViewer();
    load(800, 800);
    const zoomOut = button('Уменьшить');
    for (let i = 0; i < 30 && !zoomOut.hasAttribute('disabled'); i++) await user.click(zoomOut);
    expect(zoomOut).toBeDisabled();
    expect(transform()).toContain('scale(0.1)');
  });

  it('rotates by 90 degrees and reports 0 to 359', async () => {
    const onRotate = vi.fn();
    const user = await openViewer({ onRotate });
    load();
    await user.click(button('Повернуть вправо'));
    expect(transform()).toContain('rotate(90deg)');
    expect(onRotate).toHaveBeenLastCalledWith(90);
    await user.click(button('Повернуть влево'));
    await user.click(button('Повернуть влево'));
    expect(onRotate).toHaveBeenLastCalledWith(270);
  });

  it('reset returns to the fitted, unrotated image and is disabled when nothing to reset', async () => {
    const user = await openViewer();
    load();
    expect(button('Сбросить')).toBeDisabled();
    await user.click(button('Увеличить'));
    await user.click(button('Повернуть влево'));
    await user.click(button('Сбросить'));
    expect(transform()).toContain('scale(1)');
    expect(transform()).toContain('rotate(0deg)');
    expect(button('Сбросить')).toBeDisabled();
  });

  it('+, - and 0 zoom and reset from the keyboard', async () => {
    const user = await openViewer();
    load();
    await user.keyboard('+');
    expect(transform()).toContain('scale(1.12)');
    await user.keyboard('0');
    expect(transform()).toContain('scale(1)');
  });

  it('double click toggles between the natural size and the current zoom', async () => {
    const user = await openViewer();
    load(2400, 800); // shown at a third of its natural size
    await user.click(button('Увеличить'));
    await user.dblClick(image());
    expect(transform()).toContain('scale(3)');
    await user.dblClick(image());
    expect(transform()).toContain('scale(1.12)');
  });

  it('changing image resets zoom, rotation and position', async () => {
    const user = await openViewer();
    load();
    await user.click(button('Увеличить'));
    await user.click(button('Повернуть вправо'));
    await user.keyboard('{ArrowRight}{ArrowLeft}');
    expect(transform()).toBe('translate3d(0px, 0px, 0) scale(1) rotate(0deg)');
  });
});

describe('ImageViewer: wheel, drag, swipe, pinch', () => {
  it('zooms with the wheel, at most one step per 80 ms', async () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    await openViewer();
    load();
    fireEvent.wheel(stage(), { deltaY: -100 });
    fireEvent.wheel(stage(), { deltaY: -100 });
    expect(transform()).toContain('scale(1.12)');
    now += 80;
    fireEvent.wheel(stage(), { deltaY: -100 });
    expect(transform()).toContain('scale(1.24)');
    now += 80;
    fireEvent.wheel(stage(), { deltaY: 100 });
    expect(transform()).toContain('scale(1.12)');
  });

  it('drag moves the image', async () => {
    await openViewer();
    load();
    const target = image();
    fireEvent.pointerDown(target, {
      pointerId: 1,
      pointerType: 'mouse',
      clientX: 100,
      clientY: 100,
    });
    fireEvent.pointerMove(target, {
      pointerId: 1,
      pointerType: 'mouse',
      clientX: 130,
      clientY: 80,
    });
    fireEvent.pointerUp(target, { pointerId: 1, pointerType: 'mouse', clientX: 130, clientY: 80 });
    expect(transform()).toContain('translate3d(30px, -20px, 0)');
  });

  const swipe = (dx: number, dy: number) => {
    const target = image();
    const at = (x: number, y: number) => ({
      pointerId: 7,
      pointerType: 'touch',
      clientX: x,
      clientY: y,
    });
    fireEvent.pointerDown(target, at(200, 300));
    fireEvent.pointerMove(target, at(200 + dx / 2, 300 + dy / 2));
    fireEvent.pointerMove(target, at(200 + dx, 300 + dy));
    fireEvent.pointerUp(target, at(200 + dx, 300 + dy));
  };

  it('a horizontal swipe over 50 px changes image; a short or steep one does not', async () => {
    const onIndexChange = vi.fn();
    await openViewer({ onIndexChange });
    load();
    swipe(-40, 0);
    expect(counter()).toHaveTextContent('1 из 3');
    expect(transform()).toContain('translate3d(0px, 0px, 0)'); // springs back
    swipe(-80, 90);
    expect(counter()).toHaveTextContent('1 из 3');
    swipe(-80, 20);
    expect(counter()).toHaveTextContent('2 из 3');
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    load();
    swipe(80, 0);
    expect(counter()).toHaveTextContent('1 из 3');
  });

  it('swipes the other way in right-to-left mode', async () => {
    await openViewer({ dir: 'rtl' });
    load();
    swipe(80, 0);
    expect(counter()).toHaveTextContent('2 из 3');
  });

  it('pinch zooms with two fingers, and does not swipe', async () => {
    await openViewer();
    load();
    const target = image();
    const finger = (id: number, x: number) => ({
      pointerId: id,
      pointerType: 'touch',
      clientX: x,
      clientY: 300,
    });
    fireEvent.pointerDown(target, finger(1, 150));
    fireEvent.pointerDown(target, finger(2, 250));
    fireEvent.pointerMove(target, finger(1, 100));
    fireEvent.pointerMove(target, finger(2, 300));
    expect(transform()).toContain('scale(2)');
    fireEvent.pointerUp(target, finger(1, 100));
    fireEvent.pointerUp(target, finger(2, 300));
    expect(counter()).toHaveTextContent('1 из 3');
    expect(transform()).toContain('scale(2)');
  });
});

describe('ImageViewer: server render', () => {
  it('renders nothing on the server even when open', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<ImageViewer images={photos} index={0} open onClose={() => {}} />);
    expect(html).toBe('');
  });
});
