// Two-step sign-in (issue 39): the 'Segurança' page's section and the layout's set-up gate.
export { TwoFactorSection } from './components/two-factor-section';
export { TwoFactorSetupGate } from './components/two-factor-setup-gate';
