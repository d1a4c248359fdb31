export declare const SCRIPTED_BUTTON: string;
