import { projectCall } from '../projectCall';

export const getIndexCounts = projectCall({
	value: 'pages',
	name: 'Get Index Counts',
	action: 'Get index counts of a project',
	description:
		'Pages in the index of both search engines and their change ("NotIndex" when a value could not be obtained)',
	path: 'audit/pages',
	form: 'bare',
});
