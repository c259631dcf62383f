// FNV-1a, the hash of game logs' states and of scenarios and game systems (game_log.h,
// system_json.h). Private to io/.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "tricorne/core/hex.h"

namespace tricorne::detail {

/// FNV-1a, fed field by field (never raw struct bytes: padding is not ours to hash).
/// A number is hashed as its eight bytes as a 64-bit two's-complement integer, least significant
/// first (the bytes logs have always been hashed with on the machines we build for).
class Fnv {
public:
    void bytes(const void* data, std::size_t n) {
        const auto* p = static_cast<const unsigned char*>(data);
        for (std::size_t i = 0; i < n; ++i) {
            m_hash ^= p[i];
            m_hash *= kPrime;
        }
    }
    template <typename T>
    void value(T v) {
        // A zero byte only multiplies the hash by the prime, so the zero bytes above a number's
        // highest non-zero one are one multiplication by a power of it: the same hash for an
        // eighth of the work on the flags and small counts a state is made of (hashing was most
        // of the time of a logged game).
        auto rest = static_cast<std::uint64_t>(static_cast<std::int64_t>(v));
        std::size_t zeroBytes = 8;
        for (; rest != 0; rest >>= 8, --zeroBytes) {
            m_hash ^= rest & 0xFFU;
            m_hash *= kPrime;
        }
        m_hash *= kPrimePowers[zeroBytes];
    }
    void hex(Hex h) {
        value(h.q);
        value(h.r);
    }
    std::uint64_t result() const { return m_hash; }

private:
    static constexpr std::uint64_t kPrime = 0x100000001b3ULL;
    static constexpr std::array<std::uint64_t, 9> kPrimePowers = [] {
        std::array<std::uint64_t, 9> powers{1};
        for (std::size_t i = 1; i < powers.size(); ++i) powers[i] = powers[i - 1] * kPrime;
        return powers;
    }();
    std::uint64_t m_hash = 0xcbf29ce484222325ULL;
};

}  // namespace tricorne::detail
