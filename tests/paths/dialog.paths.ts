import { dialogAdapter } from './dialog.adapter.ts';
import { definePaths } from './support/define-paths.ts';

definePaths(dialogAdapter);
