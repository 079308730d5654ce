import { Alert, Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { CatalogueKind, CatalogueNode } from '../api/catalogue';
import {
  addCatalogueEntry,
  deleteCatalogueEntry,
  moveCatalogueEntry,
  placeCatalogueEntry,
  updateCatalogueEntry,
} from '../api/change-catalogue';
import { fetchCatalogue } from '../api/fetch-catalogue';
import { CatalogueTree, type TreeActions } from '../components/catalogue-tree';
import '../locales';
import './catalogue-page.css';

/** `/industryCityManage`, `/industryTypeManage`, `/productTypeManage`: one ordered tree each. */
export function CataloguePage({ kind }: { kind: CatalogueKind }) {
  const { t } = useTranslation('workbench-catalogue');
  const { data, error, mutate } = useSWR(['catalogue', kind], () => fetchCatalogue(kind));
  const after = async (change: Promise<unknown>) => {
    await change;
    void mutate();
  };
  const actions: TreeActions = {
    add: (name, parentId) => after(addCatalogueEntry(kind, name, parentId)),
    rename: (node, name) => after(updateCatalogueEntry(kind, node.id, { name })),
    move: (node, direction) => after(moveCatalogueEntry(kind, node.id, direction)).catch(() => {}),
    place: (node, position) => after(placeCatalogueEntry(kind, node.id, position)).catch(() => {}),
    toggle: (node) =>
      after(updateCatalogueEntry(kind, node.id, { disabled: !node.disabled })).catch(() => {}),
    remove: (node: CatalogueNode) => after(deleteCatalogueEntry(kind, node.id)).catch(() => {}),
  };
  return (
    <section className="catalogue-page" aria-labelledby="catalogue-title">
      <h1 id="catalogue-title">{t(`title.${kind}`)}</h1>
      <Alert type="info" showIcon className="catalogue-hint" title={t('hint')} />
      {error !== undefined && !data ? (
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
        />
      ) : (
        data && <CatalogueTree nodes={data} actions={actions} />
      )}
    </section>
  );
}

export const IndustryCityPage = () => <CataloguePage kind="industryCity" />;
export const IndustryTypePage = () => <CataloguePage kind="industryType" />;
export const ProductTypePage = () => <CataloguePage kind="productType" />;
