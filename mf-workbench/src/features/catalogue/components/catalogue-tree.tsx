import { Button, Input, Popconfirm, Space, Tag } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueNode } from '../api/catalogue';

export const MAX_DEPTH = 3;

export interface TreeActions {
  add(name: string, parentId: number | null): Promise<void>;
  rename(node: CatalogueNode, name: string): Promise<void>;
  move(node: CatalogueNode, direction: 'up' | 'down'): Promise<void>;
  /** Drag and drop: to a 0-based place among its siblings. */
  place(node: CatalogueNode, position: number): Promise<void>;
  toggle(node: CatalogueNode): Promise<void>;
  remove(node: CatalogueNode): Promise<void>;
}

/** A name input with its submit button; Enter submits, Escape cancels. */
function NameEditor({
  label,
  initial = '',
  submitText,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial?: string;
  submitText: string;
  onSubmit: (name: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('workbench-catalogue');
  const [name, setName] = useState(initial);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await onSubmit(name);
      setName('');
    } catch {
      // The client showed the server's message; keep the text for correction.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space.Compact style={{ maxWidth: 360, width: '100%' }}>
      <Input
        aria-label={label}
        placeholder={label}
        maxLength={50}
        value={name}
        autoFocus={Boolean(onCancel)}
        onChange={(event) => setName(event.target.value)}
        onPressEnter={() => void submit()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel?.();
        }}
      />
      <Button type="primary" loading={busy} onClick={() => void submit()}>
        {submitText}
      </Button>
      {onCancel && <Button onClick={onCancel}>{t('cancel')}</Button>}
    </Space.Compact>
  );
}

/** The entry being dragged (drag and drop reorders siblings only). */
let dragged: CatalogueNode | null = null;

function TreeRow({
  node,
  index,
  depth,
  first,
  last,
  childrenOf,
  actions,
}: {
  node: CatalogueNode;
  index: number;
  depth: number;
  first: boolean;
  last: boolean;
  childrenOf: Map<number | null, CatalogueNode[]>;
  actions: TreeActions;
}) {
  const { t } = useTranslation('workbench-catalogue');
  const [mode, setMode] = useState<'view' | 'rename' | 'add'>('view');
  const children = childrenOf.get(node.id) ?? [];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || !event.altKey) return;
    if (event.key === 'ArrowUp' && !first) {
      event.preventDefault();
      void actions.move(node, 'up');
    }
    if (event.key === 'ArrowDown' && !last) {
      event.preventDefault();
      void actions.move(node, 'down');
    }
  };
  return (
    <li role="treeitem" aria-level={depth} aria-expanded={children.length > 0 || undefined}>
      <div
        className="catalogue-row"
        tabIndex={0}
        data-testid={`catalogue-node-${node.id}`}
        aria-label={node.name}
        onKeyDown={onKeyDown}
        draggable={mode === 'view'}
        onDragStart={(event) => {
          dragged = node;
          event.dataTransfer.effectAllowed = 'move';
        }}
        onDragEnd={() => {
          dragged = null;
        }}
        onDragOver={(event) => {
          if (dragged && dragged.id !== node.id && dragged.parentId === node.parentId)
            event.preventDefault();
        }}
        onDrop={(event) => {
          event.preventDefault();
          const moving = dragged;
          dragged = null;
          if (moving && moving.id !== node.id && moving.parentId === node.parentId)
            void actions.place(moving, index);
        }}
      >
        {mode === 'rename' ? (
          <NameEditor
            label={t('rename')}
            initial={node.name}
            submitText={t('save')}
            onSubmit={async (name) => {
              await actions.rename(node, name);
              setMode('view');
            }}
            onCancel={() => setMode('view')}
          />
        ) : (
          <span className="catalogue-name">
            {node.name}
            {node.disabled && <Tag style={{ marginInlineStart: 8 }}>{t('disabled')}</Tag>}
            {node.productCount > 0 && (
              <Tag color="blue" style={{ marginInlineStart: 8 }}>
                {t('used', { count: node.productCount })}
              </Tag>
            )}
          </span>
        )}
        <Space wrap size={4} className="catalogue-actions">
          <Button size="small" disabled={first} onClick={() => void actions.move(node, 'up')}>
            {t('up')}
          </Button>
          <Button size="small" disabled={last} onClick={() => void actions.move(node, 'down')}>
            {t('down')}
          </Button>
          <Button size="small" onClick={() => setMode('rename')}>
            {t('rename')}
          </Button>
          {depth < MAX_DEPTH && (
            <Button size="small" onClick={() => setMode('add')}>
              {t('addChild')}
            </Button>
          )}
          <Button size="small" onClick={() => void actions.toggle(node)}>
            {node.disabled ? t('enable') : t('disable')}
          </Button>
          <Popconfirm
            title={t('deleteConfirm', { name: node.name })}
            onConfirm={() => actions.remove(node)}
            okText={t('delete')}
            cancelText={t('cancel')}
          >
            <Button size="small" danger>
              {t('delete')}
            </Button>
          </Popconfirm>
        </Space>
      </div>
      {mode === 'add' && (
        <div style={{ paddingInlineStart: 24, marginBlock: 8 }}>
          <NameEditor
            label={t('newName')}
            submitText={t('add')}
            onSubmit={async (name) => {
              await actions.add(name, node.id);
              setMode('view');
            }}
            onCancel={() => setMode('view')}
          />
        </div>
      )}
      {children.length > 0 && (
        <ul role="group">
          {children.map((child, index) => (
            <TreeRow
              key={child.id}
              node={child}
              index={index}
              depth={depth + 1}
              first={index === 0}
              last={index === children.length - 1}
              childrenOf={childrenOf}
              actions={actions}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/** An ordered tree of up to three levels, every action reachable by keyboard. */
export function CatalogueTree({
  nodes,
  actions,
}: {
  nodes: CatalogueNode[];
  actions: TreeActions;
}) {
  const { t } = useTranslation('workbench-catalogue');
  const childrenOf = new Map<number | null, CatalogueNode[]>();
  for (const node of nodes) {
    const siblings = childrenOf.get(node.parentId) ?? [];
    siblings.push(node);
    childrenOf.set(node.parentId, siblings);
  }
  const roots = childrenOf.get(null) ?? [];
  return (
    <div>
      <div style={{ marginBlock: 12 }}>
        <NameEditor
          label={t('newName')}
          submitText={t('addRoot')}
          onSubmit={(name) => actions.add(name, null)}
        />
      </div>
      {roots.length === 0 ? (
        <p className="catalogue-empty">{t('empty')}</p>
      ) : (
        <ul role="tree" aria-label={t('tree')} className="catalogue-tree">
          {roots.map((node, index) => (
            <TreeRow
              key={node.id}
              node={node}
              index={index}
              depth={1}
              first={index === 0}
              last={index === roots.length - 1}
              childrenOf={childrenOf}
              actions={actions}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
