import { useRecordView, type RemoteScreenProps } from '@portal/ui';
import useSWR from 'swr';
import { getProduct } from '../api/get-product';
import { ProductContent, ProductNotFound, productIdOf } from '../components/product-content';
import './supply-pages.css';

/** `/productDetail?id=`: a published product as buyers see it (docs/routes.md). */
export function ProductDetailPage({ search }: RemoteScreenProps) {
  const id = productIdOf(search);
  useRecordView('product', id);
  const { data, error, isLoading } = useSWR(id === null ? null : ['product', id], () =>
    getProduct(id!),
  );
  if (id === null || (error && !data)) return <ProductNotFound />;
  if (isLoading || !data) return <div className="supply-loading" aria-busy="true" />;
  return <ProductContent product={data} />;
}
