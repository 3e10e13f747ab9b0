-- Failed sign-ins per account and client (issue 10: throttling strangers cannot turn into a
-- lockout). A pair is locked for a doubling time after a few failures; a success deletes its row.
CREATE TABLE login_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL,
  locked_until timestamptz
);
