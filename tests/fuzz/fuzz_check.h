// Shared by the fuzz targets (tests/fuzz/README.md): the property check that stops the run,
// and the checks every target makes of the diagnostics it gets back.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "tricorne/core/diagnostic.h"
#include "tricorne/io/json_io.h"

/// A property that must hold: when it does not, print it and abort, which libFuzzer records
/// as a finding (with the input that caused it) and the standalone runner as a failure.
#define FUZZ_CHECK(condition, what)                                                                      \
    do {                                                                                                 \
        if (!(condition)) {                                                                              \
            std::fprintf(stderr, "fuzz property failed: %s (%s) at %s:%d\n", std::string(what).c_str(), \
                         #condition, __FILE__, __LINE__);                                                \
            std::abort();                                                                                \
        }                                                                                                \
    } while (0)

namespace fuzz {

/// No byte of text would drive a terminal (C0 controls, DEL, C1 controls in UTF-8).
inline bool terminalSafe(std::string_view text) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x20 || c == 0x7F) return false;
        if (c == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) >= 0x80 &&
            static_cast<unsigned char>(text[i + 1]) <= 0x9F)
            return false;
    }
    return true;
}

/// What every diagnostic promises: a code, a message, an RFC 6901 pointer, and a message with
/// no raw control character. (The pointer keeps the file's keys as they are, so that --json
/// locates them exactly; the text output escapes it.)
inline void checkDiagnostics(const tricorne::Diagnostics& diagnostics) {
    for (const auto& d : diagnostics) {
        FUZZ_CHECK(!d.code.empty(), "a diagnostic without a code");
        FUZZ_CHECK(!d.message.empty(), "diagnostic " + d.code + " without a message");
        FUZZ_CHECK(d.pointer.empty() || d.pointer.front() == '/', "diagnostic " + d.code + " with pointer " + d.pointer);
        FUZZ_CHECK(terminalSafe(d.message), "diagnostic " + d.code + " carries a raw control character");
    }
}

/// Parses the fuzz input through the reader every user file takes; checks its diagnostics.
inline tricorne::JsonReadResult parse(const std::uint8_t* data, std::size_t size) {
    auto read = tricorne::parseJson(std::string_view(reinterpret_cast<const char*>(data), size));
    FUZZ_CHECK(read.document.has_value() != !read.diagnostics.empty(), "a document and diagnostics, or neither");
    checkDiagnostics(read.diagnostics);
    return read;
}

}  // namespace fuzz
