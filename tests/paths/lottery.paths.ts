import { lotteryPaths } from './lottery.adapter.ts';
import { definePaths } from './support/define-paths.ts';

definePaths(lotteryPaths);
