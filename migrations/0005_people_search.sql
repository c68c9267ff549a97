-- Substring search over supporters' names and e-mail addresses (CONTRACT section 9): trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
