import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Language } from '@portal/contracts';
import { Enterprise, EnterpriseParams, type ListingTranslations } from '@portal/contracts/schemas';
import { BusinessError, Envelope, ok } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import { HIT_COLUMNS, toHit, type HitRow } from '../../lib/product-search';
import { currentMembership } from '../../lib/quotas';
import { shownTexts } from '../../modules/listing-texts/shown-texts';
import { FILE_NOT_FOUND_MSG, type FileRouteOptions } from '../../modules/files/service';

export const ENTERPRISE_NOT_FOUND_MSG = '企业不存在';
const PUBLIC_PRODUCT_COUNT = 20;

/**
 * The public face of a trading company (spec §6: guests may browse): what it does and its
 * published products. Outside the authentication gate, so it names only public fields; contacts,
 * legal person, licence and review notes never leave the member area.
 */
const enterpriseRoutes: FastifyPluginAsyncTypebox<FileRouteOptions> = async (app, options) => {
  app.get(
    '/enterprise/:id',
    {
      schema: {
        tags: ['enterprise'],
        summary: "A company's public page with its newest published products (no sign-in)",
        params: EnterpriseParams,
        response: { 200: Envelope(Enterprise) },
      },
    },
    async (request) => {
      const { rows } = await app.db.query<{
        id: number;
        name: string;
        short_name: string | null;
        country: string | null;
        city: string | null;
        industry: string | null;
        scope: string | null;
        address: string | null;
        founded_on: string | null;
        logo: string | null;
        review_status: number;
        corporate_label: number;
        credit_code: string | null;
        created_at: Date;
        contact_id: number | null;
        original_language: Language;
        translations: ListingTranslations<'company'>;
      }>(
        `SELECT id, name, short_name, country, city, industry, scope, address, original_language,
                translations,
                to_char(founded_on, 'YYYY-MM-DD') AS founded_on, logo, review_status, corporate_label,
                credit_code, created_at,
                (SELECT m.id FROM members m WHERE m.company_id = companies.id AND m.mid = 0
                    AND NOT m.disabled ORDER BY m.id LIMIT 1) AS contact_id
           FROM companies WHERE id = $1 AND NOT is_platform`,
        [request.params.id],
      );
      const company = rows[0];
      if (!company) throw new BusinessError(404, ENTERPRISE_NOT_FOUND_MSG);
      const { tier } = await currentMembership(app.db, company.id, app.now());
      // The supply hall's cards (lib/product-search.ts): name, price and tiers, trade terms.
      const products = await app.db.query<HitRow>(
        `SELECT ${HIT_COLUMNS}, $3::text AS role_key
           FROM products p JOIN companies c ON c.id = p.company_id
          WHERE p.company_id = $1 AND p.status = 1 ORDER BY p.created_at DESC, p.id DESC LIMIT $2`,
        [company.id, PUBLIC_PRODUCT_COUNT, tier.roleKey],
      );
      const reader = requestLanguage(request.headers['accept-language']);
      const shown = shownTexts(
        {
          original: { name: company.name, scope: company.scope },
          originalLanguage: company.original_language,
          translations: company.translations,
        },
        reader,
      );
      const verified = company.review_status === 2;
      // The same base path the page was asked on (/haiguan/api or /hg/api).
      const base = request.routeOptions.url!.replace(/\/enterprise\/:id$/, '');
      // The file id versions the url, so a new logo is fetched despite the long cache.
      const logoFileId = company.logo ? /\/files\/(\d+)$/.exec(company.logo)?.[1] : undefined;
      return ok({
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
        products: products.rows.map((row) => {
          const { imageFileId, ...hit } = toHit(row, reader);
          return {
            ...hit,
            company: { ...hit.company, name: shown.texts.name! },
            // The public product media route serves it (routes/products/public.ts).
            imageUrl:
              imageFileId === null ? null : `${base}/product/public/${hit.id}/media/${imageFileId}`,
          };
        }),
      });
    },
  );

  app.get(
    '/enterprise/:id/logo',
    {
      schema: {
        tags: ['enterprise'],
        summary: "A company's logo image (no sign-in; only the file the company set as its logo)",
        params: EnterpriseParams,
      },
    },
    async (request, reply) => {
      // companies.logo holds the url of one of the company's own uploads (see ownImageUrl), so
      // only that file is reachable here, never any other upload.
      const { rows } = await app.db.query<{ stored_name: string; mime_type: string }>(
        `SELECT f.stored_name, f.mime_type
           FROM companies c JOIN files f ON f.company_id = c.id AND f.file_type = 'image'
          WHERE c.id = $1 AND NOT c.is_platform
            AND c.logo IN ('/haiguan/api/files/' || f.id, '/hg/api/files/' || f.id)`,
        [request.params.id],
      );
      const file = rows[0];
      const notFound = () => reply.code(404).send({ code: 404, msg: FILE_NOT_FOUND_MSG });
      if (!file || !options.fileStorage) return notFound();
      const stored = await options.fileStorage.get(file.stored_name);
      if (!stored) return notFound();
      return reply
        .header('content-type', file.mime_type)
        .header('content-length', stored.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', 'sandbox')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stored.stream);
    },
  );
};

export default enterpriseRoutes;
