export * from './credentials';
export * from './document-refinements';
export * from './files';
export * from './identity';
export * from './operations';
export * from './playbook';
export * from './review';
export * from './sign-in';
