import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { CaptchaAction, CaptchaWidget } from '../../../src/captcha';
import type { FormCaptcha } from '../../../src/forms';
import { STRINGS } from '../../../src/i18n';

/**
 * The captcha a form's submission reads, filled in once the widget has rendered: until then it
 * answers `''`, which the submission flow reports as "Complete CAPTCHA before submitting."
 */
export interface CaptchaSlot extends FormCaptcha {
  widget: CaptchaWidget | undefined;
}

export function createCaptchaSlot(): CaptchaSlot {
  return {
    widget: undefined,
    getResponse() {
      return this.widget?.getResponse() ?? '';
    },
    reset() {
      this.widget?.reset();
    },
  };
}

/** Where and how a protected form renders its captcha. */
export interface CaptchaSetup {
  readonly slot: CaptchaSlot;
  /** The site's key (page context `website.captchaSettings.siteKey`); blank when the site has none. */
  readonly siteKey: string;
  readonly action: CaptchaAction;
  /** @default the provider's own script */
  readonly scriptUrl?: string | undefined;
}

export interface CaptchaControl {
  readonly containerRef: RefObject<HTMLDivElement | null>;
  /** Loads and renders the captcha the first time it is called; later calls do nothing. */
  readonly prepare: () => void;
  /** Shown instead of a captcha that could not be set up. */
  readonly problem: string | undefined;
}

/**
 * Renders the captcha on demand: its code and the provider's script are loaded only when `prepare`
 * runs, which the form calls as the shopper reaches it (focus or pointer). Destroyed on unmount.
 */
export function useCaptcha(setup: CaptchaSetup | undefined): CaptchaControl {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const started = useRef(false);
  const mounted = useRef(true);
  const [problem, setProblem] = useState<string | undefined>(undefined);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      setup?.slot.widget?.destroy();
      if (setup !== undefined) setup.slot.widget = undefined;
    };
  }, [setup]);

  const prepare = useCallback(() => {
    if (setup === undefined || started.current) return;
    started.current = true;
    const notSetUp = (...details: unknown[]) => {
      console.error('[storefront-kit] The form’s captcha could not be set up.', ...details);
      setProblem(STRINGS.captcha.notSetUp);
    };
    if (setup.siteKey.trim() === '') {
      notSetUp('The page context has no website.captchaSettings.siteKey.');
      return;
    }
    // The captcha's own code comes with the first protected form the shopper reaches, not with every form.
    const container = containerRef.current;
    import('../../../src/captcha')
      .then(({ renderCaptcha }) =>
        renderCaptcha(container, {
          siteKey: setup.siteKey,
          action: setup.action,
          ...(setup.scriptUrl === undefined ? {} : { scriptUrl: setup.scriptUrl }),
        }),
      )
      .then(
        (widget) => {
          if (widget === undefined) return notSetUp();
          if (mounted.current) setup.slot.widget = widget;
          else widget.destroy();
        },
        (error: unknown) => {
          if (mounted.current) notSetUp(error);
        },
      );
  }, [setup]);

  return { containerRef, prepare, problem };
}
