/**
 * Latin URL form of Russian text ('Чёрный' → 'chernyj', '92% хлопок, 8% лайкра' →
 * '92-hlopok-8-lajkra'): the urlId of filter values and the slugs of the catalogue.
 */
const table: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'j',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

export function slugify(text: string): string {
  const latin = [...text.toLowerCase()].map((ch) => table[ch] ?? ch).join('');
  return (
    latin
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      // A standalone word 'or' would read as the smart filter's value separator '-or-'.
      .replace(/(^|-)or(?=-|$)/g, '$1orr')
      .slice(0, 80)
      .replace(/-+$/g, '')
  );
}
