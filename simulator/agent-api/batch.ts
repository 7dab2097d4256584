import type { AgentCatalogProfile } from './profile';
import { idOf, RPC, rpcErrorIn } from './rpc';

/**
 * Bounds of one JSON-RPC batch (not shown in the service's documentation). Without them a small body could
 * ask for an answer thousands of times its size (a 100 KB batch of tools/list is ~2000 copies
 * of the catalog).
 */
export const BATCH_LIMITS = {
	/** Messages in one batch; a longer batch is refused whole, before anything runs. */
	maxMessages: 50,
	/** Bytes of JSON answered for one batch; messages after the cap are not run. */
	maxAnswerBytes: 4 * 1024 * 1024,
} as const;

/** The refusal of a batch with too many messages (nothing ran). */
export function batchTooLong(profile: AgentCatalogProfile, count: number) {
	return rpcErrorIn(
		profile,
		null,
		RPC.invalidRequest,
		`Invalid Request: a batch may hold at most ${BATCH_LIMITS.maxMessages} messages (got ${count}); nothing was run, send smaller batches`,
		{ maxMessages: BATCH_LIMITS.maxMessages, received: count },
	);
}

/**
 * Runs the messages of a batch in order until the answer reaches its size cap; each message
 * after that gets its own error saying it was not run, so a client knows exactly which ran.
 */
export async function answerBatch(
	profile: AgentCatalogProfile,
	messages: unknown[],
	answer: (message: unknown) => Promise<object | undefined>,
): Promise<object[]> {
	const answers: object[] = [];
	let bytes = 2;
	for (const message of messages) {
		if (bytes > BATCH_LIMITS.maxAnswerBytes) {
			if (message && typeof message === 'object' && 'id' in message && 'method' in message) {
				answers.push(
					rpcErrorIn(
						profile,
						idOf(message),
						RPC.invalidRequest,
						`Not run: the batch answer exceeded ${BATCH_LIMITS.maxAnswerBytes} bytes; send this request again separately`,
						{
							maxAnswerBytes: BATCH_LIMITS.maxAnswerBytes,
						},
					),
				);
			}
			continue;
		}
		const one = await answer(message);
		if (!one) continue;
		answers.push(one);
		bytes += Buffer.byteLength(JSON.stringify(one)) + 1;
	}
	return answers;
}
