import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlight } from '@/features/search/components/highlight';
import { splitHighlight } from '@/features/search/model/highlight';

const marked = (text: string, query: string) =>
  splitHighlight(text, query)
    .filter((part) => part.match)
    .map((part) => part.text);

describe('highlighting the words of the query', () => {
  it('marks every occurrence, whatever the case', () => {
    expect(splitHighlight('Футер 3-нитка, футер петля', 'футер')).toEqual([
      { text: 'Футер', match: true },
      { text: ' 3-нитка, ', match: false },
      { text: 'футер', match: true },
      { text: ' петля', match: false },
    ]);
  });

  it('marks another word form of the same word, as the search finds it', () => {
    expect(marked('Кулирка пенье', 'кулирки')).toEqual(['Кулирка']);
    expect(marked('Интерлок', 'интерлока')).toEqual(['Интерлок']);
  });

  it('marks each word of a query of several words, and a typed prefix', () => {
    expect(marked('Футер синий, хлопок', 'хлоп синий')).toEqual(['синий', 'хлоп']);
  });

  it('takes the characters of the query literally', () => {
    expect(splitHighlight('Цена (опт)', '(.*)')).toEqual([{ text: 'Цена (опт)', match: false }]);
    expect(marked('a+b', 'a+b')).toEqual([]);
  });

  it('leaves a text without matches, or an empty query, whole', () => {
    expect(splitHighlight('Флис', 'футер')).toEqual([{ text: 'Флис', match: false }]);
    expect(splitHighlight('Флис', '')).toEqual([{ text: 'Флис', match: false }]);
    expect(splitHighlight('', 'футер')).toEqual([]);
  });

  it('renders marks as elements and markup in the text as text, never as HTML', () => {
    const { container } = render(
      <p>
        <Highlight text={'<img src=x onerror="alert(1)"> футер'} query="футер" />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('mark')).toHaveTextContent('футер');
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> футер');
  });
});
