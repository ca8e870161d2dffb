// `@uc/shared/hosted`: what the pages that show or call the provider's own services use (the hosted frame of legal
// documents and the ticket desk, the legal document addresses, the ticket service's calls and tokens), a share of its
// own: no remote's first page needs it, so the first tap on a tile and the host's preload after home do without it.
export { HostedFrame, LEGAL_FRAME_SANDBOX, type HostedFrameProps, type HostedFrameReferrerPolicy } from './src/ui/hosted-frame/hosted-frame';
export * from './src/legal/legal-document-url';
export * from './src/api/ticket-service';
export { deploymentTicketToken, type DeploymentTicketToken } from './src/api/ticket-token';
export { deploymentFrameIdentity } from './src/api/frame-identity';
