import { SeoToolsAccountApi } from '../../../credentials/SeoToolsAccountApi.credentials';
import { SeoToolsApi } from '../../../credentials/SeoToolsApi.credentials';
import { ProductHarness } from '../helpers';

/**
 * The node assumes nothing the simulator seeds: no host, no region id
 * (docs/decisions/node-conventions.md#what-the-services-documentation-hides-is-read-at-runtime-or-left-to-the-service).
 */
describe('no behaviour keyed to simulator values', () => {
	it("the credentials have no default base URL (the service address is the user's)", () => {
		for (const credential of [new SeoToolsApi(), new SeoToolsAccountApi()]) {
			expect(credential.properties.find((p) => p.name === 'baseUrl')).toMatchObject({
				default: '',
				required: true,
			});
		}
	});

	it('Project → Create needs the region ID from Get Search Systems; it assumes none', async () => {
		const h = await ProductHarness.start();
		try {
			const result = await h.run(
				{
					resource: 'project',
					operation: 'create',
					domain: 'new-shop.ru',
					keywords: '',
					dryRun: true,
					searchSystems: { system: [{ searchEngine: 1 }] },
				},
				{ continueOnFail: true },
			);
			expect(String(result.output[0].json.error)).toMatch(
				/Search Systems: Region ID must be a region ID from Get Search Systems \(got "0"\)/,
			);
			expect(h.received('/api-rest/projects/add')).toHaveLength(0);
		} finally {
			await h.stop();
		}
	});
});
