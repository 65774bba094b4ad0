/**
 * Whether the sandbox's pages go out with their first view (on unless SANDBOX_FIRST_VIEW=off),
 * switched from the control plane while the sandbox runs. The page server (server/) asks it on
 * each page.
 */
export interface FirstViewSwitch {
  isOn(): boolean;
  set(on: boolean): void;
}

export function createFirstViewSwitch(on: boolean): FirstViewSwitch {
  let state = on;
  return {
    isOn: () => state,
    set: (value) => {
      state = value;
    },
  };
}
