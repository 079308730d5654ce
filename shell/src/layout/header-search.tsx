import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/contracts';
import type { SearchSuggestions, Static } from '@portal/contracts/schemas';
import { haiguanApi, isCancel } from '@portal/api-client';
import { ListingText, VISUALLY_HIDDEN } from '@portal/ui';
import { CloseIcon, SearchIcon } from './icons';
import './header-search-locales';
import './header-search.css';

type Suggestions = Static<typeof SearchSuggestions>;

/** Keystrokes closer together than this are one request (the server answers each in ~10 ms). */
export const SUGGEST_DELAY_MS = 200;
/** The API takes 1–50 characters. */
const MAX_KEYWORD = 50;

type SuggestState =
  | { status: 'idle' }
  | { status: 'loading'; previous: Suggestions | null }
  | { status: 'ready'; suggestions: Suggestions }
  | { status: 'failed' };

/** An answer of the server, to the words and language it was asked in. */
interface Answer {
  asked: string;
  suggestions: Suggestions | 'failed';
}

const NONE: Suggestions = { products: [], companies: [], headings: [] };

/**
 * The suggestions for what is typed, asked for once typing pauses; a newer keystroke or
 * language cancels the request in flight. While a request runs the last answer stays shown.
 */
function useSuggestions(keyword: string, language: string): SuggestState {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [lastShown, setLastShown] = useState<Suggestions | null>(null);
  const wanted = keyword.trim();
  const asked = `${language}|${wanted}`;
  useEffect(() => {
    if (!wanted) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      haiguanApi
        .get<Suggestions>(
          '/api/search/suggest',
          { keyword: wanted },
          { silent: true, signal: controller.signal },
        )
        .then(({ data }) => {
          setAnswer({ asked, suggestions: data ?? NONE });
          setLastShown(data ?? NONE);
        })
        .catch((error: unknown) => {
          if (!isCancel(error)) setAnswer({ asked, suggestions: 'failed' });
        });
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, asked]);
  if (!wanted) return { status: 'idle' };
  if (answer?.asked !== asked) return { status: 'loading', previous: lastShown };
  return answer.suggestions === 'failed'
    ? { status: 'failed' }
    : { status: 'ready', suggestions: answer.suggestions };
}

type Group = keyof Suggestions;
const GROUPS: readonly Group[] = ['products', 'companies', 'headings'];

interface Option {
  group: Group;
  key: string;
  to: string;
  name: string;
  language: Language;
  /** The HS code shown beside the name. */
  code: string | null;
}

/** Where the supply hall shows a search (mf-portal's supply query). */
export function hallAddress(query: { q: string } | { hs: string }): string {
  return `/demandHall?${new URLSearchParams({ tab: 'supply', ...query })}`;
}

function optionsOf(suggestions: Suggestions | null): Option[] {
  if (!suggestions) return [];
  return [
    ...suggestions.products.map((product) => ({
      group: 'products' as const,
      key: `product-${product.id}`,
      to: `/productDetail?id=${product.id}`,
      name: product.name,
      language: product.textLanguage,
      code: product.hsCode,
    })),
    ...suggestions.companies.map((company) => ({
      group: 'companies' as const,
      key: `company-${company.id}`,
      to: `/enterpriseInfo?id=${company.id}`,
      name: company.name,
      language: company.textLanguage,
      code: null,
    })),
    ...suggestions.headings.map((heading) => ({
      group: 'headings' as const,
      key: `heading-${heading.code}`,
      to: hallAddress({ hs: heading.code }),
      name: heading.name,
      language: heading.nameLanguage,
      code: heading.code,
    })),
  ];
}

/**
 * The search box of every portal and workbench page's header (docs/architecture.md): a WAI-ARIA
 * combobox whose list suggests products, companies and HS codes as one types, grouped and named
 * in the reader's language. The arrows move through the suggestions, Enter opens the one chosen
 * or searches the supply hall for the words, Escape closes the list, then empties the box, then
 * the panel. Where the header has no room for the field (the portal's, phones) a button opens it
 * in a panel under the header.
 */
