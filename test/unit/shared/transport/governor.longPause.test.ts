import { Governor, type Ticket } from '../../../../nodes/shared/transport/governor';

/**
 * An HTTP 429 sets a pace from the requests the service accepted in the second before the refused
 * one, counted once the pause it asked for (Retry-After) is over. Driven on a simulated clock: 41
 * requests accepted in the second before a refusal, one of them slow.
 */
async function refusedAfterASecondOfAnswers(
	retryAfterMs: number,
	slowAnswerAt: number,
): Promise<Governor> {
	let clock = 0;
	const governor = new Governor(64, () => clock);
	// One request every 25 ms for a second, each accepted 10 ms after it started.
	for (let i = 0; i < 40; i++) {
		clock = i * 25;
		const ticket = await governor.acquire();
		clock += 10;
		governor.release(ticket, { kind: 'ok' });
	}
	clock = 980;
	const slow: Ticket = await governor.acquire();
	clock = 990;
	const refused = await governor.acquire();
	clock = 1000;
	governor.release(refused, { kind: 'throttled', status: 429, waitMs: retryAfterMs });
	// The slow request's answer (accepted) comes in during the pause.
	clock = slowAnswerAt;
	governor.release(slow, { kind: 'ok' });
	// The first start after the pause learns the pace.
	clock = 1000 + retryAfterMs;
	governor.release(await governor.acquire(), { kind: 'ok' });
	return governor;
}

describe('governor: the pace a refusal sets after a long Retry-After', () => {
	it('a pause of half a second: 95 % of the 41 accepted in the second before the refusal', async () => {
		const governor = await refusedAfterASecondOfAnswers(500, 1200);
		expect(governor.stats.pace).toBe(39);
	});

	it('a pause of 5 s with an answer 2.5 s into it: the same pace (the second before the refusal is kept)', async () => {
		const governor = await refusedAfterASecondOfAnswers(5000, 3500);
		expect(governor.stats.pace).toBe(39);
	});
});
