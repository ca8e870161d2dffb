// The few selenium-webdriver 4 calls the WebKit engine smoke makes (e2e/src/support/engines/webkit.ts); the package
// ships no types of its own.
declare module 'selenium-webdriver' {
  export interface WebElement {
    click(): Promise<void>;
    sendKeys(...keys: string[]): Promise<void>;
  }
  export interface WebDriver {
    get(url: string): Promise<void>;
    executeScript<T>(script: string | ((...args: never[]) => unknown), ...args: unknown[]): Promise<T>;
    findElement(locator: By): Promise<WebElement> & WebElement;
    takeScreenshot(): Promise<string>;
    quit(): Promise<void>;
    manage(): { window(): { setRect(rect: { width: number; height: number; x?: number; y?: number }): Promise<unknown> } };
    actions(options?: { async?: boolean }): Actions;
  }
  /** W3C actions, as the smoke's mouse drag chains them. */
  export interface Actions {
    move(options: { origin?: WebElement | Origin; x?: number; y?: number; duration?: number }): Actions;
    press(button?: number): Actions;
    release(button?: number): Actions;
    perform(): Promise<void>;
  }
  export enum Origin {
    POINTER = 'pointer',
    VIEWPORT = 'viewport',
  }
  export class By {
    static css(selector: string): By;
  }
  export class Builder {
    usingServer(url: string): this;
    withCapabilities(capabilities: Record<string, unknown>): this;
    build(): Promise<WebDriver>;
  }
}
