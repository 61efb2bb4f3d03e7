import { useRef } from "react";
export function useKeepTypedValueRef<T>() { return useRef<T>(null); }
