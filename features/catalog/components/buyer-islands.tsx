'use client';

import { withQueryProvider } from '@/components/query-provider';
import { FavouriteToggle as Favourite } from '@/features/favourites/components/favourite-toggle';
import { BuyBox as Box } from './buy-box';
import { LiveCartButton } from './live-cart-button';
import { RestockButton as Restock } from './restock-button';

/**
 * What only a buyer's page renders, each inside the page's query client. Loaded through
 * ./buyer-parts.tsx as one chunk that a visitor's page never asks for.
 */
export const BuyBox = withQueryProvider(Box);
export const CartButton = withQueryProvider(LiveCartButton);
export const FavouriteToggle = withQueryProvider(Favourite);
export const RestockButton = withQueryProvider(Restock);
