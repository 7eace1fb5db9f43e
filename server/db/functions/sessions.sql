-- Issue 21 decision 1: API processes keep sessions a few seconds; whatever ends or narrows a
-- session says so on the channel stockyard_sessions as it commits, and every process drops what
-- the tag names: family:<id> (logout, revocation, lock), staff:<user id> (disabled, deleted,
-- another role, renamed), role:<id> (its permissions or name), dealer:<id> (deactivated, deleted),
-- apikey:<id> (an API key revoked or narrowed; its last use is bookkeeping and says nothing).
-- Triggers rather than calls in the services: every path is covered, SQL by hand included.
CREATE OR REPLACE FUNCTION stockyard_session_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  -- One branch per table: a record's fields are resolved only where they exist.
  IF TG_TABLE_NAME = 'session_families' THEN
    PERFORM pg_notify('stockyard_sessions', 'family:' || changed.id);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('stockyard_sessions', 'staff:' || changed.id);
  ELSIF TG_TABLE_NAME = 'roles' THEN
    PERFORM pg_notify('stockyard_sessions', 'role:' || changed.id);
  ELSIF TG_TABLE_NAME = 'dealers' THEN
    PERFORM pg_notify('stockyard_sessions', 'dealer:' || changed.id);
  ELSIF TG_TABLE_NAME = 'api_keys' THEN
    PERFORM pg_notify('stockyard_sessions', 'apikey:' || changed.id);
  ELSIF TG_TABLE_NAME = 'role_permissions' THEN
    PERFORM pg_notify('stockyard_sessions', 'role:' || changed.role_id);
    -- A permission moved from one role to another: both roles change.
    IF TG_OP = 'UPDATE' AND OLD.role_id IS DISTINCT FROM NEW.role_id THEN
      PERFORM pg_notify('stockyard_sessions', 'role:' || OLD.role_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER session_families_notify_update AFTER UPDATE ON session_families FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.locked_at IS DISTINCT FROM NEW.locked_at)
  EXECUTE FUNCTION stockyard_session_notify();
CREATE OR REPLACE TRIGGER session_families_notify_delete AFTER DELETE ON session_families FOR EACH ROW EXECUTE FUNCTION stockyard_session_notify();

CREATE OR REPLACE TRIGGER users_notify_update AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.status, OLD.role_id, OLD.full_name, OLD.email) IS DISTINCT FROM (NEW.status, NEW.role_id, NEW.full_name, NEW.email))
  EXECUTE FUNCTION stockyard_session_notify();
CREATE OR REPLACE TRIGGER users_notify_delete AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION stockyard_session_notify();

CREATE OR REPLACE TRIGGER roles_notify_update AFTER UPDATE ON roles FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION stockyard_session_notify();
CREATE OR REPLACE TRIGGER roles_notify_delete AFTER DELETE ON roles FOR EACH ROW EXECUTE FUNCTION stockyard_session_notify();
CREATE OR REPLACE TRIGGER role_permissions_notify AFTER INSERT OR UPDATE OR DELETE ON role_permissions FOR EACH ROW EXECUTE FUNCTION stockyard_session_notify();

CREATE OR REPLACE TRIGGER dealers_notify_update AFTER UPDATE ON dealers FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION stockyard_session_notify();
CREATE OR REPLACE TRIGGER dealers_notify_delete AFTER DELETE ON dealers FOR EACH ROW EXECUTE FUNCTION stockyard_session_notify();

CREATE OR REPLACE TRIGGER api_keys_notify_update AFTER UPDATE ON api_keys FOR EACH ROW
  WHEN ((OLD.permissions, OLD.expires_at, OLD.secret_hash) IS DISTINCT FROM (NEW.permissions, NEW.expires_at, NEW.secret_hash))
  EXECUTE FUNCTION stockyard_session_notify();
CREATE OR REPLACE TRIGGER api_keys_notify_delete AFTER DELETE ON api_keys FOR EACH ROW EXECUTE FUNCTION stockyard_session_notify();
