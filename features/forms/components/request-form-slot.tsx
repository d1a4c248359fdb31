'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { CatalogRequestForm, Storage } from './catalog-request-modal';

type LiveProps = Parameters<typeof CatalogRequestForm>[0];

const loadLiveForm = () =>
  import('./catalog-request-modal').then(
    (m) => m.CatalogRequestFormLive as ComponentType<LiveProps>,
  );

/** Whether the visitor has changed any of the plain form's fields. */
function touched(root: HTMLElement): boolean {
  return Array.from(root.querySelectorAll<HTMLElement>('input, textarea, select')).some(
    (control) => {
      if (control instanceof HTMLSelectElement)
        return Array.from(control.options).some((o) => o.selected !== o.defaultSelected);
      if (control instanceof HTMLTextAreaElement) return control.value !== control.defaultValue;
      if (!(control instanceof HTMLInputElement)) return false;
      if (control.type === 'checkbox') return control.checked !== control.defaultChecked;
      if (control.type === 'file') return (control.files?.length ?? 0) > 0;
      return control.value !== control.defaultValue;
    },
  );
}

/**
 * The product dialog's form (issue #37): the server's plain form (./lead-form-view.tsx, the
 * children) until the script's form (./lead-form.tsx: the phone's mask, the buyer's warehouse,
 * the files' list, the reasons the button waits) has loaded, which its dialog's first opening
 * asks for. Then the script's form takes the place, unless the visitor is filling in the plain one
 * in the open dialog: that one works to the end (it posts and the server answers with a page),
 * and the swap waits for the dialog to close. Nothing typed is ever replaced.
 */
export function RequestFormSlot({
  children,
  ...props
}: Omit<LiveProps, 'onClose' | 'storages'> & {
  storages: readonly Storage[];
  children: ReactNode;
}) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [Live, setLive] = useState<ComponentType<LiveProps> | null>(null);

  useEffect(() => {
    let gone = false;
    let dialog: HTMLDialogElement | null = null;
    const swap = () => {
      if (gone) return;
      const root = rootRef.current;
      // The field the visitor stood in, found again by its name in the new form.
      const focused = root?.contains(document.activeElement)
        ? document.activeElement?.getAttribute('name')
        : null;
      void loadLiveForm().then((form) => {
        if (gone) return;
        setLive(() => form);
        if (focused)
          requestAnimationFrame(() =>
            rootRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(focused)}"]`)?.focus(),
          );
      });
    };
    // The script's form (react-hook-form, the contract's schemas) is loaded when its dialog first
    // opens, not when the browser is idle after the page: loaded then, its parse and run were
    // the product page's longest task after the load (Lighthouse's blocking time 171 → 392 ms).
    const root = rootRef.current;
    dialog = root?.closest('dialog') ?? null;
    const load = () => {
      observer.disconnect();
      void loadLiveForm().then(() => {
        if (gone || !root) return;
        if (dialog?.open && touched(root)) dialog.addEventListener('close', swap, { once: true });
        else swap();
      });
    };
    const observer = new MutationObserver(() => {
      if (dialog?.open) load();
    });
    if (!dialog || dialog.open) load();
    else observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    return () => {
      gone = true;
      observer.disconnect();
      dialog?.removeEventListener('close', swap);
    };
  }, []);

  return (
    <div ref={rootRef} data-form-slot={Live ? 'live' : 'plain'}>
      {Live ? (
        <Live {...props} onClose={() => rootRef.current?.closest('dialog')?.close()} />
      ) : (
        children
      )}
    </div>
  );
}
