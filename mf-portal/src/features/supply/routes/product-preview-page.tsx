import { PERMISSIONS } from '@portal/contracts';
import { navigate, useSession } from '@portal/session';
import { notify, type RemoteScreenProps } from '@portal/ui';
import { Alert, Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { getProductPreview } from '../api/get-product-preview';
import type { ProductPreview, ProductStatus } from '../api/product';
import { publishProduct } from '../api/publish-product';
import { ProductContent, ProductNotFound, productIdOf } from '../components/product-content';
import { useUploadUrls } from '../components/use-upload-urls';
import './supply-pages.css';

const PUBLISHED: ProductStatus = 1;
const STATUS_COLOURS: Record<ProductStatus, string> = { 0: 'gold', 1: 'green', 2: 'default' };

/** The owner's bar above the preview: the product's state, edit, and publish for who may. */
function PreviewBar({ product, onPublished }: { product: ProductPreview; onPublished(): void }) {
  const { t } = useTranslation('portal-supply');
  const canPublish = useSession((state) => state.hasPermission(PERMISSIONS.supplyPublish));
  const [busy, setBusy] = useState(false);
  const published = product.status === PUBLISHED;

  async function publish() {
    setBusy(true);
    try {
      const msg = await publishProduct(product.id);
      notify('success', msg);
      onPublished();
    } catch {
      // The client showed why (quota, permission).
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Space wrap className="product-preview__bar">
        <Tag color={STATUS_COLOURS[product.status]} data-testid="product-status">
          {t(`preview.status.${product.status}`)}
        </Tag>
        <Button onClick={() => navigate(`/saveProduct?id=${product.id}`)}>
          {t('preview.edit')}
        </Button>
        {canPublish && !published && (
          <Button
            type="primary"
            loading={busy}
            onClick={() => void publish()}
            data-testid="preview-publish"
          >
            {t('preview.publish')}
          </Button>
        )}
      </Space>
      <Alert
        type={published ? 'success' : 'info'}
        showIcon
        title={t(published ? 'preview.hint' : 'preview.notPublished')}
      />
    </>
  );
}

/** The product page with its pictures and video read with the token, once they are in. */
function PreviewContent({ product }: { product: ProductPreview }) {
  const images = useUploadUrls(product.images);
  const videos = useUploadUrls(product.video ? [product.video] : []);
  if (!images || !videos) return <div className="supply-loading" aria-busy="true" />;
  return <ProductContent product={{ ...product, images, video: videos[0] ?? null }} preview />;
}

/**
 * `/productPreview?id=`: the owner's product exactly as buyers will see it on `/productDetail`,
 * in any state, before publishing (docs/routes.md).
 */
export function ProductPreviewPage({ search }: RemoteScreenProps) {
  const id = productIdOf(search);
  const { data, error, mutate } = useSWR(id === null ? null : ['product-preview', id], () =>
    getProductPreview(id!),
  );
  if (id === null || (error && !data)) return <ProductNotFound preview />;
  if (!data) return <div className="supply-loading" aria-busy="true" />;
  return (
    <section className="product-preview">
      <PreviewBar product={data} onPublished={() => void mutate()} />
      <PreviewContent product={data} />
    </section>
  );
}
