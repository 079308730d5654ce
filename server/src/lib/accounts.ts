import type { Language } from '@portal/contracts';
import { normalisePhone, PHONE_COUNTRIES } from '@portal/validators';
import type { Db, DbExecutor } from '../platform/db/db';
import { hashPassword } from '../platform/auth/passwords';
import { revokeAllSessions } from './sessions';
import { textLanguage } from '../modules/listing-texts/text-language';

/** What a main account may do without holding the reviewer permission (order:order:examine). */
export const MAIN_ACCOUNT_PERMS = [
  'menu:workbench',
  'menu:productManage',
  'menu:orderListManage',
  'menu:demandRelease',
  'menu:staffList',
  'product:product:list',
  'product:product:edit',
  'product:supply:publish',
  'order:order:list',
  'order:order:add',
  'order:order:edit',
  'order:order:supplement',
  'member:staff:list',
  'member:staff:edit',
];

/** What a sub-member (employee) may do by default; the main account grants supply publishing. */
export const SUB_MEMBER_PERMS = [
  'menu:workbench',
  'menu:orderListManage',
  'product:product:list',
  'order:order:list',
];

export interface SignInAccount {
  id: number;
  username: string;
  password_hash: string;
  disabled: boolean;
}

/** The member a sign-in name (username, phone or e-mail in any case) belongs to. */
/**
 * What a typed sign-in name is looked up and throttled as: a phone number in its stored form
 * ('+86 138 0000 0001' → '13800000001', '+351 912 345 678' → '+351912345678'), anything else
 * trimmed.
 */
export function signInName(typed: string): string {
  const trimmed = typed.trim();
  return normalisePhone(trimmed) ?? trimmed;
}

export async function findAccount(
  db: DbExecutor,
  login: string,
): Promise<SignInAccount | undefined> {
  const { rows } = await db.query<SignInAccount>(
    `SELECT id, username, password_hash, disabled FROM members
      WHERE username = $1 OR phone = $1 OR email = lower($1)
      ORDER BY (username = $1) DESC LIMIT 1`,
    [login],
  );
  return rows[0];
}

/** Where a registrant's language suggests their company is, when no phone number tells. */
const LANGUAGE_COUNTRIES: Record<Language, string | null> = {
  zh: 'CN',
  cht: 'MO',
  pt: 'PT',
  // English is spoken by buyers and sellers of every market: no guess.
  en: null,
};

/**
 * The country a new company starts with, which its owner may change before verification: the
 * phone's calling code (stored mainland numbers have none: China), else the registrant's language.
 */
export function defaultCompanyCountry(phone: string | null, language: Language): string | null {
  if (phone) {
    if (!phone.startsWith('+')) return 'CN';
    // Longest code first, so that '+853' is Macau and not a '+85…' prefix of another.
    const match = [...PHONE_COUNTRIES]
      .sort((a, b) => b.dial.length - a.dial.length)
      .find(({ dial }) => phone.startsWith(`+${dial}`));
    if (match) return match.region;
  }
  return LANGUAGE_COUNTRIES[language];
}

/**
 * A self-registered main account (mid 0, status 0 "not verified") with its own company, named at
 * registration and otherwise blank until the enterprise is verified. Its username is the phone or
 * e-mail it signed up with.
 */
export async function createMainAccount(
  db: Db,
  contactField: 'phone' | 'email',
  username: string,
  password: string,
  company: { name: string; country: string | null },
): Promise<number> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // The name's language, as its author typed it (docs/listing-languages.md); the editor can
    // correct it.
    const created = await tx.query<{ id: number }>(
      'INSERT INTO companies (name, country, original_language) VALUES ($1, $2, $3) RETURNING id',
      [company.name, company.country, textLanguage(company.name) ?? 'zh'],
    );
    const member = await tx.query<{ id: number }>(
      `INSERT INTO members (mid, company_id, username, phone, email, password_hash, status)
       VALUES (0, $1, $2, $3, $4, $5, 0) RETURNING id`,
      [
        created.rows[0]!.id,
        username,
        contactField === 'phone' ? username : null,
        contactField === 'email' ? username : null,
        passwordHash,
      ],
    );
    const memberId = member.rows[0]!.id;
    for (const perms of MAIN_ACCOUNT_PERMS) {
      await tx.query('INSERT INTO member_permissions (member_id, perms) VALUES ($1, $2)', [
        memberId,
        perms,
      ]);
    }
    return memberId;
  });
}

/** Sets a new password and ends every session, so whoever knew the old one is signed out too. */
export async function replacePassword(
  db: Db,
  memberId: number,
  password: string,
  now: Date,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.query('UPDATE members SET password_hash = $2 WHERE id = $1', [memberId, passwordHash]);
    await revokeAllSessions(tx, memberId, now);
  });
}
