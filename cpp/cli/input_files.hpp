// Reading the files the command line is given, with a size cap: a directory, a device or an
// oversized file is refused with a reason instead of aborting or reading without bound.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/result.hpp"
#include "session/session.hpp"

namespace slide::cli {

// The largest valid tables, 7-8 on 4x4, take 288.3 MB (275 MiB). The page's cap
// (Session::kMaxTableBytes) is lower: it only ever loads its own 6-6-3.
constexpr std::uint64_t kMaxTableFileBytes = 320ull << 20;
// Position files: Korf's 100 is 4 KB; these leave room for far larger benches.
constexpr std::uint64_t kMaxBenchBytes = 16ull << 20;
constexpr std::size_t kMaxBenchLines = 100000;
constexpr std::size_t kMaxBenchLineBytes = 4096;

// The whole file (at most `cap` bytes). When `magic` is not empty the file must start with it,
// checked after reading only that many bytes, so /dev/zero or a wrong file costs nothing.
Result<std::vector<std::uint8_t>> read_capped(const std::string& path, std::uint64_t cap,
                                              const std::string& magic = {});

// The position lines of a bench file ("-": standard input), comments (';' or '#' onwards) and
// blank lines dropped; refused when over the caps above, a directory, or without any position.
Result<std::vector<std::string>> read_positions(const std::string& path);

// Writes the bytes and checks every step, flush and close included (a full disk is an error).
Status write_file(const std::string& path, const std::vector<std::uint8_t>& bytes);

}  // namespace slide::cli
