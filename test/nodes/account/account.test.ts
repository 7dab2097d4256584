import { SEED } from '../helpers';
import { useHarness } from '../shared/useHarness';

describe('Account operations', () => {
	const h = useHarness({}, { perTest: true });

	it('registers an account without passing on its tokens, and checks the e-mail first', async () => {
		const bad = await h.run(
			{ resource: 'account', operation: 'register', email: 'a,b@x.test', password: 'pw' },
			{ continueOnFail: true },
		);
		expect(bad.output[0].json.error).toMatch(/Email must not contain/);
		expect(h.received('/api-rest/user/register')).toHaveLength(0);
		const ok = await h.run({
			resource: 'account',
			operation: 'register',
			email: 'fresh@x.test',
			password: 'fresh-pw-1',
			additionalFields: { name: 'Fresh' },
		});
		expect(ok.json('Node')[0]).toEqual({
			registered: true,
			email: 'fresh@x.test',
			message: expect.any(String),
		});
		expect(ok.serialized()).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
		expect(ok.serialized()).not.toContain('fresh-pw-1');
	});

	it('deletes the account only with confirmation; signing in then fails with 418', async () => {
		const creds = { email: SEED.colleague.email, password: SEED.colleague.password };
		const refused = await h.run(
			{ resource: 'account', operation: 'delete', confirm: false },
			{ ...creds, continueOnFail: true },
		);
		expect(refused.output[0].json.error).toMatch(/Confirm Account Deletion must be on/);
		const deleted = await h.run({ resource: 'account', operation: 'delete', confirm: true }, creds);
		expect(deleted.json('Node')[0]).toMatchObject({ deleted: true, code: 202 });
		const after = await h.run(
			{ resource: 'project', operation: 'getAll', returnAll: true },
			{ ...creds, continueOnFail: true },
		);
		expect(String(after.output[0].json.error)).toMatch(/code 418/);
	});
});
