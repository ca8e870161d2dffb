// The UI kit every app shares: feedback (toast, loading, dialogs), page frame, controls and display pieces.
export { UiRoot } from './ui-root';
export { UcProviders, type UcProvidersProps } from './uc-providers';

export { toast } from './feedback/toast';
export { showLoading, hideLoading } from './feedback/loading';
export { showError } from './feedback/show-error';
export { confirmDialog, type ConfirmDialogOptions } from './feedback/confirm-dialog';
export { resetUiFeedback } from './feedback/reset-ui-feedback';
export { useLoadingOverlay } from './feedback/use-loading-overlay';

export { TitleBar, type TitleBarProps } from './layout/title-bar';
export { PageLayout, type PageLayoutProps, type BackRule } from './layout/page-layout';
export { useOrientation, currentOrientation, type Orientation } from './layout/use-orientation';
export { applyRootFontSize } from './layout/root-font-size';
export { applyThemeOverrides } from './layout/theme';

export { Button, type ButtonProps } from './controls/button';
export { FormField, type FormFieldProps } from './controls/form-field';

export { ListRow, Card, type ListRowProps } from './display/list-row';
export { EmptyState, type EmptyStateProps } from './display/empty-state';
export { ErrorState, type ErrorStateProps } from './display/error-state';
export { Badge, type BadgeProps } from './display/badge';
export { Avatar, type AvatarProps } from './display/avatar';
export { LoginRequired, type LoginRequiredProps } from './display/login-required';
export { ResultPanel, type ResultPanelProps } from './display/result-panel';
export { IsolatedText, type IsolatedTextProps } from './display/isolated-text';

export { Popup, type PopupProps } from './modal/popup';
