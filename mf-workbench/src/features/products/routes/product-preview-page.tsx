import { isApiError } from '@portal/api-client';
import { countryFlag, countryName } from '@portal/contracts';
import { navigate, useSession } from '@portal/session';
import { Alert, Button, Descriptions, Result, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../common/use-load';
import { notify } from '../../common/notify';
import { fetchProduct } from '../api/fetch-product';
import { setProductsOnline } from '../api/publish-products';
import { AuthImage } from '../components/auth-image';
import { PriceText } from '../components/price-text';
import { StatusTag } from '../components/status-tag';
import '../locales';
import './products.css';
import { currentLanguage } from '@portal/i18n';
import { translateValidation } from '@portal/validators';

/** `/productPreview?id=`: the product as buyers will see it, before publishing. */
export function ProductPreviewPage({ search }: { search: string }) {
  const { t, i18n } = useTranslation('workbench-products');
  const id = Number(new URLSearchParams(search).get('id')) || null;
  const canPublish = useSession((state) => state.hasPermission('product:supply:publish'));
  const product = useLoad(id ? `preview-${id}` : null, () => fetchProduct(id!));
  const [busy, setBusy] = useState(false);
  const [main, setMain] = useState(0);

  if (!id || (product.error !== undefined && !product.data)) {
    return (
      <Result
        status="404"
        title={
          isApiError(product.error)
            ? product.error.msg
            : translateValidation('产品不存在', currentLanguage())
        }
        extra={<Button onClick={() => navigate('/productManage')}>{t('form.cancel')}</Button>}
      />
    );
  }
  const data = product.data;
  if (!data) return <Spin style={{ margin: 24 }} />;
  const images = data.media.filter((item) => item.kind === 'image');
  const video = data.media.find((item) => item.kind === 'video');
  const chapterName = i18n.language === 'pt' ? data.chapterNamePt : data.chapterNameZh;
  const publish = async () => {
    setBusy(true);
    try {
      notify('success', await setProductsOnline([data.id], true));
      product.reload();
    } catch {
      // The client showed why (quota, permission).
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="product-preview" aria-labelledby="preview-title">
      <Space wrap style={{ justifyContent: 'space-between', width: '100%', marginBottom: 12 }}>
        <h1 id="preview-title">{t('preview.title')}</h1>
        <Space wrap>
          <StatusTag status={data.status} />
          <Button onClick={() => navigate(`/saveProduct?id=${data.id}`)}>
            {t('preview.edit')}
          </Button>
          {canPublish && data.status !== 1 && (
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
      </Space>
      <Alert
        type={data.status === 1 ? 'success' : 'info'}
        showIcon
        title={data.status === 1 ? t('preview.hint') : t('preview.notPublished')}
        style={{ marginBottom: 16 }}
      />
      <div className="preview-layout">
        <div>
          {images.length > 0 ? (
            <>
              <AuthImage
                url={images[main]?.url ?? images[0]!.url}
                alt={data.name}
                width="100%"
                height={300}
              />
              <div className="preview-gallery" style={{ marginTop: 8 }}>
                {images.map((image, index) => (
                  <button
                    key={image.fileId}
                    type="button"
                    aria-label={`${data.name} ${index + 1}`}
                    aria-pressed={index === main}
                    onClick={() => setMain(index)}
                    style={{
                      padding: 0,
                      border: index === main ? '2px solid #1677ff' : '2px solid transparent',
                      background: 'none',
                    }}
                  >
                    <AuthImage url={image.url} alt="" width={64} height={48} />
                  </button>
                ))}
              </div>
            </>
          ) : (
            <div
              className="product-thumb-empty"
              style={{ width: '100%', height: 240, display: 'grid', placeItems: 'center' }}
            >
              {t('preview.noImage')}
            </div>
          )}
          {video && (
            <div style={{ marginTop: 12 }}>
              <AuthImage url={video.url} alt={data.name} width="100%" video />
            </div>
          )}
        </div>
        <div>
          <Typography.Title level={2} style={{ fontSize: 22 }}>
            {data.name}
          </Typography.Title>
          <Typography.Title level={3} style={{ fontSize: 20, color: '#cf1322' }}>
            <PriceText price={data.price} currency={data.currency} unit={data.unit} />
          </Typography.Title>
          <Descriptions column={1} size="small" bordered title={t('preview.fields')}>
            <Descriptions.Item label={t('form.hsCode')}>
              {data.hsCode} {chapterName && `· ${chapterName}`}
              {data.hsDescription && (
                <>
                  <br />
                  <Typography.Text type="secondary">{data.hsDescription}</Typography.Text>
                </>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('form.productCode')}>{data.productCode}</Descriptions.Item>
            {data.spec && <Descriptions.Item label={t('form.spec')}>{data.spec}</Descriptions.Item>}
            {data.brand && (
              <Descriptions.Item label={t('form.brand')}>{data.brand}</Descriptions.Item>
            )}
            <Descriptions.Item label={t('form.origin')}>
              {countryFlag(data.originCountry)} {countryName(data.originCountry, i18n.language)}
              {data.origin && ` · ${data.origin}`}
            </Descriptions.Item>
            <Descriptions.Item label={t('form.unit')}>{data.unit}</Descriptions.Item>
            {data.industryTypeName && (
              <Descriptions.Item label={t('form.industryType')}>
                {data.industryTypeName}
              </Descriptions.Item>
            )}
            {data.categoryName && (
              <Descriptions.Item label={t('form.category')}>{data.categoryName}</Descriptions.Item>
            )}
            {data.receiverName && (
              <Descriptions.Item label={t('form.receiver')}>{data.receiverName}</Descriptions.Item>
            )}
          </Descriptions>
          {data.description && (
            <Typography.Paragraph style={{ marginTop: 16, whiteSpace: 'pre-line' }}>
              {data.description}
            </Typography.Paragraph>
          )}
        </div>
      </div>
    </section>
  );
}
