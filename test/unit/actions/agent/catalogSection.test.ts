import {
	DOCUMENT_SECTIONS,
	OTHER_SECTION,
	sectionOf,
} from '../../../../nodes/SeoTools/actions/agent/catalogSection';

describe('catalog sections as the document names them', () => {
	it('names every tool of the document’s tables and puts others under Other', () => {
		expect(DOCUMENT_SECTIONS.flatMap((s) => s.tools)).toHaveLength(165);
		expect(sectionOf('delete_queries')).toMatchObject({ id: '4.4' });
		expect(sectionOf('serp_top10')).toMatchObject({
			id: '4.10',
			title: 'SERP, positions, indexing',
		});
		expect(sectionOf('a_tool_the_document_does_not_name')).toBe(OTHER_SECTION);
	});
});
