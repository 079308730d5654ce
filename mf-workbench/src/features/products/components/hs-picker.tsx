import { Button, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { fetchHsCodes } from '../api/fetch-hs-codes';
import type { HsEntry } from '../api/product';
import '../locales';
import './hs-picker.css';

const SEARCH_DELAY_MS = 250;

/**
 * Picks a code of the HS nomenclature: type a code prefix or words (Chinese, Portuguese or
 * English), or browse chapter → heading → subheading. Chapters show their Chinese and Portuguese
 * names; headings and subheadings their Portuguese name to a Portuguese reader and their English
 * one, marked as English, where that is all there is (no Chinese source names them). Only a
 * subheading (6 digits) is chosen.
 */
export function HsPicker({
  value,
  label,
  onChange,
}: {
  value: string;
  label: string;
  onChange: (code: string, entry: HsEntry) => void;
}) {
  const { t, i18n } = useTranslation('workbench-products');
  const ownName = (entry: HsEntry) =>
    i18n.language === 'pt' && entry.descriptionPt ? (
      entry.descriptionPt
    ) : (
      <span lang="en">{entry.descriptionEn}</span>
    );
  const [text, setText] = useState('');
  const [path, setPath] = useState<HsEntry[]>([]);
  const [picked, setPicked] = useState<HsEntry | null>(null);
  const parent = path.at(-1)?.code;
  const query = text.trim();
  // Typed words are looked up once the typing pauses, not at every key.
  const [searched, setSearched] = useState(query);
  useEffect(() => {
    const timer = setTimeout(() => setSearched(query), query ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [query]);
  const filter = searched ? { q: searched } : parent ? { parent } : {};
  const { data: entries = [] } = useSWR(['hs-codes', filter], () => fetchHsCodes(filter));

  // An existing product's code: its description is looked up once, unless it was just picked.
  const code = value.slice(0, 6);
  const described = useSWR(value && picked?.code !== value ? ['hs-codes', { q: code }] : null, () =>
    fetchHsCodes({ q: code }),
  );
  const chosen =
    picked?.code === value ? picked : (described.data?.find((item) => item.code === code) ?? null);

  const pick = (entry: HsEntry) => {
    if (entry.level === 6) {
      setPicked(entry);
      onChange(entry.code, entry);
      return;
    }
    setText('');
    setPath((current) => [...current.filter((item) => item.level < entry.level), entry]);
  };

  const heading = query
    ? null
    : path.length === 0
      ? t('hs.chapters')
      : path.length === 1
        ? t('hs.headings')
        : t('hs.subheadings');
  return (
    <div className="hs-picker">
      {chosen && (
        <Typography.Paragraph strong data-testid="hs-chosen" style={{ marginBottom: 8 }}>
          {/* Every language puts the name last; it follows as an element to carry its own lang. */}
          {t('hs.selected', { code: chosen.code, text: '' })}
          {ownName(chosen)}
        </Typography.Paragraph>
      )}
      <Input
        aria-label={label}
        placeholder={t('hs.search')}
        maxLength={50}
        value={text}
        allowClear
        onChange={(event) => setText(event.target.value)}
      />
      {!query && path.length > 0 && (
        <div style={{ marginTop: 8 }}>
          <Button size="small" onClick={() => setPath((current) => current.slice(0, -1))}>
            {t('hs.back')}
          </Button>{' '}
          <Typography.Text type="secondary">
            {path.map((item) => item.code).join(' › ')}
          </Typography.Text>
        </div>
      )}
      {heading && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          {heading}
        </Typography.Text>
      )}
      {entries.length === 0 && query ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('hs.noResult')}
        </Typography.Paragraph>
      ) : (
        <ul aria-label={label}>
          {entries.map((entry) => (
            <li key={entry.code}>
              <button
                type="button"
                data-testid={`hs-${entry.code}`}
                aria-pressed={entry.code === value}
                onClick={() => pick(entry)}
              >
                <strong>{entry.code}</strong>{' '}
                {entry.level === 2
                  ? `${entry.nameZh ?? ''} · ${entry.namePt ?? ''}`
                  : ownName(entry)}
                {entry.level === 2 ? (
                  <span className="hs-names" lang="en">
                    <br />
                    {entry.descriptionEn}
                  </span>
                ) : (
                  <span className="hs-names">
                    <br />
                    {entry.nameZh} · {entry.namePt}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
