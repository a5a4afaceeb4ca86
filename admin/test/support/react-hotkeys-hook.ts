// react-hotkeys-hook ships ES modules only, which Jest's CommonJS run cannot load; react-admin
// uses its useHotkeys for menu shortcuts, which no component test presses.
export const useHotkeys = () => ({ current: null });
