export * from './envelope';
export * from './session';
export * from './limits';
export * from './keys';
export * from './routes';
export * from './countries';
export * from './orders';
export * from './workbench';
