export * from './seasons';
export * from './ingress';
export * from './retrograde';
export * from './combustion';
export * from './steps';
export * from './packets';
export * from './events';
export * from './eclipse-packets';
