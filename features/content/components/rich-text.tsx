import 'server-only';
import { sanitizeHtml } from '../lib/sanitize';
import styles from './rich-text.module.scss';

/** HTML from the API, sanitised on the server before it reaches the page. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `${styles.text} ${className}` : styles.text}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
