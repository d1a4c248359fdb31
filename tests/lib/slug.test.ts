import { describe, expect, it } from 'vitest';
import { isUrlId } from '@/lib/catalog/smart-filter';
import { slugify } from '@/lib/format/slug';

describe('slugify', () => {
  it.each([
    ['Чёрный', 'chernyj'],
    ['Тёмно-синий', 'temno-sinij'],
    ['92% хлопок, 8% лайкра', '92-hlopok-8-lajkra'],
    ['Футер 3-нитка петля', 'futer-3-nitka-petlya'],
    ['  Щавелевый  ', 'shchavelevyj'],
    ['or', 'orr'],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('always gives a valid filter urlId for text with letters or digits', () => {
    for (const text of ['Молочный', 'Серый меланж', 'Or-or-or', '100% хлопок', 'A or B']) {
      expect(isUrlId(slugify(text)), text).toBe(true);
    }
  });
});
