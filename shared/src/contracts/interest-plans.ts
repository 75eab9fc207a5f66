// placeholder: filled by issue 12
export {};
