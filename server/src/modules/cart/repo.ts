import type { Language } from '@portal/contracts';
import type { CartGroup, ListingTranslations, Static } from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import { shownName } from '../listing-texts/shown-texts';

interface CartRow {
  id: number;
  product_id: number;
  product_name: string;
  original_language: Language;
  translations: ListingTranslations<'product'>;
  price: string | null;
  quantity: number;
  unit: string;
  currency: string;
  seller_company_id: number;
  seller_name: string;
  seller_original_language: Language;
  seller_translations: ListingTranslations<'company'>;
  seller_main_id: number | null;
  image_file_id: number | null;
}

/**
 * The member's cart items grouped by seller, newest first, products and sellers named for
 * `reader`; product images are linked under `apiBase` (the public product media, served without
 * a token while the product is published).
 */
export async function selectCart(
  db: DbExecutor,
  memberId: number,
  apiBase: string,
  reader: Language,
): Promise<Static<typeof CartGroup>[]> {
  const { rows } = await db.query<CartRow>(
    `SELECT c.id, c.product_id, p.name AS product_name, p.original_language, p.translations,
            c.product_price::text AS price, c.quantity,
            coalesce(nullif(trim(p.unit), ''), '套') AS unit, p.currency, c.seller_company_id,
            s.name AS seller_name, s.original_language AS seller_original_language,
            s.translations AS seller_translations,
            (SELECT m.id FROM members m WHERE m.company_id = s.id AND m.mid = 0 ORDER BY m.id LIMIT 1)
              AS seller_main_id,
            -- Served without a token while the product is published (public product media).
            (SELECT pm.file_id FROM product_media pm WHERE pm.product_id = p.id AND p.status = 1
                AND pm.kind = 'image' ORDER BY pm.position LIMIT 1) AS image_file_id
       FROM cart_items c JOIN products p ON p.id = c.product_id
       JOIN companies s ON s.id = c.seller_company_id
      WHERE c.member_id = $1
      ORDER BY c.created_at DESC, c.id DESC`,
    [memberId],
  );
  const groups = new Map<number, Static<typeof CartGroup>>();
  for (const row of rows) {
    let group = groups.get(row.seller_company_id);
    if (!group) {
      const seller = shownName(
        {
          name: row.seller_name,
          originalLanguage: row.seller_original_language,
          translations: row.seller_translations,
        },
        reader,
      );
      group = {
        enterpriseId: row.seller_main_id ?? 0,
        enterpriseName: seller.name,
        enterpriseTextLanguage: seller.textLanguage,
        enterpriseMachineTranslated: seller.machineTranslated,
        shoppingCarts: [],
      };
      groups.set(row.seller_company_id, group);
    }
    const product = shownName(
      {
        name: row.product_name,
        originalLanguage: row.original_language,
        translations: row.translations,
      },
      reader,
    );
    group.shoppingCarts.push({
      id: row.id,
      productId: row.product_id,
      productName: product.name,
      textLanguage: product.textLanguage,
      machineTranslated: product.machineTranslated,
      productPrice: row.price,
      productQuantity: row.quantity,
      unit: row.unit,
      currency: row.currency.trim(),
      imageUrl: row.image_file_id
        ? `${apiBase}/product/public/${row.product_id}/media/${row.image_file_id}`
        : null,
    });
  }
  return [...groups.values()];
}

/** A published product's seller and listed price. */
export async function publishedProduct(
  tx: DbExecutor,
  productId: number,
): Promise<{ company_id: number; price: string | null } | null> {
  const { rows } = await tx.query<{ company_id: number; price: string | null }>(
    'SELECT company_id, price::text AS price FROM products WHERE id = $1 AND status = 1',
    [productId],
  );
  return rows[0] ?? null;
}

/** The member's item of a product, locked FOR UPDATE, if the cart holds it. */
export async function lockItemOfProduct(
  tx: DbExecutor,
  memberId: number,
  productId: number,
): Promise<{ id: number; quantity: number } | null> {
  const { rows } = await tx.query<{ id: number; quantity: number }>(
    'SELECT id, quantity FROM cart_items WHERE member_id = $1 AND product_id = $2 FOR UPDATE',
    [memberId, productId],
  );
  return rows[0] ?? null;
}

export async function setItemQuantity(
  tx: DbExecutor,
  id: number,
  quantity: number,
  at: Date,
): Promise<void> {
  await tx.query('UPDATE cart_items SET quantity = $2, updated_at = $3 WHERE id = $1', [
    id,
    quantity,
    at,
  ]);
}

export interface NewCartItem {
  companyId: number;
  memberId: number;
  productId: number;
  sellerCompanyId: number;
  price: string | null;
  quantity: number;
  at: Date;
}

export async function insertItem(tx: DbExecutor, item: NewCartItem): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO cart_items (company_id, member_id, product_id, seller_company_id, product_price, quantity,
       created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
    [
      item.companyId,
      item.memberId,
      item.productId,
      item.sellerCompanyId,
      item.price,
      item.quantity,
      item.at,
    ],
  );
  return rows[0]!.id;
}

/** Sets the member's item's price and quantity; false when the member has no such item. */
export async function updateItem(
  db: DbExecutor,
  memberId: number,
  id: number,
  price: string,
  quantity: number,
  at: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE cart_items SET product_price = $3, quantity = $4, updated_at = $5
      WHERE id = $1 AND member_id = $2 RETURNING id`,
    [id, memberId, price, quantity, at],
  );
  return rows.length > 0;
}

/** Removes the member's item; false when the member has no such item. */
export async function deleteItem(db: DbExecutor, memberId: number, id: number): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM cart_items WHERE id = $1 AND member_id = $2 RETURNING id',
    [id, memberId],
  );
  return rows.length > 0;
}

export interface CartLine {
  id: number;
  product_id: number;
  seller_company_id: number;
  price: string | null;
  quantity: number;
  product_name: string;
  unit: string;
  currency: string;
}

/** The member's items among `ids`, with their products, locked FOR UPDATE, in id order. */
export async function lockLines(
  tx: DbExecutor,
  memberId: number,
  ids: number[],
): Promise<CartLine[]> {
  const { rows } = await tx.query<CartLine>(
    `SELECT c.id, c.product_id, c.seller_company_id, c.product_price::text AS price, c.quantity,
            p.name AS product_name, coalesce(nullif(trim(p.unit), ''), '套') AS unit, p.currency
       FROM cart_items c JOIN products p ON p.id = c.product_id
      WHERE c.id = ANY($1::int[]) AND c.member_id = $2
      ORDER BY c.id FOR UPDATE OF c`,
    [ids, memberId],
  );
  return rows;
}

export async function deleteItems(tx: DbExecutor, memberId: number, ids: number[]): Promise<void> {
  await tx.query('DELETE FROM cart_items WHERE id = ANY($1::int[]) AND member_id = $2', [
    ids,
    memberId,
  ]);
}
