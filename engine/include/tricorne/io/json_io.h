// Reading untrusted JSON safely and writing files atomically.
//
// Every byte that comes from a user passes through readJson() first: it enforces a size
// limit, a nesting limit, rejects duplicate keys, bad UTF-8 and numbers out of range, and
// never throws. What it returns may still be of any shape; the schema layer judges shape.
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "tricorne/core/diagnostic.h"

namespace tricorne {

/// Limits applied to every file a user hands us. Named in the messages.
struct JsonLimits {
    std::size_t maxBytes = 4u << 20;  ///< 4 MiB: a full scenario is ~30 KiB
    int maxDepth = 32;                ///< the deepest real structure is 5 levels
    std::size_t maxStringBytes = 16384;
};

/// The outcome of reading: a document, or the diagnostics saying why there is none.
struct JsonReadResult {
    std::optional<nlohmann::json> document;
    Diagnostics diagnostics;
};

/// Parses text as strict JSON under the limits. Never throws; on failure `document` is
/// empty and `diagnostics` holds one error (code json-syntax, json-too-large, json-too-deep,
/// json-duplicate-key, json-number-range, json-string-too-long, json-encoding).
JsonReadResult parseJson(std::string_view text, const JsonLimits& limits = {});

/// The file name that means standard input (to read) or standard output (to write), as Unix
/// tools take it. A file really named "-" is reached as "./-".
inline const std::filesystem::path kStandardStream{"-"};

/// Reads and parses a file, or standard input for kStandardStream; adds io-read when it
/// cannot be read. Refuses anything that is not a regular file once links are followed
/// (a directory, a FIFO, a device) without blocking on it. Never throws.
JsonReadResult readJsonFile(const std::filesystem::path& path, const JsonLimits& limits = {});

/// The byte offset of the first byte that breaks UTF-8 (overlong forms, surrogates and code
/// points past U+10FFFF included), or npos when the text is valid.
std::size_t firstInvalidUtf8(std::string_view text);

/// A whole text file, or why there is none.
struct TextReadResult {
    std::optional<std::string> text;  ///< at most maxBytes + 1 bytes: longer means too large
    std::string error;                ///< when `text` is empty: why, in words
};

/// Reads a file, or standard input for kStandardStream, as readJsonFile does (regular files
/// only, links followed, never blocking on a FIFO), stopping one byte past `maxBytes` so that
/// the caller can refuse a file too large. `whatToGive` ends the message refusing a
/// directory or device ("an order-of-battle table"). Never throws.
TextReadResult readTextFile(const std::filesystem::path& path, std::size_t maxBytes, std::string_view whatToGive);

/// Writes `bytes` to `path` atomically: a temporary file in the same directory as the file,
/// flushed and renamed over it. On failure returns a message and leaves any old file
/// untouched and no temporary file behind (a write past `ulimit -f` included).
/// - A symbolic link is followed: its target is replaced, the link kept.
/// - An existing file keeps its mode (and owner and group where the process may set them);
///   a new file gets 0666 less the umask, as any new file does.
/// - kStandardStream writes the bytes to standard output (not atomic: it is a stream).
std::optional<std::string> writeFileAtomically(const std::filesystem::path& path, std::string_view bytes);

}  // namespace tricorne
