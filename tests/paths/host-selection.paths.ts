import { hostSelectionAdapter } from './host-selection.adapter.ts';
import { definePaths } from './support/define-paths.ts';

definePaths(hostSelectionAdapter);
