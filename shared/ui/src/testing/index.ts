// Test helpers for the apps' unit tests (`@portal/ui/testing`); never imported by app code.
export { blobText } from './blob-text';
export { renderScreen } from './render-screen';
