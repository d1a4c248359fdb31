'use client';

import { usePathname, useRouter } from 'next/navigation';
import {
  useCallback,
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import {
  LazyQuickSearchPanel,
  preloadQuickSearchPanel,
} from '@/features/search/components/lazy-quick-search-panel';
import { nextActive, optionId } from '@/features/search/model/combobox';
import { SEARCH_MAX_LENGTH } from '@/features/search/model/limits';
import { searchCutNote } from '@/features/search/texts';
import { routes } from '@/lib/routes';
import { SearchFormView } from './search-form-view';

/**
 * The search field of the header and of the mobile menu (its markup: ./search-form-view.tsx).
 * A submit navigates in place (a plain form and the router rather than next/form, which is
 * 1.6 KiB on every page). Once focused it loads the quick search
 * panel and becomes a combobox: the arrow keys move through the suggestions (focus stays in the
 * field, aria-activedescendant names the active one), Enter opens it, Escape closes the panel.
 */
export function SearchForm({ id, variant }: { id: string; variant: 'header' | 'menu' }) {
  const [value, setValue] = useState('');
  const [activated, setActivated] = useState(false);
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState(0);
  const [active, setActive] = useState(-1);
  // A paste longer than the field takes is cut by the browser (maxLength); the panel says so.
  const [cut, setCut] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const listboxId = `${useId()}listbox`;
  const pathname = usePathname();
  const router = useRouter();

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  // Leaving the page (an option, a submit, a link elsewhere) closes the panel.
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    close();
  }

  const onOptionsChange = useCallback((next: number) => {
    setCount(next);
    setActive(-1);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!activated) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        setActive((current) => nextActive(current, count, event.key as 'ArrowDown' | 'ArrowUp'));
        return;
      case 'Enter':
        if (open && active >= 0) {
          event.preventDefault();
          document.getElementById(optionId(listboxId, active))?.click();
        }
        return;
      case 'Escape':
        if (open) {
          // Closes the panel only: not the mobile menu around it, nor the field's text.
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        return;
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const field = event.currentTarget;
    const replaced = (field.selectionEnd ?? 0) - (field.selectionStart ?? 0);
    const room = SEARCH_MAX_LENGTH - (field.value.length - replaced);
    if (event.clipboardData.getData('text').length > room) setCut(true);
  };

  const expanded = activated && open && count > 0;

  return (
    <SearchFormView
      id={id}
      variant={variant}
      formRef={formRef}
      form={{
        onFocus: () => {
          setActivated(true);
          setOpen(true);
        },
        onBlur: (event) => {
          if (!formRef.current?.contains(event.relatedTarget as Node | null)) close();
        },
        onPointerEnter: preloadQuickSearchPanel,
        onSubmit: (event) => {
          event.preventDefault();
          close();
          router.push(`${routes.searchResult()}?${new URLSearchParams({ search: value })}`);
        },
        onClick: (event) => {
          if (event.target instanceof Element && event.target.closest('[role="option"]')) close();
        },
      }}
      input={{
        value,
        onChange: (event) => {
          setValue(event.target.value);
          if (event.target.value.length < SEARCH_MAX_LENGTH) setCut(false);
          setOpen(true);
          setActive(-1);
        },
        onKeyDown,
        onPaste,
        role: activated ? 'combobox' : undefined,
        'aria-expanded': activated ? expanded : undefined,
        'aria-controls': activated ? listboxId : undefined,
        'aria-autocomplete': activated ? 'list' : undefined,
        'aria-activedescendant': expanded && active >= 0 ? optionId(listboxId, active) : undefined,
      }}
    >
      {activated ? (
        <LazyQuickSearchPanel
          value={value}
          open={open}
          listboxId={listboxId}
          activeIndex={active}
          onOptionsChange={onOptionsChange}
          onHover={setActive}
          variant={variant}
          notice={cut ? searchCutNote(SEARCH_MAX_LENGTH) : undefined}
        />
      ) : null}
    </SearchFormView>
  );
}
