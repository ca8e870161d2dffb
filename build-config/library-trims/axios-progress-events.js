// Stands in for axios' progress-event helpers (lib/helpers/progressEventReducer.js with its throttle and speedometer):
// axios reaches them only for a request given onUploadProgress or onDownloadProgress, which none of ours is.
const notInThisBuild = () => {
  throw new Error('axios progress events (onUploadProgress, onDownloadProgress) are not part of this build');
};

export const progressEventReducer = notInThisBuild;
export const progressEventDecorator = notInThisBuild;
export const asyncDecorator = notInThisBuild;
