/**
 * The "Error code" of n8n's error panel (NodeApiError's httpCode) is the service's code, or the
 * HTTP status when that status was the refusal; never the HTTP 200 that carried the error body.
 */
import type { INode } from 'n8n-workflow';
import { serviceError } from '../../../../nodes/shared/transport/serviceError';

const node: INode = {
	id: '1',
	name: 'SEO Tools',
	type: 'n8n-nodes-seo-tools.seoTools',
	typeVersion: 1,
	position: [0, 0],
	parameters: {},
};

describe('serviceError: the code n8n shows', () => {
	test("the service's code, not the HTTP 200 that carried it", () => {
		const error = serviceError(node, {
			surface: 'project',
			code: 51,
			message: 'wrong project id',
			httpCode: '200',
		});
		expect(error.httpCode).toBe('51');
		expect(error.message).toBe('Project API: wrong project id (code 51)');
	});

	test('no code when the body has none and the HTTP status was 200', () => {
		const error = serviceError(node, { surface: 'tools', message: 'Access denied' });
		expect(error.httpCode).toBeNull();
		const carried = serviceError(node, {
			surface: 'tools',
			message: 'Access denied',
			httpCode: '200',
		});
		expect(carried.httpCode).toBeNull();
	});

	test('the HTTP status when it was the refusal', () => {
		const error = serviceError(node, { surface: 'agent', message: 'Too many', httpCode: '429' });
		expect(error.httpCode).toBe('429');
	});
});
