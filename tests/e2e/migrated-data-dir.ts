import { migratedDataDir } from '../helpers/migrated-data-dir';

// serve.sh's first step: the end-to-end server's DATA_DIR (argument 1), migrated, so the run's
// browser tests wait for a server start (2-3 s) rather than a first start (5-6 s).
await migratedDataDir(process.argv[2]);
