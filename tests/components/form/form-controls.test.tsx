import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileInput, PhoneInput, Select, TextArea, visibleError } from '@/components/form';

const warehouses = [
  { value: 'msk', label: 'Москва' },
  { value: 'spb', label: 'Санкт-Петербург' },
  { value: 'ekb', label: 'Екатеринбург' },
];

function ControlledSelect(props: { readOnly?: boolean; onChange?: (v: string) => void }) {
  const [value, setValue] = useState<string | undefined>();
  return (
    <Select
      label="Склад"
      options={warehouses}
      value={value}
      readOnly={props.readOnly}
      onChange={(v) => (setValue(v), props.onChange?.(v))}
    />
  );
}

describe('Select', () => {
  it('is chosen with the keyboard: arrows move, Enter picks, the list closes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ControlledSelect onChange={onChange} />);
    const combobox = screen.getByRole('combobox', { name: 'Склад' });
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('spb');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveTextContent('Санкт-Петербург');
  });

  it('Escape closes without choosing; a click picks an option', async () => {
    const user = userEvent.setup();
    render(<ControlledSelect />);
    const combobox = screen.getByRole('combobox', { name: 'Склад' });
    await user.click(combobox);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveTextContent('Выберите');
    await user.click(combobox);
    await user.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Екатеринбург' }),
    );
    expect(combobox).toHaveTextContent('Екатеринбург');
  });

  it('read-only never opens', async () => {
    const user = userEvent.setup();
    render(<ControlledSelect readOnly />);
    await user.click(screen.getByRole('combobox', { name: 'Склад' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

function ControlledPhone({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState('');
  return <PhoneInput label="Телефон" value={value} onChange={(v) => (setValue(v), onChange(v))} />;
}

describe('PhoneInput', () => {
  it('masks a Russian number as (NNN) NNN-NN-NN with +7 in front', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ControlledPhone onChange={onChange} />);
    await user.type(screen.getByLabelText('Телефон'), '9001234567');
    expect(screen.getByLabelText('Телефон')).toHaveValue('(900) 123-45-67');
    expect(onChange).toHaveBeenLastCalledWith('+7 (900) 123-45-67');
  });

  it('changing the country clears the number and takes the new mask', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ControlledPhone onChange={onChange} />);
    await user.type(screen.getByLabelText('Телефон'), '900');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Страна' }), 'AM');
    expect(onChange).toHaveBeenLastCalledWith('');
    await user.type(screen.getByLabelText('Телефон'), '77123456');
    expect(onChange).toHaveBeenLastCalledWith('+374 (77) 123-456');
  });
});

describe('TextArea', () => {
  it('trims its text when it loses focus', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Комментарий" />);
    const area = screen.getByLabelText('Комментарий');
    await user.type(area, '  нужен образец  ');
    await user.tab();
    expect(area).toHaveValue('нужен образец');
  });
});

describe('FileInput', () => {
  function Files({ maxBytes }: { maxBytes: number }) {
    const [files, setFiles] = useState<File[]>([]);
    return (
      <FileInput
        label="Резюме"
        files={files}
        onChange={setFiles}
        maxFiles={2}
        maxBytes={maxBytes}
      />
    );
  }

  it('lists chosen files, refuses one over the size limit, removes on request', async () => {
    const user = userEvent.setup();
    render(<Files maxBytes={1024 * 1024} />);
    const input = screen.getByLabelText('Резюме');
    await user.upload(input, new File(['cv'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('cv.pdf')).toBeInTheDocument();
    await user.upload(
      input,
      new File([new Uint8Array(2 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Файл «big.pdf» больше 1 МБ');
    await user.click(screen.getByRole('button', { name: 'Удалить cv.pdf' }));
    expect(screen.queryByText('cv.pdf')).not.toBeInTheDocument();
  });
});

describe('visibleError', () => {
  it('shows an error only once the field has content', () => {
    expect(visibleError('Обязательное поле', '')).toBeUndefined();
    expect(visibleError('Некорректные ФИО', 'И')).toBe('Некорректные ФИО');
    expect(visibleError('x', [])).toBeUndefined();
  });
});
