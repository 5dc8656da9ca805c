/**
 * A record's entry for a name that comes from outside (a request, a file, a command line), only when the record
 * itself holds it: a plain `record[name]` answers `constructor`, `toString` or `__proto__` with what every object
 * inherits, which passes for a game, a bot or a seat.
 */
export const own = <T>(record: Readonly<Record<string, T>>, name: string): T | undefined =>
  Object.hasOwn(record, name) ? record[name] : undefined;
