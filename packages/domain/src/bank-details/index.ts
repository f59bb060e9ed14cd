export * from './bank-details';
