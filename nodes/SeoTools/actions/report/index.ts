import type { ResourceModule } from '../types';
import { GetBlocks } from './getBlocks.operation';
import { CreateReport } from './create.operation';
import { GetReport } from './get.operation';
import { GetReportFile } from './getFile.operation';
import { GetManyReports } from './getMany.operation';

export const reportResource: ResourceModule = {
	value: 'report',
	name: 'Report',
	operations: [
		new CreateReport(),
		new GetReport(),
		new GetManyReports(),
		new GetReportFile(),
		new GetBlocks(),
	],
};
