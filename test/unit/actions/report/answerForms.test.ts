import { fileLinkIn } from '../../../../nodes/SeoTools/actions/report/reportFile';
import { reportBlocksIn } from '../../../../nodes/SeoTools/methods/getReportBlocks';

/**
 * The service's documentation shows no answer shapes for get_report_file ("link to the report file, docx") or
 * get_report_blocks ("alias, name and whether enabled, by source"): the forms a service could use.
 */
describe('the link to a report file, in every plausible form', () => {
	it.each([
		[{ file_url: 'https://files.example/r.docx' }, 'https://files.example/r.docx'],
		[{ url: '/files/r.docx', status: 'done' }, '/files/r.docx'],
		[{ report_id: 5, result: { link: 'files/r.docx' } }, 'files/r.docx'],
		[{ text: 'Файл готов: https://files.example/r.docx.' }, 'https://files.example/r.docx'],
		['Download /files/report-5.docx now', '/files/report-5.docx'],
		[{ report_id: 5, status: 'done' }, undefined],
		[{ url: 'not a link with spaces' }, undefined],
	])('%j → %s', (answer, link) => {
		expect(fileLinkIn(answer)).toBe(link);
	});
});

describe('report blocks, flat or grouped by source', () => {
	it('reads a flat list as it is', () => {
		const flat = [{ alias: 'positions', name: 'Позиции', source: 'positions', enabled: true }];
		expect(reportBlocksIn({ blocks: flat })).toEqual(flat);
	});

	it('reads lists grouped under their source’s name, naming the source', () => {
		expect(
			reportBlocksIn({
				positions: [{ alias: 'visibility', name: 'Видимость', enabled: 1 }],
				audit: [{ alias: 'audit', name: 'Аудит', enabled: 0 }],
			}),
		).toEqual([
			{ alias: 'visibility', name: 'Видимость', enabled: 1, source: 'positions' },
			{ alias: 'audit', name: 'Аудит', enabled: 0, source: 'audit' },
		]);
	});

	it('finds nothing in an answer without aliases', () => {
		expect(reportBlocksIn({ text: 'Нет блоков' })).toEqual([]);
	});
});
