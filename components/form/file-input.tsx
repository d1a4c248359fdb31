'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import { controlAria, Field } from './field';
import styles from './form.module.scss';
import { formTexts } from './texts';

/**
 * Files to attach to a request. The browser checks what it can (count, size, the `accept`
 * hint, and `refuse`: the form's own rule, e.g. the server's types by extension) and refuses a
 * file at once with its message under the field; the server checks again by content, since a
 * file's name and type prove nothing. With `maxFiles` 1 a new choice replaces the file, and a
 * refused one leaves none: the buyer meant to change it, so the old one is not kept silently.
 * `onChange` is called on every choice, refused or not.
 */
export function FileInput({
  label,
  files,
  onChange,
  accept,
  maxFiles = 3,
  maxBytes = 10 * 1024 * 1024,
  refuse,
  error,
  id,
  className,
}: {
  label?: ReactNode;
  files: File[];
  onChange: (files: File[]) => void;
  accept?: string;
  maxFiles?: number;
  maxBytes?: number;
  /** Why a chosen file may not be attached (its message), or null to take it. */
  refuse?: (file: File) => string | null;
  error?: string;
  id?: string;
  className?: string;
}) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const single = maxFiles === 1;

  const add = (picked: FileList | null) => {
    if (!picked) return;
    const next = single ? [] : [...files];
    let message: string | null = null;
    for (const file of Array.from(picked)) {
      const refusal = refuse?.(file);
      if (refusal) {
        message = refusal;
        continue;
      }
      if (file.size > maxBytes) {
        message = formTexts.fileTooLarge(file.name, Math.round(maxBytes / 1024 / 1024));
        continue;
      }
      if (next.length >= maxFiles) {
        message = formTexts.tooManyFiles(maxFiles);
        break;
      }
      next.push(file);
    }
    setProblem(message);
    onChange(next);
    if (inputRef.current) inputRef.current.value = '';
  };

  const shown = error ?? problem ?? undefined;

  return (
    <Field id={inputId} label={label} error={shown} className={className}>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        className="visually-hidden"
        accept={accept}
        multiple={maxFiles > 1}
        onChange={(event) => add(event.target.files)}
        {...controlAria(inputId, shown)}
      />
      {files.length > 0 ? (
        <ul className={styles.files}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.file}>
              <span>{file.name}</span>
              <button
                type="button"
                className={styles.fileRemove}
                aria-label={`${formTexts.removeFile} ${file.name}`}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                {formTexts.removeFile}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {single || files.length < maxFiles ? (
        <button type="button" className={styles.fileAdd} onClick={() => inputRef.current?.click()}>
          {single && files.length > 0 ? formTexts.replaceFile : formTexts.addFile}
        </button>
      ) : null}
    </Field>
  );
}
