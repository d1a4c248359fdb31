import 'server-only';
import { sanitizeHtml } from '../lib/sanitize';
import styles from './rich-text.module.scss';

/**
 * HTML from the API, sanitised on the server before it reaches the page; with `topHeading`, its
 * highest heading is moved up to that level (an article's body under the page's h1: 2).
 */
export function RichText({
  html,
  className,
  topHeading,
}: {
  html: string;
  className?: string;
  topHeading?: number;
}) {
  return (
    <div
      className={className ? `${styles.text} ${className}` : styles.text}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html, { topHeading }) }}
    />
  );
}
