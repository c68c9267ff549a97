-- Sign-up counters kept by triggers (issue 13): totals and the daily chart without counting every row.
CREATE TABLE "signup_counts" (
	"list" text NOT NULL,
	"bucket" text NOT NULL,
	"has_phone" boolean NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "signup_counts_list_bucket_has_phone_day_pk" PRIMARY KEY("list","bucket","has_phone","day")
);
--> statement-breakpoint
CREATE INDEX "signup_counts_day_idx" ON "signup_counts" USING btree ("day");
--> statement-breakpoint
-- Keeps signup_counts (shared/schema.ts) in step with the five supporter tables: one statement's
-- added and removed rows, counted per filter value and UTC day and added to the counters in key
-- order (so two transactions never wait on each other's counters in a cycle). The trigger's two
-- arguments are SQL expressions over a row of that table: its filter value, and whether it has a
-- phone number.
CREATE FUNCTION signup_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text := format(
    '(%s)::text AS bucket, (%s) AS has_phone, (created_at AT TIME ZONE ''UTC'')::date AS day',
    TG_ARGV[0], TG_ARGV[1]);
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS n FROM added', keys)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS n FROM removed', keys)
    ELSE format('SELECT %1$s, 1 AS n FROM added UNION ALL SELECT %1$s, -1 AS n FROM removed', keys)
  END;
BEGIN
  EXECUTE format(
    'INSERT INTO signup_counts AS c (list, bucket, has_phone, day, n)
     SELECT %L, bucket, has_phone, day, sum(n)::int FROM (%s) AS change
     GROUP BY bucket, has_phone, day HAVING sum(n) <> 0
     ORDER BY bucket, has_phone, day
     ON CONFLICT (list, bucket, has_phone, day) DO UPDATE SET n = c.n + EXCLUDED.n',
    TG_TABLE_NAME, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- TRUNCATE fires no row triggers: the table's counters go with it.
CREATE FUNCTION signup_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM signup_counts WHERE list = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Triggers before the backfill: creating one locks its table against writes until the migration
-- commits, so no row can land between the count below and the first trigger that would count it.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('volunteers', 'help_type', 'coalesce(phone, '''') <> '''''),
    ('endorsements', 'approved', 'false'),
    ('testimonials', 'approved', 'false'),
    ('contacts', '''''', 'false'),
    ('newsletters', '''''', 'false')
  ) AS lists(name, bucket, has_phone) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS added
      FOR EACH STATEMENT EXECUTE FUNCTION signup_counts_apply(%L, %L)',
      t.name || '_count_insert', t.name, t.bucket, t.has_phone);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS removed NEW TABLE AS added
      FOR EACH STATEMENT EXECUTE FUNCTION signup_counts_apply(%L, %L)',
      t.name || '_count_update', t.name, t.bucket, t.has_phone);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS removed
      FOR EACH STATEMENT EXECUTE FUNCTION signup_counts_apply(%L, %L)',
      t.name || '_count_delete', t.name, t.bucket, t.has_phone);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION signup_counts_clear()',
      t.name || '_count_truncate', t.name);
    EXECUTE format('INSERT INTO signup_counts (list, bucket, has_phone, day, n)
      SELECT %L, (%s)::text, (%s), (created_at AT TIME ZONE ''UTC'')::date, count(*)::int FROM %I GROUP BY 2, 3, 4',
      t.name, t.bucket, t.has_phone, t.name);
  END LOOP;
END $$;
