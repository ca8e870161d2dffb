// Federation runtime plugin: marks when a remote's manifest, entry and page chunks start and finish downloading, so
// each remote load can report its stages (telemetry-remote-load). It only watches: every hook returns nothing.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteOfContainer } from '../federation/remote-names';
import { stageEnded, stageStarted } from './remote-stages';

export default function remoteTimingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'uc-remote-timing',
    beforeLoadManifest({ moduleInfo }) {
      const remote = remoteOfContainer(moduleInfo.name);
      if (remote) stageStarted(remote, 'manifest');
    },
    afterLoadManifest({ moduleInfo, cached, error }) {
      const remote = remoteOfContainer(moduleInfo.name);
      if (remote && !cached) stageEnded(remote, 'manifest', !error);
    },
    loadEntry({ remoteInfo }) {
      // must return nothing: a value here would be taken for the loaded container
      const remote = remoteOfContainer(remoteInfo.name);
      if (remote) stageStarted(remote, 'entry');
    },
    afterLoadEntry({ remoteInfo, cached, error }) {
      const remote = remoteOfContainer(remoteInfo.name);
      if (remote && !cached) stageEnded(remote, 'entry', !error);
    },
    beforeGetExpose({ moduleInfo, expose }) {
      const remote = remoteOfContainer(moduleInfo.name);
      if (remote) stageStarted(remote, 'page', expose);
    },
    afterGetExpose({ moduleInfo, expose, error }) {
      const remote = remoteOfContainer(moduleInfo.name);
      if (remote) stageEnded(remote, 'page', !error, expose);
    },
  };
}
