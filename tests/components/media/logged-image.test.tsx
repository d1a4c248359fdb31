import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoggedImage } from '@/components/media';

/** storefront.md §8 (SF-8.09): failed media loads are only logged. */
describe('LoggedImage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a picture that fails to load and leaves it in place, with nothing shown to the visitor', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<LoggedImage src="/media/press/1.jpg" alt="Выставка" width={400} height={300} />);
    const image = screen.getByRole('img', { name: 'Выставка' });
    fireEvent.error(image);
    expect(warn).toHaveBeenCalledWith(
      '[media] image failed to load',
      expect.stringContaining('%2Fmedia%2Fpress%2F1.jpg'),
    );
    expect(screen.getByRole('img', { name: 'Выставка' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
