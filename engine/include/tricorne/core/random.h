// The game's own random numbers (docs/design/engine.md, Chance): a specified generator (PCG32, XSH RR
// 64/32, O'Neill 2014) with our own range reduction, so a seed gives the same dice on every
// standard library and platform. It lives in the game state and is copied with it.
#pragma once

#include <cstdint>

namespace tricorne {

class Pcg32 {
public:
    constexpr Pcg32() = default;
    /// Seeds as the PCG reference does (pcg32_srandom_r with stream 54).
    explicit constexpr Pcg32(std::uint64_t seed, std::uint64_t stream = 54) { reseed(seed, stream); }

    constexpr void reseed(std::uint64_t seed, std::uint64_t stream = 54) {
        m_state = 0;
        m_inc = (stream << 1u) | 1u;
        next();
        m_state += seed;
        next();
    }

    /// The next 32 random bits.
    constexpr std::uint32_t next() {
        const std::uint64_t old = m_state;
        m_state = old * 6364136223846793005ULL + m_inc;
        const auto xorshifted = static_cast<std::uint32_t>(((old >> 18u) ^ old) >> 27u);
        const auto rot = static_cast<std::uint32_t>(old >> 59u);
        return (xorshifted >> rot) | (xorshifted << ((-rot) & 31u));
    }

    /// Uniform in [0, bound) by rejection (no modulo bias). Precondition: bound > 0.
    constexpr std::uint32_t below(std::uint32_t bound) {
        const std::uint32_t threshold = (0u - bound) % bound;
        for (;;) {
            const std::uint32_t r = next();
            if (r >= threshold) return r % bound;
        }
    }

    constexpr bool operator==(const Pcg32&) const = default;
    constexpr std::uint64_t stateWord() const { return m_state; }
    constexpr std::uint64_t incrementWord() const { return m_inc; }

private:
    std::uint64_t m_state = 0x853c49e6748fea9bULL;
    std::uint64_t m_inc = 0xda3e39cb94b95bdbULL;
};

/// What a side of a battle die shows. Which sides a game's die has is its system's data
/// (GameSystem::die): Tricorne's shows one infantry, one cavalry, one artillery, two flags and
/// one saber (000 · Battle Dice; 001 · BATTLE DICE). Blank: a side no rule reads.
enum class Face : std::uint8_t { Infantry, Cavalry, Artillery, Flag, Saber, Blank };
/// How many Face values there are (arrays by face).
inline constexpr int kFaceCount = 6;

/// The face shown by side 0-5 of Tricorne's die: the sides a state rolls when it knows no
/// system's die (GameState::roll).
constexpr Face faceOfSide(std::uint32_t side) {
    constexpr Face kSides[6] = {Face::Infantry, Face::Cavalry, Face::Artillery, Face::Flag, Face::Flag, Face::Saber};
    return kSides[side % 6];
}

/// "infantry", "cavalry", "artillery", "flag", "saber", "blank".
const char* faceName(Face face);

}  // namespace tricorne
