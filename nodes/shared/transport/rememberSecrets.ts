import { MIN_SECRET_LENGTH } from './secretForms';

/**
 * The secrets this execution holds (API key, password, access and refresh tokens), remembered
 * where the transport reads them, so that every output item can be cleared of them before it
 * leaves the node (withoutSecrets.ts). One set per execution (the node's or the trigger's
 * context object), as the governor: it ends with the execution.
 */
const known = new WeakMap<object, Set<string>>();

export function rememberSecrets(ctx: object, secrets: Array<string | undefined>): void {
	let set = known.get(ctx);
	for (const secret of secrets) {
		if (!secret || secret.length < MIN_SECRET_LENGTH) continue;
		if (!set) known.set(ctx, (set = new Set()));
		set.add(secret);
	}
}

export function secretsOf(ctx: object): string[] {
	return [...(known.get(ctx) ?? [])];
}
