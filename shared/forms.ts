// `@uc/shared/forms`: what the pages where a player fills a form use (the country picker, the kept draft, the
// code-send button, the picker), a share of its own: no remote's first page has a form, so the first tap on a tile and
// the host's preload after home do without it; the form pages download it (docs/performance.md).
export * from './src/countries/index';
export * from './src/drafts/use-form-draft';
export { CodeSendButton, type CodeSendButtonProps } from './src/ui/controls/code-send-button';
export { Picker, type PickerProps, type PickerOption } from './src/ui/controls/picker';
export { Tabs, type TabsProps, type TabItem } from './src/ui/controls/tabs';
