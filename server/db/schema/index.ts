export * from './audit';
export * from './auth';
export * from './catalogue';
export * from './locations';
export * from './parties';
export * from './stock';
export * from './business';
