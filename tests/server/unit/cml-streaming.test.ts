/**
 * A large catalogue read as a stream (issue #35: "stream the XML, never load a file whole"):
 * 50,000 products, a file larger than the bound, go through in order while the live heap
 * stays within 30 MB of where it started.
 */
import { Readable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { readCml } from '@/server/modules/exchange/cml/reader';

const total = 50_000;
const perChunk = 250;
const bound = 30 * 1024 * 1024;

function product(i: number): string {
  const id = `b${String(i).padStart(7, '0')}-0000-4000-8000-000000000000`;
  return `<Товар><Ид>${id}</Ид><Артикул>КЛ-${i}</Артикул>
<Наименование>Кулирная гладь 30/1 пенье, партия ${i}</Наименование>
<БазоваяЕдиница Код="166 " НаименованиеПолное="Килограмм">кг</БазоваяЕдиница>
<Группы><Ид>g-${i % 40}</Ид></Группы>
<Описание>Хлопок 100%, 180 г/м², ширина 180 см в рукаве; для футболок и платьев. Партия ${i}.</Описание>
<Картинка>import_files/${id.slice(0, 2)}/${id}.jpg</Картинка>
<ЗначенияСвойств><ЗначенияСвойства><Ид>p-color</Ид><Значение>v-${i % 12}</Значение></ЗначенияСвойства></ЗначенияСвойств>
</Товар>
`;
}

function* catalogue(): Generator<Buffer> {
  yield Buffer.from(
    '\ufeff<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.08" ДатаФормирования="2025-03-14T09:30:00">\n' +
      '<Каталог СодержитТолькоИзменения="false"><Ид>cat</Ид><Наименование>Каталог</Наименование><Товары>\n',
  );
  for (let start = 0; start < total; start += perChunk) {
    let text = '';
    for (let i = start; i < start + perChunk; i += 1) text += product(i);
    yield Buffer.from(text);
  }
  yield Buffer.from('</Товары></Каталог></КоммерческаяИнформация>\n');
}

/** A full collection where the runtime allows one, so the heap is what is alive. */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as (() => void) | undefined;
  return typeof gc === 'function' ? gc : () => {};
}

describe('a 50,000-product catalogue', () => {
  it('is read in order, in bounded memory', { timeout: 120_000 }, async () => {
    const gc = collector();
    let bytes = 0;
    const source = Readable.from(
      (function* () {
        for (const chunk of catalogue()) {
          bytes += chunk.length;
          yield chunk;
        }
      })(),
    );
    gc();
    const before = process.memoryUsage().heapUsed;
    let peak = 0;
    let count = 0;
    let inOrder = true;
    const summary = await readCml(source, {
      fileName: 'import0_1.xml',
      onRecord: (record) => {
        if (record.kind !== 'product') return;
        if (record.article !== `КЛ-${count}` || record.unit?.code !== '166') inOrder = false;
        count += 1;
        if (count % 5000 === 0) {
          gc();
          peak = Math.max(peak, process.memoryUsage().heapUsed - before);
        }
      },
    });
    expect(count).toBe(total);
    expect(inOrder).toBe(true);
    expect(summary).toMatchObject({ contains: 'catalog', counts: { product: total } });
    // The file is larger than the bound: holding it whole could not pass.
    expect(bytes).toBeGreaterThan(bound);
    expect(peak).toBeLessThan(bound);
  });
});
