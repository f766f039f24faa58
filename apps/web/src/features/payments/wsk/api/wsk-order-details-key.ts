// The cache key of an order's details as one WSK section reads it; a write answers with the order and puts
// it under the key of the section it was made from.
import type { WskOrderSection } from '../wsk-payments-view';
import { WSK_PAYMENTS_KEY } from './list-wsk-orders';

export const wskOrderDetailsKey = (section: WskOrderSection, order: number) =>
  [...WSK_PAYMENTS_KEY, 'details', section, order] as const;
