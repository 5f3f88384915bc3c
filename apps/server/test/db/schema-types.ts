import path from 'node:path';
import ts from 'typescript';

/** What a column of `db/schema.ts` says about itself, as far as the database can disagree. */
export type DeclaredColumn = {
  /** string, number, boolean, date, bytes, array or json (an object type). */
  kind: string;
  nullable: boolean;
  /** An insert may leave it out: the database must supply it (a default), or it is nullable. */
  optionalOnInsert: boolean;
};

const schemaFile = path.resolve(import.meta.dirname, '../../src/db/schema.ts');
const serverTsconfig = path.resolve(import.meta.dirname, '../../tsconfig.json');

const kindOf = (checker: ts.TypeChecker, type: ts.Type): string[] => {
  if (type.isUnion()) return [...new Set(type.types.flatMap((t) => kindOf(checker, t)))];
  const flags = type.getFlags();
  if (flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)) return [];
  if (flags & ts.TypeFlags.StringLike) return ['string'];
  if (flags & ts.TypeFlags.NumberLike) return ['number'];
  if (flags & ts.TypeFlags.BooleanLike) return ['boolean'];
  if (checker.isArrayType(type) || checker.isTupleType(type)) return ['array'];
  const name = type.getSymbol()?.getName();
  if (name === 'Date') return ['date'];
  if (name === 'Buffer' || name === 'Uint8Array') return ['bytes'];
  return ['json'];
};

const includes = (type: ts.Type, flag: ts.TypeFlags) =>
  type.isUnion()
    ? type.types.some((t) => (t.getFlags() & flag) !== 0)
    : (type.getFlags() & flag) !== 0;

/**
 * Reads `Database` from db/schema.ts with the TypeScript compiler: table → column → what the
 * select type says (Kysely's ColumnType and Generated are `__select__`/`__insert__` brands).
 */
export const declaredSchema = (): Map<string, Map<string, DeclaredColumn>> => {
  // The server's own compiler options, so Buffer, Date and the contract's types resolve.
  const config = ts.getParsedCommandLineOfConfigFile(
    serverTsconfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`Cannot read ${serverTsconfig}`);
  const program = ts.createProgram([schemaFile], config.options);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(schemaFile);
  const module = source && checker.getSymbolAtLocation(source);
  if (!source || !module) throw new Error(`Cannot read ${schemaFile}`);
  const database = checker
    .getExportsOfModule(module)
    .find((symbol) => symbol.getName() === 'Database');
  if (!database) throw new Error('db/schema.ts exports no Database type');
  const tables = new Map<string, Map<string, DeclaredColumn>>();
  for (const table of checker.getDeclaredTypeOfSymbol(database).getProperties()) {
    const columns = new Map<string, DeclaredColumn>();
    const tableType = checker.getTypeOfSymbolAtLocation(table, source);
    for (const column of tableType.getProperties()) {
      const type = checker.getTypeOfSymbolAtLocation(column, source);
      const select = type.getProperty('__select__');
      const insert = type.getProperty('__insert__');
      const selectType = select ? checker.getTypeOfSymbolAtLocation(select, source) : type;
      const insertType = insert ? checker.getTypeOfSymbolAtLocation(insert, source) : type;
      const nullable = includes(selectType, ts.TypeFlags.Null);
      columns.set(column.getName(), {
        kind: kindOf(checker, selectType).sort().join('|'),
        nullable,
        optionalOnInsert: nullable || includes(insertType, ts.TypeFlags.Undefined),
      });
    }
    tables.set(table.getName(), columns);
  }
  return tables;
};

/** The kind of value node-postgres hands back for a column type (see db/database.ts's parsers). */
export const kindOfDatabaseType = (dataType: string, udtName: string): string => {
  if (dataType === 'ARRAY') return 'array';
  if (dataType === 'USER-DEFINED' && udtName === 'citext') return 'string';
  switch (dataType) {
    case 'text':
    case 'character varying':
    case 'character':
    case 'uuid':
    case 'inet':
    case 'USER-DEFINED':
      return 'string';
    case 'integer':
    case 'smallint':
    case 'bigint':
    case 'numeric':
    case 'real':
    case 'double precision':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'timestamp with time zone':
    case 'timestamp without time zone':
    case 'date':
      return 'date';
    case 'bytea':
      return 'bytes';
    case 'json':
    case 'jsonb':
      return 'json';
    default:
      return `unknown(${dataType})`;
  }
};
