-- Redirect targets are same-site paths (issue 10; DESIGN §8): "/dresses", never "//host",
-- "/\host", a scheme or a control character. The lookup checks every target again before issuing
-- it (catalog/redirects.ts); rows written before this constraint are left to that check (NOT VALID).
ALTER TABLE redirects ADD CONSTRAINT redirects_target_same_site
  CHECK (redirect_path ~ '^/([^/\\]|$)' AND redirect_path !~ '[[:cntrl:]\\]') NOT VALID;
