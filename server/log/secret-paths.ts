// The rule for paths that carry a secret lives in shared/secret-paths.ts since issue 34: the request
// log and the browser's analytics read one list. The log writes such a path as its prefix and
// `[token]`; a route that puts a secret in its path is added there, and the log test walks the list.
export { REDACTED, SECRET_PATH_PREFIXES, redactSecretPath } from '../../shared/secret-paths';
