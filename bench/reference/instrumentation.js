// Present so that the build does not take the shop's own instrumentation.ts from the project
// root (Turbopack's root is the project, where next and react are resolved from).
export function register() {}
