import type { Language } from '@portal/contracts';
import type { HsLevelName, ProductPage, ProductStatus, Static } from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import { BusinessError } from '../../platform/http/envelope';
import { fileUrls } from '../files/service';
import { toHit, type ProductHit } from '../../lib/product-search';
import { PRODUCT_NOT_FOUND_MSG } from './messages';
import { selectHsNames, selectMedia, selectProductPage, selectRelatedHits } from './repo';
import { convertScript, shownTexts } from '../listing-texts/shown-texts';

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
  /** The reader's language: of the product's texts and the HS names. */
  reader: Language;
}

/**
 * The names of `hsCode`'s chapter, heading and subheading in `reader`'s language
 * (docs/statistics.md "HS names in four languages"): chapters in all four (Traditional converted
 * from the Simplified tariff titles), headings and subheadings in Portuguese (NCM) and English
 * (UN Comtrade) only, so a Chinese reader is given those in English, said to be English.
 */
async function hsNamesOf(
  db: DbExecutor,
  hsCode: string | null,
  reader: Language,
): Promise<Static<typeof HsLevelName>[]> {
  if (!hsCode) return [];
  const codes = [2, 4, 6]
    .filter((length) => hsCode.length >= length)
    .map((length) => hsCode.slice(0, length));
  const rows = await selectHsNames(db, codes);
  return rows.map((row) => {
    const own =
      reader === 'pt'
        ? row.name_pt
        : reader === 'zh'
          ? row.name_zh
          : reader === 'cht' && row.name_zh
            ? convertScript(row.name_zh, 'cht')
            : null;
    return own
      ? { code: row.code, name: own, language: reader }
      : { code: row.code, name: row.description_en, language: 'en' };
  });
}

/**
 * A product as buyers see it — card, company card, every public field, media and the related
 * published products of its HS heading — and its status; missing or outside what the request may
 * see: 404 `产品不存在`.
 */
export async function loadProductPage(
  db: DbExecutor,
  { id, base, now, previewingCompanyId, reader }: ProductPageRequest,
): Promise<{ product: Static<typeof ProductPage>; status: Static<typeof ProductStatus> }> {
  const preview = previewingCompanyId !== undefined;
  const row = await selectProductPage(db, id, now, previewingCompanyId);
  if (!row) throw new BusinessError(404, PRODUCT_NOT_FOUND_MSG);
  const mediaUrl = (fileId: number) =>
    preview ? fileUrls(fileId)[1] : publicMediaUrl(base, row.id, fileId);
  const media = await selectMedia(db, row.id);
  const video = media.find((item) => item.kind === 'video');
  const related = row.hs_code
    ? await selectRelatedHits(db, row.hs_code.slice(0, 4), row.id, now, RELATED_COUNT)
    : [];
  const { imageFileId, ...hit } = toHit(row, reader);
  // The card's name chosen together with the description, so both are in one language.
  const shown = shownTexts<'product'>(
    {
      original: { name: row.name, description: row.description },
      originalLanguage: row.original_language,
      translations: row.translations,
    },
    reader,
  );
  return {
    product: {
      ...hit,
      imageUrl: imageFileId ? mediaUrl(imageFileId) : null,
      productCode: row.product_code,
      hsNames: await hsNamesOf(db, row.hs_code, reader),
      name: shown.texts.name ?? row.name,
      description: shown.texts.description,
      textLanguage: shown.textLanguage,
      machineTranslated: shown.machineTranslated,
      industryType: row.industry_type,
      category: row.category,
      images: media.filter((item) => item.kind === 'image').map((item) => mediaUrl(item.file_id)),
      video: video ? mediaUrl(video.file_id) : null,
      receiverId: row.receiver_id,
      related: related.map((relatedRow) => withPublicImage(base, toHit(relatedRow, reader))),
    },
    status: row.status,
  };
}
