import { SEED } from '../../dev/product-harness';

export * from '../../dev/product-harness';

/** The key must never show up: not in errors, not in items, not anywhere in the run data. */
export function expectNoSecrets(text: string): void {
	for (const secret of [
		SEED.paid.apiKey,
		SEED.paid.password,
		SEED.free.apiKey,
		SEED.promo.apiKey,
	]) {
		expect(text).not.toContain(secret);
	}
}
