// What the fallback page needs from the route it stands in for: the title to keep and a way to try again.
import { createContext, useContext } from 'react';

export interface RemotePageContextValue {
  /** 'host' namespace key of the route's title. */
  titleKey: string;
  retry(): void;
}

export const RemotePageContext = createContext<RemotePageContextValue | null>(null);

export const useRemotePageContext = () => useContext(RemotePageContext);
