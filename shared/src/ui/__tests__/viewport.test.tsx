// SPEC §9 root font size and SPEC §2 orientation, driven by the window size.
import { act, render, screen } from '@testing-library/react';
import { applyRootFontSize, rootFontSizeFor } from '../layout/root-font-size';
import { useOrientation } from '../layout/use-orientation';

function resizeTo(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  window.dispatchEvent(new Event('resize'));
}

afterEach(() => {
  document.documentElement.removeAttribute('style');
  resizeTo(1024, 768);
});

describe('rootFontSizeFor', () => {
  it.each([
    // width × height → px: narrow phones scale from the short side, wide screens (aspect > 0.562) from the long side × 0.562
    [390, 844, 16.64], // 6.1" phone portrait
    [844, 390, 16.64], // same phone in landscape: same size, the title bar stays one line
    [360, 640, 15.35], // small Android, aspect 0.5625: just over the threshold, continuous with the width rule
    [768, 1024, 20], // tablet: capped at 20 px instead of 32 px
    [375, 667, 15.99], // the reference phone (aspect 0.5622, a hair over the rounded threshold)
    [320, 568, 14], // very small phone: floor 14 px
  ])('%i×%i → %fpx', (width, height, px) => {
    expect(rootFontSizeFor(width, height)).toBeCloseTo(px, 2);
  });

  it('falls back to 16 px for a zero-sized viewport', () => {
    expect(rootFontSizeFor(0, 0)).toBe(16);
  });
});

describe('applyRootFontSize', () => {
  it('sets the root font size now and after a resize, until stopped', () => {
    resizeTo(390, 844);
    const stop = applyRootFontSize();
    expect(document.documentElement.style.fontSize).toBe('16.64px');
    resizeTo(360, 640);
    expect(document.documentElement.style.fontSize).toBe('15.35px');
    window.dispatchEvent(new Event('orientationchange'));
    expect(document.documentElement.style.fontSize).toBe('15.35px');
    stop();
    resizeTo(768, 1024);
    expect(document.documentElement.style.fontSize).toBe('15.35px');
  });
});

describe('useOrientation', () => {
  function Probe() {
    return <p>{useOrientation()}</p>;
  }

  it('is landscape when wider than tall, and follows resizes and rotations', () => {
    resizeTo(390, 844);
    render(<Probe />);
    expect(screen.getByText('portrait')).toBeInTheDocument();
    act(() => resizeTo(844, 390));
    expect(screen.getByText('landscape')).toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
      window.dispatchEvent(new Event('orientationchange'));
    });
    expect(screen.getByText('portrait')).toBeInTheDocument();
  });

  it('counts a square window as portrait', () => {
    resizeTo(500, 500);
    render(<Probe />);
    expect(screen.getByText('portrait')).toBeInTheDocument();
  });
});
