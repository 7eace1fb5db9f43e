import type { FieldValues, Resolver } from 'react-hook-form';

type AuthSchemas = typeof import('./authSchemas');

let loading: Promise<AuthSchemas> | undefined;

/** The account forms' schemas (authSchemas.ts), fetched once; AuthForm asks for them at the first key or click in it. */
export const loadAuthSchemas = () => (loading ??= import('./authSchemas'));

/**
 * A form resolver that validates with one of the account schemas, waiting for their chunk the
 * first time (there already, in practice: the form asked for it at the first key or click).
 */
export function authResolver(name: keyof AuthSchemas): Resolver<FieldValues> {
  return async (values, context, options) => {
    const resolve = (await loadAuthSchemas())[name] as unknown as Resolver<FieldValues>;
    return resolve(values, context, options);
  };
}
