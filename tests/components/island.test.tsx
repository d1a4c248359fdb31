import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { island } from '@/components/island';

/** The interactive part: a toggle and a field that says what it holds. */
function LiveMenu({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  return (
    <div>
      <button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {label}
      </button>
      <input aria-label="Поиск" value={text} onChange={(event) => setText(event.target.value)} />
      <p>{open ? 'Меню открыто' : 'Меню закрыто'}</p>
      <p>{text ? `Ищем: ${text}` : null}</p>
    </div>
  );
}

/** The server's rendering of the same part, closed, without its code. */
const serverMarkup = (
  <div>
    <button type="button" aria-expanded={false}>
      Каталог
    </button>
    <input aria-label="Поиск" />
  </div>
);

/** An island whose code arrives when the test says so. */
function deferredIsland() {
  let arrive: (component: ComponentType<{ label: string }>) => void = () => undefined;
  const load = vi.fn(
    () => new Promise<ComponentType<{ label: string }>>((resolve) => (arrive = resolve)),
  );
  const Part = island(load);
  return { Part, load, arrive: async () => act(async () => arrive(LiveMenu)) };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('island (issue #22): server markup first, the code after the page', () => {
  it('shows the server markup and loads nothing until the browser is idle after the load', async () => {
    vi.useFakeTimers();
    const { Part, load, arrive } = deferredIsland();
    render(<Part label="Каталог">{serverMarkup}</Part>);
    expect(screen.getByRole('button', { name: 'Каталог' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(load).not.toHaveBeenCalled();

    // jsdom has no requestIdleCallback: "idle" is the fallback's moment after the load.
    await act(async () => vi.advanceTimersByTime(1500));
    expect(load).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    await arrive();
    expect(await screen.findByText('Меню закрыто')).toBeInTheDocument();
  });

  it('islands whose code comes together swap one per task when idle, not all in one', async () => {
    // The carrying-over module is in the cache, so the code "arrives" when the test says.
    await import('@/components/island/carry-over');
    vi.useFakeTimers();
    const { Part, arrive } = deferredIsland();
    render(
      <>
        {['Каталог', 'Покупателям', 'Контакты'].map((label) => (
          <Part key={label} label={label}>
            <div>
              <button type="button">{label}</button>
              <input aria-label="Поиск" />
            </div>
          </Part>
        ))}
      </>,
    );
    await act(async () => vi.advanceTimersByTime(1500));
    // From here the tasks the islands queue are kept, to be run one at a time.
    const tasks: Array<() => void> = [];
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((task: () => void) => {
      tasks.push(task);
      return 0;
    }) as unknown as typeof setTimeout);
    await arrive();
    const live = () => document.querySelectorAll('[data-island="live"]').length;
    expect(live()).toBe(0);
    expect(tasks).toHaveLength(3);
    // Each swap is a task of its own: the page can answer input between them.
    for (const [done, task] of tasks.entries()) {
      act(() => task());
      expect(live()).toBe(done + 1);
    }
    expect(screen.getAllByText('Меню закрыто')).toHaveLength(3);
  });

  it('starts loading at once when the visitor reaches for it', () => {
    const { Part, load } = deferredIsland();
    render(<Part label="Каталог">{serverMarkup}</Part>);
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Каталог' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives a click made before the code came to the component once it is there', async () => {
    const { Part, load, arrive } = deferredIsland();
    render(<Part label="Каталог">{serverMarkup}</Part>);
    fireEvent.click(screen.getByRole('button', { name: 'Каталог' }));
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    expect(await screen.findByText('Меню открыто')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Каталог' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('keeps what was typed and the focus when the component takes over', async () => {
    const user = userEvent.setup();
    const { Part, arrive } = deferredIsland();
    render(<Part label="Каталог">{serverMarkup}</Part>);
    await user.type(screen.getByRole('textbox', { name: 'Поиск' }), 'футер');
    await arrive();
    // The component's own state has it: it is not just text left in the old markup.
    expect(await screen.findByText('Ищем: футер')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Поиск' });
    expect(field).toHaveValue('футер');
    expect(field).toHaveFocus();
    await user.type(field, ' 3-нитка');
    expect(screen.getByText('Ищем: футер 3-нитка')).toBeInTheDocument();
  });

  it('is live from the start once its code has come on an earlier page', async () => {
    const { Part, arrive } = deferredIsland();
    const first = render(<Part label="Каталог">{serverMarkup}</Part>);
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Каталог' }));
    await arrive();
    await screen.findByText('Меню закрыто');
    first.unmount();
    render(<Part label="Каталог">{serverMarkup}</Part>);
    expect(screen.getByText('Меню закрыто')).toBeInTheDocument();
  });

  it('gives the click after the component has settled: one that closes itself on mount stays open', async () => {
    // Like the mobile menu, which closes on the first route it sees.
    function ClosingOnMount() {
      const [open, setOpen] = useState(false);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the behaviour under test
      useEffect(() => setOpen(false), []);
      return (
        <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
          Меню
        </button>
      );
    }
    let arrive: (component: ComponentType<object>) => void = () => undefined;
    const Part = island(() => new Promise<ComponentType<object>>((resolve) => (arrive = resolve)));
    render(
      <Part>
        <button type="button" aria-expanded={false}>
          Меню
        </button>
      </Part>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Меню' }));
    await act(async () => arrive(ClosingOnMount));
    expect(await screen.findByRole('button', { name: 'Меню', expanded: true })).toBeInTheDocument();
  });

  it("carries over a ticked box and a chosen option, through the component's own handlers", async () => {
    const chosen = vi.fn();
    function LiveFilter() {
      const [ticked, setTicked] = useState(false);
      const [sort, setSort] = useState('popular');
      return (
        <form>
          <label>
            <input
              type="checkbox"
              checked={ticked}
              onChange={(event) => {
                setTicked(event.target.checked);
                chosen('box', event.target.checked);
              }}
            />
            Хлопок
          </label>
          <select
            aria-label="Сортировка"
            value={sort}
            onChange={(event) => {
              setSort(event.target.value);
              chosen('sort', event.target.value);
            }}
          >
            <option value="popular">По популярности</option>
            <option value="new">Сначала новинки</option>
          </select>
        </form>
      );
    }
    let arrive: (component: ComponentType<object>) => void = () => undefined;
    const Part = island(() => new Promise<ComponentType<object>>((resolve) => (arrive = resolve)));
    render(
      <Part>
        <form>
          <label>
            <input type="checkbox" defaultChecked={false} />
            Хлопок
          </label>
          <select aria-label="Сортировка" defaultValue="popular">
            <option value="popular">По популярности</option>
            <option value="new">Сначала новинки</option>
          </select>
        </form>
      </Part>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Хлопок' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Сортировка' }), 'new');
    await act(async () => arrive(LiveFilter));
    await vi.waitFor(() => expect(chosen).toHaveBeenCalledTimes(2));
    expect(chosen).toHaveBeenCalledWith('box', true);
    expect(chosen).toHaveBeenCalledWith('sort', 'new');
    expect(screen.getByRole('checkbox', { name: 'Хлопок' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('new');
  });
});

describe('island and the controls the browser works itself (issue #37)', () => {
  /** A sheet its button opens by itself, as the server renders it and as the component does. */
  const Sheet = ({ live }: { live: boolean }) => (
    <div>
      <button type="button" popoverTarget="sheet">
        Фильтр
      </button>
      <form id="sheet" popover="auto" aria-label="Фильтр">
        <p>{live ? 'Код пришёл' : 'Без кода'}</p>
      </form>
    </div>
  );
  const LiveSheet = () => <Sheet live />;

  it('a popover opened before the code came is open in the component’s markup too, and its button is not clicked again', async () => {
    let arrive: (component: ComponentType<object>) => void = () => undefined;
    const Part = island(() => new Promise<ComponentType<object>>((resolve) => (arrive = resolve)));
    render(
      <Part>
        <Sheet live={false} />
      </Part>,
    );
    // The tap reaches the island (its code is asked for) and opens the sheet by itself.
    await userEvent.click(screen.getByRole('button', { name: 'Фильтр' }));
    expect(document.getElementById('sheet')!.matches(':popover-open')).toBe(true);

    await act(async () => arrive(LiveSheet));
    expect(await screen.findByText('Код пришёл')).toBeInTheDocument();
    // The component's sheet, open: not closed by the swap, not toggled by a replayed click.
    expect(document.getElementById('sheet')!.matches(':popover-open')).toBe(true);
  });
});
