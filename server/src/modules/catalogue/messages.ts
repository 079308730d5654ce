// The catalogue's answers, in Chinese as the API speaks them; the message catalogue
// (platform/language/message-catalogue.ts) gives them in the reader's language.

export const CATALOGUE_NOT_FOUND_MSG = '分类不存在';
export const CATALOGUE_NAME_REQUIRED_MSG = '请输入名称';
export const CATALOGUE_MOVE_REQUIRED_MSG = '请指定移动方向或位置';
export const catalogueNameTakenMsg = (name: string) => `同一级已有同名项：${name}`;
export const catalogueTooDeepMsg = (depth: number) => `最多${depth}级`;
export const catalogueHasChildrenMsg = (name: string) => `「${name}」下还有子项，请先删除子项`;
export const catalogueInUseMsg = (name: string, count: number, names: string) =>
  `「${name}」正被 ${count} 个产品使用（${names}），不能删除，可改为停用`;
