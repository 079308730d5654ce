-- Each server process remembers whose a token is (plugins/auth.ts) instead of asking on every
-- request. Whatever changes the answer notifies every process on this database at commit, through
-- whichever path it was written (the server, another replica, an operator's SQL, a script): a
-- token revoked or deleted, a member disabled, moved or deleted, a permission granted or taken.
-- The payload is the member's id; a new token needs no notice, as nothing remembers it yet.
-- The trigger's argument names the row's column that holds the member's id.
CREATE FUNCTION auth_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('portal_auth', to_jsonb(OLD) ->> TG_ARGV[0]);
  ELSE
    PERFORM pg_notify('portal_auth', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER auth_tokens_notice AFTER UPDATE OF revoked_at, expires_at, member_id OR DELETE
  ON auth_tokens FOR EACH ROW EXECUTE FUNCTION auth_notice('member_id');
CREATE TRIGGER member_permissions_notice AFTER INSERT OR UPDATE OR DELETE
  ON member_permissions FOR EACH ROW EXECUTE FUNCTION auth_notice('member_id');
CREATE TRIGGER members_auth_notice AFTER UPDATE OF disabled, mid, company_id OR DELETE
  ON members FOR EACH ROW EXECUTE FUNCTION auth_notice('id');
