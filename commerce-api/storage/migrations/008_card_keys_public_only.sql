-- The card private key leaves the database (DESIGN §8: secrets live outside it). Each process
-- loads its keys from CARD_PRIVATE_KEYS or the key file (payments/card-keyring.ts); this table
-- keeps only the public halves processes serve, so a process can warn when another one sharing
-- the database serves a key it cannot decrypt. Existing keys cannot move to a file from SQL: a
-- page opened before the upgrade is asked to reload and enter the card again.
DELETE FROM card_keys;
ALTER TABLE card_keys DROP COLUMN private_pem;
