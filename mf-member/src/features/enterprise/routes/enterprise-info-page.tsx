import { Avatar, Button, Card, Descriptions, Result, Space, Tag, Typography } from 'antd';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/api-client';
import { industryLabel, useFormat } from '@portal/i18n';
import { navigate, useSession } from '@portal/session';
import {
  AppLink,
  FavouriteButton,
  ListingText,
  listingLang,
  loginAddress,
  useRecordView,
  type RemoteScreenProps,
} from '@portal/ui';
import { ErrorState, LoadingState } from '../../common/components/query-state';
import { useCountryName } from '../../company/components/country-name';
import { fetchEnterprise, type Enterprise } from '../api/fetch-enterprise';
import { EnterpriseProducts } from '../components/enterprise-products';
import '../../membership/locales';
import '../locales';

const NOT_FOUND_CODE = 404;

/** The id in `?id=`, or null when the address names no company that could exist. */
function enterpriseIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

function EnterpriseNotFound() {
  const { t } = useTranslation('member');
  return (
    <Result
      status="404"
      title={t('enterprise.notFound')}
      subTitle={t('enterprise.notFoundHint')}
      extra={<AppLink to="/">{t('enterprise.home')}</AppLink>}
    />
  );
}

function EnterpriseProfile({ company }: { company: Enterprise }) {
  const { t } = useTranslation('member');
  // The company's own members see its page as others do, without buying from themselves.
  const ownCompany = useSession(
    (state) =>
      company.contactId !== null &&
      (state.user?.id === company.contactId || state.user?.mid === company.contactId),
  );
  const countryName = useCountryName();
  const format = useFormat();
  const dash = (value: string | null) => value || '—';
  const items = [
    {
      key: 'country',
      label: t('enterprise.country'),
      children: dash(countryName(company.country)),
    },
    { key: 'city', label: t('enterprise.city'), children: dash(company.city) },
    {
      key: 'industry',
      label: t('enterprise.industry'),
      children: dash(company.industry && industryLabel(company.industry, format.language)),
    },
    { key: 'founded', label: t('enterprise.foundedOn'), children: dash(company.foundedOn) },
    {
      key: 'membership',
      label: t('enterprise.membership'),
      children: company.roleKey
        ? t(`membership.tiers.${company.roleKey}`, { defaultValue: company.roleKey })
        : '—',
    },
    ...(company.memberSince
      ? [
          {
            key: 'memberSince',
            label: t('enterprise.memberSince'),
            children: format.date(company.memberSince),
          },
        ]
      : []),
    ...(company.creditCode
      ? [{ key: 'creditCode', label: t('enterprise.creditCode'), children: company.creditCode }]
      : []),
    { key: 'address', label: t('enterprise.address'), children: dash(company.address) },
    {
      key: 'scope',
      label: t('enterprise.scope'),
      span: 'filled' as const,
      children: (
        <Typography.Paragraph
          style={{ whiteSpace: 'pre-wrap', margin: 0 }}
          lang={company.scope ? listingLang(company.textLanguage) : undefined}
        >
          {dash(company.scope)}
        </Typography.Paragraph>
      ),
    },
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Card>
        <Space
          align="start"
          size="large"
          wrap
          style={{ width: '100%', justifyContent: 'space-between' }}
        >
          <Space align="center" size="middle">
            {/* Without a logo, the initial stands in for it; the heading beside it names the company. */}
            <Avatar
              shape="square"
              size={72}
              src={company.logo ?? undefined}
              alt={t('enterprise.logoOf', { name: company.name })}
              aria-hidden={company.logo ? undefined : true}
              data-testid="enterprise-logo"
              style={company.logo ? undefined : { background: '#0b5cab', fontSize: 32 }}
            >
              {company.name.slice(0, 1)}
            </Avatar>
            <Space orientation="vertical" size={4}>
              <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
                <ListingText
                  textLanguage={company.textLanguage}
                  machineTranslated={company.machineTranslated}
                >
                  {company.name}
                </ListingText>
              </Typography.Title>
              {company.shortName && (
                <Typography.Text type="secondary">{company.shortName}</Typography.Text>
              )}
              <span data-testid="enterprise-verification">
                {company.verified ? (
                  <Tag color="green">{t('enterprise.verified')}</Tag>
                ) : (
                  <Tag>{t('enterprise.unverified')}</Tag>
                )}
              </span>
            </Space>
          </Space>
          <Space wrap>
            <ContactButton contactId={company.contactId} />
            <FavouriteButton entityType="company" entityId={company.id} />
          </Space>
        </Space>
      </Card>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        {t('enterprise.products')}
      </Typography.Title>
      <EnterpriseProducts products={company.products} purchasable={!ownCompany} />
    </Space>
  );
}

function EnterpriseContent({ id }: { id: number }) {
  const { data, error, isLoading, mutate } = useSWR(['public/enterprise', id], () =>
    fetchEnterprise(id),
  );
  if (isLoading) return <LoadingState />;
  if (isApiError(error) && error.code === NOT_FOUND_CODE) return <EnterpriseNotFound />;
  if (error) return <ErrorState onRetry={() => void mutate()} />;
  if (!data) return <EnterpriseNotFound />;
  return <EnterpriseProfile company={data} />;
}

/**
 * Opens the message centre on a conversation with the company's main account ("contact this
 * company"); a guest signs in first and comes back here. Nobody is offered a chat with themselves.
 */
function ContactButton({ contactId }: { contactId: number | null }) {
  const { t } = useTranslation('member');
  const signedIn = useSession((state) => state.token !== null);
  const userId = useSession((state) => state.user?.id ?? null);
  if (contactId === null || contactId === userId) return null;
  const target = `/messages?to=${contactId}`;
  return (
    <Button type="primary" onClick={() => navigate(signedIn ? target : loginAddress())}>
      {t('enterprise.contact')}
    </Button>
  );
}

/** A company's public page, open to guests; a signed-in visit goes into the viewing history. */
export function EnterpriseInfoPage({ search }: RemoteScreenProps) {
  const id = enterpriseIdOf(search);
  useRecordView('company', id);
  return id === null ? <EnterpriseNotFound /> : <EnterpriseContent id={id} />;
}
