// The declarations in include/CLibFuzzer.h are defined by libFuzzer itself.
