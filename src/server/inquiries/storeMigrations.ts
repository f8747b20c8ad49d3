/**
 * The inquiry database's schema, as a list of migrations: the file carries how many it has had
 * (`PRAGMA user_version`), and each start applies the ones it has not. A release that changes the
 * schema adds one at the end and never edits an earlier one: databases out there have run them.
 * A field of a form (src/config/forms.ts) gets its column here, as
 * `ALTER TABLE inquiries ADD COLUMN <column> TEXT NOT NULL DEFAULT ''`, unless another form's field
 * of the same meaning has one it can share (`name`, `phone`).
 */
import type { DatabaseSync } from 'node:sqlite'

import { transaction } from './storeConnection'

/** Milliseconds since 1970 of an ISO time in `column` (null stays null). */
export const msOf = (column: string) =>
  `CAST(ROUND((julianday(${column}) - 2440587.5) * 86400000) AS INTEGER)`

const migrations = [
  `CREATE TABLE inquiries (
     id INTEGER PRIMARY KEY,
     received_at TEXT NOT NULL,
     language TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     company TEXT NOT NULL,
     message TEXT NOT NULL,
     fingerprint TEXT NOT NULL,
     spam TEXT,
     mail_state TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT,
     last_error TEXT,
     sent_at TEXT
   );
   CREATE INDEX inquiries_by_fingerprint ON inquiries (fingerprint, received_at);
   CREATE INDEX inquiries_outbox ON inquiries (mail_state, next_attempt_at);`,
  // Claims before sending, refusals that wait for attention, repeats, releases, consent records.
  // Release 1 held inquiries sent faster than 3 s as spam ('notMailed'): they stay held, now 'held'.
  `ALTER TABLE inquiries RENAME COLUMN spam TO bot_sign;
   UPDATE inquiries SET mail_state = 'held' WHERE mail_state = 'notMailed';
   ALTER TABLE inquiries ADD COLUMN claimed_until TEXT;
   ALTER TABLE inquiries ADD COLUMN claimed_by TEXT;
   ALTER TABLE inquiries ADD COLUMN released_at TEXT;
   ALTER TABLE inquiries ADD COLUMN repeats_id INTEGER;
   ALTER TABLE inquiries ADD COLUMN repeats_received_at TEXT;
   ALTER TABLE inquiries ADD COLUMN consent_given_at TEXT;
   ALTER TABLE inquiries ADD COLUMN consent_text_version TEXT;
   CREATE INDEX inquiries_waiting ON inquiries (mail_state, received_at);
   CREATE TABLE write_probe (data BLOB NOT NULL);
   CREATE TABLE consent_texts (
     version TEXT PRIMARY KEY,
     language TEXT NOT NULL,
     text TEXT NOT NULL,
     first_given_at TEXT NOT NULL
   );`,
  // What retention may delete (seen), backups' times, and the servers with their settings, so that
  // `npm run inquiries -- status` judges by the running server's settings. A database from before
  // counts as created now: its first backup is due a day and a half later.
  `ALTER TABLE inquiries ADD COLUMN seen_at TEXT;
   CREATE TABLE facts (name TEXT PRIMARY KEY, value TEXT NOT NULL);
   INSERT INTO facts VALUES ('createdAt', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
   CREATE TABLE servers (
     claimant TEXT PRIMARY KEY,
     started_at TEXT NOT NULL,
     mails INTEGER NOT NULL,
     alert_minutes INTEGER NOT NULL
   );`,
  // Times judged on the steady clock (./steadyClock.ts) beside the wall times people read, taken
  // from those for what is there; sends cut off by a stopped server, counted; the highest number
  // given, so that none is given twice (also after the inquiry that had it was deleted); the
  // worker-leasing permit's end as the running server's build states it.
  `ALTER TABLE inquiries ADD COLUMN received_steady INTEGER;
   ALTER TABLE inquiries ADD COLUMN next_attempt_steady INTEGER;
   ALTER TABLE inquiries ADD COLUMN claimed_until_steady INTEGER;
   ALTER TABLE inquiries ADD COLUMN interrupted_sends INTEGER NOT NULL DEFAULT 0;
   UPDATE inquiries SET received_steady = ${msOf('received_at')},
     next_attempt_steady = ${msOf('next_attempt_at')}, claimed_until_steady = ${msOf('claimed_until')};
   INSERT INTO facts SELECT 'createdSteady', ${msOf('value')} FROM facts WHERE name = 'createdAt';
   INSERT INTO facts SELECT 'lastBackupSteady', ${msOf('value')} FROM facts
     WHERE name = 'lastBackupAt';
   INSERT INTO facts SELECT 'highestNumber', COALESCE(MAX(id), 0) FROM inquiries;
   ALTER TABLE servers ADD COLUMN permit_valid_until TEXT;`,
  // Several forms on the one table (src/config/forms.ts): each row names its form, the inquiries
  // from before are the inquiry form's; the application's and the callback request's own fields.
  `ALTER TABLE inquiries ADD COLUMN form TEXT NOT NULL DEFAULT 'inquiry';
   ALTER TABLE inquiries ADD COLUMN phone TEXT NOT NULL DEFAULT '';
   ALTER TABLE inquiries ADD COLUMN job TEXT NOT NULL DEFAULT '';
   ALTER TABLE inquiries ADD COLUMN vehicles TEXT NOT NULL DEFAULT '';
   ALTER TABLE inquiries ADD COLUMN driving_licences TEXT NOT NULL DEFAULT '';
   ALTER TABLE inquiries ADD COLUMN availability TEXT NOT NULL DEFAULT '';
   ALTER TABLE inquiries ADD COLUMN earliest_start TEXT NOT NULL DEFAULT '';
   ALTER TABLE inquiries ADD COLUMN languages TEXT NOT NULL DEFAULT '';
   ALTER TABLE inquiries ADD COLUMN call_time TEXT NOT NULL DEFAULT '';
   CREATE INDEX inquiries_by_form ON inquiries (form, received_at);`,
]

/** The schema version this release writes. */
export const currentSchemaVersion = migrations.length

export const schemaVersion = (db: DatabaseSync) =>
  Number(db.prepare('PRAGMA user_version').get()?.user_version ?? 0)

/** Applies the migrations the database has not had; refuses one of a newer release. */
export function migrate(db: DatabaseSync) {
  const version = schemaVersion(db)
  if (version > migrations.length)
    throw new Error(
      `The inquiry database has schema version ${version}, newer than this release knows (${migrations.length})`,
    )
  for (const [index, sql] of migrations.entries()) {
    if (index < version) continue
    transaction(db, () => db.exec(`${sql}; PRAGMA user_version = ${index + 1};`))
  }
}
