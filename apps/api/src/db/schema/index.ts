export * from './register';
export * from './modules';
export * from './holders';
export * from './auth';
export * from './portfolio';
export * from './operations';
export * from './documents';
export * from './acceptances';
