import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImageViewer } from '@/components/image-viewer';

/**
 * Issue #34: Back with the image viewer open left the product page. The viewer owns one history
 * entry while open: Back closes it and stays on the page; its own close button pops the entry, so
 * the next Back leaves the page as it would have without the viewer.
 */

const photos = [{ src: '/media/futer-1.jpg', title: 'Футер 3-нитка, серый меланж' }];

/** The product page: its own history entry, and a button that opens the viewer. */
function ProductPage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть фото 1
      </button>
      <ImageViewer images={photos} index={0} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const PAGE_STATE = { page: 'product' };
const viewer = () => screen.queryByRole('dialog');

/** The history's Back, as the browser's button does it: the entry changes, then popstate. */
async function pressBack() {
  await act(async () => {
    const moved = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history.back();
    await moved;
  });
}

async function openViewer() {
  const user = userEvent.setup();
  render(<ProductPage />);
  const lengthBefore = window.history.length;
  await user.click(screen.getByRole('button', { name: 'Открыть фото 1' }));
  expect(viewer()).toBeInTheDocument();
  // The viewer's entry: one more in the history, at the same address.
  await waitFor(() => expect(window.history.length).toBe(lengthBefore + 1));
  expect(window.location.pathname).toBe('/');
  return { user, lengthBefore };
}

beforeEach(() => {
  // Each test starts on an entry of its own, whatever the last one left ahead of it.
  window.history.pushState(PAGE_STATE, '');
});
afterEach(async () => {
  // Let a Back the last test started arrive before the next begins.
  await new Promise((resolve) => setTimeout(resolve, 20));
});

describe('image viewer and the history (issue #34)', () => {
  it('Back closes the viewer and stays on the page', async () => {
    await openViewer();
    await pressBack();
    expect(viewer()).not.toBeInTheDocument();
    // Still the product's entry: Back took the viewer's, not the page's.
    expect(window.history.state).toEqual(PAGE_STATE);
    expect(screen.getByRole('button', { name: 'Открыть фото 1' })).toHaveFocus();
  });

  it('its close button takes the entry back out, so the next Back leaves the page', async () => {
    const { user } = await openViewer();
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(viewer()).not.toBeInTheDocument();
    // The viewer's entry is gone: the current one is the product's again.
    await waitFor(() => expect(window.history.state).toEqual(PAGE_STATE));
  });

  it('Escape does the same', async () => {
    const { user } = await openViewer();
    await user.keyboard('{Escape}');
    expect(viewer()).not.toBeInTheDocument();
    await waitFor(() => expect(window.history.state).toEqual(PAGE_STATE));
  });

  it('opened again at once after a close, it is not closed by the first one leaving', async () => {
    const { lengthBefore } = await openViewer();
    // Closed and opened again in one go, before the first one's Back has come.
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Закрыть' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Открыть фото 1' })));
    // The first viewer's entry goes, then the second's comes, and the second stays open.
    await waitFor(() => expect(window.history.state).not.toEqual(PAGE_STATE));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(viewer()).toBeInTheDocument();
    expect(window.history.length).toBe(lengthBefore + 1);
    await pressBack();
    expect(viewer()).not.toBeInTheDocument();
    expect(window.history.state).toEqual(PAGE_STATE);
  });
});
