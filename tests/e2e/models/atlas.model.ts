import { expect, type Locator, type Page } from '@playwright/test';

/** The machine atlas (/_machines): the machine list, one diagram, and its live highlight. */
export class AtlasPage {
  readonly root: Locator;
  readonly machines: Locator;
  readonly diagram: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.atlas');
    this.machines = page.getByRole('navigation', { name: 'Machines' }).getByRole('button');
    this.diagram = page.locator('.atlas-canvas svg');
  }

  /** Opens the atlas, following the app live with `live`. */
  async open(options: { machine?: string; live?: boolean } = {}) {
    const params = new URLSearchParams();
    if (options.machine) params.set('machine', options.machine);
    if (options.live) params.set('inspect', '');
    await this.page.goto(`/_machines${params.size ? `?${params}` : ''}`);
    await expect(this.root).toHaveAttribute('data-state', options.machine ? 'shown' : 'choosing');
  }

  async machineNames(): Promise<string[]> {
    return this.machines.allTextContents();
  }

  /** Chooses a machine and waits for its diagram. */
  async show(machineId: string) {
    await this.machines.filter({ hasText: new RegExp(`^${machineId}$`) }).click();
    await this.seeDiagramOf(machineId);
  }

  async seeDiagramOf(machineId: string) {
    await expect(this.root).toHaveAttribute('data-state', 'shown');
    await expect(this.page.getByRole('region', { name: `Diagram of ${machineId}` })).toBeVisible();
  }

  /** A state of the diagram, by its id (`activityApply.settled.standing.applied`). */
  state(stateId: string): Locator {
    return this.diagram.locator(`[data-state-id="${stateId}"]`);
  }

  /** The states the followed actor is in now. */
  activeStates(): Locator {
    return this.diagram.locator('.atlas-state.active');
  }

  /** The transition the followed actor took last. */
  lastTransition(): Locator {
    return this.diagram.locator('.atlas-edge.last');
  }

  async seeActive(stateId: string) {
    await expect(this.state(stateId)).toHaveClass(/\bactive\b/);
  }
}
