/**
 * The catalogue importer until the apply step exists (issue #35, step 2): it reads the file
 * through the CommerceML reader, so a malformed file is refused with the reader's message, counts
 * what the file holds into the run, and answers 1C `failure` saying that nothing was applied.
 * Honest on purpose: a `success` would have 1C's log report a loaded catalogue the shop does not
 * show.
 */
import 'server-only';
import { createReadStream } from 'node:fs';
import { readCml } from '../cml';
import { exchangeTexts } from './texts';
import { ExchangeFailure, type CatalogImporter } from './types';

export function createReadingImporter(): CatalogImporter {
  return {
    async importFile(run, file, fileName) {
      const counts = { sections: 0, products: 0, offers: 0, prices: 0, stock: 0 };
      await readCml(createReadStream(file, { highWaterMark: 256 * 1024 }), {
        fileName,
        onRecord: (record) => {
          if (record.kind === 'group') counts.sections += 1;
          else if (record.kind === 'product') counts.products += 1;
          else if (record.kind === 'offer') {
            counts.offers += 1;
            counts.prices += record.prices?.length ?? 0;
            counts.stock += record.stock?.length ?? 0;
          }
        },
      });
      await run.count(counts);
      throw new ExchangeFailure(
        exchangeTexts.catalogNotApplied(fileName, counts.products, counts.offers),
      );
    },
  };
}
