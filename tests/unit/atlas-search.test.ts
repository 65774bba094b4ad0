// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { activityApplyMachine } from '../../machines/activity-apply.machine.ts';
import { layoutAtlas } from '../../src/features/atlas/layout.ts';
import { toAtlasGraph } from '../../src/features/atlas/machine-graph.ts';
import { diagramItems, searchDiagram } from '../../src/features/atlas/search.ts';
import { renderAtlasSvg } from '../../src/features/atlas/svg.ts';

describe('searching a diagram', async () => {
  const svg = renderAtlasSvg(await layoutAtlas(toAtlasGraph(activityApplyMachine)), {});
  const items = diagramItems(
    new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement,
    'activityApply',
  );
  const found = (query: string) => searchDiagram(items, query).map((i) => `${i.kind} ${i.title}`);

  it('finds states by name and by words of their description, in any case', () => {
    expect(found('notApplied')).toContain('state settled.standing.notApplied');
    const description = activityApplyMachine.root.states.coolingDown?.description ?? '';
    const word = description.split(/\s+/).find((w) => w.length > 5) ?? '';
    expect(found(word.toUpperCase())).toContain('state coolingDown');
  });

  it('finds transitions by event, guard and action, every word counting', () => {
    expect(found('mustDownload')).toEqual(['transition visitor → visitor']);
    expect(found('announceApplied')).toEqual(['transition applying → settled.standing.applied']);
    expect(found('activity.apply isOpen')).toContain(
      'transition settled.standing.notApplied → preparing',
    );
    expect(found('activity.apply nothing-like-this')).toEqual([]);
    expect(found('  ')).toEqual([]);
  });
});
