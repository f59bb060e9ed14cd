export * from './sniff';
export * from './analyser';
export * from './file-store';
