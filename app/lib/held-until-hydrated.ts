declare global {
  interface Window {
    /** Set by the head's inline script; called once the page has hydrated (app/root.tsx, decision 057). */
    __heldUntilHydrated?: () => void;
  }
}

/**
 * The head's inline script (decision 057, "A click before hydration"). A page is drawn before its scripts
 * have run: until then a button does nothing and a form would be submitted natively, a sign-in form as a GET
 * with the password in the address. The script holds a click on a control (not on a link, which still
 * navigates) and a form's submit from the first byte, and `__heldUntilHydrated` plays them again, in order,
 * once the page has hydrated. Not sooner: a click played while React hydrates the page finds no handler
 * yet, and a submit button's click then sends its form natively (measured: the sign-in form went as a GET
 * with the password in the address). Plain ES5 written out here, the same text on the server and in the
 * browser.
 */
export const HOLD_UNTIL_HYDRATED_SCRIPT = `(function () {
  var held = [];
  var CONTROLS = 'button,input[type=submit],input[type=image],input[type=checkbox],input[type=radio],summary,' +
    '[role=button],[role=tab],[role=checkbox],[role=switch],[role=radio],[role=menuitem],[role=option],[role=combobox]';
  function hold(event) {
    var target = event.target;
    if (event.type === "submit") {
      var submitter = event.submitter;
      event.preventDefault();
      held.push(function () {
        if (target.isConnected) target.requestSubmit(submitter && submitter.form === target ? submitter : undefined);
      });
      return;
    }
    var control = target instanceof Element ? target.closest(CONTROLS) : null;
    if (!control || control.closest("a[href]")) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(function () {
      if (control.isConnected) control.click();
    });
  }
  document.addEventListener("click", hold, true);
  document.addEventListener("submit", hold, true);
  window.__heldUntilHydrated = function () {
    document.removeEventListener("click", hold, true);
    document.removeEventListener("submit", hold, true);
    var replay = held;
    held = [];
    for (var i = 0; i < replay.length; i++) replay[i]();
  };
})();`;

/**
 * Called by the root once the page has hydrated: React answers from now on, and what was held plays. In
 * the next task, not at once: the first redraw after hydration (the real screen width, `useHydrated`)
 * comes first, so a held press on the phone's menu opens the drawer instead of being undone by it.
 */
export function releaseHeldUntilHydrated() {
  const release = window.__heldUntilHydrated;
  if (!release) return;
  window.__heldUntilHydrated = undefined;
  window.setTimeout(release, 0);
}
