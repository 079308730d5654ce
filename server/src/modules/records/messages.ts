// The records' answers, translated for the reader by the server's message catalogue
// (platform/language/message-catalogue.ts).
export const RECORD_NOT_FOUND_MSG = '记录不存在';
export const FAVOURITE_ADDED_MSG = '收藏成功';
export const HISTORY_CLEARED_MSG = '已清空浏览记录';
export const REMOVED_MSG = '删除成功';
