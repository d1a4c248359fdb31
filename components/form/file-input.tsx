'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import { Field } from './field';
import styles from './form.module.scss';
import { formTexts } from './texts';

/**
 * Files to attach to a request. The browser checks what it can (count, size, the `accept`
 * hint); the server checks again by content, since a file's name and type prove nothing.
 */
export function FileInput({
  label,
  files,
  onChange,
  accept,
  maxFiles = 3,
  maxBytes = 10 * 1024 * 1024,
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
  error?: string;
  id?: string;
  className?: string;
}) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const add = (picked: FileList | null) => {
    if (!picked) return;
    const next = [...files];
    let message: string | null = null;
    for (const file of Array.from(picked)) {
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

  return (
    <Field id={inputId} label={label} error={error ?? problem ?? undefined} className={className}>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        className="visually-hidden"
        accept={accept}
        multiple={maxFiles > 1}
        onChange={(event) => add(event.target.files)}
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
      {files.length < maxFiles ? (
        <button type="button" className={styles.fileAdd} onClick={() => inputRef.current?.click()}>
          {formTexts.addFile}
        </button>
      ) : null}
    </Field>
  );
}
