import { PERMISSIONS } from '../permissions';
import { Envelope } from '../schemas/common';
import {
  CommodityCodeParams,
  PriceEntryBody,
  PriceHistory,
  PriceHistoryQuery,
  PriceImportBody,
  PriceImportResult,
  PriceList,
  PriceListQuery,
  SavedPriceEntry,
} from '../schemas/prices';
import { endpoint } from './define';

/** Commodity prices as observed (docs/prices-and-pavilions.md): public, entered by operators. */
export const priceEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/prices',
    summary: "Each commodity's latest observed price and its change since the previous one",
    tags: ['prices'],
    access: 'public',
    query: PriceListQuery,
    response: Envelope(PriceList),
  }),
  history: endpoint({
    method: 'GET',
    path: '/prices/:code/history',
    summary: "A commodity's observations, oldest first (from/to: observation dates)",
    tags: ['prices'],
    access: 'public',
    params: CommodityCodeParams,
    query: PriceHistoryQuery,
    response: Envelope(PriceHistory),
  }),
  enter: endpoint({
    method: 'POST',
    path: '/operator/prices',
    summary: `Enter one observed price (${PERMISSIONS.priceManage}); replaces the figure of that day`,
    tags: ['prices'],
    access: { permission: PERMISSIONS.priceManage },
    body: PriceEntryBody,
    response: Envelope(SavedPriceEntry),
  }),
  import: endpoint({
    method: 'POST',
    path: '/operator/prices/import',
    summary: `Import a price CSV sent as text (${PERMISSIONS.priceManage}); refused whole at its first problem`,
    tags: ['prices'],
    access: { permission: PERMISSIONS.priceManage },
    body: PriceImportBody,
    response: Envelope(PriceImportResult),
  }),
};
