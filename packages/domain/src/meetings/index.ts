export * from './meetings.types';
export * from './meeting-rules';
