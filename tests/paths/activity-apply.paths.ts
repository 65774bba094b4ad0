import { applyPaths } from './activity-apply.adapter.ts';
import { definePaths } from './support/define-paths.ts';

definePaths(applyPaths);
