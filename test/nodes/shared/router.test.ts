import { useHarness } from './useHarness';

/*
 * A workflow saved with an operation this version of the node does not offer (from a newer
 * version, or edited by hand): every item says so, nothing is sent, and continue-on-fail
 * turns each item into an error item of its own.
 */
describe('an operation the node does not offer', () => {
	const h = useHarness({}, { clear: true });

	const message = 'The operation "archive" of "project" is not supported';
	const input = [{ n: 1 }, { n: 2 }, { n: 3 }];

	it('under continue-on-fail: one error item per input item, each paired with its item', async () => {
		const result = await h.run(
			{ resource: 'project', operation: 'archive' },
			{ input, continueOnFail: true },
		);
		expect(result.status).toBe('success');
		expect(result.output).toEqual(
			input.map((_, item) => ({ json: { error: message }, pairedItem: { item } })),
		);
		expect(h.sim.received()).toEqual([]);
	});

	it('otherwise: the run stops on the first item with the same message', async () => {
		const result = await h.run({ resource: 'project', operation: 'archive' }, { input });
		expect(result.status).toBe('error');
		const error = result.run.data.resultData.error as { message?: string; context?: object };
		expect(error.message).toBe(message);
		expect(error.context).toMatchObject({ itemIndex: 0 });
		expect(h.sim.received()).toEqual([]);
	});

	it('a resource the node does not offer fails the run before anything is sent', async () => {
		const result = await h.run({ resource: 'archive', operation: 'get' }, { input });
		expect(result.status).toBe('error');
		expect(h.sim.received()).toEqual([]);
	});
});
