// FNV-1a 64: the checksum of the core's byte formats (pattern databases, learned weights).
#pragma once

#include <cstdint>
#include <span>

namespace slide {

inline std::uint64_t fnv1a(std::span<const std::uint8_t> bytes) {
  std::uint64_t hash = 0xcbf29ce484222325ull;
  for (std::uint8_t b : bytes) hash = (hash ^ b) * 0x100000001b3ull;
  return hash;
}

}  // namespace slide
