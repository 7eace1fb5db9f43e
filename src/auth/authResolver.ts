import type { FieldValues, Resolver } from 'react-hook-form';

type AuthSchemas = typeof import('./authSchemas');

let loading: Promise<AuthSchemas> | undefined;

/** The account forms' schemas (authSchemas.ts), fetched once; AuthForm asks for them as it shows. */
export const loadAuthSchemas = () => (loading ??= import('./authSchemas'));

/**
 * A form resolver that validates with one of the account schemas, waiting for their chunk the
 * first time (already there, in practice: the form asked for it when it showed).
 */
export function authResolver(name: keyof AuthSchemas): Resolver<FieldValues> {
  return async (values, context, options) => {
    const resolve = (await loadAuthSchemas())[name] as unknown as Resolver<FieldValues>;
    return resolve(values, context, options);
  };
}
