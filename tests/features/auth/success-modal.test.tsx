import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailChangedModal, SuccessModal } from '@/features/auth/components/success-modal';
import { authTexts } from '@/features/auth/texts';
import { modalProps } from './auth-mocks';

describe('the success message modal (accounts.md §2)', () => {
  it("says 'Успех!' by default and closes with OK", () => {
    const props = modalProps();
    render(<SuccessModal {...props} />);
    expect(screen.getByRole('heading', { name: 'Успех!' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(props.close).toHaveBeenCalled();
  });

  it("says 'E-mail успешно изменен!' after the e-mail link", () => {
    render(<EmailChangedModal {...modalProps()} />);
    expect(screen.getByRole('heading', { name: 'E-mail успешно изменен!' })).toBeInTheDocument();
  });

  it("a sent request: 'Заявка отправлена' with 'Наш менеджер свяжется с вами в ближайшее время'", () => {
    render(
      <SuccessModal
        {...modalProps()}
        title={authTexts.success.requestSent}
        text={authTexts.success.requestSentText}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Заявка отправлена' })).toBeInTheDocument();
    expect(screen.getByText('Наш менеджер свяжется с вами в ближайшее время')).toBeInTheDocument();
  });
});
