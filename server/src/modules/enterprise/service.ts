import type { Language } from '@portal/contracts';
import type { Enterprise, Static, SupplyEnterpriseQuery } from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import { BusinessError } from '../../platform/http/envelope';
import { toHit } from '../../lib/product-search';
import { currentMembership } from '../../lib/quotas';
import { shownTexts } from '../listing-texts/shown-texts';
import { ENTERPRISE_NOT_FOUND_MSG } from './messages';
import * as repo from './repo';

const PUBLIC_PRODUCT_COUNT = 20;

/** Trading companies by the supply hall's filters, each named in the reader's language. */
export function listEnterprises(
  db: DbExecutor,
  query: Static<typeof SupplyEnterpriseQuery>,
  reader: Language,
  now: Date,
) {
  const { pageNum, pageSize, ...filters } = query;
  return repo.selectEnterprises(db, filters, { pageNum, pageSize }, now, reader);
}

/**
 * The public face of a trading company: what it does and its newest published products, as the
 * supply hall's cards. It names only public fields; contacts, legal person, licence and review
 * notes never leave the member area, and the credit code only once the company is verified.
 * `base` is the API base path the page was asked on (its logo and images are served there).
 */
export async function enterprisePage(
  db: DbExecutor,
  id: number,
  { base, reader, now }: { base: string; reader: Language; now: Date },
): Promise<Static<typeof Enterprise>> {
  const company = await repo.selectEnterprise(db, id);
  if (!company) throw new BusinessError(404, ENTERPRISE_NOT_FOUND_MSG);
  const { tier } = await currentMembership(db, company.id, now);
  // The supply hall's cards (lib/product-search.ts): name, price and tiers, trade terms.
  const products = await repo.selectCompanyHits(db, company.id, PUBLIC_PRODUCT_COUNT, tier.roleKey);
  const shown = shownTexts(
    {
      original: { name: company.name, scope: company.scope },
      originalLanguage: company.original_language,
      translations: company.translations,
    },
    reader,
  );
  const verified = company.review_status === 2;
  // The file id versions the url, so a new logo is fetched despite the long cache.
  const logoFileId = company.logo ? /\/files\/(\d+)$/.exec(company.logo)?.[1] : undefined;
  return {
    id: company.id,
    name: shown.texts.name!,
    shortName: company.short_name,
    country: company.country?.trim() ?? null,
    city: company.city,
    industry: company.industry,
    scope: shown.texts.scope,
    textLanguage: shown.textLanguage,
    machineTranslated: shown.machineTranslated,
    address: company.address,
    foundedOn: company.founded_on,
    logo: logoFileId ? `${base}/enterprise/${company.id}/logo?v=${logoFileId}` : null,
    verified,
    corporateLabel: company.corporate_label,
    creditCode: verified ? company.credit_code : null,
    roleKey: tier.roleKey,
    memberSince: new Date(company.created_at).toISOString(),
    contactId: company.contact_id,
    products: products.map((row) => {
      const { imageFileId, ...hit } = toHit(row, reader);
      return {
        ...hit,
        company: { ...hit.company, name: shown.texts.name! },
        // The public product media route serves it (modules/products/routes.ts).
        imageUrl:
          imageFileId === null ? null : `${base}/product/public/${hit.id}/media/${imageFileId}`,
      };
    }),
  };
}

/** The stored file of the company's logo; undefined if it has none of its own uploads. */
export function logoFile(db: DbExecutor, companyId: number) {
  return repo.selectLogoFile(db, companyId);
}
