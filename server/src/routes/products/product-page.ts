import type { ProductPage, ProductStatus, Static } from '@portal/contracts/schemas';
import type { DbExecutor } from '../../db/db';
import { BusinessError } from '../../lib/envelope';
import { fileUrls } from '../../lib/files';
import {
  COMPANY_TIER_SQL,
  HIT_COLUMNS,
  toHit,
  type HitRow,
  type ProductHit,
} from '../../lib/product-search';
import { PRODUCT_NOT_FOUND_MSG } from '../../lib/products';

const RELATED_COUNT = 6;

/** The public url of an image or the video of a published product. */
const publicMediaUrl = (base: string, productId: number, fileId: number) =>
  `${base}/product/public/${productId}/media/${fileId}`;

/** The base path the request came in on (/haiguan/api or /hg/api). */
export const baseOf = (url: string | undefined) => (url ?? '').replace(/\/(product|hs)\/.*$/, '');

/** A hit of a published product, its first image by public url. */
export const withPublicImage = (base: string, hit: ProductHit) => {
  const { imageFileId, ...rest } = hit;
  return { ...rest, imageUrl: imageFileId ? publicMediaUrl(base, hit.id, imageFileId) : null };
};

/** What a product page is asked for. */
export interface ProductPageRequest {
  id: number;
  /** The base path the request came in on (public media urls are built on it). */
  base: string;
  now: Date;
  /**
   * The owning company previewing its product before publishing: any state, and media by their
   * signed-in upload urls (fetched with the token, as in the workbench), since an unpublished
   * product's files are not public. Without it, the buyers' view: published products of trading
   * companies, media by public url.
   */
  previewingCompanyId?: number;
}

/**
 * A product as buyers see it — card, company card, every public field, media and the related
 * published products of its HS heading — and its status; missing or outside what the request may
 * see: 404 `产品不存在`.
 */
export async function loadProductPage(
  db: DbExecutor,
  { id, base, now, previewingCompanyId }: ProductPageRequest,
): Promise<{ product: Static<typeof ProductPage>; status: Static<typeof ProductStatus> }> {
  const preview = previewingCompanyId !== undefined;
  const { rows } = await db.query<
    HitRow & {
      product_code: string;
      hs_description: string | null;
      hs_description_pt: string | null;
      chapter_name_zh: string | null;
      chapter_name_pt: string | null;
      chapter_name_en: string | null;
      description: string | null;
      industry_type: string | null;
      category: string | null;
      receiver_id: number | null;
      status: Static<typeof ProductStatus>;
    }
  >(
    `SELECT ${HIT_COLUMNS}, ${COMPANY_TIER_SQL('c.id', '$2')} AS role_key, p.product_code,
            h.description_en AS hs_description, h.name_pt AS hs_description_pt, ch.name_zh AS chapter_name_zh,
            ch.name_pt AS chapter_name_pt, ch.description_en AS chapter_name_en, p.description, it.name AS industry_type,
            pc.name AS category,
            coalesce((SELECT r.id FROM members r WHERE r.id = p.receiver_id AND NOT r.disabled),
                     (SELECT m.id FROM members m WHERE m.company_id = c.id AND m.mid = 0
                       AND NOT m.disabled ORDER BY m.id LIMIT 1)) AS receiver_id,
            p.status
       FROM products p JOIN companies c ON c.id = p.company_id
       LEFT JOIN hs_codes h ON h.code = left(p.hs_code, 6)
       LEFT JOIN hs_codes ch ON ch.code = left(p.hs_code, 2)
       LEFT JOIN catalogue_nodes it ON it.id = p.industry_type_id AND NOT it.disabled
       LEFT JOIN catalogue_nodes pc ON pc.id = p.category_id AND NOT pc.disabled
      WHERE p.id = $1 AND ${preview ? 'p.company_id = $3' : 'p.status = 1 AND NOT c.is_platform'}`,
    preview ? [id, now, previewingCompanyId] : [id, now],
  );
  const row = rows[0];
  if (!row) throw new BusinessError(404, PRODUCT_NOT_FOUND_MSG);
  const mediaUrl = (fileId: number) =>
    preview ? fileUrls(fileId)[1] : publicMediaUrl(base, row.id, fileId);
  const media = await db.query<{ file_id: number; kind: string }>(
    'SELECT file_id, kind FROM product_media WHERE product_id = $1 ORDER BY position',
    [row.id],
  );
  const video = media.rows.find((item) => item.kind === 'video');
  const related = row.hs_code
    ? await db.query<HitRow>(
        `SELECT ${HIT_COLUMNS}, ${COMPANY_TIER_SQL('c.id', '$3')} AS role_key
           FROM products p JOIN companies c ON c.id = p.company_id
          WHERE p.status = 1 AND NOT c.is_platform AND p.hs_code LIKE $1 AND p.id <> $2
          ORDER BY p.published_at DESC, p.id DESC LIMIT ${RELATED_COUNT}`,
        [`${row.hs_code.slice(0, 4)}%`, row.id, now],
      )
    : { rows: [] };
  const { imageFileId, ...hit } = toHit(row);
  return {
    product: {
      ...hit,
      imageUrl: imageFileId ? mediaUrl(imageFileId) : null,
      productCode: row.product_code,
      hsDescription: row.hs_description,
      hsDescriptionPt: row.hs_description_pt,
      chapterNameZh: row.chapter_name_zh,
      chapterNamePt: row.chapter_name_pt,
      chapterNameEn: row.chapter_name_en,
      description: row.description,
      industryType: row.industry_type,
      category: row.category,
      images: media.rows
        .filter((item) => item.kind === 'image')
        .map((item) => mediaUrl(item.file_id)),
      video: video ? mediaUrl(video.file_id) : null,
      receiverId: row.receiver_id,
      related: related.rows.map((relatedRow) => withPublicImage(base, toHit(relatedRow))),
    },
    status: row.status,
  };
}
