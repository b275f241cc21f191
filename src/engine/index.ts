export { builtinEngine } from './builtin/builtin-engine';
export { EngineError, type TEngineErrorKind } from './engine-error';
export { createLlmEngine, type TLlmSettings } from './llm/llm-engine';
export { redline } from './redline';
export { checkRewrite } from './terms/check-rewrite';
export { buildPlaybookPositions, type TPlaybookPositions } from './terms/playbook-positions';
export * from './types';
