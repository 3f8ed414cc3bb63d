import type { DeclaresErrors, ErrorDeclaration } from '@kingdoms/shared/api/endpoint';
import { failure } from '@kingdoms/shared/api/envelope';
import { ApiHttpError } from './errors';

/** The 200 reply of a refusal declared with status 200: the envelope, its code kept literal. */
export interface RefusalReply<Code extends string> {
  readonly result: 0;
  readonly err: { readonly code: Code; readonly message: string };
}

type Declared<D extends DeclaresErrors> = D['errors'];

/** What `refuse` gives: the 200 envelope to return, or never (it throws the declared status). */
export type Refusal<
  D extends DeclaresErrors,
  Code extends keyof Declared<D> & string,
> = Declared<D>[Code]['status'] extends 200 ? RefusalReply<Code> : never;

/** A message that is a function of a detail takes that detail; a fixed one takes nothing. */
type DetailOf<Declaration extends ErrorDeclaration> = Declaration['message'] extends (
  detail: infer Detail,
) => string
  ? [detail: Detail]
  : [];

/**
 * The one way a module refuses: with a code its descriptor declares (any other code is a compile
 * error), the declared text and the declared status. A status-200 refusal is returned as the
 * reply's envelope (so a transaction it is returned from still commits, as before); any other
 * status is thrown as an `ApiHttpError`, which the error handler answers as the same envelope.
 */
export function refuse<D extends DeclaresErrors, Code extends keyof Declared<D> & string>(
  declaring: D,
  code: Code,
  ...detail: DetailOf<Declared<D>[Code]>
): Refusal<D, Code> {
  const declaration: ErrorDeclaration | undefined = declaring.errors[code];
  // Only reachable past the types (a cast, a code built at run time).
  if (!declaration) throw new Error(`The refusal ${code} is not declared`);
  const message =
    typeof declaration.message === 'function'
      ? (declaration.message as (detail: unknown) => string)(detail[0])
      : declaration.message;
  if (declaration.status === 200) return failure(code, message) as Refusal<D, Code>;
  throw new ApiHttpError(declaration.status, code, message);
}
