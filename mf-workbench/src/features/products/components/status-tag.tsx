import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductStatus } from '../api/product';
import '../locales';

const COLOURS: Record<ProductStatus, string> = { 0: 'gold', 1: 'green', 2: 'default' };

export function StatusTag({ status }: { status: ProductStatus }) {
  const { t } = useTranslation('workbench-products');
  return (
    <Tag color={COLOURS[status]} data-testid="product-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
