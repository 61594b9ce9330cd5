#ifndef STOREFINDER_CLIBFUZZER_H
#define STOREFINDER_CLIBFUZZER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry for a program with its own `main`: parses libFuzzer's flags from
/// `argc`/`argv` and fuzzes `callback`. Linked from libFuzzer by `-sanitize=fuzzer`.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
