/**
 * The cart's answers (`msg`), in Simplified Chinese: the spec's words, which
 * `platform/language/message-catalogue.ts` gives in the other three portal languages when the
 * envelope is sent (so every text here must be a catalogue entry; its test checks that).
 */

export const CART_ITEM_NOT_FOUND_MSG = '购物车商品不存在';
/** The product to add is not published (or not there at all). */
export const PRODUCT_NOT_FOUND_MSG = '产品不存在';
export const NOTHING_TICKED_MSG = '请勾选产品再提交订单~';
export const OWN_PRODUCT_MSG = '不能购买本企业的产品';
export const ADDED_MSG = '已加入购物车';
export const REMOVED_MSG = '删除成功!';
