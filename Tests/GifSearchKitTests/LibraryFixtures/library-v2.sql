-- What v2 added to a library-v1.sql library: the kept file of a starred GIF.
ALTER TABLE gif ADD COLUMN keptFile TEXT;
INSERT INTO grdb_migrations VALUES ('v2');
UPDATE gif SET keptFile = 'cat1.gif' WHERE id = 'cat1';
