/** A ready-made fault: the control page offers each as a button, the CLI by name. */
export interface FaultPreset {
  name: string;
  label: string;
  spec: string;
}

/**
 * The faults QA reaches for most. Each has a fixed id, so pressing a preset twice replaces
 * the fault rather than stacking a second one.
 */
export const FAULT_PRESETS: readonly FaultPreset[] = [
  { name: 'mirror-a-down', label: 'Mirror A down (503)', spec: 'id=mirror-a,mirror=a,status=503' },
  {
    name: 'mirror-b-down',
    label: 'Mirror B drops connections',
    spec: 'id=mirror-b,mirror=b,drop',
  },
  { name: 'mirrors-down', label: 'Both mirrors down', spec: 'id=mirrors,mirror=both,status=503' },
  {
    name: 'hostlist-undecryptable',
    label: 'Host list fails to decrypt',
    spec: 'id=hostlist,hostlist=undecryptable',
  },
  { name: 'api-down', label: 'All API hosts down', spec: 'id=api-down,host=api,drop' },
  { name: 'api-1-slow', label: 'api-1 slow (15 s)', spec: 'id=api-1-slow,host=api-1,latency=15s' },
  {
    name: 'logged-out',
    label: 'User info says logged out (00004)',
    spec: 'id=logged-out,route=/v1/user/overview/userinfo,code=00004',
  },
  {
    name: 'claim-503',
    label: 'Next claim fails (503)',
    spec: 'id=claim-503,route=/v1/activity/obtainReward,status=503,times=1',
  },
  {
    name: 'claim-lost',
    label: 'Next claim granted, answer lost',
    spec: 'id=claim-lost,route=/v1/activity/obtainReward,drop=after,times=1',
  },
  {
    name: 'list-wrong-types',
    label: 'Activity list with wrong types',
    spec: 'id=list-types,route=/v1/activity/list,body=wrong-types',
  },
  { name: 'ws-drop', label: 'Drop all websockets', spec: 'id=ws-drop,ws=drop' },
  { name: 'ws-refuse', label: 'Refuse new websockets', spec: 'id=ws-refuse,ws=refuse' },
];

export function findPreset(name: string): FaultPreset | undefined {
  return FAULT_PRESETS.find((p) => p.name === name);
}
