/** Warehouses (stores) in the two shapes the spec asks for (storefront.md §7, accounts.md §7). */
import { z } from 'zod';

export const storeXmlAndNameSchema = z.array(
  z.object({
    id: z.number().int(),
    title: z.string(),
    xmlId: z.string(),
    filterValue: z
      .number()
      .int()
      .describe('Value of the catalogue warehouse filter, 21 to 24 (storefront.md §9)'),
  }),
);
export type StoreXmlAndName = z.infer<typeof storeXmlAndNameSchema>;

export const storeIdXmlNameSchema = z.array(
  z.object({ STOCK_ID: z.number().int(), STOCK_NAME: z.string(), STOCK_XML: z.string() }),
);
export type StoreIdXmlName = z.infer<typeof storeIdXmlNameSchema>;
