import { errorText } from '../../api/api-error';
import { hideLoading } from './loading';
import { toast } from './toast';

/** The one error path (SPEC §8): hide the loading overlay and toast the part after '###'. */
export function showError(e: unknown): void {
  hideLoading();
  toast(errorText(e));
}
