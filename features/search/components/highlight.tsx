import { splitHighlight } from '../model/highlight';

/** A text with the words of the query wrapped in <mark>; built from parts, never from HTML. */
export function Highlight({ text, query }: { text: string; query: string }) {
  return (
    <>
      {splitHighlight(text, query).map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : part.text,
      )}
    </>
  );
}
