import { ALL_SURFACES } from '../../simulator';
import type { SurfaceRegistrar } from '../../simulator/core/server';
import { ProductHarness } from '../../dev/product-harness';

/** The test suite's harness (frozen clock) with a longer request log and optional extra routes matched first. */
export async function startHarness(
	extraSurfaces: SurfaceRegistrar[] = [],
): Promise<ProductHarness> {
	return await ProductHarness.start({
		surfaces: [...extraSurfaces, ...ALL_SURFACES],
		maxLoggedRequests: 50_000,
	});
}
