// 'modification complete': icon, text and a finish button that exits to the game (SPEC §2 completionprompt).
import { fireEvent, screen } from '@testing-library/react';
import { loggedInState, recordNativeCalls, renderWithProviders } from '@uc/shared/src/testing';
import CompletionPromptPage from '../completion-prompt-page';

describe('completion prompt page', () => {
  it('says the modification is complete and finish asks the host to exit', async () => {
    const native = recordNativeCalls();
    try {
      renderWithProviders(<CompletionPromptPage />, { preloadedState: loggedInState(), route: '/completionprompt' });
      expect(await screen.findByRole('heading', { name: 'Modification complete', level: 2 })).toBeInTheDocument();
      expect(screen.getByText('Your changes have been saved. You can return to the game now.')).toBeInTheDocument();
      expect(native.of('exit')).toHaveLength(0);
      fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
      expect(native.of('exit')).toHaveLength(1);
    } finally {
      native.stop();
    }
  });

  it('reads in the session language', async () => {
    renderWithProviders(<CompletionPromptPage />, { route: '/completionprompt', locale: 'de-DE' });
    expect(await screen.findByRole('button', { name: 'Fertig' })).toBeInTheDocument();
  });
});