export function HeaderSearch() {
  const { t, i18n } = useTranslation('headerSearch');
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [listOpen, setListOpen] = useState(false);
  // The keyboard's choice, among the suggestions it was made in: a new answer starts again.
  const [choice, setChoice] = useState<{ in: Suggestions | null; index: number }>({
    in: null,
    index: -1,
  });
  // The panel (header-search.css) is open on the page where it was opened: a search leaves it.
  const here = location.pathname + location.search;
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const panelOpen = openedAt === here;
  const state = useSuggestions(text, i18n.language);

  const shown =
    state.status === 'ready'
      ? state.suggestions
      : state.status === 'loading'
        ? state.previous
        : null;
  const options = optionsOf(shown);
  const active = choice.in === shown ? choice.index : -1;
  const setActive = (index: number) => setChoice({ in: shown, index });
  const expanded = listOpen && text.trim() !== '';
  const activeOption = expanded ? options[active] : undefined;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (panelOpen) inputRef.current?.focus();
  }, [panelOpen]);

  useEffect(() => {
    if (!listOpen && !panelOpen) return undefined;
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (boxRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      setListOpen(false);
      setOpenedAt(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [listOpen, panelOpen]);

  const go = (to: string) => {
    setListOpen(false);
    setOpenedAt(null);
    inputRef.current?.blur();
    navigate(to);
  };
  const choose = (option: Option) => {
    // A product or company page is not a search any more; an HS code's hall keeps the words.
    if (option.group !== 'headings') setText('');
    go(option.to);
  };
  const submit = () => {
    if (activeOption) choose(activeOption);
    else if (text.trim()) go(hallAddress({ q: text.trim() }));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setListOpen(true);
        return;
      }
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(active === -1 && step < 0 ? count - 1 : (active + step + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setListOpen(false);
      else if (text) setText('');
      else if (panelOpen) {
        setOpenedAt(null);
        toggleRef.current?.focus();
      }
    } else if (event.key === 'Tab') {
      setListOpen(false);
    }
  };

  const statusText =
    !expanded || state.status === 'idle'
      ? ''
      : state.status === 'failed'
        ? t('failed')
        : state.status === 'loading' && options.length === 0
          ? t('loading')
          : options.length === 0
            ? t('empty', { keyword: text.trim() })
            : t('found', { count: options.length });

  return (
    <div className={panelOpen ? 'header-search header-search--open' : 'header-search'}>
      <button
        type="button"
        ref={toggleRef}
        className="header-search__toggle"
        aria-expanded={panelOpen}
        aria-controls={`${id}-box`}
        data-testid="header-search-toggle"
        onClick={() => setOpenedAt(panelOpen ? null : here)}
      >
        {panelOpen ? <CloseIcon /> : <SearchIcon />}
        <span className={VISUALLY_HIDDEN}>{panelOpen ? t('close') : t('open')}</span>
      </button>
      <div className="header-search__box" id={`${id}-box`} ref={boxRef}>
        <form role="search" className="header-search__form" onSubmit={onSubmit}>
          <input
            ref={inputRef}
            type="text"
            className="header-search__input"
            role="combobox"
            aria-label={t('label')}
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={activeOption ? optionId(active) : undefined}
            placeholder={t('placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={MAX_KEYWORD}
            value={text}
            data-testid="header-search"
            onChange={(event) => {
              setText(event.target.value);
              setListOpen(true);
            }}
            onFocus={() => setListOpen(true)}
            onBlur={() => setListOpen(false)}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className="header-search__submit">
            <SearchIcon />
            <span className={VISUALLY_HIDDEN}>{t('submit')}</span>
          </button>
        </form>
        <div className="header-search__popup" hidden={!expanded}>
          {/* Read out by the status below; the count of suggestions is for screen readers. */}
          {options.length === 0 && statusText && (
            <p className="header-search__status" aria-hidden="true">
              {statusText}
            </p>
          )}
          <div
            id={listboxId}
            role="listbox"
            aria-label={t('label')}
            className="header-search__listbox"
            hidden={options.length === 0}
          >
            {GROUPS.map((group) => {
              const inGroup = options.flatMap((option, index) =>
                option.group === group ? [{ option, index }] : [],
              );
              if (inGroup.length === 0) return null;
              return (
                <ul key={group} role="group" aria-labelledby={`${id}-${group}`}>
                  <li role="presentation" id={`${id}-${group}`} className="header-search__group">
                    {t(`groups.${group}`)}
                  </li>
                  {inGroup.map(({ option, index }) => (
                    <li
                      key={option.key}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === active}
                      className={
                        index === active
                          ? 'header-search__option header-search__option--active'
                          : 'header-search__option'
                      }
                      // The focus stays in the box: a click chooses without blurring it first.
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() => setActive(index)}
                      onClick={() => choose(option)}
                    >
                      {option.code && <span className="header-search__code">{option.code}</span>}
                      <span className="header-search__name">
                        <ListingText textLanguage={option.language} machineTranslated={false}>
                          {option.name}
                        </ListingText>
                      </span>
                    </li>
                  ))}
                </ul>
              );
            })}
          </div>
        </div>
        <p className={VISUALLY_HIDDEN} role="status">
          {statusText}
        </p>
      </div>
    </div>
  );
}
