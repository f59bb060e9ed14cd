// Profile area (spec 3 §2 profil, coct_form; §3; §5; §6; §9).
export * from './profile.constants';
export * from './free-text';
export * from './birth-date';
export * from './countries';
export * from './address';
export * from './profile.types';
export * from './agreement';
export * from './documents';
export * from './contact-change';
export * from './review';
